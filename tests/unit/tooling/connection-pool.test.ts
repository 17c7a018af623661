import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionPool } from '../../bench/connection-pool';

/**
 * The rush benchmark's HTTP client against a real `node:http` server on loopback: what it reads of an answer is
 * what the rush's pass or fail rests on.
 */
let server: Server | undefined;
let pool: ConnectionPool | undefined;

afterEach(async () => {
  pool?.close();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
  pool = undefined;
});

/** An answer with its length, as the server's are (Fastify's JSON and its 304s). */
function answer(response: ServerResponse, status: number, headers: Record<string, string>, body = ''): void {
  response.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(body)) }).end(body);
}

async function listen(handle: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handle);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the rush’s connection pool', () => {
  it('reads the status, the ETag and a refusal’s body, and sends a POST body with its length', async () => {
    const received: string[] = [];
    const baseUrl = await listen((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(`${request.method} ${request.url} ${request.headers['if-none-match'] ?? ''} ${body}`);
        if (request.method === 'POST') {
          answer(response, 400, { 'content-type': 'application/json' }, JSON.stringify({ code: 'OPEN_SESSION_CLOSED' }));
        } else if (request.headers['if-none-match'] === '"v1"') {
          answer(response, 304, { etag: '"v1"' });
        } else {
          answer(response, 200, { etag: '"v1"', 'content-type': 'application/json' }, 'x'.repeat(100_000));
        }
      });
    });
    pool = new ConnectionPool(baseUrl, 2, 5_000);

    expect(await pool.request('GET', '/api/games', {})).toEqual({ status: 200, etag: '"v1"', refusal: '' });
    expect(await pool.request('GET', '/api/games', { 'if-none-match': '"v1"' })).toEqual({ status: 304, etag: '"v1"', refusal: '' });
    expect(await pool.request('POST', '/api/bets', { 'content-type': 'application/json' }, '{"betAmount":10}')).toEqual({
      status: 400,
      etag: undefined,
      refusal: '{"code":"OPEN_SESSION_CLOSED"}',
    });
    expect(received).toEqual(['GET /api/games  ', 'GET /api/games "v1" ', 'POST /api/bets  {"betAmount":10}']);
  });

  it('queues requests beyond its connections and answers each its own, over kept-alive connections', async () => {
    const connections = new Set<unknown>();
    const baseUrl = await listen((request, response) => {
      connections.add(request.socket);
      setImmediate(() => answer(response, 200, { etag: `"${request.url}"` }, request.url));
    });
    pool = new ConnectionPool(baseUrl, 3, 5_000);

    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => pool!.request('GET', `/${index}`, {})));
    expect(answers.map((answer) => answer.etag)).toEqual(Array.from({ length: 50 }, (_, index) => `"/${index}"`));
    expect(connections.size).toBe(3);
  });

  it('fails the request in flight when the server drops its connection, and connects again for the next', async () => {
    let dropped = false;
    const baseUrl = await listen((request, response) => {
      if (!dropped) {
        dropped = true;
        request.socket.destroy();
        return;
      }
      answer(response, 200, {}, 'ok');
    });
    pool = new ConnectionPool(baseUrl, 1, 5_000);

    await expect(pool.request('GET', '/first', {})).rejects.toThrow();
    expect((await pool.request('GET', '/second', {})).status).toBe(200);
  });

  it('fails an answer it cannot read (a chunked body) rather than misread it', async () => {
    const baseUrl = await listen((_request, response) => {
      response.writeHead(200);
      response.end('streamed');
    });
    pool = new ConnectionPool(baseUrl, 1, 5_000);

    await expect(pool.request('GET', '/api/bets/me', {})).rejects.toThrow('chunked');
  });

  it('fails a request left unanswered past its time-out', async () => {
    const baseUrl = await listen(() => undefined);
    pool = new ConnectionPool(baseUrl, 1, 500);

    await expect(pool.request('GET', '/never', {})).rejects.toThrow('timeout');
  });
});
