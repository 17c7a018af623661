import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createGame,
  createStarlineGame,
  declareOk,
  ledgerOf,
  myBets,
  placeBetOk,
  setIstTime,
  setRates,
  TEST_DAY,
  type CreatedGame,
} from './support/markets.js';
import { balanceOf, creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { addStaff } from './support/staff.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

/**
 * Correcting a declared result in one act: the old panna's wins taken back and the new one's paid in one
 * transaction, so no one ever reads the day undeclared; and both corrections and voids held for a second operator
 * when the four-eyes rules hold result changes.
 */

let server: TestServer;
let admin: string;
let manager: SignedIn;
let game: CreatedGame;
let gameCount = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
  manager = await addStaff(server, 'manager', admin);
  await setRates(server, admin);
});
beforeEach(async () => {
  setIstTime(server, '11:00');
  game = await createGame(server, admin, { gameName: `Milan ${++gameCount}`, openTime: '12:00', closeTime: '13:00' });
});
afterEach(async () => {
  await server.store.db.deleteFrom('settings').where('setting_key', '=', 'four_eyes').execute();
  await expectLedgerBalanced(server);
});
afterAll(async () => {
  await server.close();
});

async function player(credit = 1000): Promise<SignedIn> {
  const signedIn = await signUpPlayer(server);
  await creditPlayer(server, signedIn.userId, credit);
  return signedIn;
}

function place(who: SignedIn, betType: string, session: string, betNumber: string, betAmount: number) {
  return placeBetOk(server, who.token, { gameId: game._id, betType, session, betNumber, betAmount });
}

function correct(body: Record<string, unknown>, token = admin) {
  return server.request({
    method: 'POST',
    url: '/api/admin/results/correct',
    token,
    payload: { gameId: game._id, reason: 'Wrong slip read', ...body },
  });
}

async function statusOf(who: SignedIn, betId: string): Promise<string | undefined> {
  return (await myBets(server, who.token)).find((bet) => bet._id === betId)?.status;
}

function kindsOf(entries: Array<{ kind: string }>): string[] {
  return entries.map((entry) => entry.kind).filter((kind) => kind !== 'adjustment');
}

