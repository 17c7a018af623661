import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { MAX_SUBSCRIPTIONS_PER_PLAYER } from '../../server/services/alerts/subscriptions.js';
import {
  createGame,
  createStarlineGame,
  declareOk,
  istAt,
  placeBetOk,
  revert,
  setIstTime,
  setRates,
  TEST_DAY,
  type CreatedGame,
} from './support/markets.js';
import { createFundRequest } from './support/money.js';
import { creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Result alerts by Web Push, end to end on the server: a player's browser is played by key pairs made here, the
 * push service by a local HTTPS server whose certificate the server under test trusts (tests/api/setup-push-ca.ts),
 * and every message it receives is decrypted as a browser would (aes128gcm) to read what the player would see.
 */

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The stand-in push service: records every message; a path can be told to answer other statuses first. */
class PushService {
  readonly received: Received[] = [];
  private readonly answers = new Map<string, number[]>();
  private readonly held = new Map<string, Promise<void>>();
  private waiters: Array<() => void> = [];
  private server!: Server;
  port = 0;

  async start(): Promise<void> {
    const { cert, key } = inject('pushServiceCertificate');
    this.server = createServer({ cert, key }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        void (this.held.get(path) ?? Promise.resolve()).then(() => {
          this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
          const status = this.answers.get(path)?.shift() ?? 201;
          response.writeHead(status).end();
          for (const wake of this.waiters.splice(0)) wake();
        });
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  endpoint(path: string): string {
    return `https://127.0.0.1:${this.port}${path}`;
  }

  /** The next answers to messages for this path, before the usual 201. */
  answer(path: string, ...statuses: number[]): void {
    this.answers.set(path, statuses);
  }

  /** Holds every answer to this path until the returned function is called. */
  hold(path: string): () => void {
    let release!: () => void;
    this.held.set(path, new Promise<void>((resolve) => (release = resolve)));
    return () => {
      this.held.delete(path);
      release();
    };
  }

  /** The messages for a path, once there are at least `count` (or fails after `ms`). */
  async messagesFor(path: string, count = 1, ms = 10_000): Promise<Received[]> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.received.filter((message) => message.path === path);
      if (found.length >= count) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${path}: ${found.length} of ${count} push messages arrived`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  countFor(path: string): number {
    return this.received.filter((message) => message.path === path).length;
  }
}

/** A browser's subscription: its ECDH key pair and auth secret, as pushManager.subscribe() makes them. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}
type Browser = ReturnType<typeof browserKeys>;

interface AlertMessage {
  title: string;
  body: string;
  market: 'daily' | 'starline';
  gameId: string;
  tag: string;
}

function read(message: Received, browser: Browser): AlertMessage {
  const plain = ece.decrypt(message.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.keys.auth });
  return JSON.parse(plain.toString('utf8')) as AlertMessage;
}

let pushService: PushService;
let pathSequence = 0;
const nextPath = () => `/push/${++pathSequence}-${randomBytes(4).toString('hex')}`;

/** Lets messages that should not come have the time to come. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('result alerts by Web Push', () => {
  let server: TestServer;
  let admin: string;
  let game: CreatedGame;

  beforeAll(async () => {
    pushService = new PushService();
    await pushService.start();
    // localhost is listed too, for endpoints whose host has letters (the stand-in's certificate names 127.0.0.1 only).
    server = await startTestServer({ env: { PUSH_ENDPOINT_HOSTS: `127.0.0.1:${pushService.port},localhost:${pushService.port}` } });
    admin = await signInAdmin(server);
    await setRates(server, admin);
  });
  afterAll(async () => {
    await server.close();
    await pushService.close();
  });
  beforeEach(async () => {
    setIstTime(server, '11:00');
    game = await createGame(server, admin, { gameName: `Kalyan ${++pathSequence}`, openTime: '12:00', closeTime: '13:00' });
  });

  async function player(): Promise<SignedIn> {
    const signedIn = await signUpPlayer(server);
    await creditPlayer(server, signedIn.userId, 10_000);
    return signedIn;
  }

  function subscribeRequest(token: string, body: object) {
    return server.request({ method: 'POST', url: '/api/push/subscriptions', token, payload: body });
  }

  async function subscribed(
    signedIn: SignedIn,
    options: { gameIds?: string[]; starline?: boolean; activity?: boolean; language?: string } = {},
  ) {
    const browser = browserKeys();
    const path = nextPath();
    const response = await subscribeRequest(signedIn.token, { endpoint: pushService.endpoint(path), keys: browser.keys, ...options });
    expect(response.statusCode, response.body).toBe(201);
    return { browser, path };
  }

  async function subscriptionsOf(userId: number) {
    return server.store.db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).execute();
  }

  const betOn = (signedIn: SignedIn, gameId: string) =>
    placeBetOk(server, signedIn.token, { gameId, betType: 'single', session: 'open', betNumber: '1', betAmount: 10 });

  async function declareOpen(gameId = game._id, pana = '128') {
    setIstTime(server, '12:05');
    return declareOk(server, admin, { gameId, session: 'open', pana });
  }

  it('gives a signed-in player the public key browsers subscribe with, the same on every call', async () => {
    const asha = await player();
    const first = await server.request({ method: 'GET', url: '/api/push/public-key', token: asha.token });
    expect(first.statusCode, first.body).toBe(200);
    const { publicKey } = first.json() as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = await server.request({ method: 'GET', url: '/api/push/public-key', token: asha.token });
    expect(again.json()).toEqual({ publicKey });
    expect((await server.request({ method: 'GET', url: '/api/push/public-key' })).statusCode).toBe(401);
  });

  it("alerts a player who bet on the market today with the day's result, signed with the server's key", async () => {
    const asha = await player();
    const ravi = await player();
    await betOn(asha, game._id);
    const ashas = await subscribed(asha);
    const ravis = await subscribed(ravi); // no bet today: no alert

    await declareOpen();
    const [message] = await pushService.messagesFor(ashas.path);
    expect(read(message!, ashas.browser)).toEqual({
      title: `${game.gameName}: 128-1*-***`,
      body: 'Open result declared',
      market: 'daily',
      gameId: game._id,
      tag: `result-${game._id}-${TEST_DAY}`,
    });
    const { publicKey } = (await server.request({ method: 'GET', url: '/api/push/public-key', token: asha.token })).json() as {
      publicKey: string;
    };
    expect(message!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    await settle();
    expect(pushService.countFor(ravis.path)).toBe(0);

    setIstTime(server, '13:05');
    await declareOk(server, admin, { gameId: game._id, session: 'close', pana: '359' });
    const [, close] = await pushService.messagesFor(ashas.path, 2);
    expect(read(close!, ashas.browser)).toMatchObject({ title: `${game.gameName}: 128-17-359`, body: 'Close result declared' });
  });

  it('alerts for the chosen markets only, and for Starline when asked', async () => {
    const asha = await player();
    const other = await createGame(server, admin, { gameName: 'Milan Day', openTime: '12:00', closeTime: '13:00' });
    await betOn(asha, game._id); // a bet does not matter once markets are chosen
    const chosen = await subscribed(asha, { gameIds: [other._id], starline: true });

    await declareOpen(game._id);
    await declareOpen(other._id, '370');
    const [message] = await pushService.messagesFor(chosen.path);
    expect(read(message!, chosen.browser)).toMatchObject({ title: 'Milan Day: 370-0*-***', gameId: other._id });

    const starline = await createStarlineGame<{ _id: string; gameName: string }>(server, admin, { gameName: 'Starline 12:30', openTime: '12:30' });
    server.clock.set(istAt(TEST_DAY, '12:35'));
    const declared = await server.request({
      method: 'POST',
      url: '/api/admin/starline/results',
      token: admin,
      payload: { gameId: starline._id, pana: '145' },
    });
    expect(declared.statusCode, declared.body).toBe(200);
    const [, starlineMessage] = await pushService.messagesFor(chosen.path, 2);
    expect(read(starlineMessage!, chosen.browser)).toEqual({
      title: 'Starline 12:30: 145-0',
      body: 'Starline result declared',
      market: 'starline',
      gameId: starline._id,
      tag: `starline-${starline._id}-${TEST_DAY}`,
    });
    await settle();
    expect(pushService.countFor(chosen.path)).toBe(2);
  });

  it("tells a player of their approved deposit in each subscription's language, once, opening their activity", async () => {
    const asha = await player();
    const ravi = await player();
    const ashas = [await subscribed(asha, { activity: true }), await subscribed(asha, { activity: true, language: 'hi' })];
    const withoutActivity = await subscribed(asha);
    const ravis = await subscribed(ravi, { activity: true });
    const created = await createFundRequest(server, asha.token, { amount: 750, utr: '987654321234', paymentMethod: 'UPI' });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { request: { _id: string } }).request._id;
    const url = `/api/admin/fund-requests/${id}/approve`;
    expect((await server.request({ method: 'POST', url, token: admin, payload: {} })).statusCode).toBe(200);

    const titles = ['Deposit of ₹750 approved', '₹750 की जमा राशि स्वीकृत'];
    for (const [index, { path, browser }] of ashas.entries()) {
      const [message] = await pushService.messagesFor(path);
      const tag = expect.stringMatching(/^activity-\d+$/);
      expect(read(message!, browser)).toEqual({ title: titles[index], body: '', url: '/activity', tag });
    }
    // Another operator's write looks again: nothing is sent twice, nothing to another player.
    expect((await server.request({ method: 'POST', url, token: admin, payload: {} })).statusCode).toBe(200);
    await server.app.services.activityAlerts.settled();
    await settle();
    expect(ashas.map(({ path }) => pushService.countFor(path))).toEqual([1, 1]);
    expect(pushService.countFor(ravis.path)).toBe(0);
    expect(pushService.countFor(withoutActivity.path)).toBe(0);
  });

  it('sends a correction when a result is reverted', async () => {
    const asha = await player();
    await betOn(asha, game._id);
    const { browser, path } = await subscribed(asha);
    await declareOpen();
    await pushService.messagesFor(path);

    const reverted = await revert(server, admin, { gameId: game._id, session: 'open' });
    expect(reverted.statusCode, reverted.body).toBe(200);
    const [, correction] = await pushService.messagesFor(path, 2);
    expect(read(correction!, browser)).toMatchObject({
      title: `${game.gameName}: ***-**-***`,
      body: 'Correction: the open result 128 was withdrawn',
      tag: `result-${game._id}-${TEST_DAY}`,
    });
  });

  it('tells each player a void refunded how much came back, and no one else', async () => {
    const asha = await player();
    const ravi = await player();
    await betOn(asha, game._id);
    await placeBetOk(server, asha.token, { gameId: game._id, betType: 'jodi', session: 'open', betNumber: '17', betAmount: 25 });
    const ashas = await subscribed(asha);
    const ravis = await subscribed(ravi);

    const voided = await server.request({
      method: 'POST',
      url: '/api/admin/results/void',
      token: admin,
      payload: { gameId: game._id, session: null, reason: 'Power cut' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const [message] = await pushService.messagesFor(ashas.path);
    expect(read(message!, ashas.browser)).toEqual({
      title: `${game.gameName}: voided`,
      body: `${game.gameName} of 20 Nov was voided; ₹35 refunded`,
      market: 'daily',
      gameId: game._id,
      tag: `result-${game._id}-${TEST_DAY}`,
    });
    await settle();
    expect(pushService.countFor(ravis.path)).toBe(0);
    expect(pushService.countFor(ashas.path)).toBe(1);
  });

  it('after a correction, alerts the players whose outcome it changed', async () => {
    const asha = await player();
    const ravi = await player();
    await betOn(asha, game._id); // wins with 128, loses with 139
    await placeBetOk(server, ravi.token, { gameId: game._id, betType: 'single', session: 'open', betNumber: '5', betAmount: 10 });
    const ashas = await subscribed(asha);
    const ravis = await subscribed(ravi);
    await declareOpen();
    await pushService.messagesFor(ashas.path);
    await pushService.messagesFor(ravis.path);

    const corrected = await server.request({
      method: 'POST',
      url: '/api/admin/results/correct',
      token: admin,
      payload: { gameId: game._id, session: 'open', pana: '139', reason: 'Wrong slip read' },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const [, correction] = await pushService.messagesFor(ashas.path, 2);
    expect(read(correction!, ashas.browser)).toMatchObject({
      title: `${game.gameName}: 139-3*-***`,
      body: 'Correction: the result 128 was corrected to 139',
      tag: `result-${game._id}-${TEST_DAY}`,
    });
    await settle();
    expect(pushService.countFor(ravis.path)).toBe(1);
  });

  it('deletes a subscription the push service no longer knows (404 or 410)', async () => {
    const asha = await player();
    await betOn(asha, game._id);
    const gone = await subscribed(asha);
    const unknown = await subscribed(asha);
    const kept = await subscribed(asha);
    pushService.answer(gone.path, 410);
    pushService.answer(unknown.path, 404);

    await declareOpen();
    await Promise.all([gone, unknown, kept].map(({ path }) => pushService.messagesFor(path)));
    await expect.poll(async () => (await subscriptionsOf(asha.userId)).map((row) => row.endpoint), { timeout: 5_000 }).toEqual([
      pushService.endpoint(kept.path),
    ]);
  });

  it('retries a message the push service failed for a passing reason, and never keeps the declaration waiting', async () => {
    const asha = await player();
    await betOn(asha, game._id);
    const flaky = await subscribed(asha);
    const slow = await subscribed(asha);
    pushService.answer(flaky.path, 503);
    const release = pushService.hold(slow.path);

    // The slow push service has not answered, yet the declaration is done.
    await declareOpen();
    expect(pushService.countFor(slow.path)).toBe(0);
    release();

    const [failed, retried] = await pushService.messagesFor(flaky.path, 2);
    expect(read(failed!, flaky.browser).title).toBe(`${game.gameName}: 128-1*-***`);
    expect(read(retried!, flaky.browser).title).toBe(`${game.gameName}: 128-1*-***`);
    await pushService.messagesFor(slow.path);
    expect(await subscriptionsOf(asha.userId)).toHaveLength(2);
  });

  it("refuses an endpoint that is not the push service's (400), storing nothing", async () => {
    const asha = await player();
    const { keys } = browserKeys();
    const refused = [
      'https://example.com/push/1',
      `http://127.0.0.1:${pushService.port}/push/1`,
      `https://127.0.0.1:${pushService.port + 1}/push/1`,
      `https://127.0.0.1/push/1`,
      `https://user:secret@127.0.0.1:${pushService.port}/push/1`,
      'https://fcm.googleapis.com/fcm/send/abc', // a real push service, but not on this server's list
      'file:///etc/passwd',
      'not a url',
    ];
    for (const endpoint of refused) {
      const response = await subscribeRequest(asha.token, { endpoint, keys });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ path: 'endpoint' }] });
    }
    expect(await subscriptionsOf(asha.userId)).toEqual([]);
  });

  it('refuses an endpoint not written in its normal form (400), so that what is checked is what is stored and sent', async () => {
    const asha = await player();
    const { keys } = browserKeys();
    const port = pushService.port;
    // Each names an allowed host to the WHATWG parser; some name none, or another, to the legacy url.parse.
    const notNormal = [
      `https:127.0.0.1:${port}/push/1`,
      `https:/127.0.0.1:${port}/push/1`,
      `https:\\\\127.0.0.1:${port}/push/1`,
      `https://127.0.0.1:${port}\\push\\1`,
      `HTTPS://127.0.0.1:${port}/push/1`,
      `https://LOCALHOST:${port}/push/1`,
      `https://2130706433:${port}/push/1`,
      `https://0x7f.1:${port}/push/1`,
      `https://127.1:${port}/push/1`,
      `https://127.0.0.1:${port}/push/./1`,
      `https://127.0.0.1:${port}/push/1/`,
      `https://127.0.0.1:${port}/push/1#fragment`,
      `https://127.0.0.1:0${port}/push/1`,
    ];
    for (const endpoint of notNormal) {
      const response = await subscribeRequest(asha.token, { endpoint, keys });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json(), endpoint).toMatchObject({ code: 'PUSH_ENDPOINT_NOT_NORMAL', errors: [{ path: 'endpoint', code: 'PUSH_ENDPOINT_NOT_NORMAL' }] });
    }
    const withCredentials = [`https://127.0.0.1:443@127.0.0.1:${port}/push/1`, `https://user@127.0.0.1:${port}/push/1`];
    for (const endpoint of withCredentials) {
      const response = await subscribeRequest(asha.token, { endpoint, keys });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json(), endpoint).toMatchObject({ errors: [{ path: 'endpoint', code: 'PUSH_ENDPOINT_NOT_ALLOWED' }] });
    }
    expect(await subscriptionsOf(asha.userId)).toEqual([]);
  });

  it("refuses another player's endpoint written with another case or a trailing slash: it is the same endpoint", async () => {
    const asha = await player();
    const ravi = await player();
    const endpoint = `https://localhost:${pushService.port}${nextPath()}`;
    const subscribedHere = await subscribeRequest(asha.token, { endpoint, keys: browserKeys().keys });
    expect(subscribedHere.statusCode, subscribedHere.body).toBe(201);
    const copies = [endpoint.replace('localhost', 'LocalHost'), `${endpoint}/`, `${endpoint.replace('https', 'HTTPS')}/`];
    for (const copy of copies) {
      const response = await subscribeRequest(ravi.token, { endpoint: copy, keys: browserKeys().keys });
      expect(response.statusCode, copy).toBe(400);
    }
    expect(await subscriptionsOf(ravi.userId)).toEqual([]);
    expect((await subscriptionsOf(asha.userId)).map((row) => row.endpoint)).toEqual([endpoint]);
  });

  it('sends a subscription stored before endpoints were normalised to the host that was checked, the one the WHATWG parser reads', async () => {
    const asha = await player();
    await betOn(asha, game._id);
    const browser = browserKeys();
    const path = nextPath();
    const at = server.clock.now().toISOString();
    // The legacy url.parse finds no host in this text (it would connect to localhost:443); the check reads 127.0.0.1.
    await server.store.db
      .insertInto('push_subscriptions')
      .values({
        user_id: asha.userId,
        endpoint: `https:127.0.0.1:${pushService.port}${path}`,
        p256dh: browser.keys.p256dh,
        auth: browser.keys.auth,
        follows: 'bets',
        starline: 0,
        created_at: at,
        updated_at: at,
      })
      .execute();

    await declareOpen();
    const [message] = await pushService.messagesFor(path);
    expect(read(message!, browser).title).toBe(`${game.gameName}: 128-1*-***`);
    expect(message!.headers.host).toBe(`127.0.0.1:${pushService.port}`);
  });

  it(`keeps at most ${MAX_SUBSCRIPTIONS_PER_PLAYER} subscriptions per player; the same endpoint again updates its own`, async () => {
    const asha = await player();
    const first = await subscribed(asha);
    for (let index = 1; index < MAX_SUBSCRIPTIONS_PER_PLAYER; index += 1) await subscribed(asha);

    const sixth = await subscribeRequest(asha.token, { endpoint: pushService.endpoint(nextPath()), keys: browserKeys().keys });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ code: 'PUSH_SUBSCRIPTION_LIMIT' });

    const again = await subscribeRequest(asha.token, {
      endpoint: pushService.endpoint(first.path),
      keys: first.browser.keys,
      gameIds: [game._id],
      starline: true,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual({
      message: 'Result alerts turned on',
      subscription: { endpoint: pushService.endpoint(first.path), gameIds: [game._id], starline: true },
    });
    const rows = await subscriptionsOf(asha.userId);
    expect(rows).toHaveLength(MAX_SUBSCRIPTIONS_PER_PLAYER);
    expect(rows.find((row) => row.endpoint === pushService.endpoint(first.path))).toMatchObject({ follows: 'chosen', starline: 1 });

    // Turned off on one device, another can take its place.
    const off = await server.request({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      token: asha.token,
      payload: { endpoint: pushService.endpoint(first.path) },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await subscriptionsOf(asha.userId)).toHaveLength(MAX_SUBSCRIPTIONS_PER_PLAYER - 1);
    await subscribed(asha);
  });

  it('sends nothing to a subscription turned off, and one player cannot turn off another’s', async () => {
    const asha = await player();
    const ravi = await player();
    await betOn(asha, game._id);
    const off = await subscribed(asha);
    const on = await subscribed(asha);
    const byRavi = await server.request({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      token: ravi.token,
      payload: { endpoint: pushService.endpoint(on.path) },
    });
    expect(byRavi.statusCode).toBe(200);
    const deleted = await server.request({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      token: asha.token,
      payload: { endpoint: pushService.endpoint(off.path) },
    });
    expect(deleted.statusCode).toBe(200);

    await declareOpen();
    await pushService.messagesFor(on.path);
    await settle();
    expect(pushService.countFor(off.path)).toBe(0);
  });

  it("refuses another player's endpoint (409): no one changes or takes over someone else's alerts", async () => {
    const asha = await player();
    const ravi = await player();
    const ashas = await subscribed(asha);
    const taken = await subscribeRequest(ravi.token, { endpoint: pushService.endpoint(ashas.path), keys: browserKeys().keys, starline: true });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'PUSH_ENDPOINT_TAKEN' });
    expect(await subscriptionsOf(ravi.userId)).toEqual([]);
    expect(await subscriptionsOf(asha.userId)).toMatchObject([{ endpoint: pushService.endpoint(ashas.path), starline: 0, p256dh: ashas.browser.keys.p256dh }]);
  });

  it('refuses an activity that is not true or false and a language not the app’s (400), storing nothing', async () => {
    const asha = await player();
    const endpoint = pushService.endpoint(nextPath());
    const { keys } = browserKeys();
    for (const [field, value] of [['activity', 'yes'], ['language', 'fr']] as const) {
      const response = await subscribeRequest(asha.token, { endpoint, keys, [field]: value });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ path: field })]);
    }
    expect(await subscriptionsOf(asha.userId)).toEqual([]);
  });

  it('refuses bad bodies with the field at fault (400), storing nothing', async () => {
    const asha = await player();
    const { keys } = browserKeys();
    const endpoint = pushService.endpoint(nextPath());
    const notOnCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
    const cases: Array<[object, string]> = [
      [{ keys }, 'endpoint'],
      [{ endpoint }, 'keys.p256dh'],
      [{ endpoint, keys: { ...keys, p256dh: notOnCurve } }, 'keys.p256dh'],
      [{ endpoint, keys: { ...keys, p256dh: 'not base64!' } }, 'keys.p256dh'],
      [{ endpoint, keys: { ...keys, auth: Buffer.alloc(8).toString('base64url') } }, 'keys.auth'],
      [{ endpoint, keys, gameIds: game._id }, 'gameIds'],
      [{ endpoint, keys, gameIds: ['x'] }, 'gameIds.0'],
      [{ endpoint, keys, gameIds: [game._id, '999999'] }, 'gameIds.1'],
      [{ endpoint, keys, starline: 'yes' }, 'starline'],
      [{ endpoint: 'x'.repeat(3000), keys }, 'endpoint'],
    ];
    for (const [body, path] of cases) {
      const response = await subscribeRequest(asha.token, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 100)).toBe(400);
      const answer = response.json() as { message: string; errors: Array<{ path: string; msg: string }> };
      expect(answer.errors.map((error) => error.path)).toContain(path);
      expect(answer.message).toBe(answer.errors[0]!.msg);
    }
    const notJson = await server.request({
      method: 'POST',
      url: '/api/push/subscriptions',
      token: asha.token,
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
    const noEndpoint = await server.request({ method: 'DELETE', url: '/api/push/subscriptions', token: asha.token, payload: {} });
    expect(noEndpoint.statusCode).toBe(400);
    expect(noEndpoint.json()).toMatchObject({ errors: [{ path: 'endpoint' }] });
    expect(await subscriptionsOf(asha.userId)).toEqual([]);
    expect((await subscribeRequest('', { endpoint, keys })).statusCode).toBe(401);
  });
});
