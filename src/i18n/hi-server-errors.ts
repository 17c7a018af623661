/**
 * Hindi of the server's own refusal codes (contract/refusals.ts SERVER_REFUSALS), by the same codes and with the
 * same `{name}` placeholders; the domain rules' codes are in ./hi-messages.ts. The type checker proves every code
 * has its Hindi. Values the server fills in (field names of a request, a market's name, "daily") come through the
 * language pack's valueText (./problem-words.ts); request field names a client sends stay as they are.
 */
import type { ServerRefusalCode } from '../../contract/refusals';

export const HI_SERVER_REFUSALS: Readonly<Record<ServerRefusalCode, string>> = {
  // Any request
  NOT_FOUND: 'यह पेज नहीं मिला',
  SERVER_ERROR: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  DATABASE_UNAVAILABLE: 'सेवा कुछ पल के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर से कोशिश करें।',
  STORAGE_UNAVAILABLE: 'सेवा अभी कुछ भी सेव नहीं कर पा रही है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  BAD_REQUEST: 'अनुरोध सही नहीं है',
  BAD_URL: 'अनुरोध का पता सही नहीं है',
  URL_TOO_LONG: 'अनुरोध का पता बहुत लंबा है',
  CONTENT_TYPE_UNSUPPORTED: 'अनुरोध का यह कंटेंट टाइप नहीं लिया जाता',
  BODY_TOO_LARGE: 'अनुरोध बहुत बड़ा है',
  BODY_EMPTY: 'अनुरोध खाली है: इसमें JSON होना चाहिए',
  BODY_NOT_JSON: 'अनुरोध में सही JSON नहीं है',
  BODY_LENGTH_MISMATCH: 'अनुरोध का आकार Content-Length से मेल नहीं खाता',
  MALFORMED_REQUEST: 'अनुरोध पढ़ा नहीं जा सका',
  REQUEST_TIMEOUT: 'अनुरोध पहुँचने में बहुत देर लगी',
  HEADERS_TOO_LARGE: 'अनुरोध के हेडर बहुत बड़े हैं',
  NUL_REFUSED: 'टेक्स्ट में NUL अक्षर नहीं हो सकते',
  FIELD_REQUIRED: '{field} डालना ज़रूरी है',
  FIELD_INVALID: '{field} सही नहीं है ({rule})',
  FIELD_TYPE_INVALID: '{field} का प्रकार {type} होना चाहिए',
  FIELD_NOT_ALLOWED: '{field} तय किए गए मानों में से एक होना चाहिए',
  FIELD_PATTERN_INVALID: '{field} "{pattern}" पैटर्न से मेल खाना चाहिए',
  FIELD_TOO_SHORT: '{field} कम से कम {min} अक्षरों का होना चाहिए',
  FIELD_BELOW_MINIMUM: '{field} कम से कम {min} होना चाहिए',
  FIELD_ABOVE_MAXIMUM: '{field} ज़्यादा से ज़्यादा {max} हो सकता है',
  FIELD_UNKNOWN_PROPERTY: '{field} में कोई अनजान फ़ील्ड नहीं हो सकती',
  FIELD_NOT_TEXT: '{field} टेक्स्ट होना चाहिए',
  FIELD_NOT_ONE_OF: '{field} इनमें से एक होना चाहिए: {values}',
  WHOLE_NUMBER_REQUIRED: '{field} कम से कम 1 की पूरी संख्या होनी चाहिए',
  DATE_REQUIRED: '{field} की तारीख डालना ज़रूरी है (YYYY-MM-DD)',
  DATE_INVALID: '{field} सही तारीख होनी चाहिए (YYYY-MM-DD)',
  PERIOD_REVERSED: '{start} की तारीख {end} के बाद की नहीं हो सकती',
  IS_ACTIVE_INVALID: 'isActive सिर्फ़ true या false हो सकता है',
  STATUS_INVALID: 'स्थिति इनमें से एक होनी चाहिए: {statuses}',
  IDEMPOTENCY_KEY_INVALID: 'Idempotency-Key 1 से 255 अक्षरों की होनी चाहिए',
  IDEMPOTENCY_KEY_REUSED: 'यह Idempotency-Key किसी दूसरे अनुरोध में इस्तेमाल हो चुकी है',
  IDEMPOTENCY_IN_FLIGHT: 'यह अनुरोध अभी पूरा हो रहा है। कृपया थोड़ी देर में फिर से कोशिश करें।',
  METRICS_TOKEN_REQUIRED: 'मेट्रिक्स के लिए सही टोकन ज़रूरी है',

  // Signing in and accounts
  UNAUTHENTICATED: 'आगे बढ़ने के लिए कृपया साइन इन करें',
  ADMIN_REQUIRED: 'इसके लिए एडमिन होना ज़रूरी है',
  ACCOUNT_INACTIVE: 'आपका खाता निष्क्रिय है। कृपया सहायता से संपर्क करें।',
  LOGIN_FAILED: 'मोबाइल नंबर या पासवर्ड गलत है',
  LOGIN_THROTTLED: 'साइन इन की बहुत ज़्यादा कोशिशें हुईं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  SIGN_UP_THROTTLED: 'इस नेटवर्क से बहुत ज़्यादा नए खाते बने हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  PASSWORD_RESET_THROTTLED:
    'इस नेटवर्क से पासवर्ड रीसेट के बहुत ज़्यादा अनुरोध आए हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  MOBILE_TAKEN: 'इस मोबाइल नंबर से खाता पहले से बना हुआ है',
  MOBILE_NOT_YOURS: 'यह मोबाइल नंबर आपके खाते से मेल नहीं खाता',
  USER_NOT_FOUND: 'खिलाड़ी नहीं मिला',
  PASSWORD_REQUEST_NOT_FOUND: 'पासवर्ड अनुरोध नहीं मिला',
  PASSWORD_REQUEST_ALREADY_DECIDED: 'इस पासवर्ड अनुरोध पर पहले ही फ़ैसला हो चुका है: {status}',
  ACCOUNT_CLOSED: 'यह खाता बंद कर दिया गया है',
  PASSWORD_WRONG: 'पासवर्ड सही नहीं है',
  ACCOUNT_CLOSURE_PLAYERS_ONLY: 'यहाँ केवल खिलाड़ी का खाता बंद किया जा सकता है',
  DATA_EXPORT_LIMIT: 'आप दिन में {max} बार अपना डेटा डाउनलोड कर सकते हैं। कृपया कल फिर कोशिश करें।',
  CLOSURE_NOT_FOUND: 'बंद खाता नहीं मिला',
  CLOSURE_NOT_SETTLED:
    'इस खाते में अभी {pendingBets} लंबित दांव, {pendingDeposits} लंबित जमा, {pendingWithdrawals} लंबित निकासी और ₹{balance} की शेष राशि है',

  // Operators' two-factor sign-in
  TWO_FACTOR_ENROLMENT_REQUIRED: 'एडमिन कंसोल इस्तेमाल करने के लिए टू-फ़ैक्टर साइन इन सेट करें।',
  TWO_FACTOR_ALREADY_ON: 'टू-फ़ैक्टर साइन इन पहले से चालू है। इसे फिर से सेट करने के लिए पहले बंद करें।',
  TWO_FACTOR_ALREADY_CONFIRMED: 'टू-फ़ैक्टर साइन इन पहले से चालू है।',
  TWO_FACTOR_SETUP_NOT_STARTED: 'पहले टू-फ़ैक्टर सेटअप शुरू करें।',
  TWO_FACTOR_NOT_ON: 'टू-फ़ैक्टर साइन इन चालू नहीं है।',
  WRONG_CODE: 'यह कोड सही नहीं है। कृपया अपना ऑथेंटिकेटर ऐप देखकर फिर से कोशिश करें।',
  CHALLENGE_EXPIRED: 'आपके साइन इन का समय खत्म हो गया। कृपया फिर से साइन इन करें।',
  TOO_MANY_CODES: 'बहुत ज़्यादा गलत कोड डाले गए। कृपया फिर से साइन इन करें।',
  TOO_MANY_CODES_LATER: 'बहुत ज़्यादा गलत कोड डाले गए। कृपया {minutes} मिनट बाद फिर से कोशिश करें।',

  // Operators' changes to players
  NOTHING_TO_CHANGE: 'बदलने के लिए isActive या role भेजें',
  SELF_DEACTIVATION: 'आप अपना खाता खुद निष्क्रिय नहीं कर सकते',
  SELF_DEMOTION: 'आप अपनी एडमिन भूमिका खुद नहीं हटा सकते',
  // Staff and four eyes
  PERMISSION_DENIED: 'आपकी स्टाफ़ भूमिका में यह अनुमति नहीं है ({permission})',
  STAFF_NOT_FOUND: 'स्टाफ़ सदस्य नहीं मिला',
  STAFF_ROLE_INVALID: 'स्टाफ़ भूमिका इनमें से एक होनी चाहिए: {roles}',
  STAFF_SESSION_NOT_FOUND: 'सेशन नहीं मिला',
  OWN_ROLE: 'आप अपनी स्टाफ़ भूमिका खुद नहीं बदल सकते',
  LAST_OWNER: 'आख़िरी सक्रिय मालिक की भूमिका घटाई या निष्क्रिय नहीं की जा सकती',
  STAFF_NOTHING_TO_CHANGE: 'बदलने के लिए name, staffRole या isActive भेजें',
  FOUR_EYES_AMOUNT_INVALID: '{field} कम से कम 1 रुपये की पूरी राशि हो, या कभी नहीं के लिए ख़ाली',
  FOUR_EYES_SWITCH_INVALID: 'resultChanges true या false होना चाहिए',
  APPROVAL_NOT_FOUND: 'मंज़ूरी का अनुरोध नहीं मिला',
  APPROVAL_DECIDED: 'इस अनुरोध पर पहले ही फ़ैसला हो चुका है ({status})',
  SAME_OPERATOR: 'अनुरोध करने वाला ऑपरेटर अपना अनुरोध खुद मंज़ूर नहीं कर सकता',
  ADJUSTMENT_AMOUNT_INVALID: 'राशि शून्य के अलावा पूरे रुपये की होनी चाहिए',
  ADJUSTMENT_AMOUNT_TOO_LARGE: 'राशि किसी भी तरफ़ ज़्यादा से ज़्यादा {max} रुपये हो सकती है',
  REASON_REQUIRED: 'कारण लिखना ज़रूरी है',

  // Enquiries
  ENQUIRY_NOT_FOUND: 'पूछताछ नहीं मिली',
  ENQUIRY_CLOSED: 'यह पूछताछ बंद हो चुकी है',
  ENQUIRY_STATUS_INVALID: 'स्थिति open, closed या all होनी चाहिए',

  // Money
  FUND_REQUEST_NOT_FOUND: 'जमा अनुरोध नहीं मिला',
  FUND_REQUEST_ALREADY_DECIDED: 'इस जमा अनुरोध पर पहले ही फ़ैसला हो चुका है: {status}',
  UTR_WITH_TRANSACTION_ID: 'transactionId या utr में से कोई एक ही भेजें, दोनों नहीं',
  TRANSACTION_ID_REQUIRED: 'लेन-देन ID डालना ज़रूरी है',
  PAYMENT_METHOD_INVALID: 'भुगतान का तरीका UPI या QR होना चाहिए',
  ONE_WALLET_REQUIRED: 'paytm, googlePay या phonepe में से ठीक एक भेजें',
  WITHDRAWAL_NOT_FOUND: 'निकासी नहीं मिली',
  WITHDRAWAL_TRANSITION_INVALID: 'जो निकासी {status} है, उसे {target} नहीं किया जा सकता',
  WITHDRAWAL_WINDOW_CLOSED: 'निकासी के अनुरोध {days}, {open} से {close} IST तक लिए जाते हैं, छुट्टियों को छोड़कर',

  // Responsible play
  TIMED_OUT: 'आप {untilDate:date}, {untilTime:time} IST तक टाइम-आउट पर हैं। तब तक बोली और जमा रुके रहेंगे।',
  SELF_EXCLUDED: 'आपने {untilDate:date}, {untilTime:time} IST तक खुद को खेल से बाहर रखा है। तब तक बोली और जमा रुके रहेंगे।',
  LOSS_LIMIT_REACHED:
    'यह बोली आपकी ₹{limit} की {period} नुकसान सीमा पार कर देगी (₹{used} इस्तेमाल हो चुके)। यह सीमा {resetsDate:date}, {resetsTime:time} IST को रीसेट होगी।',
  DEPOSIT_LIMIT_REACHED:
    'यह जमा आपकी ₹{limit} की {period} जमा सीमा पार कर देगा (₹{used} इस्तेमाल हो चुके)। यह सीमा {resetsDate:date}, {resetsTime:time} IST को रीसेट होगी।',
  DEPOSIT_APPROVAL_OVER_LIMIT:
    'इसे स्वीकार करने से खिलाड़ी अपनी ₹{limit} की {period} जमा सीमा पार कर जाएगा (इस अवधि में ₹{used} पहले ही स्वीकृत)। इसे अस्वीकार करें।',
  LIMIT_INVALID: 'सीमा 1 से 1,00,00,000 तक पूरे रुपये की होनी चाहिए, या कोई सीमा नहीं',
  LIMIT_KIND_INVALID: 'सीमाएँ जमा और नुकसान की होती हैं, हर एक रोज़ाना, साप्ताहिक और मासिक',
  LIMIT_PERIOD_INVALID: 'सीमा रोज़ाना, साप्ताहिक या मासिक होती है',
  TIME_OUT_INVALID: 'टाइम-आउट 1, 7 या 30 दिन का होता है',
  SELF_EXCLUSION_INVALID: 'स्व-बहिष्करण 6, 12 या 60 महीने का होता है',
  REALITY_CHECK_INVALID: 'रियलिटी चेक हर 30, 60 या 120 मिनट पर आता है',

  // Markets, bets and results
  MARKET_NOT_FOUND: 'गेम नहीं मिला',
  MARKET_NOT_RUNNING: 'यह बाज़ार आज नहीं चलता ({reason})',
  MARKET_DAYS_INVALID: 'दिन 0 (रविवार) से 6 (शनिवार) तक के अलग-अलग दिनों की सूची होनी चाहिए, कम से कम एक',
  HOLIDAY_NOT_FOUND: 'छुट्टी नहीं मिली',
  HOLIDAY_NAME_REQUIRED: 'छुट्टी का नाम डालना ज़रूरी है',
  HOLIDAY_GAMES_INVALID: '{field} गेम ID की सूची होनी चाहिए',
  HOLIDAY_GAME_UNKNOWN: '{field}: ID {id} का कोई गेम नहीं है',
  NO_GAME_RATES: 'गेम के रेट अभी तय नहीं हैं।',
  RATES_NOT_SET: 'अभी बोली नहीं लगाई जा सकती: गेम के रेट तय नहीं हैं',
  GAME_DATE_NOT_TODAY: 'बोली सिर्फ़ आज के गेम पर लगाई जा सकती है',
  SESSION_DECLARED: 'इस सेशन का परिणाम घोषित हो चुका है',
  GAME_NAME_REQUIRED: 'गेम का नाम डालना ज़रूरी है',
  RATE_REQUIRED: '{rate} का रेट {min, max} के रूप में डालना ज़रूरी है',
  RATE_INVALID: '{rate} का न्यूनतम और अधिकतम 1 से {max} तक पूरे रुपये होने चाहिए',
  RATE_MAX_BELOW_MIN: '{rate} का अधिकतम उसके न्यूनतम से कम नहीं हो सकता',
  PERIOD_TOO_LONG: 'चार्ट ज़्यादा से ज़्यादा {max} दिन का हो सकता है',
  REPORT_PERIOD_TOO_LONG: 'रिपोर्ट ज़्यादा से ज़्यादा {max} दिन की हो सकती है',
  GAME_DATE_FUTURE: 'आने वाली तारीख का परिणाम घोषित नहीं किया जा सकता',
  DIGIT_MISMATCH: 'पन्ना {pana} का अंक {digit} है',
  BETTING_NOT_CLOSED: '{game} का ओपन परिणाम उसके ओपन समय ({time}) से घोषित किया जा सकता है',
  CLOSE_BETTING_NOT_CLOSED: '{game} का क्लोज़ परिणाम उसके क्लोज़ समय ({time}) के बाद घोषित किया जा सकता है',
  OPEN_NOT_DECLARED: 'पहले ओपन परिणाम घोषित करें',
  CLOSE_DECLARED: 'पहले क्लोज़ परिणाम वापस लें',
  NO_DECLARATION: 'इस सेशन का कोई परिणाम घोषित नहीं है',
  SESSION_VOIDED: 'यह ड्रॉ आज रद्द है: इस पर दांव नहीं लगते',
  DRAW_VOIDED: 'यह ड्रॉ रद्द किया गया: इसके दांव लौटा दिए गए और इसका परिणाम घोषित नहीं हो सकता',
  VOID_CLOSE_DECLARED: 'क्लोज़ परिणाम ओपन पर टिका है: पूरा दिन रद्द करें, या पहले क्लोज़ परिणाम वापस लें',
  RESULT_UNCHANGED: 'परिणाम पहले से {pana} है',
  RESULT_ALREADY_DECLARED:
    'इस दिन का {session} परिणाम {pana} घोषित हो चुका है। इसे बदलने के लिए पहले इसे वापस लें।',
  REVERSAL_WOULD_OVERDRAW:
    'परिणाम वापस नहीं लिया जा सकता: {players} खिलाड़ी यह जीत खर्च कर चुके हैं। पहले उनका बैलेंस ठीक करें, फिर वापस लें।',

  // The result history import
  CSV_REQUIRED: 'इतिहास CSV फ़ाइल के रूप में भेजें (Content-Type: text/csv)',
  HISTORY_EMPTY: 'फ़ाइल में कोई पंक्ति नहीं है: हर दिन की एक पंक्ति, date,open_pana,close_pana',
  TOO_MANY_ROWS: 'एक फ़ाइल में ज़्यादा से ज़्यादा {max} पंक्तियाँ हो सकती हैं; इसमें {rows} हैं',
  DRY_RUN_INVALID: 'dryRun 1 या 0 होना चाहिए',
  HISTORY_INVALID: 'कुछ भी इम्पोर्ट नहीं हुआ: फ़ाइल में {count} गलतियाँ हैं',
  HISTORY_ONE_ERROR: 'कुछ भी इम्पोर्ट नहीं हुआ: फ़ाइल में 1 गलती है',
  HISTORY_COLUMN_COUNT: 'पंक्ति {line}: 3 कॉलम चाहिए (date,open_pana,close_pana), {found} मिले',
  HISTORY_DATE_INVALID: 'पंक्ति {line}: date: "{date}" सही तारीख नहीं है (YYYY-MM-DD)',
  HISTORY_DATE_NOT_PAST: 'पंक्ति {line}: date: {date} बीता हुआ दिन नहीं है; सिर्फ़ आज (IST) से पहले के दिन इम्पोर्ट होते हैं',
  HISTORY_DATE_REPEATED: 'पंक्ति {line}: date: {date} पंक्ति {firstLine} में पहले से है',
  HISTORY_PANNA_FORMAT_INVALID: 'पंक्ति {line}: {column}: पन्ना में 3 अंक होने चाहिए',
  HISTORY_PANNA_NOT_VALID:
    'पंक्ति {line}: {column}: पन्ना {panna} सही नहीं है: इसके अंक घटते क्रम में नहीं होने चाहिए, और 0 को 9 से बड़ा गिना जाता है (जैसे {example})',
  HISTORY_NO_PANNA: 'पंक्ति {line}: इस पंक्ति में कोई पन्ना नहीं है: कम से कम ओपन पन्ना डालें',
  HISTORY_CLOSE_WITHOUT_OPEN: 'पंक्ति {line}: open_pana के बिना close_pana: आधे दिन में सिर्फ़ ओपन पन्ना होता है',
  HISTORY_BETS_UNDECLARED: 'पंक्ति {line}: {date} को बोलियाँ लगी थीं: उनका निपटारा हो, इसके लिए उस दिन के परिणाम घोषित करें',

  // Starline
  STARLINE_GAME_NOT_FOUND: 'स्टारलाइन गेम नहीं मिला',
  STARLINE_BET_LIMIT_INVALID: '{field} कम से कम 1 पूरे रुपये की होनी चाहिए',
  MAX_BET_BELOW_MIN: 'अधिकतम बोली न्यूनतम बोली से कम नहीं हो सकती',
  STARLINE_RATE_INVALID: '{field} 1 से {max} तक की पूरी संख्या होनी चाहिए',
  STARLINE_RATE_MAX_BELOW_MIN: '{rate}.max, {rate}.min से कम नहीं हो सकता',
  GAME_ID_INVALID: 'gameId सही गेम ID नहीं है',
  STARLINE_BETTING_NOT_CLOSED: '{game} का परिणाम उसके ओपन समय ({time}) के बाद घोषित किया जा सकता है',
  STARLINE_RESULT_ALREADY_DECLARED:
    '{game} का {date} का परिणाम {pana} घोषित हो चुका है। इसे बदलने के लिए पहले इसे वापस लें।',
  STARLINE_NO_DECLARATION: '{game} का {date} को कोई परिणाम घोषित नहीं है',

  // Settings, content and banners
  APP_LINK_INVALID: 'ऐप लिंक http:// या https:// से शुरू होना चाहिए',
  WHATSAPP_NUMBER_INVALID: 'WhatsApp नंबर 10 अंकों का होना चाहिए',
  DISPLAY_TIME_INVALID: '{field} 6:00 AM जैसा होना चाहिए',
  BANNER_NOT_MULTIPART: 'बैनर multipart/form-data में एक इमेज और शीर्षक के साथ भेजें',
  BANNER_IMAGE_REQUIRED: 'कृपया अपलोड के लिए एक इमेज चुनें',
  BANNER_ONE_IMAGE: 'एक बार में एक ही इमेज अपलोड करें',
  BANNER_UPLOAD_UNREADABLE: 'अपलोड पढ़ा नहीं जा सका। कृपया multipart/form-data में एक इमेज और शीर्षक भेजें',
  BANNER_TOO_LARGE: 'इमेज बहुत बड़ी है: ज़्यादा से ज़्यादा 2 MB हो सकती है',
  BANNER_TYPE_REFUSED: 'सिर्फ़ PNG, JPEG या WebP इमेज अपलोड की जा सकती हैं',
  BANNER_NOT_FOUND: 'बैनर नहीं मिला',
  MAINTENANCE: 'रखरखाव: {message}',
  MAINTENANCE_SWITCH_INVALID: '{field} सिर्फ़ true या false हो सकता है',
  IMAGE_NOT_FOUND: 'इमेज नहीं मिली',

  // Reports and the audit log
  FORMAT_INVALID: 'format json या csv होना चाहिए',
  TABLE_INVALID: 'table byDay, byMarket या topPlayers होनी चाहिए',
  AUDIT_HEAD_INVALID: 'head में एंट्री ID और उसका हैश (कम से कम 16 हेक्स अंक) id:hash के रूप में होना चाहिए',
  AUDIT_TIME_INVALID: '{field} तारीख (YYYY-MM-DD) या ISO-8601 समय होना चाहिए',
  AUDIT_ACTOR_INVALID: 'actor किसी एडमिन की ID होनी चाहिए',

  // Result alerts
  PUSH_ENDPOINT_NOT_ALLOWED: 'endpoint किसी ब्राउज़र की पुश सेवा का https: पता होना चाहिए',
  PUSH_ENDPOINT_NOT_NORMAL:
    'endpoint अपने सामान्य रूप में होना चाहिए: स्कीम और होस्ट छोटे अक्षरों में, डिफ़ॉल्ट पोर्ट नहीं, आखिर में स्लैश या फ़्रैगमेंट नहीं',
  PUSH_P256DH_INVALID: 'keys.p256dh एक P-256 पब्लिक की होनी चाहिए (URL-safe base64)',
  PUSH_AUTH_INVALID: 'keys.auth 16 बाइट की होनी चाहिए (URL-safe base64)',
  GAME_IDS_INVALID: 'gameIds ज़्यादा से ज़्यादा {max} गेम ID की सूची होनी चाहिए',
  GAME_IDS_NOT_IDS: 'gameIds में सिर्फ़ गेम ID हो सकती हैं',
  STARLINE_INVALID: 'starline सिर्फ़ true या false हो सकता है',
  GAME_NOT_FOUND: 'गेम {gameId} नहीं मिला',
  PUSH_ENDPOINT_TAKEN: 'इस ब्राउज़र पर किसी दूसरे खाते के अलर्ट आते हैं। इसे फिर से सब्सक्राइब करें।',
  PUSH_SUBSCRIPTION_LIMIT: 'आप ज़्यादा से ज़्यादा {max} डिवाइस पर अलर्ट पा सकते हैं। पहले किसी एक पर इन्हें बंद करें।',
};
