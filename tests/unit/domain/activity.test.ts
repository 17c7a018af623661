import { describe, expect, it } from 'vitest';
import { activityLine } from '../../../src/domain/activity';

describe('a line of the player’s activity', () => {
  it('says what happened with the amount, in English and Hindi', () => {
    expect(activityLine({ kind: 'deposit_approved', amount: 750 })).toBe('Deposit of ₹750 approved');
    expect(activityLine({ kind: 'deposit_approved', amount: 750 }, 'hi')).toBe('₹750 की जमा राशि स्वीकृत');
  });

  it('names a daily win’s market and session', () => {
    const win = { kind: 'win', amount: 950, gameName: 'Kalyan', session: 'close' } as const;
    expect(activityLine(win)).toBe('You won ₹950 on Kalyan close');
    expect(activityLine(win, 'hi')).toBe('आपने Kalyan क्लोज़ पर ₹950 जीते');
  });

  it('names a Starline market by its Hindi name in Hindi, when it has one', () => {
    const win = { kind: 'win', amount: 90, gameName: 'Starline 10:59', gameNameHindi: 'स्टारलाइन 10:59' } as const;
    expect(activityLine(win)).toBe('You won ₹90 on Starline 10:59');
    expect(activityLine(win, 'hi')).toBe('आपने स्टारलाइन 10:59 पर ₹90 जीते');
    expect(activityLine({ ...win, gameNameHindi: undefined }, 'hi')).toBe('आपने Starline 10:59 पर ₹90 जीते');
  });
});
