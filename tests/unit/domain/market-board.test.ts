import { describe, expect, it } from 'vitest';
import { marketBoardOrder, marketWord } from '../../../src/domain/market-board';
import { starlineBoardOrder } from '../../../src/domain/starline-board';
import { sessionAvailability, type MarketTimes } from '../../../src/domain/session';

/** The market board's words and order at a minute of the IST day. */

const at = (hours: number, minutes = 0) => hours * 60 + minutes;
const RUNS = { runsToday: true, closedReason: null, voided: null };

function market(name: string, openTime: string, closeTime: string, result = '***-**-***'): MarketTimes & { name: string } {
  return { name, openTime, closeTime, result, ...RUNS };
}

const wordAt = (game: MarketTimes, now: number) => marketWord(sessionAvailability(game, now), game.openTime);

describe('marketWord', () => {
  it('says "Betting open" while the open session takes bets', () => {
    expect(wordAt(market('Kalyan', '12:00', '14:00'), at(11))).toEqual({ kind: 'bettingOpen' });
  });

  it('says "Close betting open" when only the close session takes bets', () => {
    expect(wordAt(market('Kalyan', '10:00', '14:00'), at(11))).toEqual({ kind: 'closeBettingOpen' });
    expect(wordAt(market('Kalyan', '12:00', '14:00', '128-1*-***'), at(11))).toEqual({ kind: 'closeBettingOpen' });
  });

  it('says "Result declared" once the close is declared, whatever the open shows', () => {
    expect(wordAt(market('Kalyan', '08:00', '10:30', '128-17-359'), at(11))).toEqual({ kind: 'resultDeclared' });
    const openVoided = { ...market('Kalyan', '08:00', '10:30', '***-*7-359'), voided: 'open' as const };
    expect(wordAt(openVoided, at(11))).toEqual({ kind: 'resultDeclared' });
  });

  it('says "Closed · opens" with the open time once the day\'s betting is over and no close result is out', () => {
    expect(wordAt(market('Dawn', '08:30', '10:30'), at(11))).toEqual({ kind: 'closed', opensAt: '08:30' });
    expect(wordAt(market('Dawn', '08:30', '10:30', '128-1*-***'), at(23, 59))).toEqual({ kind: 'closed', opensAt: '08:30' });
    const voided = { ...market('Noon', '12:00', '14:00'), voided: 'day' as const };
    expect(wordAt(voided, at(11))).toEqual({ kind: 'closed', opensAt: '12:00' });
  });

  it('leaves a market closed today to say why', () => {
    const holiday = { kind: 'holiday' as const, weekday: 5, holiday: 'Diwali', message: 'Closed for Diwali' };
    const closed = { ...market('Kalyan', '12:00', '14:00'), runsToday: false, closedReason: holiday };
    expect(wordAt(closed, at(11))).toEqual({ kind: 'closedToday' });
  });
});

describe('marketBoardOrder', () => {
  it('lists the markets taking bets first, each group in the order it came in', () => {
    const games = [
      market('Dawn', '08:30', '10:30', '128-17-359'),
      market('Morning', '09:00', '10:45'),
      market('Day', '10:00', '13:00'),
      market('Noon', '12:00', '14:00'),
      market('Night', '21:00', '23:00'),
    ];
    expect(marketBoardOrder(games, at(11)).map((game) => game.name)).toEqual(['Day', 'Noon', 'Night', 'Dawn', 'Morning']);
  });

  it('keeps the order as it is when every market or none takes bets', () => {
    const games = [market('Noon', '12:00', '14:00'), market('Morning', '09:00', '10:00')];
    expect(marketBoardOrder(games, at(23, 30)).map((game) => game.name)).toEqual(['Noon', 'Morning']);
    expect(marketBoardOrder(games, at(8)).map((game) => game.name)).toEqual(['Noon', 'Morning']);
  });
});

describe('starlineBoardOrder', () => {
  const draws = ['12:00', '10:00', '21:00', '11:00', '13:00'].map((openTime) => ({ openTime }));
  const times = (now: number) => starlineBoardOrder(draws, now).map((draw) => draw.openTime);

  it('puts the next draw first, then the later ones, then the day\'s earlier ones', () => {
    expect(times(at(11, 30))).toEqual(['12:00', '13:00', '21:00', '10:00', '11:00']);
  });

  it('counts a draw as next up to and including its open minute, as it takes bets until then', () => {
    expect(times(at(12))[0]).toBe('12:00');
    expect(times(at(12, 1))[0]).toBe('13:00');
  });

  it('at night, after the last draw of the day, starts with the next day\'s first draw', () => {
    expect(times(at(22))).toEqual(['10:00', '11:00', '12:00', '13:00', '21:00']);
    expect(times(at(6))).toEqual(['10:00', '11:00', '12:00', '13:00', '21:00']);
  });

  it('puts a draw whose time cannot be read last', () => {
    expect(starlineBoardOrder([{ openTime: 'soon' }, ...draws], at(11, 30)).at(-1)).toEqual({ openTime: 'soon' });
    expect(starlineBoardOrder([{ openTime: 'soon' }, ...draws], at(22)).at(-1)).toEqual({ openTime: 'soon' });
  });
});
