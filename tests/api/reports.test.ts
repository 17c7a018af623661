import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istDate } from '../../src/domain/time.js';
import { createGame, createStarlineGame, istAt, setRates, type CreatedGame } from './support/markets.js';
import { createFundRequest, requestWithdrawal, saveWallet } from './support/money.js';
import { signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { withoutWithdrawalHolds } from './support/risk.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

/**
 * Operator reports: random days of deposits, bets, declarations, reverts, adjustments and
 * withdrawals through the API, then every figure of several periods checked against the database's rows,
 * summed here on their own.
 */

interface Report {
  from: string;
  to: string;
  totals: Record<'deposits' | 'withdrawals' | 'stakes' | 'payouts' | 'net' | 'adjustments' | 'bets' | 'activePlayers' | 'newPlayers', number>;
  byDay: { date: string; deposits: number; withdrawals: number; stakes: number; payouts: number; net: number; bets: number }[];
  byMarket: { kind: 'daily' | 'starline'; gameId: string; gameName: string; bets: number; stakes: number; payouts: number; net: number }[];
  topPlayers: { user: { _id: string; name: string; mobileNumber: string }; bets: number; stakes: number; payouts: number; net: number }[];
}

/** A small seeded generator (mulberry32): the same days on every run. */
function seededRandom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    chance: (p: number) => next() < p,
    between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T,>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

const FIRST_DAY = '2026-11-16'; // a Monday: withdrawals are refused on Sundays
const DAYS = 5;
const PLAYERS = 24;
const PANNAS = ['128', '137', '146', '236', '245', '359', '380', '470', '560', '679', '113', '224', '555'];

describe('GET /api/admin/reports', () => {
  let server: TestServer;
  let admin: string;
  let players: SignedIn[];
  let markets: CreatedGame[];
  let starline: { _id: string };

  const at = (day: string, time: string) => server.clock.set(istAt(day, time));
  const report = (query: string, token = admin) => server.request({ method: 'GET', url: `/api/admin/reports?${query}`, token });
  async function reportOk(from: string, to: string): Promise<Report> {
    const response = await report(`from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Report;
  }
  async function adminCall(method: 'POST' | 'DELETE', url: string, payload: object) {
    const response = await server.request({ method, url, token: admin, payload });
    expect(response.statusCode, `${method} ${url} ${response.body}`).toBeLessThan(300);
    return response.json() as Record<string, unknown>;
  }

  beforeAll(async () => {
    server = await startTestServer({ now: istAt(FIRST_DAY, '08:00') });
    admin = await signInAdmin(server);
    await setRates(server, admin);
    await withoutWithdrawalHolds(server, admin);
    markets = [
      await createGame(server, admin, { gameName: 'Kalyan', openTime: '12:00', closeTime: '13:00' }),
      await createGame(server, admin, { gameName: 'Milan Day', openTime: '12:30', closeTime: '13:30' }),
    ];
    starline = await createStarlineGame(server, admin, { gameName: 'Star 2 PM', openTime: '14:00' });
    players = [];
    for (let i = 0; i < PLAYERS; i++) {
      const player = await signUpPlayer(server, { name: `Report Player ${i}` });
      await saveWallet(server, player.token, { paytm: '9876543210' });
      players.push(player);
    }
    await generateDays();
  }, 180_000);
  afterAll(async () => {
    await expectLedgerBalanced(server);
    await server.close();
  });

  /** A bet is placed, or refused for want of money (and then changes nothing). */
  function expectPlacedOrBroke(response: { statusCode: number; body: string }) {
    if (response.statusCode !== 201) expect(response.body).toContain('INSUFFICIENT_BALANCE');
  }

  async function deposit(player: SignedIn, amount: number, approve: boolean) {
    const created = await createFundRequest(server, player.token, { amount, transactionId: `UTR${Math.random()}`, paymentMethod: 'UPI' });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { request: { _id: string } }).request._id;
    await adminCall('POST', `/api/admin/fund-requests/${id}/${approve ? 'approve' : 'reject'}`, {});
  }

  async function generateDays(): Promise<void> {
    const random = seededRandom(15);
    const waitingWithdrawals: string[] = [];
    for (let d = 0; d < DAYS; d++) {
      const day = addDays(FIRST_DAY, d);
      // Just after IST midnight: last night's approved withdrawals are paid out, and an adjustment.
      at(day, '00:10');
      for (const id of waitingWithdrawals.splice(0)) {
        await adminCall('POST', `/api/admin/withdrawals/${id}/status`, { status: 'completed' });
      }
      await adminCall('POST', `/api/admin/users/${random.pick(players).userId}/adjustments`, { amount: random.between(1, 50), reason: 'Bonus' });

      at(day, '09:00');
      for (const player of players) {
        if (d === 0 || random.chance(0.3)) await deposit(player, random.between(20, 60) * 100, d === 0 || random.chance(0.8));
      }
      at(day, '10:00');
      for (const player of players) {
        for (let n = random.between(0, 4); n > 0; n--) {
          const game = random.pick(markets);
          const jodi = random.chance(0.2);
          const response = await server.request({
            method: 'POST',
            url: '/api/bets',
            token: player.token,
            payload: {
              gameId: game._id,
              gameDate: day,
              betType: jodi ? 'jodi' : 'single',
              session: jodi ? 'open' : random.pick(['open', 'close']),
              betNumber: jodi ? String(random.between(0, 99)).padStart(2, '0') : String(random.between(0, 9)),
              betAmount: random.between(1, 10) * 10,
            },
          });
          expectPlacedOrBroke(response);
        }
        if (random.chance(0.5)) {
          const response = await server.request({
            method: 'POST',
            url: '/api/starline/bets',
            token: player.token,
            payload: { gameId: starline._id, betType: 'single digit', betNumber: String(random.between(0, 9)), betAmount: random.between(1, 10) * 10 },
          });
          expectPlacedOrBroke(response);
        }
      }
      at(day, '12:35');
      for (const game of markets) {
        await adminCall('POST', '/api/admin/results', { gameId: game._id, session: 'open', pana: random.pick(PANNAS), gameDate: day });
      }
      at(day, '13:35');
      for (const game of markets) {
        await adminCall('POST', '/api/admin/results', { gameId: game._id, session: 'close', pana: random.pick(PANNAS), gameDate: day });
        if (random.chance(0.4)) {
          // A wrong close, taken back and declared again.
          await adminCall('DELETE', '/api/admin/results', { gameId: game._id, session: 'close', gameDate: day });
          await adminCall('POST', '/api/admin/results', { gameId: game._id, session: 'close', pana: random.pick(PANNAS), gameDate: day });
        }
      }
      at(day, '14:05');
      await adminCall('POST', '/api/admin/starline/results', { gameId: starline._id, pana: random.pick(PANNAS), gameDate: day });
      if (random.chance(0.5)) {
        at(day, '14:10');
        await adminCall('DELETE', '/api/admin/starline/results', { gameId: starline._id, gameDate: day });
        await adminCall('POST', '/api/admin/starline/results', { gameId: starline._id, pana: random.pick(PANNAS), gameDate: day });
      }

      at(day, '15:00');
      for (const player of players) {
        if (!random.chance(0.25)) continue;
        const response = await requestWithdrawal(server, player.token, { amount: random.between(10, 15) * 100, method: 'paytm' });
        if (response.statusCode !== 201) continue; // not enough left after the day's bets
        const id = (response.json() as { withdrawal: { _id: string } }).withdrawal._id;
        const fate = random.pick(['completed today', 'completed after midnight', 'rejected', 'pending']);
        if (fate === 'pending') continue;
        if (fate === 'rejected') {
          await adminCall('POST', `/api/admin/withdrawals/${id}/status`, { status: 'rejected' });
          continue;
        }
        await adminCall('POST', `/api/admin/withdrawals/${id}/status`, { status: 'approved' });
        if (fate === 'completed today') await adminCall('POST', `/api/admin/withdrawals/${id}/status`, { status: 'completed' });
        else waitingWithdrawals.push(id);
      }
      // Late in the evening, an adjustment taken back: the last minutes of the IST day belong to it.
      at(day, '23:59');
      const funded = await server.store.db.selectFrom('users').select('id').where('role', '=', 'player').where('balance', '>=', 5).execute();
      await adminCall('POST', `/api/admin/users/${random.pick(funded).id}/adjustments`, { amount: -random.between(1, 5), reason: 'Correction' });
      if (d === 1) {
        const late = await signUpPlayer(server, { name: 'Late Joiner' });
        players.push(late);
        await saveWallet(server, late.token, { paytm: '9876543210' });
      }
    }
  }

  /** What a report of the period must say, summed here from the rows. */
  async function expected(from: string, to: string) {
    const db = server.store.db;
    const inPeriod = (instant: string) => istDate(instant) >= from && istDate(instant) <= to;
    const entries = (await db.selectFrom('ledger_entries').selectAll().execute()).filter((e) => inPeriod(e.created_at));
    const dailyGame = new Map((await db.selectFrom('placed_bets').select(['id', 'game_id']).execute()).map((b) => [Number(b.id), String(b.game_id)]));
    const starlineGame = new Map((await db.selectFrom('starline_bets').select(['id', 'game_id']).execute()).map((b) => [Number(b.id), String(b.game_id)]));
    const withdrawals = (await db.selectFrom('withdrawals').selectAll().where('status', '=', 'completed').execute()).filter((w) =>
      inPeriod(w.updated_at),
    );
    const signUps = (await db.selectFrom('users').selectAll().where('role', '=', 'player').execute()).filter((u) => inPeriod(u.created_at));

    const sumOf = (kinds: string[], rows = entries) =>
      rows.filter((e) => kinds.includes(e.kind)).reduce((total, e) => total + Number(e.amount), 0);
    const countOf = (kinds: string[], rows = entries) => rows.filter((e) => kinds.includes(e.kind)).length;
    const STAKES = ['stake', 'stake_refund', 'starline_stake'];
    const PAYOUTS = ['win', 'win_reversal', 'starline_win', 'starline_win_reversal'];
    const BETS = ['stake', 'starline_stake'];
    const figures = (rows: typeof entries) => ({ stakes: 0 - sumOf(STAKES, rows), payouts: sumOf(PAYOUTS, rows), bets: countOf(BETS, rows) });

    const days = [];
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const rows = entries.filter((e) => istDate(e.created_at) === date);
      const money = figures(rows);
      days.push({
        date,
        deposits: sumOf(['deposit'], rows),
        withdrawals: withdrawals.filter((w) => istDate(w.updated_at) === date).reduce((total, w) => total + Number(w.amount), 0),
        ...money,
        net: money.stakes - money.payouts,
      });
    }
    const total = figures(entries);
    const totals = {
      deposits: sumOf(['deposit']),
      withdrawals: withdrawals.reduce((sum, w) => sum + Number(w.amount), 0),
      ...total,
      net: total.stakes - total.payouts,
      adjustments: sumOf(['adjustment']),
      activePlayers: new Set(entries.filter((e) => ['stake', 'starline_stake', 'deposit', 'withdrawal_hold'].includes(e.kind)).map((e) => e.user_id)).size,
      newPlayers: signUps.length,
    };

    // Each entry's market, through the bet its reference names: bet:<id>, win:<id>:<declaration>, starline-bet:<id>…
    const marketOf = (entry: (typeof entries)[number]) => {
      const betId = Number(entry.reference.split(':')[1]);
      if (['stake', 'win', 'win_reversal'].includes(entry.kind)) return `daily ${dailyGame.get(betId)}`;
      if (['starline_stake', 'starline_win', 'starline_win_reversal'].includes(entry.kind)) return `starline ${starlineGame.get(betId)}`;
      return null;
    };
    const byMarket = new Map<string, typeof entries>();
    for (const entry of entries) {
      const market = marketOf(entry);
      if (market) byMarket.set(market, [...(byMarket.get(market) ?? []), entry]);
    }
    const byPlayer = new Map<number, typeof entries>();
    for (const entry of entries) byPlayer.set(Number(entry.user_id), [...(byPlayer.get(Number(entry.user_id)) ?? []), entry]);
    const bettors = [...byPlayer.entries()]
      .map(([userId, rows]) => ({ userId, ...figures(rows) }))
      .filter((player) => player.bets > 0)
      .sort((a, b) => b.stakes - a.stakes || a.userId - b.userId)
      .slice(0, 20);
    return {
      totals,
      days,
      markets: new Map([...byMarket.entries()].map(([market, rows]) => [market, figures(rows)])),
      topPlayers: bettors.map((player) => ({ ...player, net: player.stakes - player.payouts })),
    };
  }

  it('reconciles every figure of several periods with the ledger entries, withdrawals and sign-ups behind it', async () => {
    const last = addDays(FIRST_DAY, DAYS - 1);
    const periods = [
      [FIRST_DAY, last],
      [FIRST_DAY, FIRST_DAY],
      [addDays(FIRST_DAY, 1), addDays(FIRST_DAY, 3)],
      [addDays(FIRST_DAY, 2), addDays(last, 2)], // runs past today: empty days
      [addDays(FIRST_DAY, -30), addDays(FIRST_DAY, -1)], // before anything happened
    ] as const;
    for (const [from, to] of periods) {
      const answer = await reportOk(from, to);
      const truth = await expected(from, to);
      expect(Object.keys(answer)).toEqual(['from', 'to', 'totals', 'byDay', 'byMarket', 'topPlayers']);
      expect({ from: answer.from, to: answer.to }).toEqual({ from, to });
      expect(answer.totals, `${from}…${to}`).toEqual(truth.totals);
      expect(answer.byDay, `${from}…${to}`).toEqual(truth.days);

      // The days add up to the totals; the markets to the totals' stakes, payouts and bets.
      for (const field of ['deposits', 'withdrawals', 'stakes', 'payouts', 'net', 'bets'] as const) {
        expect(answer.byDay.reduce((sum, day) => sum + day[field], 0), field).toBe(answer.totals[field]);
      }
      for (const field of ['stakes', 'payouts', 'bets'] as const) {
        expect(answer.byMarket.reduce((sum, market) => sum + market[field], 0), field).toBe(answer.totals[field]);
      }
      expect(answer.byMarket.map((m) => [`${m.kind} ${m.gameId}`, { stakes: m.stakes, payouts: m.payouts, bets: m.bets }])).toEqual(
        expect.arrayContaining([...truth.markets.entries()]),
      );
      expect(answer.byMarket).toHaveLength(truth.markets.size);
      for (const market of answer.byMarket) {
        expect(market.net).toBe(market.stakes - market.payouts);
        const games = market.kind === 'daily' ? markets : [{ ...starline, gameName: 'Star 2 PM' }];
        expect(market.gameName).toBe(games.find((game) => game._id === market.gameId)?.gameName);
      }
      expect(answer.byMarket.map((m) => m.stakes)).toEqual(answer.byMarket.map((m) => m.stakes).sort((a, b) => b - a));

      expect(
        answer.topPlayers.map((p) => ({ userId: Number(p.user._id), stakes: p.stakes, payouts: p.payouts, bets: p.bets, net: p.net })),
      ).toEqual(truth.topPlayers);
      for (const player of answer.topPlayers) {
        const signedUp = players.find((p) => p.userId === Number(player.user._id))!;
        expect(player.user.mobileNumber).toBe(signedUp.mobileNumber);
        expect(player.user.name).toMatch(/^Report Player \d+$|^Late Joiner$/);
      }
    }
    // The whole week is busy enough to mean something.
    const week = await reportOk(FIRST_DAY, last);
    expect(week.totals.withdrawals).toBeGreaterThan(0);
    expect(week.totals.payouts).toBeGreaterThan(0);
    expect(week.topPlayers).toHaveLength(20);
    expect(week.byMarket).toHaveLength(3);
    expect(week.totals.newPlayers).toBe(PLAYERS + 1);
    const quiet = await reportOk(addDays(FIRST_DAY, -30), addDays(FIRST_DAY, -1));
    expect(quiet.byDay).toHaveLength(30);
    expect(quiet.byMarket).toEqual([]);
    expect(quiet.topPlayers).toEqual([]);
  });

  it('downloads each table as CSV: a header row, then a row per table row with plain numbers', async () => {
    const from = FIRST_DAY;
    const to = addDays(FIRST_DAY, DAYS - 1);
    const json = await reportOk(from, to);
    const tables = {
      byDay: {
        header: '"date","deposits","withdrawals","stakes","payouts","net","bets"',
        rows: json.byDay.map((d) => `"${d.date}",${d.deposits},${d.withdrawals},${d.stakes},${d.payouts},${d.net},${d.bets}`),
      },
      byMarket: {
        header: '"kind","gameId","gameName","bets","stakes","payouts","net"',
        rows: json.byMarket.map((m) => `"${m.kind}","${m.gameId}","${m.gameName}",${m.bets},${m.stakes},${m.payouts},${m.net}`),
      },
      topPlayers: {
        header: '"userId","name","mobileNumber","bets","stakes","payouts","net"',
        rows: json.topPlayers.map((p) => `"${p.user._id}","${p.user.name}","${p.user.mobileNumber}",${p.bets},${p.stakes},${p.payouts},${p.net}`),
      },
    };
    for (const [table, { header, rows }] of Object.entries(tables)) {
      const response = await report(`from=${from}&to=${to}&format=csv&table=${table}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="report-${table}-${from}-${to}.csv"`);
      expect(response.body).toBe(`${[header, ...rows].join('\r\n')}\r\n`);
    }
    // Negative figures stay numbers a spreadsheet can add, not defused text.
    expect(tables.byDay.rows.length).toBe(DAYS);
    expect(json.byMarket.some((m) => m.net < 0) || json.byDay.some((d) => d.net < 0) || json.topPlayers.some((p) => p.net < 0)).toBe(true);
  });

  it('refuses a bad period or table with 400 in the API error shape, naming the field, and changes nothing', async () => {
    const cases: { query: string; path: string; code: string }[] = [
      { query: 'to=2026-11-20', path: 'from', code: 'DATE_REQUIRED' },
      { query: 'from=2026-11-20', path: 'to', code: 'DATE_REQUIRED' },
      { query: 'from=2026-02-30&to=2026-03-02', path: 'from', code: 'DATE_INVALID' },
      { query: 'from=2026-11-01&to=20261120', path: 'to', code: 'DATE_INVALID' },
      { query: 'from=2026-11-21&to=2026-11-20', path: 'from', code: 'PERIOD_REVERSED' },
      { query: 'from=2025-11-19&to=2026-11-20', path: 'to', code: 'REPORT_PERIOD_TOO_LONG' },
      { query: 'from=2026-11-01&to=2026-11-20&format=csv', path: 'table', code: 'TABLE_INVALID' },
      { query: 'from=2026-11-01&to=2026-11-20&format=csv&table=everything', path: 'table', code: 'TABLE_INVALID' },
      { query: 'from=2026-11-01&to=2026-11-20&format=xml', path: 'format', code: 'FORMAT_INVALID' },
    ];
    for (const { query, path, code } of cases) {
      const response = await report(query);
      expect(response.statusCode, query).toBe(400);
      const body = response.json() as { message: string; errors: { msg: string; path: string; code: string }[] };
      expect(body.message, query).toEqual(expect.any(String));
      expect(body.errors, query).toContainEqual(expect.objectContaining({ msg: expect.any(String), path, code }));
    }
    // 366 days, both ends counted, is the longest period.
    expect((await report('from=2025-11-20&to=2026-11-20')).statusCode).toBe(200);
  });

  it('is for operators only: 401 without a token, 403 for a player', async () => {
    const query = 'from=2026-11-16&to=2026-11-20';
    const anonymous = await server.request({ method: 'GET', url: `/api/admin/reports?${query}` });
    expect(anonymous.statusCode).toBe(401);
    for (const url of [`/api/admin/reports?${query}`, `/api/admin/reports?${query}&format=csv&table=byDay`]) {
      const player = await server.request({ method: 'GET', url, token: players[0]!.token });
      expect(player.statusCode).toBe(403);
      expect(player.json()).toEqual({ message: 'Admin access required', code: 'ADMIN_REQUIRED' });
    }
  });
});
