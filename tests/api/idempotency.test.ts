import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';
import { balanceOf, creditPlayer, signInAdmin, signUpPlayer } from './support/players.js';
import { createGame, myBets, setIstTime, setRates, TEST_DAY_MIDNIGHT, type CreatedGame } from './support/markets.js';

/**
 * An Idempotency-Key protects the meaning of a request, not its bytes: a client (or a proxy) that serialises the
 * same body with its keys in another order, or with other whitespace, is retrying the same request and gets the
 * first answer again; nothing happens twice.
 */

let server: TestServer;
let admin: string;
let game: CreatedGame;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
  await setRates(server, admin);
  setIstTime(server, '11:00');
  game = await createGame(server, admin, { gameName: 'Idempotent Market', openTime: '12:00', closeTime: '13:00' });
});
afterEach(async () => {
  await expectLedgerBalanced(server);
});
afterAll(async () => {
  await server.close();
});

/** Sends the body exactly as written, so that key order and whitespace are the test's to choose. */
function sendJson(url: string, token: string, json: string, idempotencyKey: string) {
  return server.request({
    method: 'POST',
    url,
    token,
    headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    payload: json,
  });
}

describe('Idempotency-Key with the same body in another key order', () => {
  it('POST /api/bets replays the first answer and places the bet once', async () => {
    const player = await signUpPlayer(server);
    await creditPlayer(server, player.userId, 1_000);
    const first = await sendJson(
      '/api/bets',
      player.token,
      JSON.stringify({ gameId: game._id, betType: 'jodi', session: 'open', betNumber: '42', betAmount: 100, gameDate: TEST_DAY_MIDNIGHT }),
      'reordered-bet',
    );
    expect(first.statusCode, first.body).toBe(201);

    const reordered = await sendJson(
      '/api/bets',
      player.token,
      `{ "gameDate": "${TEST_DAY_MIDNIGHT}",\n  "betAmount": 100, "betNumber": "42", "session": "open", "betType": "jodi", "gameId": "${game._id}" }`,
      'reordered-bet',
    );
    expect(reordered.statusCode, reordered.body).toBe(201);
    expect(reordered.json()).toEqual(first.json());
    expect(await myBets(server, player.token)).toHaveLength(1);
    expect(await balanceOf(server, player.token)).toBe(900);

    // Another meaning under the same key is still refused, whatever the order.
    const otherAmount = await sendJson(
      '/api/bets',
      player.token,
      `{"betAmount":200,"betNumber":"42","betType":"jodi","gameDate":"${TEST_DAY_MIDNIGHT}","gameId":"${game._id}","session":"open"}`,
      'reordered-bet',
    );
    expect(otherAmount.statusCode).toBe(422);
    expect(otherAmount.json()).toMatchObject({ message: expect.any(String) });
    expect(await balanceOf(server, player.token)).toBe(900);
  });

  it('POST /api/fund-request/create replays the first answer and records one request', async () => {
    const player = await signUpPlayer(server);
    const transactionId = `TXN${Date.now()}REORDER`;
    const first = await sendJson(
      '/api/fund-request/create',
      player.token,
      JSON.stringify({ amount: 700, transactionId, paymentMethod: 'UPI' }),
      'reordered-deposit',
    );
    expect(first.statusCode, first.body).toBe(201);

    const reordered = await sendJson(
      '/api/fund-request/create',
      player.token,
      `{\n  "paymentMethod": "UPI",\n  "transactionId": "${transactionId}",\n  "amount": 700\n}`,
      'reordered-deposit',
    );
    expect(reordered.statusCode, reordered.body).toBe(201);
    expect(reordered.json()).toEqual(first.json());

    const history = await server.request({ method: 'GET', url: '/api/fund-request/history', token: player.token });
    expect(history.json().requests).toHaveLength(1);
  });
});

