import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bet, createGame, setRates } from './support/markets.js';
import { creditPlayer, signInAdmin, signUpPlayer } from './support/players.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

/**
 * Every error body has the API's error shape, `{message, errors?: [{msg, path?, code?}], code?}`, with errors[] for a
 * problem with the request: also for the requests Node or Fastify refuse before any route sees them (headers too
 * large, a request that is not HTTP, an address that cannot be decoded), and for a bet refused for the balance
 * whichever database judged it.
 */

interface ErrorBody {
  message: string;
  errors?: { msg: string; path?: string; code?: string }[];
  code?: string;
}

/** Sends raw bytes on a new connection and resolves with everything the server wrote before it closed. */
function rawExchange(port: number, request: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.write(request);
  });
}

function parseRawAnswer(raw: string): { status: number; contentType: string; body: ErrorBody } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const status = Number(head.split(' ')[1]);
  const contentType = /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '';
  return { status, contentType, body: JSON.parse(body) as ErrorBody };
}

function expectRequestProblem(body: ErrorBody, path: string, code: string): void {
  expect(body.message).toEqual(expect.any(String));
  expect(body.code).toBe(code);
  expect(body.errors).toEqual([{ msg: body.message, path, code }]);
}

describe('error bodies in the API\'s error shape', () => {
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    server = await startTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  afterAll(async () => {
    await expectLedgerBalanced(server);
    await server.close();
  });

  it('answers request headers too large with 431 in the error shape', async () => {
    const raw = await rawExchange(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const answer = parseRawAnswer(raw);
    expect(answer.status).toBe(431);
    expect(answer.contentType).toContain('application/json');
    expectRequestProblem(answer.body, 'headers', 'HEADERS_TOO_LARGE');
  });

  it('answers a request that is not HTTP, or a multipart upload with a broken body, with 400 in the error shape', async () => {
    const notHttp = parseRawAnswer(await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n'));
    expect(notHttp.status).toBe(400);
    expectRequestProblem(notHttp.body, 'request', 'MALFORMED_REQUEST');

    const brokenUpload = parseRawAnswer(
      await rawExchange(
        port,
        'POST /api/admin/banners HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\n' +
          'Transfer-Encoding: chunked\r\n\r\nnot-a-chunk-size\r\n--b\r\n\r\n',
      ),
    );
    expect(brokenUpload.status).toBe(400);
    expectRequestProblem(brokenUpload.body, 'request', 'MALFORMED_REQUEST');
  });

  it('answers an address that cannot be decoded with 400 and errors[] naming the url', async () => {
    const response = await server.request({ method: 'GET', url: '/api/games/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    const body = response.json() as ErrorBody;
    expect(body.message).toBe('The address of the request is not valid');
    expect(body.errors).toEqual([{ msg: body.message, path: 'url', code: 'BAD_URL' }]);
  });

  it('names what a route schema refuses with a code and params of its own, in the schema\'s words', async () => {
    const response = await server.request({ method: 'POST', url: '/api/auth/login/2fa', payload: { challenge: '', code: 123456 } });
    expect(response.statusCode).toBe(400);
    const body = response.json() as ErrorBody & { errors: { params?: Record<string, unknown> }[] };
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { msg: 'code must be string', path: 'code', code: 'FIELD_TYPE_INVALID', params: { field: 'code', type: 'string' } },
        {
          msg: 'challenge must NOT have fewer than 1 characters',
          path: 'challenge',
          code: 'FIELD_TOO_SHORT',
          params: { field: 'challenge', min: 1 },
        },
      ]),
    );
    const missing = await server.request({ method: 'POST', url: '/api/auth/login/2fa', payload: {} });
    expect(missing.json().errors).toContainEqual({ msg: 'challenge is required', code: 'FIELD_REQUIRED', params: { field: 'challenge' } });
  });

  it('refuses bets beyond the balance with one body, whether they come one by one or all at once', async () => {
    const adminToken = await signInAdmin(server);
    await setRates(server, adminToken);
    const game = await createGame(server, adminToken, { openTime: '12:00', closeTime: '18:00' });
    const player = await signUpPlayer(server);
    await creditPlayer(server, player.userId, 100);
    const place = () => bet(server, player.token, { gameId: game._id, betType: 'single', betNumber: '7', betAmount: 40 });

    // Together: the balance pays for two; the others are refused where the bets are written, after their check.
    const together = await Promise.all(Array.from({ length: 8 }, place));
    expect(together.filter((response) => response.statusCode === 201)).toHaveLength(2);
    const refusals = together.filter((response) => response.statusCode !== 201);
    expect(refusals).toHaveLength(6);
    // One by one: the check itself refuses it.
    const alone = await place();
    expect(alone.statusCode).toBe(400);
    const expected = {
      message: 'Insufficient balance',
      errors: [{ msg: 'Insufficient balance', code: 'INSUFFICIENT_BALANCE', path: 'betAmount' }],
      code: 'INSUFFICIENT_BALANCE',
    };
    expect(alone.json()).toEqual(expected);
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(400);
      expect(refusal.json()).toEqual(expected);
    }
  });
});
