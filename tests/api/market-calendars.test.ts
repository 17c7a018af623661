import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';
import { createGame, createStarlineGame, declare, istAt, setRates, type CreatedGame } from './support/markets.js';
import { requestWithdrawal, saveWallet } from './support/money.js';
import { creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { addStaff } from './support/staff.js';

// The harness's day is Friday 2026-11-20; the days around it by weekday.
const FRIDAY = '2026-11-20';
const SATURDAY = '2026-11-21';
const SUNDAY = '2026-11-22';
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const MON_TO_SAT = [1, 2, 3, 4, 5, 6];

interface ListedGame {
  _id: string;
  gameName: string;
  runsToday: boolean;
  closedReason: { kind: string; weekday: number; holiday: string | null; message: string } | null;
}

interface StarlineListed extends ListedGame {
  currentStatus: string;
}

interface AuditRow {
  action: string;
  target: { id: string };
  before: unknown;
  after: unknown;
}

interface HolidayRecord {
  _id: string;
  date: string;
  name: string;
  gameIds: string[] | null;
  starlineGameIds: string[];
}

let server: TestServer;
let admin: string;
let player: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
  await setRates(server, admin);
  player = await signUpPlayer(server, { name: 'Calendar Player' });
  await creditPlayer(server, player.userId, 50_000);
});
afterEach(() => {
  server.clock.set(istAt(FRIDAY, '11:00'));
});
afterAll(async () => {
  await expectLedgerBalanced(server);
  await server.close();
});

function at(date: string, time = '11:00'): void {
  server.clock.set(istAt(date, time));
}

function dailyBet(gameId: string, gameDate: string) {
  return server.request({
    method: 'POST',
    url: '/api/bets',
    token: player.token,
    payload: { gameId, betType: 'single', session: 'open', betNumber: '5', betAmount: 10, gameDate },
  });
}

function starlineBet(gameId: string) {
  return server.request({
    method: 'POST',
    url: '/api/starline/bets',
    token: player.token,
    payload: { gameId, betType: 'single digit', betNumber: '5', betAmount: 10 },
  });
}

async function dailyList(): Promise<ListedGame[]> {
  const response = await server.request({ method: 'GET', url: '/api/games', token: player.token });
  expect(response.statusCode).toBe(200);
  return response.json() as ListedGame[];
}

async function starlineList(): Promise<StarlineListed[]> {
  const response = await server.request({ method: 'GET', url: '/api/starline/games', token: player.token });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { games: StarlineListed[] } }).data.games;
}

function listed<T extends { _id: string }>(games: T[], id: string): T {
  const game = games.find((row) => row._id === id);
  expect(game).toBeDefined();
  return game!;
}

function addHoliday(payload: Record<string, unknown>, token = admin) {
  return server.request({ method: 'POST', url: '/api/admin/holidays', token, payload });
}

async function holidayOk(payload: Record<string, unknown>): Promise<HolidayRecord> {
  const response = await addHoliday(payload);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { holiday: HolidayRecord }).holiday;
}

function removeHoliday(id: string, token = admin) {
  return server.request({ method: 'DELETE', url: `/api/admin/holidays/${id}`, token });
}

async function holidays(): Promise<HolidayRecord[]> {
  const response = await server.request({ method: 'GET', url: '/api/admin/holidays', token: admin });
  expect(response.statusCode).toBe(200);
  return (response.json() as { holidays: HolidayRecord[] }).holidays;
}

async function auditEntries(action: string) {
  const response = await server.request({ method: 'GET', url: `/api/admin/audit?action=${action}`, token: admin });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { entries: AuditRow[] }).entries;
}

