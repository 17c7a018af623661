/**
 * Strings of responsible play: the Responsible play screen, the reality check and the dashboard's notice
 * of a break. Kept out of the main catalogue (./en.ts) so that only what shows them loads them (the dashboard's
 * start carries none of it); the drawer's link is in ./en-responsible-play-link.ts. `{name}` placeholders are filled
 * with `fill()`.
 */

/** The dashboard's notice while a time-out or self-exclusion runs. */
export const enPlayPaused = {
  title: 'Bets and deposits are paused',
  timeOut: 'You are taking a time-out until {until}.',
  selfExclusion: 'You have excluded yourself from play until {until}.',
  withdrawalsStay: 'Withdrawals stay possible.',
  link: 'Responsible play',
} as const;

export const enResponsiblePlay = {
  title: 'Responsible play',
  intro: 'Limits, breaks and reminders to keep your play under your control.',
  walletLink: 'Responsible play: limits and breaks',
  loadFailed: 'Failed to load your responsible play settings',

  // Limits
  depositLimits: 'Deposit limits',
  lossLimits: 'Loss limits',
  depositLimitsHint: 'The most you can request as deposits in each period.',
  lossLimitsHint: 'The most you can lose (stakes minus winnings) in each period.',
  limitRule: 'Lowering a limit takes effect at once; raising or removing one takes effect after 24 hours.',
  periods: { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' },
  // {period} of the limit sentences: "Your daily loss limit is now ₹100."
  periodWords: { daily: 'daily', weekly: 'weekly', monthly: 'monthly' },
  usage: { daily: '{amount} used today', weekly: '{amount} used this week', monthly: '{amount} used this month' },
  noLimit: 'No limit',
  newLimit: 'New {period} {kind} limit (₹)',
  kinds: { deposit: 'deposit', loss: 'loss' },
  save: 'Save',
  removeLimit: 'Remove limit',
  cancel: 'Cancel',
  pendingChange: 'Changes to {amount} on {when}',
  pendingRemoval: 'Removed on {when}',
  limitInvalid: 'Enter a whole number of rupees from {min} to {max}',
  limitSavedNow: 'Your {period} {kind} limit is now {amount}.',
  limitNone: 'You have no {period} {kind} limit.',
  limitRemovedLater: 'Your {period} {kind} limit will be removed on {when}.',
  limitChangesLater: 'Your {period} {kind} limit changes to {amount} on {when}.',
  changeCancelled: 'The change is cancelled: your {period} {kind} limit stays {amount}.',
  retry: 'Try again',
  saveFailed: 'Failed to save your limit',

  // Breaks
  timeOut: 'Time-out',
  timeOutHint: 'A short break from betting and deposits.',
  timeOutChoices: { 1: '24 hours', 7: '7 days', 30: '30 days' },
  selfExclusion: 'Self-exclusion',
  selfExclusionHint: 'A long break from betting and deposits.',
  selfExclusionChoices: { 6: '6 months', 12: '1 year', 60: '5 years' },
  timeOutRunning: 'Time-out until {until}.',
  selfExclusionRunning: 'Self-excluded until {until}.',
  pausedMeanwhile: 'Bets and deposits are paused until then; withdrawals stay possible.',
  confirmTimeOutTitle: 'Take a time-out of {length}?',
  confirmSelfExclusionTitle: 'Exclude yourself for {length}?',
  confirmUntil: 'Bets and deposits are paused until {until}. You can still sign in, see your history and withdraw your balance.',
  confirmFinal: 'It cannot be ended early, by you or by us.',
  startTimeOut: 'Start time-out',
  startSelfExclusion: 'Exclude me',
  timeOutStarted: 'Your time-out runs until {until}.',
  selfExclusionStarted: 'You are excluded from play until {until}.',
  breakFailed: 'Failed to start your break',

  // Reality check
  realityCheck: 'Reality check',
  realityCheckHint: 'A reminder of your time played and net result after every:',
  realityCheckChoice: '{minutes} min',
  realityCheckSaved: 'Reality check every {minutes} minutes.',
  realityCheckFailed: 'Failed to save your reality check',

  // The reality check's dialog
  checkTitle: 'Reality check',
  checkPlayed: 'You have played for {duration} today.',
  checkResult: "Today's net result",
  checkResultUnknown: 'Not available offline',
  checkContinue: 'Continue',
  checkStop: 'Stop playing',
  hoursMinutes: '{hours} h {minutes} min',
  minutesOnly: '{minutes} min',
} as const;
