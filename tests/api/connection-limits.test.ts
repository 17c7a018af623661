import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Silent, trickling and idle connections are cut off within their limits, and one address cannot hold more than
 * its share of connections: 20,000 silent sockets once used up the server's file descriptors and /api/health was
 * refused. The limits are short here so that the test does not wait; the defaults are checked against 30 s.
 */

const LIMITS = {
  HTTP_HEADERS_TIMEOUT_MS: '400',
  HTTP_REQUEST_TIMEOUT_MS: '800',
  HTTP_KEEP_ALIVE_TIMEOUT_MS: '300',
  HTTP_CONNECTIONS_PER_ADDRESS: '6',
};

interface Connection {
  socket: Socket;
  /** What the server wrote on it. */
  received: () => string;
  /** Resolves with the ms from opening until the server closed it. */
  closed: Promise<number>;
}

function open(port: number): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const opened = performance.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const closed = new Promise<number>((done) => socket.once('close', () => done(performance.now() - opened)));
    socket.once('connect', () => resolve({ socket, received: () => received, closed }));
    socket.once('error', reject);
  });
}

describe('connection limits', () => {
  let server: TestServer;
  let port: number;
  const connections: Connection[] = [];

  beforeAll(async () => {
    server = await startTestServer({ env: LIMITS });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  afterAll(async () => {
    for (const connection of connections) connection.socket.destroy();
    await server.close();
  });

  async function opened(): Promise<Connection> {
    const connection = await open(port);
    connections.push(connection);
    return connection;
  }

  it('cuts idle and trickling connections within 30 s by default', () => {
    const defaults = loadConfig({}).connections;
    expect(defaults.headersTimeoutMs).toBeLessThanOrEqual(30_000);
    expect(defaults.requestTimeoutMs).toBeLessThanOrEqual(30_000);
    expect(defaults.keepAliveTimeoutMs).toBeLessThanOrEqual(30_000);
    expect(defaults.perAddress).toBeGreaterThan(0);
  });

  it('closes a connection that sends nothing once the header limit is up', async () => {
    const silent = await opened();
    const ms = await silent.closed;
    expect(ms).toBeGreaterThanOrEqual(300);
    expect(ms).toBeLessThan(3_000);
  });

  it('closes a connection whose headers trickle in, with a 408 in the error shape', async () => {
    const slow = await opened();
    slow.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    const trickle = setInterval(() => slow.socket.write('X-Slow: 1\r\n'), 100);
    const ms = await slow.closed.finally(() => clearInterval(trickle));
    expect(ms).toBeLessThan(3_000);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
    const body = JSON.parse(slow.received().split('\r\n\r\n')[1] ?? '') as { message: string; errors: unknown[]; code: string };
    expect(body).toEqual({ message: body.message, errors: [{ msg: body.message, path: 'request', code: 'REQUEST_TIMEOUT' }], code: 'REQUEST_TIMEOUT' });
  });

  it('closes a connection whose body trickles in once the request limit is up', async () => {
    const slow = await opened();
    slow.socket.write('POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    const trickle = setInterval(() => slow.socket.write(' '), 100);
    const ms = await slow.closed.finally(() => clearInterval(trickle));
    expect(ms).toBeGreaterThanOrEqual(600);
    expect(ms).toBeLessThan(4_000);
  });

  it('closes a kept-alive connection that stays idle after its answer', async () => {
    const idle = await opened();
    idle.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    const ms = await idle.closed;
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(ms).toBeLessThan(3_000);
  });

  it('closes connections from one address beyond its cap at once, and takes them again when one ends', async () => {
    const held = await Promise.all(Array.from({ length: 6 }, opened));
    // Each holds its connection with a request that has not finished arriving.
    for (const connection of held) connection.socket.write('GET /api/health HTTP/1.1\r\n');
    const excess = await opened();
    expect(await excess.closed).toBeLessThan(300);
    expect(excess.received()).toBe('');
    for (const connection of held) connection.socket.destroy();
    await Promise.all(held.map((connection) => connection.closed));
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });
});
