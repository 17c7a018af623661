/**
 * The bet screen's strings and its toasts, merged into the catalogue as `t.bet`.
 * Rule messages (number formats, amounts, timing) come from the domain's catalogue with their stable codes.
 */
export const enBet = {
  balance: 'Balance',
  loadingGames: 'Loading games...',
  failedToLoadGames: 'Failed to load games',
  gameNotFound: 'Game not found',
  selectGame: 'Select Game',
  pleaseSelectGame: 'Please select a game',
  gameTimes: 'Open {open} · Close {close}',

  session: 'Session',
  open: 'Open',
  close: 'Close',
  bothSessions: 'Open & Close',

  digit: 'Digit',
  digitPlaceholder: '0-9',
  chooseDigit: 'Choose a digit',
  jodi: 'Jodi',
  jodiPlaceholder: '00-99',
  panna: 'Panna',
  pannaPlaceholder: '3 digits',
  pannaHint: 'Hint: {kind}',
  triplePannas: 'Triple Pannas',
  quickPicks: 'Quick Picks',
  halfSangamOpen: 'Open Ank - Close Panna',
  halfSangamClose: 'Close Ank - Open Panna',
  halfSangamPlaceholder: 'e.g., 5-123',
  fullSangam: 'Open Panna - Close Panna',
  fullSangamPlaceholder: 'e.g., 123-456',
  fullSangamSplit: 'Open Panna {open} · Close Panna {close}',

  betAmount: 'Bet Amount',
  betAmountPlaceholder: 'Min ₹10 - Max ₹10,000',
  potentialWin: 'Potential Win',

  placeBet: 'Place Bet',
  placingBet: 'Placing Bet...',

  summary: 'Bet Summary',
  summaryGame: 'Game',
  summarySession: 'Session',
  summaryBet: 'Bet',
  summaryAmount: 'Amount',

  quickAmounts: 'Quick Amounts',

  // The toasts of a daily bet, in the original app's words
  placed: 'Bet placed successfully!',
  // {amount} is formatted with its rupee sign: "New balance: ₹4,990".
  newBalance: 'New balance: {amount}',
  failed: 'Failed to place bet',
  offline: 'You are offline. Connect to the internet to place a bet.',
} as const;
