/** The texts of today's results to declare, of why Declare waits, and of a result's history as sentences. */

type SessionWord = 'open' | 'close' | null;

/** "the open " / "the close " before a daily result; nothing for a Starline draw. */
const sessionPart = (session: SessionWord) => (session ? `the ${session} ` : '');

export const declaringText = {
  due: {
    title: 'Results to declare',
    intro: (minutes: number) => `Today's sessions, the next to declare first. A result waiting ${minutes} minutes is overdue.`,
    loadFailed: 'Failed to load today’s markets',
    empty: 'No market runs today.',
    listLabel: 'Today’s results to declare',
    states: { overdue: 'Overdue', due: 'Due', upcoming: 'Upcoming', declared: 'Declared' },
    session: { open: 'Open', close: 'Close' } as Record<string, string>,
    starline: 'Starline',
    closes: (time: string) => `Betting closes ${time}`,
    closed: (time: string) => `Betting closed ${time}`,
    waiting: (minutes: number) => (minutes < 60 ? `waiting ${minutes} min` : `waiting ${Math.floor(minutes / 60)} h ${minutes % 60} min`),
    declare: 'Declare',
    view: 'View',
    more: (count: number) => `${count} more on the Results screen`,
    allDeclared: 'Every result due today is declared.',
  },

  blocked: {
    bettingOpen: (session: SessionWord, time: string) =>
      session ? `Betting on the ${session} is open until ${time}` : `Betting is open until ${time}`,
    openFirst: 'Declare the open first',
    declared: (result: string) => `Already declared ${result}: revert to change`,
    voided: 'Voided: its bets were refunded',
    closedToday: 'The market does not run today',
  },

  history: {
    system: 'the system',
    declared: (session: SessionWord, result: string, when: string, who: string) =>
      `Declared ${sessionPart(session)}${result} ${when} by ${who}`,
    reverted: (session: SessionWord, result: string, when: string, who: string) =>
      `Reverted ${sessionPart(session)}${result} ${when} by ${who}`,
    corrected: (session: SessionWord, from: string, to: string, when: string, who: string) =>
      `Corrected ${sessionPart(session)}from ${from} to ${to} ${when} by ${who}`,
    voided: (what: string, when: string, who: string) => `Voided ${what} ${when} by ${who}`,
    voidedWhat: (session: SessionWord) => (session ? `the ${session} session` : 'the day'),
    settled: (bets: number, won: number, paid: string) => `${bets} bets settled, ${won} won, ${paid} paid`,
    reversed: (wins: number, amount: string) => `${wins} winning bets taken back (${amount})`,
    refunded: (bets: number, amount: string) => `${bets} bets refunded (${amount})`,
    reason: (reason: string) => `reason: ${reason}`,
    at: (time: string) => `at ${time}`,
    on: (dateTime: string) => `on ${dateTime}`,
  },
};
