import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { buildApp } from './app.js';
import { prepareWhenReachable } from './bootstrap.js';
import { clockFor } from './clock.js';
import { loadConfig } from './config.js';
import { boundHeapGrowth } from './heap-growth.js';
import { openStore, sqliteFilePath } from './store/connect.js';

/** Process entry: configuration, database, HTTP listener, graceful shutdown. */
async function main(): Promise<void> {
  boundHeapGrowth();
  const config = loadConfig();
  const clock = clockFor(config.fakeTime);
  const store = openStore(config);
  const logger = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.newPassword', '*.token'],
  };
  const app = await buildApp({ config, store, clock, logger });
  store.observe({
    onConnectionLost: (error) =>
      app.log.warn({ err: error }, 'database connection lost: it is dropped, and the next query opens a new one'),
  });
  const prepared = await prepareWhenReachable(store, config, clock, (details, line) => app.log.warn(details, line));

  const answers = answersInFlight(app.server);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const started = performance.now();
    app.log.info({ signal, requestsInFlight: answers.count() }, 'shutting down: finishing requests in flight');
    // Whatever is still unanswered by then has its connection closed; its client retries elsewhere.
    const cutOff = setTimeout(() => {
      app.log.warn({ requestsInFlight: answers.count() }, `requests still unanswered after ${DRAIN_LIMIT_MS / 1000} s: closing their connections`);
      app.server.closeAllConnections();
    }, DRAIN_LIMIT_MS);
    try {
      answers.closeEachConnectionAfterItsAnswer();
      // Stops listening, closes idle kept-alive connections, and resolves once every answer has gone out.
      await app.close();
      clearTimeout(cutOff);
      // Commits what the group commit still holds, then closes the database.
      await store.close();
      app.log.info({ signal, ms: Math.round(performance.now() - started) }, 'shut down');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const base = `http://localhost:${config.port}`;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : sqliteFilePath(config.dataDir);
  const lines = [
    '',
    `  Player app:   ${base}/`,
    `  Admin console: ${base}/admin/`,
    `  API docs:     ${base}/api/docs`,
    `  Database:     ${where}`,
    ...(config.fakeTime ? [`  Clock:        FAKE_TIME from ${config.fakeTime}`] : []),
    ...prepared.notes.map((note) => `  ${note}`),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

/** How long a shutdown waits for the requests in flight before it closes their connections. */
const DRAIN_LIMIT_MS = 10_000;

/**
 * The answers the server is giving. On shutdown each one's answer says `Connection: close`: a kept-alive
 * connection would otherwise sit idle after it, so that the server could neither exit nor close it without
 * racing the client's next request. (Requests that arrive during the shutdown get that header from Fastify.)
 * Connections are followed rather than requests, so that a request pays nothing for it: a listener on each request
 * cost every polled answer about 2 µs, an eighth of its whole cost (docs/performance.md). The answer a connection
 * is giving is Node's `_httpMessage` of its socket, as graceful-shutdown libraries read it (requests pipelined
 * behind it are the client's to send again, as HTTP/1.1 lets a server close a connection after any answer).
 */
function answersInFlight(server: Server) {
  const connections = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  const answering = () =>
    [...connections].flatMap((socket) => (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage ?? []);
  return {
    count: () => answering().length,
    closeEachConnectionAfterItsAnswer() {
      for (const response of answering()) {
        if (!response.headersSent) response.setHeader('connection', 'close');
        // An answer already on its way (a streamed file) cannot take the header: its connection closes after it.
        else response.once('finish', () => setImmediate(() => server.closeIdleConnections()));
      }
    },
  };
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
