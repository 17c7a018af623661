/**
 * Hindi of the errors the server sends to players under codes of its own: the domain codes of
 * src/domain/messages.ts (INSUFFICIENT_BALANCE, UTR_ALREADY_USED, OPEN_SESSION_CLOSED, WITHDRAW_SUNDAY,
 * STARLINE_BETTING_UNAVAILABLE, …) are in ./hi-messages.ts, not here.
 *
 * Keys marked "no code" are replies that carry no `code`; they are named here so that they can be found, and
 * are recognised by their English text. Left out on purpose (they stay English): codes only a broken client
 * can cause, whose English names request fields (UTR_WITH_TRANSACTION_ID, ONE_WALLET_REQUIRED,
 * IDEMPOTENCY_KEY_INVALID, DATE_INVALID, PUSH_ENDPOINT_INVALID, PUSH_KEYS_INVALID, GAME_IDS_INVALID,
 * STARLINE_INVALID), the route schemas' own "… is required" replies, and the admin console's codes.
 */

/** Hindi for the server's error codes, by code. `{name}` placeholders are filled from the English message's
 * own values when the English template (ENGLISH beside it) matches it. */
export const hiServerErrors: Readonly<Record<string, { en: string; hi: string }>> = {
  // Signing in and the account (server/routes/guards.ts, server/services/people/)
  /** No code: the plain 401 of every signed-in route. */
  UNAUTHENTICATED: { en: 'Please sign in to continue', hi: 'आगे बढ़ने के लिए कृपया साइन इन करें' },
  LOGIN_FAILED: { en: 'Invalid mobile number or password', hi: 'मोबाइल नंबर या पासवर्ड गलत है' },
  LOGIN_THROTTLED: {
    en: 'Too many sign-in attempts. Please try again later.',
    hi: 'साइन इन की बहुत ज़्यादा कोशिशें हुईं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  },
  SIGN_UP_THROTTLED: {
    en: 'Too many new accounts from this network. Please try again later.',
    hi: 'इस नेटवर्क से बहुत ज़्यादा नए खाते बने हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  },
  PASSWORD_RESET_THROTTLED: {
    en: 'Too many password reset requests from this network. Please try again later.',
    hi: 'इस नेटवर्क से पासवर्ड रीसेट के बहुत ज़्यादा अनुरोध आए हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  },
  MOBILE_TAKEN: {
    en: 'An account with this mobile number already exists',
    hi: 'इस मोबाइल नंबर से खाता पहले से बना हुआ है',
  },
  ACCOUNT_INACTIVE: {
    en: 'Your account is inactive. Please contact support.',
    hi: 'आपका खाता निष्क्रिय है। कृपया सहायता से संपर्क करें।',
  },
  MOBILE_NOT_YOURS: {
    en: 'Mobile number does not match your account',
    hi: 'यह मोबाइल नंबर आपके खाते से मेल नहीं खाता',
  },

  // Markets and bets (server/services/markets/, server/routes/games.ts)
  /** No code: a 404 for a market that does not exist or is switched off. */
  MARKET_NOT_FOUND: { en: 'Game not found', hi: 'गेम नहीं मिला' },
  /** No code: a 404 of the game rates before any are set. */
  NO_GAME_RATES: { en: 'No game rates set.', hi: 'गेम के रेट अभी तय नहीं हैं।' },
  SESSION_DECLARED: {
    en: 'The result of this session has been declared',
    hi: 'इस सेशन का परिणाम घोषित हो चुका है',
  },
  GAME_DATE_NOT_TODAY: {
    en: "Bets can only be placed on today's game",
    hi: 'बोली सिर्फ़ आज के गेम पर लगाई जा सकती है',
  },
  RATES_NOT_SET: {
    en: 'Betting is not available right now: game rates are not set',
    hi: 'अभी बोली नहीं लगाई जा सकती: गेम के रेट तय नहीं हैं',
  },

  // Starline (server/services/starline/starline.ts)
  /** No code: a 404 for a Starline game that does not exist or is switched off. */
  STARLINE_GAME_NOT_FOUND: { en: 'Starline game not found', hi: 'स्टारलाइन गेम नहीं मिला' },

  // Deposits (server/services/money/funds.ts). A reference that is not a 12-digit UTR is refused in
  // EN_MESSAGES.TRANSACTION_ID_ALREADY_USED's words under the same code; its Hindi is in ./hi-messages.ts.
  DUPLICATE_TRANSACTION_ID: {
    en: 'This UPI reference (UTR) has already been used for a fund request',
    hi: 'यह UPI रेफ़रेंस (UTR) पहले ही किसी जमा अनुरोध में इस्तेमाल हो चुका है',
  },
  TRANSACTION_ID_REQUIRED: { en: 'Transaction ID is required', hi: 'लेन-देन ID ज़रूरी है' },
  PAYMENT_METHOD_INVALID: { en: 'Payment method must be UPI or QR', hi: 'भुगतान का तरीका UPI या QR होना चाहिए' },

  // Retries of a money request with its Idempotency-Key (server/services/money/idempotency.ts); a retry of a
  // refused request gets the first answer again, under that answer's own code.
  IDEMPOTENCY_IN_FLIGHT: {
    en: 'This request is still being processed. Please retry shortly.',
    hi: 'यह अनुरोध अभी पूरा हो रहा है। कृपया थोड़ी देर में फिर से कोशिश करें।',
  },
  IDEMPOTENCY_KEY_REUSED: {
    en: 'This Idempotency-Key was already used for a different request',
    hi: 'यह Idempotency-Key किसी दूसरे अनुरोध में इस्तेमाल हो चुकी है',
  },

  // Responsible play: the refusals of bets and deposits (src/domain/responsible-play.ts) and the settings.
  // `{until}` and `{resetsAt}` are "26 Nov 2026, 2:30 PM IST", `{limit}` and `{used}` carry their ₹. The Hindi
  // of the limit refusals leaves out `{period}`, an English word ("daily"); the reset date tells the period.
  TIMED_OUT: {
    en: 'You are taking a time-out until {until}. Bets and deposits are paused until then.',
    hi: 'आप {until} तक टाइम-आउट पर हैं। तब तक बोली और जमा रुके रहेंगे।',
  },
  SELF_EXCLUDED: {
    en: 'You have excluded yourself from play until {until}. Bets and deposits are paused until then.',
    hi: 'आपने {until} तक खुद को खेल से बाहर रखा है। तब तक बोली और जमा रुके रहेंगे।',
  },
  LOSS_LIMIT_REACHED: {
    en: 'This bet would take you over your {period} loss limit of {limit} ({used} used). It resets on {resetsAt}.',
    hi: 'यह बोली आपकी {limit} की {period} नुकसान सीमा पार कर देगी ({used} इस्तेमाल हो चुके)। यह सीमा {resetsAt} को रीसेट होगी।',
  },
  DEPOSIT_LIMIT_REACHED: {
    en: 'This deposit would take you over your {period} deposit limit of {limit} ({used} used). It resets on {resetsAt}.',
    hi: 'यह जमा आपकी {limit} की {period} जमा सीमा पार कर देगा ({used} इस्तेमाल हो चुके)। यह सीमा {resetsAt} को रीसेट होगी।',
  },
  LIMIT_INVALID: {
    en: 'A limit must be a whole number of rupees from 1 to 1,00,00,000, or none',
    hi: 'सीमा 1 से 1,00,00,000 तक पूरे रुपये की होनी चाहिए, या कोई सीमा नहीं',
  },
  TIME_OUT_INVALID: { en: 'A time-out is 1, 7 or 30 days', hi: 'टाइम-आउट 1, 7 या 30 दिन का होता है' },
  SELF_EXCLUSION_INVALID: {
    en: 'A self-exclusion is 6, 12 or 60 months',
    hi: 'स्व-बहिष्करण 6, 12 या 60 महीने का होता है',
  },
  REALITY_CHECK_INVALID: {
    en: 'A reality check comes every 30, 60 or 120 minutes',
    hi: 'रियलिटी चेक हर 30, 60 या 120 मिनट पर आता है',
  },

  // Result alerts (server/services/alerts/subscriptions.ts)
  PUSH_ENDPOINT_TAKEN: {
    en: 'This browser gets alerts for another account. Subscribe it again.',
    hi: 'इस ब्राउज़र पर किसी दूसरे खाते के अलर्ट आते हैं। इसे फिर से सब्सक्राइब करें।',
  },
  PUSH_SUBSCRIPTION_LIMIT: {
    en: 'You can get alerts on at most {max} devices. Turn them off on one first.',
    hi: 'आप ज़्यादा से ज़्यादा {max} डिवाइस पर अलर्ट पा सकते हैं। पहले किसी एक पर इन्हें बंद करें।',
  },
  PUSH_ENDPOINT_NOT_ALLOWED: {
    en: "endpoint must be an https: address of a browser's push service",
    hi: 'endpoint किसी ब्राउज़र की पुश सेवा का https: पता होना चाहिए',
  },
  GAME_NOT_FOUND: { en: 'Game {gameId} not found', hi: 'गेम {gameId} नहीं मिला' },

  // Anything else
  NUL_REFUSED: { en: 'Text must not contain NUL characters', hi: 'टेक्स्ट में NUL अक्षर नहीं हो सकते' },
  /** No code: the 500 of a failure the server did not foresee. */
  SERVER_ERROR: {
    en: 'Something went wrong. Please try again.',
    hi: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  },
};
