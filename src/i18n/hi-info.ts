/** Hindi of en-info.ts: the info pages and forgot password. */
import type { Catalogue } from './catalogue';
import type { enInfo } from './en-info';

export const hiInfo: Catalogue<typeof enInfo> = {
  tryAgain: 'फिर से कोशिश करें',
  retry: 'फिर से कोशिश करें',
  howToPlayFailed: '"कैसे खेलें" की जानकारी लोड नहीं हो सकी। कृपया बाद में फिर से कोशिश करें।',
  howToPlayEmpty: 'गाइड अभी उपलब्ध नहीं है।',

  contactFailed: 'संपर्क की जानकारी लोड नहीं हो सकी। कृपया बाद में फिर से कोशिश करें।',
  contactIntro: 'फ़ोन, ईमेल या WhatsApp से हमसे संपर्क करें।',
  mobileNumber: 'मोबाइल नंबर',
  email: 'ईमेल',
  whatsapp: 'WhatsApp',
  notSet: 'उपलब्ध नहीं',
  supportNote: '24/7 सहायता: दिन हो या रात, हम कभी भी आपकी मदद के लिए यहाँ हैं।',

  privacyIntro:
    'यह गोपनीयता नीति बताती है कि ऐप इस्तेमाल करते समय Matka Play आपकी कौन-सी जानकारी लेता है, और इस बारे में हमसे कैसे संपर्क करें।',
  privacyCollectedTitle: 'हम कौन-सी जानकारी लेते हैं',
  privacyCollected: 'हम आपका मोबाइल नंबर, आपका नाम और आप ऐप का इस्तेमाल कैसे करते हैं, इसकी जानकारी लेते हैं।',
  privacyCountryTitle: 'हम कहाँ काम करते हैं',
  privacyCountry: 'यह ऐप भारत के खिलाड़ियों के लिए है।',
  privacyAgeTitle: 'उम्र',
  privacyAge: 'ऐप इस्तेमाल करने के लिए आपकी उम्र 18 साल या उससे ज़्यादा होनी चाहिए।',
  privacyContactTitle: 'संपर्क करें',
  privacyContact: 'इस नीति के बारे में कोई भी सवाल हो तो हमसे संपर्क करें:',
  privacyEmail: 'ईमेल: {email}',
  privacyPhone: 'फ़ोन: {phone}',
  privacyWhatsapp: 'WhatsApp: {whatsapp}',

  forgotSubtitle: 'नए पासवर्ड का अनुरोध करें। हर अनुरोध की जाँच एडमिन करते हैं।',
  newPassword: 'नया पासवर्ड',
  newPasswordPlaceholder: 'कम से कम 6 अक्षर',
  confirmPassword: 'पासवर्ड दोबारा डालें',
  confirmPasswordPlaceholder: 'नया पासवर्ड फिर से डालें',
  mobilePlaceholder: '10 अंकों का मोबाइल नंबर डालें',
  submitRequest: 'अनुरोध सबमिट करें',
  submitting: 'सबमिट हो रहा है...',
  resetSuccess: 'पासवर्ड रीसेट का अनुरोध सबमिट हो गया! एडमिन इसकी जाँच करेंगे।',
  resetFailed: 'पासवर्ड रीसेट नहीं हो सका',
  contactAdmin: 'WhatsApp पर एडमिन से संपर्क करें',
  whatsappNotAvailable: 'WhatsApp नंबर उपलब्ध नहीं है',
  backToLogin: 'साइन इन पर वापस',
  offline: 'आप ऑफ़लाइन हैं। इंटरनेट से जुड़ें और फिर से कोशिश करें।',
};