describe('correcting a daily result', () => {
  it('takes the old winners back and pays the new ones once, in one act', async () => {
    const asha = await player();
    const ravi = await player();
    const ashaBet = await place(asha, 'single', 'open', '1', 10);
    const raviBet = await place(ravi, 'single', 'open', '3', 10);
    setIstTime(server, '12:05');
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });

    const corrected = await correct({ session: 'open', pana: '139' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toEqual({
      message: 'Result corrected',
      result: '139-3*-***',
      corrected: { session: 'open', oldPana: '128', newPana: '139', settlement: { settled: 2, won: 1, lost: 1, paid: 95 } },
    });
    expect(await balanceOf(server, asha.token)).toBe(990);
    expect(await balanceOf(server, ravi.token)).toBe(1085);
    expect(await statusOf(asha, ashaBet._id)).toBe('lost');
    expect(await statusOf(ravi, raviBet._id)).toBe('won');
    expect(kindsOf(await ledgerOf(server, asha.userId))).toEqual(['stake', 'win', 'win_reversal']);
    expect(kindsOf(await ledgerOf(server, ravi.userId))).toEqual(['stake', 'win']);

    const audit = await server.store.db.selectFrom('audit_log').selectAll().where('action', '=', 'result.correct')
      .where('target_id', '=', `${game._id}:${TEST_DAY}`).execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.before!)).toMatchObject({ pana: '128' });
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ pana: '139', reason: 'Wrong slip read', won: 1, paid: 95 });

    expect((await correct({ session: 'open', pana: '139' })).json()).toMatchObject({ code: 'RESULT_UNCHANGED' });
    expect((await correct({ session: 'close', pana: '139' })).json()).toMatchObject({ code: 'NO_DECLARATION' });
    expect((await correct({ session: 'open', pana: '139', reason: '' })).json()).toMatchObject({ code: 'REASON_REQUIRED' });
  });

  it('never lets a reader see the session undeclared while corrections run', async () => {
    const asha = await player();
    await place(asha, 'single', 'open', '1', 10);
    setIstTime(server, '12:05');
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });

    let correcting = true;
    const seen: string[] = [];
    const read = async () => {
      while (correcting) {
        const games = (await server.request({ method: 'GET', url: '/api/games', token: asha.token })).json() as Array<{ _id: string; result: string }>;
        seen.push(games.find((row) => row._id === game._id)!.result);
        const sessions = (await server.request({ method: 'GET', url: `/api/results-session?gameId=${game._id}`, token: asha.token })).json() as {
          results: Array<{ session: string; pana: string }>;
        };
        seen.push(sessions.results.find((row) => row.session === 'open')?.pana ?? 'undeclared');
      }
    };
    const corrections = async () => {
      for (const pana of ['139', '128', '139', '128', '139', '128']) {
        const answer = await correct({ session: 'open', pana });
        expect(answer.statusCode, answer.body).toBe(200);
      }
      correcting = false;
    };
    await Promise.all([read(), read(), corrections()]);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((value) => !['128-1*-***', '139-3*-***', '128', '139'].includes(value))).toEqual([]);
    expect(await balanceOf(server, asha.token)).toBe(1085);
  });

  it('settles the close again on a corrected open: jodi winners change with it', async () => {
    const asha = await player();
    const ravi = await player();
    const ashaJodi = await place(asha, 'jodi', 'open', '17', 10); // wins with 128 / 359
    const raviJodi = await place(ravi, 'jodi', 'open', '37', 10); // wins with 139 / 359
    setIstTime(server, '13:05');
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    await declareOk(server, admin, { gameId: game._id, session: 'close', pana: '359' });
    expect(await balanceOf(server, asha.token)).toBe(990 + 950);

    const corrected = await correct({ session: 'open', pana: '139' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ result: '139-37-359', corrected: { oldPana: '128', newPana: '139' } });
    expect(await balanceOf(server, asha.token)).toBe(990);
    expect(await balanceOf(server, ravi.token)).toBe(990 + 950);
    expect(await statusOf(asha, ashaJodi._id)).toBe('lost');
    expect(await statusOf(ravi, raviJodi._id)).toBe('won');
  });

  it('is refused like a revert when a winner has spent the winnings, changing nothing', async () => {
    const spender = await player(10);
    const winning = await place(spender, 'single', 'open', '1', 10);
    setIstTime(server, '12:05');
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    await place(spender, 'single', 'close', '4', 90);

    const refused = await correct({ session: 'open', pana: '139' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'REVERSAL_WOULD_OVERDRAW' });
    expect(await balanceOf(server, spender.token)).toBe(5);
    expect(await statusOf(spender, winning._id)).toBe('won');
    const sessions = (await server.request({ method: 'GET', url: `/api/results-session?gameId=${game._id}`, token: spender.token })).json() as {
      results: Array<{ pana: string }>;
    };
    expect(sessions.results.map((row) => row.pana)).toEqual(['128']);
  });
});

