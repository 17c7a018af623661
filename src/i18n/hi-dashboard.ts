/** Hindi of en-dashboard.ts: the dashboard, the offline indicator and the install prompt. */
import type { Catalogue } from './catalogue';
import type { enDashboard, enInstall, enSync } from './en-dashboard';

export const hiDashboard: Catalogue<typeof enDashboard> = {
  signedInAs: '{name} के रूप में साइन इन',
  openMenu: 'मेन्यू खोलें',
  closeMenu: 'मेन्यू बंद करें',
  menu: 'मेन्यू',
  viewProfile: 'प्रोफ़ाइल देखें',

  walletSection: 'वॉलेट',
  addFunds: 'पैसे जोड़ें',
  withdrawFunds: 'पैसे निकालें',
  walletStatement: 'वॉलेट स्टेटमेंट',
  winningHistory: 'जीत का इतिहास',
  biddingHistory: 'बोली का इतिहास',

  bankSection: 'बैंक विवरण',
  manageBankDetails: 'बैंक विवरण मैनेज करें',
  paytm: 'Paytm',
  googlePay: 'Google Pay',
  phonePe: 'PhonePe',

  moreSection: 'और विकल्प',
  gameRates: 'गेम रेट',
  howToPlay: 'कैसे खेलें',
  privacyPolicy: 'गोपनीयता नीति',
  contactUs: 'संपर्क करें',
  enquiry: 'पूछताछ',
  inviteFriends: 'दोस्तों को बुलाएँ',
  rateUs: 'हमें रेट करें',
  changePassword: 'पासवर्ड बदलें',
  signOut: 'साइन आउट',

  balance: 'बैलेंस',
  balanceChip: 'बैलेंस {amount}। वॉलेट खोलें',

  whatsapp: 'WhatsApp',
  deposit: 'जमा',
  withdraw: 'निकासी',
  starlineInfo: 'स्टारलाइन जानकारी',
  playStarline: 'स्टारलाइन खेलें',
  whatsappNotAvailable: 'WhatsApp नंबर उपलब्ध नहीं है',
  inviteText: 'Matka Play पर रोज़ के बाज़ार और स्टारलाइन खेलें। मेरे साथ जुड़ें: {link}',

  open: 'ओपन',
  close: 'क्लोज़',
  chart: 'चार्ट',
  playGame: 'गेम खेलें',
  openSession: 'ओपन सेशन',
  closeSession: 'क्लोज़ सेशन',
  indicatorTick: '✓',
  indicatorResult: 'परिणाम',
  indicatorCross: '✗',
  indicatorTickLabel: 'बोली खुली है',
  indicatorResultLabel: 'परिणाम घोषित',
  indicatorCrossLabel: 'बंद',
  bettingOpen: 'बोली खुली है',
  closeBettingOpen: 'क्लोज़ बोली खुली है',
  closedOpensAt: 'बंद · {time} पर खुलेगा',
  resultDeclared: 'परिणाम घोषित',

  loadingGames: 'गेम लोड हो रहे हैं...',
  noGames: 'अभी कोई बाज़ार उपलब्ध नहीं है।',
  refreshGames: 'गेम रीफ़्रेश करें',
  gamesUpdated: 'गेम अपडेट हो गए!',
  failedToLoadGames: 'गेम लोड नहीं हो सके',

  inactiveTitle: 'आपका खाता निष्क्रिय है',
  inactiveText: 'बोली, जमा और निकासी उपलब्ध नहीं हैं। खाता सक्रिय करवाने के लिए हमसे संपर्क करें:',
  inactiveWays: 'हमसे संपर्क के तरीके',
  inactiveWhatsapp: 'WhatsApp पर चैट करें',

  closedOnWeekday: '{weekday} को {game} नहीं चलता',
  closedForHoliday: '{holiday} के कारण बंद',
  closedToday: 'आज बंद',
  voided: 'रद्द',
  voidedDay: 'आज का ड्रॉ रद्द हुआ। बोली की रकम लौटा दी गई।',
  voidedOpen: 'ओपन सेशन रद्द हुआ। बोली की रकम लौटा दी गई।',
  voidedClose: 'क्लोज़ सेशन रद्द हुआ। बोली की रकम लौटा दी गई।',


  banners: 'बैनर',
  previousBanner: 'पिछला बैनर',
  nextBanner: 'अगला बैनर',
  showBanner: 'बैनर {number} दिखाएँ',
};

export const hiSync: Catalogue<typeof enSync> = {
  offline: 'ऑफ़लाइन',
  offlineUpdated: 'ऑफ़लाइन · {time} पर अपडेट',
  updated: '{time} पर अपडेट',
  offlineAction: 'आप ऑफ़लाइन हैं। इंटरनेट से जुड़ें और फिर से कोशिश करें।',
};

export const hiInstall: Catalogue<typeof enInstall> = {
  title: 'Matka Play इंस्टॉल करें',
  text: 'जल्दी खोलने के लिए ऐप को होम स्क्रीन पर जोड़ें, यह ऑफ़लाइन भी खुलता है।',
  install: 'इंस्टॉल करें',
  later: 'बाद में',
};
