/**
 * Hindi of the domain rules' messages (EN_MESSAGES in src/domain/messages.ts), by the same codes and with the same
 * `{name}` placeholders; format them with formatMessage(code, params, HI_MESSAGES).
 */
import type { MessageCatalogue } from '../domain/messages';

export const HI_MESSAGES: MessageCatalogue = {
  // Daily bet number
  SINGLE_DIGIT_INVALID: 'सिंगल अंक 0-9 के बीच का नंबर होना चाहिए',
  SINGLE_DIGIT_OUT_OF_RANGE: 'सिंगल अंक 0-9 के बीच होना चाहिए',
  JODI_INVALID: 'जोड़ी में 2 अंक होने चाहिए',
  PANNA_FORMAT_INVALID: 'पन्ना में 3 अंक होने चाहिए',
  PANNA_KIND_MISMATCH: 'यह {actual} पन्ना है, पर आपने {selected} पन्ना चुना है',
  PANNA_NOT_VALID:
    'पन्ना {panna} सही नहीं है: इसके अंक घटते क्रम में नहीं होने चाहिए, और 0 को 9 से बड़ा गिना जाता है (जैसे {example})',
  HALF_SANGAM_FORMAT: 'हाफ़ संगम का फ़ॉर्मेट: अंक-पन्ना (जैसे 5-123)',
  FULL_SANGAM_FORMAT: 'फ़ुल संगम का फ़ॉर्मेट: पन्ना-पन्ना (जैसे 123-456)',
  UNKNOWN_BET_TYPE: 'बोली का यह प्रकार सही नहीं है',
  SESSION_INVALID: 'सेशन ओपन या क्लोज़ होना चाहिए',

  // Daily bet amount and game
  BET_AMOUNT_INVALID: 'कृपया सही बोली राशि डालें',
  BET_AMOUNT_BELOW_MIN: 'न्यूनतम बोली राशि ₹{min} है',
  BET_AMOUNT_ABOVE_MAX: 'अधिकतम बोली राशि ₹{max} है',
  INSUFFICIENT_BALANCE: 'बैलेंस कम है',
  GAME_REQUIRED: 'कृपया एक गेम चुनें',

  // Daily bet timing
  OPEN_SESSION_AVAILABLE: 'ओपन सेशन की बोली खुली है',
  OPEN_SESSION_CLOSED: 'ओपन सेशन की बोली बंद हो गई है',
  CLOSE_SESSION_AVAILABLE: 'क्लोज़ सेशन की बोली खुली है',
  CLOSE_SESSION_CLOSED: 'क्लोज़ सेशन की बोली बंद हो गई है',
  BOTH_SESSIONS_CLOSED: 'दोनों सेशन बंद हैं!',
  ALL_SESSIONS_CLOSED: 'सभी सेशन बंद हैं!',
  OPEN_SESSION_REQUIRED: '{betType} की बोली ओपन सेशन के साथ बंद हो जाती है',

  // Game card status and game-selection banners
  MARKET_CLOSED: 'बाज़ार बंद',
  RESULT_DECLARED: 'परिणाम घोषित',
  GAME_CLOSED: 'गेम बंद',
  ALL_RESULTS_DECLARED: 'सभी परिणाम घोषित हो चुके हैं',
  ALL_SESSIONS_CURRENTLY_CLOSED: 'अभी सभी सेशन बंद हैं',
  BETWEEN_SESSIONS: 'बोली के दो सेशन के बीच का समय',

  // Game times
  TIME_FORMAT_INVALID: 'समय HH:MM (24 घंटे) फ़ॉर्मेट में होना चाहिए',
  CLOSE_TIME_NOT_AFTER_OPEN: 'क्लोज़ का समय ओपन के समय के बाद होना चाहिए',

  // Sign up, sign in, passwords
  NAME_REQUIRED: 'नाम डालना ज़रूरी है',
  NAME_DIRECTION_CONTROL: 'नाम में लिखावट की दिशा बदलने वाले छिपे अक्षर नहीं हो सकते',
  NAME_RESERVED: 'नाम Matka Play के स्टाफ़ या सपोर्ट जैसा नहीं दिखना चाहिए',
  MOBILE_REQUIRED: 'मोबाइल नंबर डालना ज़रूरी है',
  MOBILE_INVALID: 'मोबाइल नंबर 10 अंकों का होना चाहिए',
  PASSWORD_REQUIRED: 'पासवर्ड डालना ज़रूरी है',
  NEW_PASSWORD_REQUIRED: 'नया पासवर्ड डालना ज़रूरी है',
  PASSWORD_TOO_SHORT: 'पासवर्ड कम से कम {min} अक्षरों का होना चाहिए',
  PASSWORDS_DO_NOT_MATCH: 'पासवर्ड मेल नहीं खाते',
  AGE_CONFIRMATION_REQUIRED: 'कृपया पुष्टि करें कि आपकी उम्र 18 साल या उससे ज़्यादा है',
  EMAIL_INVALID: 'कृपया सही ईमेल पता डालें',
  PASSWORD_TOO_LONG: 'पासवर्ड ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है',

  // Length limits of every text a client sends
  TEXT_TOO_LONG: '{label} ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है',

  // Payout details
  ACCOUNT_HOLDER_REQUIRED: 'कृपया खाताधारक का नाम डालें',
  ACCOUNT_NUMBER_REQUIRED: 'कृपया खाता नंबर डालें',
  ACCOUNT_NUMBER_CONFIRM_REQUIRED: 'कृपया खाता नंबर की पुष्टि करें',
  ACCOUNT_NUMBERS_DO_NOT_MATCH: 'खाता नंबर मेल नहीं खाते',
  IFSC_REQUIRED: 'कृपया IFSC कोड डालें',
  BANK_NAME_REQUIRED: 'कृपया बैंक का नाम डालें',
  PAYMENT_NUMBER_REQUIRED: 'कृपया अपना मोबाइल नंबर डालें',
  PAYMENT_NUMBER_INVALID: 'कृपया 10 अंकों का सही मोबाइल नंबर डालें',
  ACCOUNT_NUMBER_INVALID: 'खाता नंबर {min} से {max} अंकों का होना चाहिए',
  IFSC_INVALID: 'कृपया सही IFSC कोड डालें (जैसे SBIN0001234)',

  // Enquiry
  ENQUIRY_MESSAGE_REQUIRED: 'कृपया संदेश लिखें',
  ENQUIRY_MESSAGE_TOO_LONG: 'संदेश ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है',

  // Funds
  DEPOSIT_BELOW_MIN: 'न्यूनतम जमा राशि ₹{min} है',
  DEPOSIT_ABOVE_MAX: 'अधिकतम जमा राशि ₹{max} है',
  DEPOSIT_AMOUNT_INVALID: 'राशि सही नहीं है',
  UPI_ID_INVALID: 'UPI ID की सेटिंग सही नहीं है। कृपया सहायता से संपर्क करें।',
  UPI_ID_FORMAT_INVALID: 'UPI ID में @ होना चाहिए (जैसे name@bank)',
  UTR_REQUIRED: 'कृपया अपने भुगतान का UPI रेफ़रेंस (UTR) डालें',
  UTR_INVALID: 'UPI रेफ़रेंस (UTR) 12 अंकों का होना चाहिए',
  UTR_ALREADY_USED: 'यह UPI रेफ़रेंस (UTR) पहले ही किसी जमा अनुरोध में इस्तेमाल हो चुका है',
  TRANSACTION_ID_ALREADY_USED: 'यह लेन-देन ID पहले ही किसी जमा अनुरोध में इस्तेमाल हो चुकी है',
  WITHDRAW_AMOUNT_REQUIRED: 'कृपया निकासी राशि डालें',
  WITHDRAW_AMOUNT_INVALID: 'कृपया सही निकासी राशि डालें',
  WITHDRAW_METHOD_REQUIRED: 'कृपया निकासी का तरीका चुनें',
  WITHDRAW_METHOD_NOT_SAVED: 'निकासी से पहले अपना {method} विवरण जोड़ें',
  WITHDRAW_BELOW_MIN: 'न्यूनतम निकासी राशि ₹{min} है',
  WITHDRAW_SUNDAY: 'रविवार को निकासी बंद रहती है',

  // Starline
  STARLINE_BET_NUMBER_INVALID: 'कृपया सही बोली नंबर डालें',
  STARLINE_BETTING_UNAVAILABLE: 'इस गेम पर अभी बोली उपलब्ध नहीं है',
};
