/** Hindi of the Notifications screen and the in-app result messages (./en-notifications.ts). */
import type { Catalogue } from './catalogue';
import type { enNotifications } from './en-notifications';

export const hiNotifications: Catalogue<typeof enNotifications> = {
  title: 'सूचनाएँ',
  intro: 'परिणाम घोषित होते ही जानें: इसी फ़ोन पर, ऐप बंद होने पर भी।',
  alertsTitle: 'परिणाम अलर्ट',
  alertsOn: 'इस डिवाइस पर परिणाम अलर्ट चालू हैं।',
  alertsOff: 'परिणाम अलर्ट बंद हैं।',
  turnOn: 'परिणाम अलर्ट चालू करें',
  turnOff: 'बंद करें',
  save: 'पसंद सेव करें',
  followTitle: 'कौन-से बाज़ार',
  followBets: 'आज जिन बाज़ारों में बोली लगाई',
  followBetsHint: 'हर दिन, वे बाज़ार जिनमें आपने उस दिन खेला है।',
  followChosen: 'मेरे चुने हुए बाज़ार',
  noMarkets: 'अभी कोई बाज़ार नहीं। गेम की सूची लोड होने पर वे यहाँ दिखेंगे।',
  starline: 'स्टारलाइन परिणाम',
  starlineHint: 'दिन का हर स्टारलाइन परिणाम।',
  inAppNote: 'ऐप खुला रहने पर इन बाज़ारों के परिणाम आधे मिनट के अंदर यहाँ भी दिखते हैं।',
  turnedOn: 'परिणाम अलर्ट चालू हो गए',
  saved: 'पसंद सेव हो गई',
  turnedOff: 'परिणाम अलर्ट बंद हो गए',
  denied: 'इस साइट के लिए सूचनाएँ ब्लॉक हैं। ब्राउज़र की सेटिंग्स में इन्हें अनुमति दें, फिर से कोशिश करें।',
  unsupported: 'यह ब्राउज़र अलर्ट नहीं दिखा सकता। ऐप खुला रहने पर परिणाम ऐप में दिखते रहेंगे।',
  pushFailed: 'इस डिवाइस पर अलर्ट चालू नहीं हो सके। ऐप खुला रहने पर परिणाम ऐप में दिखते रहेंगे।',
  offline: 'आप ऑफ़लाइन हैं। इंटरनेट जुड़ने पर फिर से कोशिश करें।',
  resultDeclared: '{game}: {result}',
};
