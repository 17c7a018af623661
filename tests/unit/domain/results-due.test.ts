import { describe, expect, it } from 'vitest';
import {
  OVERDUE_AFTER_MINUTES,
  awaitsOpen,
  dailyDeclareBlock,
  dueSessions,
  dueState,
  starlineDeclareBlock,
} from '../../../src/domain/results-due';
import { parseClockTime } from '../../../src/domain/time';

const at = (time: string) => parseClockTime(time)!;
const kalyan = { _id: 'g1', gameName: 'Kalyan', openTime: '15:45', closeTime: '17:30', result: '***-**-***' };

describe('when a result is due', () => {
  it('is upcoming while betting is taken, due once it closes, overdue after the threshold, declared once declared', () => {
    expect(dueState(at('17:31'), false, at('17:30'))).toBe('upcoming');
    expect(dueState(at('17:31'), false, at('17:31'))).toBe('due');
    expect(dueState(at('17:31'), false, at('17:31') + OVERDUE_AFTER_MINUTES - 1)).toBe('due');
    expect(dueState(at('17:31'), false, at('17:31') + OVERDUE_AFTER_MINUTES)).toBe('overdue');
    expect(dueState(at('17:31'), true, at('17:00'))).toBe('declared');
  });

  it('counts a night market’s close after midnight on the day it opened', () => {
    const night = { _id: 'g9', gameName: 'Night', openTime: '21:30', closeTime: '00:30', result: '128-1*-***' };
    expect(dailyDeclareBlock(night, 'close', at('22:00'))).toMatchObject({ reason: 'bettingOpen', until: '00:30' });
    expect(dueSessions([night], [], at('22:00')).find((row) => row.session === 'close')!.state).toBe('upcoming');
    expect(dailyDeclareBlock(night, 'close', at('00:15'))).toMatchObject({ reason: 'bettingOpen', until: '00:30' });
    expect(dailyDeclareBlock(night, 'close', at('00:40'))).toBeNull();
    const [close] = dueSessions([night], [], at('00:40')).filter((row) => row.session === 'close');
    expect(close).toMatchObject({ state: 'due', waiting: 9 });
    expect(dueSessions([night], [], at('01:05')).find((row) => row.session === 'close')!.state).toBe('overdue');
  });

  it('lists today’s sessions with the next to declare first', () => {
    const milan = { _id: 'g2', gameName: 'Milan', openTime: '17:15', closeTime: '19:00', result: '***-**-***' };
    const sridevi = { _id: 'g3', gameName: 'Sridevi', openTime: '11:30', closeTime: '12:30', result: '128-1*-***' };
    const star = { _id: 's1', gameName: 'Starline 5 PM', openTime: '17:20', result: '***' };
    const rows = dueSessions([kalyan, milan, sridevi], [star], at('17:40'));
    expect(rows.map((row) => [row.gameName, row.session, row.state])).toEqual([
      ['Sridevi', 'close', 'overdue'],
      ['Kalyan', 'open', 'overdue'],
      ['Milan', 'open', 'due'],
      ['Starline 5 PM', null, 'due'],
      ['Kalyan', 'close', 'due'],
      ['Milan', 'close', 'upcoming'],
      ['Sridevi', 'open', 'declared'],
    ]);
    expect(rows.find((row) => row.gameName === 'Sridevi' && row.session === 'open')!.result).toBe('128-1');
    expect(rows[0]!.waiting).toBe(at('17:40') - at('12:31'));
  });

  it('leaves out inactive markets, markets closed today and voided sessions', () => {
    const rows = dueSessions(
      [
        { ...kalyan, voided: 'open' },
        { ...kalyan, _id: 'g2', isActive: false },
        { ...kalyan, _id: 'g3', runsToday: false },
      ],
      [{ _id: 's1', gameName: 'Starline', openTime: '10:00', result: '***', voided: true }],
      at('18:00'),
    );
    expect(rows.map((row) => [row.gameId, row.session])).toEqual([['g1', 'close']]);
  });
});

describe('why Declare waits', () => {
  it('names the time betting closes while a session takes bets', () => {
    expect(dailyDeclareBlock(kalyan, 'open', at('15:44'))).toEqual({ reason: 'bettingOpen', session: 'open', until: '15:45' });
    expect(dailyDeclareBlock(kalyan, 'open', at('15:45'))).toBeNull();
    expect(dailyDeclareBlock(kalyan, 'close', at('17:30'))).toEqual({ reason: 'bettingOpen', session: 'close', until: '17:30' });
  });

  it('asks for the open before the close, unless the open was voided', () => {
    expect(dailyDeclareBlock(kalyan, 'close', at('17:31'))).toEqual({ reason: 'openFirst' });
    expect(dailyDeclareBlock({ ...kalyan, voided: 'open' }, 'close', at('17:31'))).toBeNull();
    expect(dailyDeclareBlock({ ...kalyan, result: '128-1*-***' }, 'close', at('17:31'))).toBeNull();
    expect(awaitsOpen('open', false, false)).toBe(false);
  });

  it('says a declared, voided or closed session is not declared again', () => {
    expect(dailyDeclareBlock({ ...kalyan, result: '123-6*-***' }, 'open', at('16:00'))).toEqual({
      reason: 'declared',
      result: '123-6',
    });
    expect(dailyDeclareBlock({ ...kalyan, voided: 'day' }, 'open', at('16:00'))).toEqual({ reason: 'voided' });
    expect(dailyDeclareBlock({ ...kalyan, runsToday: false }, 'open', at('16:00'))).toEqual({ reason: 'closedToday' });
  });

  it('holds a Starline draw through its open minute', () => {
    const star = { openTime: '17:00', result: '***' };
    expect(starlineDeclareBlock(star, at('17:00'))).toEqual({ reason: 'bettingOpen', session: null, until: '17:00' });
    expect(starlineDeclareBlock(star, at('17:01'))).toBeNull();
    expect(starlineDeclareBlock({ ...star, result: '128' }, at('17:01'), 1)).toEqual({ reason: 'declared', result: '128-1' });
    expect(starlineDeclareBlock({ ...star, voided: true }, at('17:01'))).toEqual({ reason: 'voided' });
  });
});
