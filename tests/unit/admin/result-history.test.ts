import { describe, expect, it } from 'vitest';
import { resultSentence } from '../../../admin/src/result-history';

const asha = { _id: '1', name: 'asha', mobileNumber: '9000000001' };
const entry = (action: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null, at = '2026-11-20T12:11:00.000Z') => ({
  action,
  at,
  actor: asha,
  before,
  after,
  target: { kind: action.split('.')[0]!, id: '3:2026-11-20' },
});

describe('a result’s history as sentences', () => {
  it('tells a declaration with its time in IST, its operator and what it settled', () => {
    const told = resultSentence(
      entry('result.declare', null, { gameDate: '2026-11-20', session: 'close', pana: '123', digit: 6, settled: 6, won: 2, lost: 4, paid: 1140 }),
    );
    expect(told).toEqual({ sentence: 'Declared the close 123-6 at 5:41 PM by asha', detail: '6 bets settled, 2 won, ₹1,140 paid.' });
  });

  it('tells a revert, a correction and a void', () => {
    expect(
      resultSentence(entry('result.revert', { gameDate: '2026-11-20', session: 'open', pana: '128' }, { reversedWins: 2, reversedAmount: -1140 })),
    ).toEqual({ sentence: 'Reverted the open 128-1 at 5:41 PM by asha', detail: '2 winning bets taken back (₹1,140).' });
    expect(
      resultSentence(entry('result.correct', { session: 'open', pana: '128' }, { pana: '137', digit: 1, reason: 'typo', settled: 3, won: 1, paid: 95 })),
    ).toEqual({ sentence: 'Corrected the open from 128-1 to 137-1 at 5:41 PM by asha', detail: '3 bets settled, 1 won, ₹95 paid; reason: typo.' });
    expect(resultSentence(entry('result.void', { session: null }, { reason: 'Power cut', bets: 4, refunded: 400 }))).toEqual({
      sentence: 'Voided the day at 5:41 PM by asha',
      detail: '4 bets refunded (₹400); reason: Power cut.',
    });
  });

  it('tells a Starline draw without a session, and a later day’s action with its date', () => {
    const told = resultSentence(
      entry('starline_result.declare', null, { gameDate: '2026-11-20', pana: '128', digit: 1 }, '2026-11-21T03:35:00.000Z'),
    );
    expect(told?.sentence).toMatch(/^Declared 128-1 on 21 Nov 2026, 9:05\sAM by asha$/);
    expect(told?.detail).toBeNull();
    expect(resultSentence({ ...entry('result.declare', null, { pana: '128' }), actor: null })?.sentence).toBe(
      'Declared 128-1 at 5:41 PM by the system',
    );
  });

  it('leaves other actions to their fields', () => {
    expect(resultSentence(entry('fund_request.approve', { status: 'pending' }, { status: 'approved' }))).toBeNull();
  });
});
