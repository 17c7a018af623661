import { describe, expect, it } from 'vitest';
import { problemsByLine, slipRequest, slipTotal, takesSlip, type SlipLine } from '../../../src/features/bet/bet-slip';

const lines: SlipLine[] = [
  { id: 7, session: 'open', betNumber: '12', betAmount: 100 },
  { id: 9, session: 'close', betNumber: '34', betAmount: 50 },
  { id: 11, session: 'open', betNumber: '56', betAmount: 25 },
];

describe('the bet slip', () => {
  it('is offered on the single digit, jodi and panna screens, not the sangams', () => {
    const slipTypes = ['single', 'jodi', 'singlePanna', 'doublePanna', 'triplePanna'] as const;
    expect(slipTypes.every((type) => takesSlip(type))).toBe(true);
    expect(takesSlip('halfSangam')).toBe(false);
    expect(takesSlip('fullSangam')).toBe(false);
  });

  it('totals its lines and sends them in order, each as a single bet is sent', () => {
    expect(slipTotal(lines)).toBe(175);
    expect(slipTotal([])).toBe(0);
    const gameDate = '2026-11-19T18:30:00.000Z';
    const request = slipRequest(lines, { gameId: 'g1', betType: 'jodi', gameDate });
    expect(request.bets).toEqual([
      { gameId: 'g1', betType: 'jodi', session: 'open', betNumber: '12', betAmount: 100, gameDate },
      { gameId: 'g1', betType: 'jodi', session: 'close', betNumber: '34', betAmount: 50, gameDate },
      { gameId: 'g1', betType: 'jodi', session: 'open', betNumber: '56', betAmount: 25, gameDate },
    ]);
  });

  it('puts each problem of a refusal beside the line it names; the others are left for toasts', () => {
    const { byLine, others } = problemsByLine(lines, [
      { msg: 'Jodi must be a 2-digit number', path: '/bets/1/betNumber', code: 'BET_NUMBER_INVALID' },
      { msg: 'Market not found', path: '/bets/2', code: 'MARKET_NOT_FOUND' },
      { msg: 'Out of range', path: '/bets/9/betAmount' },
      { msg: 'bets must NOT have more than 50 items', path: 'bets' },
    ]);
    expect([...byLine.keys()]).toEqual([9, 11]);
    expect(byLine.get(9)?.map((item) => item.msg)).toEqual(['Jodi must be a 2-digit number']);
    expect(others.map((item) => item.msg)).toEqual(['Out of range', 'bets must NOT have more than 50 items']);
  });
});
