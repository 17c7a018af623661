/** Strings of game selection, the game chart and game rates, with their toasts, merged as `t.game`. */
export const enGame = {
  open: 'Open',
  close: 'Close',
  result: 'Result',
  gameNotFound: 'Game not found',
  backToDashboard: 'Back to Dashboard',
  loadingGame: 'Loading game...',
  failedToLoadGameDetails: 'Failed to load game details',

  date: 'Date',
  day: 'Day',
  noResults: 'No historical results available',
  failedToLoadResults: 'Failed to load game results',
  legendTitle: 'Result Format',
  legendExample: '128-17-359',
  legendOpenPanna: 'Open Panna (128): the three digits declared for the open session',
  legendJodi: 'Jodi (17): the open digit followed by the close digit',
  legendClosePanna: 'Close Panna (359): the three digits declared for the close session',
  legendStars: '* marks a part that is not declared yet',

  gameType: 'Game Type',
  rate: 'Rate',
  noRates: 'No game rates set.',
  failedToLoadRates: 'Failed to load game rates',
} as const;
