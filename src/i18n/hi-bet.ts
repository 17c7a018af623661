/** Hindi of en-bet.ts: the bet screen. */
import type { Catalogue } from './catalogue';
import type { enBet } from './en-bet';

export const hiBet: Catalogue<typeof enBet> = {
  balance: 'बैलेंस',
  loadingGames: 'गेम लोड हो रहे हैं...',
  failedToLoadGames: 'गेम लोड नहीं हो सके',
  gameNotFound: 'गेम नहीं मिला',
  selectGame: 'गेम चुनें',
  pleaseSelectGame: 'कृपया एक गेम चुनें',
  gameTimes: 'ओपन {open} · क्लोज़ {close}',

  session: 'सेशन',
  open: 'ओपन',
  close: 'क्लोज़',
  bothSessions: 'ओपन और क्लोज़',

  digit: 'अंक',
  digitPlaceholder: '0-9',
  chooseDigit: 'एक अंक चुनें',
  jodi: 'जोड़ी',
  jodiPlaceholder: '00-99',
  panna: 'पन्ना',
  pannaPlaceholder: '3 अंक',
  pannaHint: 'संकेत: {kind}',
  triplePannas: 'ट्रिपल पन्ना',
  quickPicks: 'झटपट चुनें',
  halfSangamOpen: 'ओपन अंक - क्लोज़ पन्ना',
  halfSangamClose: 'क्लोज़ अंक - ओपन पन्ना',
  halfSangamPlaceholder: 'जैसे 5-123',
  fullSangam: 'ओपन पन्ना - क्लोज़ पन्ना',
  fullSangamPlaceholder: 'जैसे 123-456',
  fullSangamSplit: 'ओपन पन्ना {open} · क्लोज़ पन्ना {close}',

  betAmount: 'बोली राशि',
  betAmountPlaceholder: 'न्यूनतम ₹10 - अधिकतम ₹10,000',
  potentialWin: 'संभावित जीत',

  placeBet: 'बोली लगाएँ',
  placingBet: 'बोली लग रही है...',

  summary: 'बोली का सारांश',
  summaryGame: 'गेम',
  summarySession: 'सेशन',
  summaryBet: 'बोली',
  summaryAmount: 'राशि',

  quickAmounts: 'झटपट राशि',

  placed: 'बोली सफलतापूर्वक लग गई!',
  // {amount} comes formatted with its rupee sign: "नया बैलेंस: ₹4,990".
  newBalance: 'नया बैलेंस: {amount}',
  failed: 'बोली नहीं लग सकी',
  offline: 'आप ऑफ़लाइन हैं। बोली लगाने के लिए इंटरनेट से जुड़ें।',
};