describe('Idempotency-Key stored before requests were compared by meaning', () => {
  it('still replays an exact retry whose key holds the hash of the body as it was first sent', async () => {
    const player = await signUpPlayer(server);
    await creditPlayer(server, player.userId, 1_000);
    const body = { amount: 500, transactionId: '123456789012', paymentMethod: 'UPI' };
    const first = await sendJson('/api/fund-request/create', player.token, JSON.stringify(body), 'stored-before');
    expect(first.statusCode, first.body).toBe(201);
    // As a key written by the earlier server holds it: the SHA-256 of the fingerprint's JSON in its own order.
    const legacy = createHash('sha256').update(JSON.stringify({ route: 'POST /fund-request/create', body })).digest('hex');
    await server.store.db.updateTable('idempotency_keys').set({ request_hash: legacy }).where('idem_key', '=', 'stored-before').execute();

    const retry = await sendJson('/api/fund-request/create', player.token, JSON.stringify(body), 'stored-before');
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const other = await sendJson('/api/fund-request/create', player.token, JSON.stringify({ ...body, amount: 600 }), 'stored-before');
    expect(other.statusCode).toBe(422);
    const requests = await server.store.db.selectFrom('fund_requests').select('id').where('user_id', '=', player.userId).execute();
    expect(requests).toHaveLength(1);
  });
});

describe('Idempotency-Key sent again while the first request is still running', () => {
  it('places the bet once, every answer being the first one (on PostgreSQL a retry may be told it is still running)', async () => {
    const player = await signUpPlayer(server);
    await creditPlayer(server, player.userId, 1_000);
    const body = JSON.stringify({ gameId: game._id, betType: 'single', session: 'open', betNumber: '7', betAmount: 100, gameDate: TEST_DAY_MIDNIGHT });
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendJson('/api/bets', player.token, body, 'parallel-bet')));

    const placed = answers.filter((answer) => answer.statusCode === 201);
    const stillRunning = answers.filter((answer) => answer.statusCode === 409);
    expect(placed.length + stillRunning.length, answers.map((answer) => answer.body).join('\n')).toBe(10);
    for (const answer of placed) expect(answer.json()).toEqual(placed[0]!.json());
    // SQLite's one connection takes the requests one after another: a retry never meets the first one running.
    if (server.databaseKind === 'sqlite') expect(stillRunning).toHaveLength(0);
    for (const answer of stillRunning) expect(answer.json()).toMatchObject({ code: 'IDEMPOTENCY_IN_FLIGHT' });
    expect(await myBets(server, player.token)).toHaveLength(1);
    expect(await balanceOf(server, player.token)).toBe(900);
  });
});

describe('Idempotency-Key whose first attempt died while running', () => {
  it('is taken over by a retry a minute later: the bet placed once, the key then replaying its answer', async () => {
    const player = await signUpPlayer(server);
    await creditPlayer(server, player.userId, 1_000);
    const body = JSON.stringify({ gameId: game._id, betType: 'single', session: 'open', betNumber: '4', betAmount: 100, gameDate: TEST_DAY_MIDNIGHT });
    const requestHash = createHash('sha256')
      .update(JSON.stringify({ route: 'POST /bets', body: JSON.parse(body) as unknown }))
      .digest('hex');
    // The claim an attempt left behind when its process died before its bet committed, two minutes ago.
    const claimedAt = new Date(server.clock.now().getTime() - 120_000).toISOString();
    await server.store.db
      .insertInto('idempotency_keys')
      .values({ user_id: player.userId, idem_key: 'died-running', request_hash: requestHash, state: 'running', response_status: null, response_body: null, created_at: claimedAt })
      .execute();

    const retry = await sendJson('/api/bets', player.token, body, 'died-running');
    expect(retry.statusCode, retry.body).toBe(201);
    const again = await sendJson('/api/bets', player.token, body, 'died-running');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(retry.json());
    expect(await myBets(server, player.token)).toHaveLength(1);
    expect(await balanceOf(server, player.token)).toBe(900);
  });
});