async function weekdayMarket(name: string, days: number[]): Promise<CreatedGame & { days: number[] }> {
  const response = await server.request({
    method: 'POST',
    url: '/api/admin/games',
    token: admin,
    payload: { gameName: name, openTime: '12:00', closeTime: '13:00', days },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { game: CreatedGame & { days: number[] } }).game;
}

describe('a market runs on its weekdays', () => {
  it('refuses bets on a Monday-to-Saturday market on Sunday, saying why, and takes them on Monday', async () => {
    const kalyan = await weekdayMarket('Kalyan', MON_TO_SAT);
    expect(kalyan.days).toEqual(MON_TO_SAT);

    at(SUNDAY);
    const refused = await dailyBet(kalyan._id, SUNDAY);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'MARKET_NOT_RUNNING',
      message: 'Kalyan does not run on Sundays',
      params: { reason: 'Kalyan does not run on Sundays', gameName: 'Kalyan', kind: 'weekday', weekday: 0 },
    });
    expect(listed(await dailyList(), kalyan._id)).toMatchObject({
      runsToday: false,
      closedReason: { kind: 'weekday', weekday: 0, holiday: null, message: 'Kalyan does not run on Sundays' },
    });

    at(MONDAY);
    const taken = await dailyBet(kalyan._id, MONDAY);
    expect(taken.statusCode, taken.body).toBe(201);
    expect(listed(await dailyList(), kalyan._id)).toMatchObject({ runsToday: true, closedReason: null });

    // Sunday has no result to declare; Monday's open is declared as ever once betting on it closed.
    const sunday = await declare(server, admin, { gameId: kalyan._id, session: 'open', pana: '128', gameDate: SUNDAY });
    expect(sunday.statusCode).toBe(409);
    expect(sunday.json()).toMatchObject({ code: 'MARKET_NOT_RUNNING', message: 'Kalyan does not run on Sundays' });
    const preview = await server.request({
      method: 'GET',
      url: `/api/admin/results/preview?gameId=${kalyan._id}&session=open&pana=128&gameDate=${SUNDAY}`,
      token: admin,
    });
    expect(preview.statusCode).toBe(409);
    at(MONDAY, '12:30');
    const monday = await declare(server, admin, { gameId: kalyan._id, session: 'open', pana: '128', gameDate: MONDAY });
    expect(monday.statusCode, monday.body).toBe(200);
  });

  it('closes a Starline game on the weekdays it does not run', async () => {
    const created = await server.request({
      method: 'POST',
      url: '/api/admin/starline/games',
      token: admin,
      payload: {
        gameName: 'Weekday Star',
        gameNameHindi: 'स्टार',
        openTime: '15:00',
        minBet: 10,
        maxBet: 5000,
        days: [1, 2, 3, 4, 5],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const star = (created.json() as { game: { _id: string; days: number[] } }).game;
    expect(star.days).toEqual([1, 2, 3, 4, 5]);

    at(SATURDAY);
    const refused = await starlineBet(star._id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'MARKET_NOT_RUNNING',
      message: 'Weekday Star does not run on Saturdays',
    });
    expect(listed(await starlineList(), star._id)).toMatchObject({
      runsToday: false,
      currentStatus: 'closed',
      closedReason: { kind: 'weekday', weekday: 6, holiday: null },
    });
    at(SATURDAY, '16:00');
    const declared = await server.request({
      method: 'POST',
      url: '/api/admin/starline/results',
      token: admin,
      payload: { gameId: star._id, pana: '128', gameDate: SATURDAY },
    });
    expect(declared.statusCode).toBe(409);
    expect(declared.json()).toMatchObject({ code: 'MARKET_NOT_RUNNING' });

    at(FRIDAY);
    const taken = await starlineBet(star._id);
    expect(taken.statusCode, taken.body).toBe(201);
  });

  it('takes days on create and update, only distinct weekdays 0-6, and audits the change', async () => {
    const fields = { gameName: 'Days', openTime: '12:00', closeTime: '13:00', minBet: 10, maxBet: 100 };
    const refuse = async (method: 'POST' | 'PUT', url: string, days: unknown) => {
      const response = await server.request({
        method,
        url,
        token: admin,
        payload: { ...fields, days },
      });
      expect(response.statusCode, JSON.stringify(days)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'MARKET_DAYS_INVALID' });
    };
    const game = await createGame(server, admin, { gameName: 'Days Market', openTime: '12:00', closeTime: '13:00' });
    const star = await createStarlineGame(server, admin, { gameName: 'Days Star', openTime: '15:00' });
    for (const days of [[], [7], [-1], [1, 1], [1.5], 'mon', [null], null, {}]) {
      await refuse('POST', '/api/admin/games', days);
      await refuse('PUT', `/api/admin/games/${game._id}`, days);
      await refuse('POST', '/api/admin/starline/games', days);
      await refuse('PUT', `/api/admin/starline/games/${star._id}`, days);
    }

    const games = await server.request({ method: 'GET', url: '/api/admin/games', token: admin });
    const adminGames = (games.json() as { games: (ListedGame & { days: number[] })[] }).games;
    expect(listed(adminGames, game._id).days).toEqual([0, 1, 2, 3, 4, 5, 6]);

    const changed = await server.request({
      method: 'PUT',
      url: `/api/admin/games/${game._id}`,
      token: admin,
      payload: { days: [5, 1, 2, 3, 4] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as { game: { days: number[] } }).game.days).toEqual([1, 2, 3, 4, 5]);
    // Absent: unchanged.
    const renamed = await server.request({
      method: 'PUT',
      url: `/api/admin/games/${game._id}`,
      token: admin,
      payload: { gameName: 'Days Two' },
    });
    expect((renamed.json() as { game: { days: number[] } }).game.days).toEqual([1, 2, 3, 4, 5]);
    const update = (await auditEntries('game.update')).find(
      (entry) => entry.target.id === game._id && 'days' in (entry.after as object),
    );
    expect(update).toMatchObject({ before: { days: [0, 1, 2, 3, 4, 5, 6] }, after: { days: [1, 2, 3, 4, 5] } });

    const starChanged = await server.request({
      method: 'PUT',
      url: `/api/admin/starline/games/${star._id}`,
      token: admin,
      payload: { days: [0] },
    });
    expect(starChanged.statusCode, starChanged.body).toBe(200);
    const starGames = await server.request({ method: 'GET', url: '/api/admin/starline/games', token: admin });
    const starRecords = (starGames.json() as { games: { _id: string; days: number[] }[] }).games;
    expect(listed(starRecords, star._id).days).toEqual([0]);
    const starUpdate = (await auditEntries('starline_game.update')).find((entry) => entry.target.id === star._id);
    expect(starUpdate).toMatchObject({ after: { days: [0] } });
  });
});

describe('holidays', () => {
  it('close the markets they name only: another market takes bets', async () => {
    const closed = await weekdayMarket('Milan Day', [0, 1, 2, 3, 4, 5, 6]);
    const open = await weekdayMarket('Time Bazar', [0, 1, 2, 3, 4, 5, 6]);
    const closedStar = await createStarlineGame(server, admin, { gameName: 'Holiday Star', openTime: '15:00' });
    const openStar = await createStarlineGame(server, admin, { gameName: 'Working Star', openTime: '15:00' });
    const names = { gameIds: [closed._id], starlineGameIds: [closedStar._id] };
    const diwali = await holidayOk({ date: TUESDAY, name: ' Diwali ', ...names });
    expect(diwali).toEqual({ _id: expect.any(String), date: TUESDAY, name: 'Diwali', ...names });

    at(TUESDAY);
    const refused = await dailyBet(closed._id, TUESDAY);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'MARKET_NOT_RUNNING',
      message: 'Closed for Diwali',
      params: { kind: 'holiday', holiday: 'Diwali', weekday: 2, gameName: 'Milan Day' },
    });
    expect((await dailyBet(open._id, TUESDAY)).statusCode).toBe(201);
    const closedForDiwali = { code: 'MARKET_NOT_RUNNING', message: 'Closed for Diwali' };
    expect((await starlineBet(closedStar._id)).json()).toMatchObject(closedForDiwali);
    expect((await starlineBet(openStar._id)).statusCode).toBe(201);

    const daily = await dailyList();
    expect(listed(daily, closed._id)).toMatchObject({
      runsToday: false,
      closedReason: { kind: 'holiday', weekday: 2, holiday: 'Diwali', message: 'Closed for Diwali' },
    });
    expect(listed(daily, open._id)).toMatchObject({ runsToday: true, closedReason: null });
    const starline = await starlineList();
    expect(listed(starline, closedStar._id)).toMatchObject({ runsToday: false, closedReason: { holiday: 'Diwali' } });
    expect(listed(starline, openStar._id)).toMatchObject({ runsToday: true, closedReason: null });

    at(TUESDAY, '13:30');
    const draw = { gameId: closed._id, session: 'open', pana: '128', gameDate: TUESDAY };
    const declared = await declare(server, admin, draw);
    expect(declared.statusCode).toBe(409);
    expect(declared.json()).toMatchObject(closedForDiwali);

    // The day before runs as ever.
    at(MONDAY);
    expect(listed(await dailyList(), closed._id)).toMatchObject({ runsToday: true });
    expect((await removeHoliday(diwali._id)).statusCode).toBe(200);
  });

  it('with gameIds null close every market, Starline too, until removed', async () => {
    const game = await weekdayMarket('Every Market', [0, 1, 2, 3, 4, 5, 6]);
    const star = await createStarlineGame(server, admin, { gameName: 'Every Star', openTime: '15:00' });
    const bandh = await holidayOk({ date: WEDNESDAY, name: 'Bandh', gameIds: null, starlineGameIds: [star._id] });
    expect(bandh).toMatchObject({ gameIds: null, starlineGameIds: [] });

    at(WEDNESDAY);
    const closedForBandh = { code: 'MARKET_NOT_RUNNING', message: 'Closed for Bandh' };
    expect((await dailyBet(game._id, WEDNESDAY)).json()).toMatchObject(closedForBandh);
    expect((await starlineBet(star._id)).json()).toMatchObject(closedForBandh);
    expect((await dailyList()).every((row) => !row.runsToday)).toBe(true);
    expect((await starlineList()).every((row) => !row.runsToday)).toBe(true);

    const removed = await removeHoliday(bandh._id);
    expect(removed.json()).toEqual({ message: `Holiday Bandh of ${WEDNESDAY} removed` });
    expect(listed(await dailyList(), game._id)).toMatchObject({ runsToday: true, closedReason: null });
    expect((await dailyBet(game._id, WEDNESDAY)).statusCode).toBe(201);
  });

  it('are listed newest first; bad input is refused and changes nothing; adding and removing are audited', async () => {
    const game = await createGame(server, admin, { gameName: 'Listed Market', openTime: '12:00', closeTime: '13:00' });
    const star = await createStarlineGame(server, admin, { gameName: 'Listed Star', openTime: '15:00' });
    const before = await holidays();
    const refuse = async (payload: Record<string, unknown>, code: string, path: string) => {
      const response = await addHoliday(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code, errors: [expect.objectContaining({ code, path })] });
    };
    await refuse({ date: '2026-13-01', name: 'Bad', gameIds: null }, 'DATE_INVALID', 'date');
    await refuse({ date: '26-12-25', name: 'Bad', gameIds: null }, 'DATE_INVALID', 'date');
    await refuse({ name: 'Bad', gameIds: null }, 'DATE_INVALID', 'date');
    await refuse({ date: '2026-12-25', name: '  ', gameIds: null }, 'HOLIDAY_NAME_REQUIRED', 'name');
    await refuse({ date: '2026-12-25', gameIds: null }, 'HOLIDAY_NAME_REQUIRED', 'name');
    await refuse({ date: '2026-12-25', name: 'x'.repeat(61), gameIds: null }, 'TEXT_TOO_LONG', 'name');
    await refuse({ date: '2026-12-25', name: 'Bad', gameIds: ['999999'] }, 'HOLIDAY_GAME_UNKNOWN', 'gameIds');
    await refuse({ date: '2026-12-25', name: 'Bad', gameIds: ['abc'] }, 'HOLIDAY_GAME_UNKNOWN', 'gameIds');
    const noGames = { date: '2026-12-25', name: 'Bad', gameIds: [] };
    await refuse({ ...noGames, starlineGameIds: ['999999'] }, 'HOLIDAY_GAME_UNKNOWN', 'starlineGameIds');
    await refuse({ date: '2026-12-25', name: 'Bad', gameIds: game._id }, 'HOLIDAY_GAMES_INVALID', 'gameIds');
    await refuse({ ...noGames, starlineGameIds: 'all' }, 'HOLIDAY_GAMES_INVALID', 'starlineGameIds');
    expect(await holidays()).toEqual(before);

    const christmas = await holidayOk({
      date: '2026-12-25',
      name: 'Christmas',
      gameIds: [game._id],
      starlineGameIds: [star._id],
    });
    const holi = await holidayOk({ date: '2027-03-22', name: 'Holi', gameIds: [] });
    const past = await holidayOk({ date: '2026-10-02', name: 'Gandhi Jayanti', gameIds: null });
    const dates = (await holidays()).map((holiday) => holiday.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.slice(0, 2)).toEqual(['2027-03-22', '2026-12-25']);
    expect(dates).toContain('2026-10-02');

    const created = (await auditEntries('holiday.create')).find((entry) => entry.target.id === christmas._id);
    expect(created).toMatchObject({
      before: null,
      after: { date: '2026-12-25', name: 'Christmas', gameIds: [game._id], starlineGameIds: [star._id] },
    });

    expect((await removeHoliday(holi._id)).statusCode).toBe(200);
    const again = await removeHoliday(holi._id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'HOLIDAY_NOT_FOUND' });
    expect((await removeHoliday('abc')).statusCode).toBe(404);
    expect((await holidays()).map((holiday) => holiday._id)).not.toContain(holi._id);
    const removed = (await auditEntries('holiday.delete')).find((entry) => entry.target.id === holi._id);
    expect(removed).toMatchObject({ before: { date: '2027-03-22', name: 'Holi', gameIds: [] }, after: null });

    for (const id of [christmas._id, past._id]) expect((await removeHoliday(id)).statusCode).toBe(200);
  });

  it('are read by any market reader and changed by market managers only: a cashier gets 403', async () => {
    const cashier = await addStaff(server, 'cashier', admin);
    const refused = await addHoliday({ date: '2026-12-31', name: 'New Year', gameIds: null }, cashier.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PERMISSION_DENIED' });
    expect((await holidays()).map((holiday) => holiday.date)).not.toContain('2026-12-31');
    const results = await addStaff(server, 'results', admin);
    const read = await server.request({ method: 'GET', url: '/api/admin/holidays', token: results.token });
    expect(read.statusCode).toBe(200);
    const player403 = await server.request({ method: 'GET', url: '/api/admin/holidays', token: player.token });
    expect(player403.statusCode).toBe(403);
  });
});

