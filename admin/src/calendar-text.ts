/**
 * The texts of market calendars, holidays, voided days, corrected results, the withdrawal window and the
 * maintenance switch, in the console's English.
 */

const plural = (count: number | string, one: string, many: string) => `${count} ${Number(count) === 1 ? one : many}`;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const calendarText = {
  weekdays: WEEKDAYS,
  weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const,

  days: {
    label: 'Runs on',
    hint: 'The weekdays it takes bets and has a result.',
    required: 'Choose at least one day',
    every: 'Every day',
    none: 'No days',
    runsToday: 'Runs today',
    today: 'Status today',
    closedToday: 'Closed today',
  },

  nav: { holidays: 'Holidays' },

  holidays: {
    title: 'Holidays',
    loadFailed: 'Failed to load holidays',
    marketsLoadFailed: 'Failed to load the markets',
    listTitle: 'Holidays',
    empty: 'No holidays yet.',
    addTitle: 'Add a holiday',
    date: 'Date',
    name: 'Name',
    nameHint: 'Players read it, e.g. "Diwali".',
    closes: 'Closes',
    allMarkets: 'All markets',
    allMarketsHint: 'Every daily market and every Starline game',
    dailyMarkets: 'Daily markets',
    starlineGames: 'Starline games',
    add: 'Add Holiday',
    adding: 'Adding...',
    added: 'Holiday added',
    addFailed: 'Failed to add the holiday',
    dateRequired: 'Choose the date',
    nameRequired: 'Enter the holiday name',
    marketsRequired: 'Choose at least one market, or close all markets',
    delete: 'Delete',
    deleteTitle: 'Delete this holiday?',
    deleteBody: (name: string, day: string) =>
      `${name} on ${day} is deleted: the markets it closes run that day as usual.`,
    deleted: 'Holiday deleted',
    deleteFailed: 'Failed to delete the holiday',
    past: 'Past',
    unknownGame: 'Removed market',
  },

  voiding: {
    void: 'Void',
    title: 'Void this draw?',
    what: 'What to void',
    wholeDay: 'The whole day',
    openSession: 'The open session',
    closeSession: 'The close session',
    openSessionNote: 'Jodi and sangam bets need the open: they are voided with it.',
    reason: 'Reason',
    reasonHint: 'Kept in the audit trail.',
    refundCount: (bets: number, stakes: string) =>
      `${plural(bets, 'pending bet', 'pending bets')} (${stakes} staked) will be refunded.`,
    refundAtLeast: (bets: number, stakes: string) =>
      `At least ${plural(bets, 'pending bet', 'pending bets')} (${stakes} staked) will be refunded; the close ` +
      'session’s bets are counted once the open is declared, and are refunded too.',
    refundUnknown: 'Every bet on it is refunded.',
    declaredNote: 'A declared session has its winnings taken back first, then its bets are refunded too.',
    body: (what: string, where: string) =>
      `${what} of ${where} is voided: its bets are cancelled and their stakes refunded.`,
    voidedToast: 'Draw voided',
    voidFailed: 'Failed to void the draw',
    outcome: (bets: number, refunded: string, reversed: string) =>
      `Voided: ${plural(bets, 'bet', 'bets')} refunded, ${refunded} in all` +
      (reversed === '' ? '.' : `; ${reversed} of winnings taken back.`),
    voidedDay: 'Voided: the whole day',
    voidedSession: (session: string) => `Voided: the ${session} session`,
    voidedReason: (reason: string) => `Reason: ${reason}`,
    voidedBadge: 'Voided',
  },

  correcting: {
    correct: 'Correct Result',
    title: 'Correct this result?',
    hint: 'To correct a declared result, type the right panna, preview it, then Correct.',
    oldToNew: 'Panna',
    reason: 'Reason',
    body: 'Winnings of the old panna are taken back and the new panna settles its bets, in one step.',
    corrected: 'Result corrected',
    correctFailed: 'Failed to correct the result',
    outcome: (oldPana: string, newPana: string, settled: number, won: number, paid: string) =>
      `Corrected ${oldPana} → ${newPana}: ${plural(settled, 'bet', 'bets')} settled, ${won} won, ${paid} paid.`,
  },

  withdrawalWindow: {
    title: 'Withdrawal window',
    hint:
      'When enforced, players ask for withdrawals only between the withdrawal open and close times of the main ' +
      'settings, on the days chosen here, and not on a holiday closing every market.',
    enforced: 'Enforce the withdrawal window',
    days: 'Days withdrawals are taken',
    daysRequired: 'Choose at least one day',
    saved: 'Withdrawal window saved',
    saveFailed: 'Failed to save the withdrawal window',
    loadFailed: 'Failed to load the withdrawal window',
  },

  maintenance: {
    title: 'Maintenance',
    hint: 'Pausing stops new bets or deposit requests at once; what players already asked for is untouched.',
    betting: 'Pause betting (daily and Starline)',
    deposits: 'Pause deposits',
    message: 'Message players see',
    messageHint: 'Shown as a banner in the app while anything is paused.',
    saved: 'Maintenance saved',
    saveFailed: 'Failed to save maintenance',
    loadFailed: 'Failed to load maintenance',
  },

  tabSchedule: 'Withdrawals and maintenance',

  /** A held result change by what it would do (a revert keeps its own name). */
  approvalKinds: { void: 'Result void', correct: 'Result correction' },
};