describe('correcting a Starline result', () => {
  it('moves the wins to the new panna once, and is audited', async () => {
    const starline = await createStarlineGame<{ _id: string }>(server, admin, { gameName: `Star ${++gameCount}`, openTime: '12:30' });
    const asha = await player(100);
    const ravi = await player(100);
    for (const [who, betNumber] of [[asha, '0'], [ravi, '3']] as const) {
      const placed = await server.request({
        method: 'POST',
        url: '/api/starline/bets',
        token: who.token,
        payload: { gameId: starline._id, betType: 'single digit', betNumber, betAmount: 10 },
      });
      expect(placed.statusCode, placed.body).toBe(201);
    }
    setIstTime(server, '12:35');
    const declared = await server.request({ method: 'POST', url: '/api/admin/starline/results', token: admin, payload: { gameId: starline._id, pana: '145' } });
    expect(declared.statusCode, declared.body).toBe(200);

    const corrected = await server.request({
      method: 'POST',
      url: '/api/admin/starline/results/correct',
      token: admin,
      payload: { gameId: starline._id, pana: '139', reason: 'Wrong slip read' },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({
      message: 'Result corrected',
      result: { gameId: starline._id, gameDate: TEST_DAY, pana: '139', digit: 3 },
      corrected: { oldPana: '145', newPana: '139', settlement: { settled: 2, won: 1, lost: 1, paid: 100 } },
    });
    expect(await balanceOf(server, asha.token)).toBe(90);
    expect(await balanceOf(server, ravi.token)).toBe(190);
    expect(kindsOf(await ledgerOf(server, asha.userId))).toEqual(['starline_stake', 'starline_win', 'starline_win_reversal']);
    const audit = await server.store.db.selectFrom('audit_log').selectAll().where('action', '=', 'starline_result.correct').execute();
    expect(audit.filter((entry) => entry.target_id === `${starline._id}:${TEST_DAY}`)).toHaveLength(1);
  });
});

describe('four eyes on voids and corrections', () => {
  async function holdResultChanges(): Promise<void> {
    const saved = await server.request({ method: 'PUT', url: '/api/admin/four-eyes', token: admin, payload: { resultChanges: true } });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  async function approveOnce(id: string): Promise<void> {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => server.request({ method: 'POST', url: `/api/admin/approvals/${id}/approve`, token: manager.token, payload: {} })),
    );
    expect(answers.map((answer) => answer.statusCode).sort(), answers.map((answer) => answer.body).join('\n')).toEqual([
      200,
      ...Array<number>(9).fill(409),
    ]);
  }

  it('holds a void (202, nothing changed) until a second operator approves it, then carries it out once', async () => {
    const asha = await player();
    const bet = await place(asha, 'single', 'open', '1', 10);
    await holdResultChanges();

    const held = await server.request({
      method: 'POST',
      url: '/api/admin/results/void',
      token: admin,
      payload: { gameId: game._id, session: null, reason: 'Power cut' },
    });
    expect(held.statusCode, held.body).toBe(202);
    const { approval } = held.json() as { approval: { _id: string; kind: string; action: Record<string, unknown> } };
    expect(approval).toMatchObject({ kind: 'result_change', action: { type: 'void', session: null, reason: 'Power cut' } });
    expect(await balanceOf(server, asha.token)).toBe(990);
    expect(await statusOf(asha, bet._id)).toBe('pending');

    await approveOnce(approval._id);
    expect(await balanceOf(server, asha.token)).toBe(1000);
    expect(await statusOf(asha, bet._id)).toBe('cancelled');
    expect((await ledgerOf(server, asha.userId)).filter((entry) => entry.kind === 'stake_refund')).toHaveLength(1);
  });

  it('holds a correction until a second operator approves it, then carries it out once', async () => {
    const asha = await player();
    const bet = await place(asha, 'single', 'open', '1', 10);
    setIstTime(server, '12:05');
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    await holdResultChanges();

    const held = await correct({ session: 'open', pana: '139' });
    expect(held.statusCode, held.body).toBe(202);
    const { approval } = held.json() as { approval: { _id: string; action: Record<string, unknown> } };
    expect(approval.action).toMatchObject({ type: 'correct', session: 'open', pana: '139' });
    expect(await statusOf(asha, bet._id)).toBe('won');

    await approveOnce(approval._id);
    expect(await statusOf(asha, bet._id)).toBe('lost');
    expect(await balanceOf(server, asha.token)).toBe(990);
    expect((await ledgerOf(server, asha.userId)).filter((entry) => entry.kind === 'win_reversal')).toHaveLength(1);
  });

  it('holds a Starline void the same way', async () => {
    const starline = await createStarlineGame<{ _id: string }>(server, admin, { gameName: `Star ${++gameCount}`, openTime: '12:30' });
    const asha = await player(100);
    const placed = await server.request({
      method: 'POST',
      url: '/api/starline/bets',
      token: asha.token,
      payload: { gameId: starline._id, betType: 'single digit', betNumber: '0', betAmount: 10 },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await holdResultChanges();
    const held = await server.request({
      method: 'POST',
      url: '/api/admin/starline/results/void',
      token: admin,
      payload: { gameId: starline._id, reason: 'Machine fault' },
    });
    expect(held.statusCode, held.body).toBe(202);
    expect(await balanceOf(server, asha.token)).toBe(90);
    await approveOnce((held.json() as { approval: { _id: string } }).approval._id);
    expect(await balanceOf(server, asha.token)).toBe(100);
  });
});
