import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serverLogging } from '../../../server/request-logger.js';

/** A server logging as server/main.ts does, into an array of parsed lines. */
async function serverLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  const logging = serverLogging({ level, redact: ['*.token'] }, stream);
  const app = Fastify(logging.fastify);
  app.log = logging.log;
  app.get('/ok', async () => ({ ok: true }));
  await app.register(async (plugin) => {
    plugin.get('/plugin', async () => {
      plugin.log.warn('a plugin speaks');
      return {};
    });
  });
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

  it("at warn, the app's own logger, which plugins inherit, writes too", async () => {
    const { app, lines } = await serverLoggingAt('warn');
    app.log.error('the app speaks');
    await app.inject({ method: 'GET', url: '/plugin' });
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [50, 'the app speaks'],
      [40, 'a plugin speaks'],
    ]);
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
