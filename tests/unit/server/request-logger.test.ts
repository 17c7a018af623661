import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLogger } from '../../../server/request-logger.js';

/** A server logging as server/main.ts does, into an array of parsed lines. */
async function serverLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  const app = Fastify({ loggerInstance: pino({ level, redact: ['*.token'] }, stream), childLoggerFactory: requestLogger });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async (request) => {
    request.log.warn({ detail: { token: 'secret' } }, 'about to fail');
    throw new Error('disk on fire');
  });
  await app.ready();
  return { app, lines };
}

describe('request loggers', () => {
  it('at warn, a request that goes well writes nothing; a failing one writes its lines with its request id', async () => {
    const { app, lines } = await serverLoggingAt('warn');
    expect((await app.inject({ method: 'GET', url: '/ok' })).statusCode).toBe(200);
    expect(lines).toEqual([]);

    expect((await app.inject({ method: 'GET', url: '/fails' })).statusCode).toBe(500);
    expect(lines.map((line) => [line.level, line.msg, line.reqId])).toEqual([
      [40, 'about to fail', 'req-2'],
      [50, 'disk on fire', 'req-2'],
    ]);
    expect(lines[0]!.detail).toEqual({ token: '[Redacted]' });
    await app.close();
  });

  it('at info, each request logs its arrival and answer under its own request id', async () => {
    const { app, lines } = await serverLoggingAt('info');
    await app.inject({ method: 'GET', url: '/ok' });
    await app.inject({ method: 'GET', url: '/ok' });
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['incoming request', 'req-1'],
      ['request completed', 'req-1'],
      ['incoming request', 'req-2'],
      ['request completed', 'req-2'],
    ]);
    await app.close();
  });
});