describe('the withdrawal window', () => {
  async function withdrawer(): Promise<SignedIn> {
    const someone = await signUpPlayer(server, { name: 'Window Player' });
    await saveWallet(server, someone.token, { paytm: '9876543210' });
    await creditPlayer(server, someone.userId, 10_000);
    return someone;
  }

  function saveWindow(payload: Record<string, unknown>, token = admin) {
    return server.request({ method: 'PUT', url: '/api/admin/withdrawal-window', token, payload });
  }

  it('is shown but not enforced by default: a request outside its hours is taken', async () => {
    const window = await server.request({ method: 'GET', url: '/api/admin/withdrawal-window', token: admin });
    expect(window.json()).toEqual({ enforced: false, days: MON_TO_SAT });
    const settings = await server.request({ method: 'GET', url: '/api/main-settings/public' });
    expect(settings.json()).toMatchObject({
      withdrawalOpenTime: '6:00 AM',
      withdrawalWindow: { enforced: false, days: MON_TO_SAT },
    });

    const someone = await withdrawer();
    at(FRIDAY, '11:00');
    expect((await requestWithdrawal(server, someone.token, { amount: 1000, method: 'paytm' })).statusCode).toBe(201);
  });

  it('when enforced, refuses requests outside its hours, on days not listed and when every market closes', async () => {
    const someone = await withdrawer();
    const saved = await saveWindow({ enforced: true, days: [1, 2, 3, 4, 5] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ enforced: true, days: [1, 2, 3, 4, 5] });
    expect((await server.request({ method: 'GET', url: '/api/main-settings/public' })).json()).toMatchObject({
      withdrawalWindow: { enforced: true, days: [1, 2, 3, 4, 5] },
    });
    const change = (await auditEntries('withdrawal_window.change'))[0];
    expect(change).toMatchObject({
      before: { enforced: false, days: MON_TO_SAT },
      after: { enforced: true, days: [1, 2, 3, 4, 5] },
    });

    const closed = async () => {
      const response = await requestWithdrawal(server, someone.token, { amount: 1000, method: 'paytm' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'WITHDRAWAL_WINDOW_CLOSED',
        message: 'Withdrawal requests are taken Monday to Friday, from 6:00 AM to 9:10 AM IST, except on holidays',
      });
    };
    at(FRIDAY, '11:00');
    await closed();
    at(SATURDAY, '08:00');
    await closed();
    const bandh = await holidayOk({ date: TUESDAY, name: 'Bandh', gameIds: null });
    at(TUESDAY, '08:00');
    await closed();
    expect((await removeHoliday(bandh._id)).statusCode).toBe(200);

    // A holiday of some markets only keeps the window open.
    const game = await createGame(server, admin, { gameName: 'Window Market', openTime: '12:00', closeTime: '13:00' });
    const partial = await holidayOk({ date: TUESDAY, name: 'Local', gameIds: [game._id] });
    const taken = await requestWithdrawal(server, someone.token, { amount: 1000, method: 'paytm' });
    expect(taken.statusCode, taken.body).toBe(201);
    expect((await removeHoliday(partial._id)).statusCode).toBe(200);
    at(FRIDAY, '08:00');
    expect((await requestWithdrawal(server, someone.token, { amount: 1000, method: 'paytm' })).statusCode).toBe(201);

    // Turned off: taken at any hour again.
    expect((await saveWindow({ enforced: false })).json()).toEqual({ enforced: false, days: [1, 2, 3, 4, 5] });
    at(FRIDAY, '11:00');
    expect((await requestWithdrawal(server, someone.token, { amount: 1000, method: 'paytm' })).statusCode).toBe(201);
  });

  it('refuses a bad window and leaves it as it was; only settings managers change it', async () => {
    const before = (await server.request({ method: 'GET', url: '/api/admin/withdrawal-window', token: admin })).json();
    const bad = [{ enforced: 'yes' }, { days: [] }, { days: [8] }, { days: [2, 2] }, { days: 'weekdays' }];
    for (const payload of bad) {
      const response = await saveWindow(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await saveWindow({ days: [9] })).json()).toMatchObject({ code: 'MARKET_DAYS_INVALID' });
    const cashier = await addStaff(server, 'cashier', admin);
    expect((await saveWindow({ enforced: true }, cashier.token)).statusCode).toBe(403);
    const after = await server.request({ method: 'GET', url: '/api/admin/withdrawal-window', token: admin });
    expect(after.json()).toEqual(before);
  });
});
