import { buildApp } from './app.js';
import { prepareDatabase } from './bootstrap.js';
import { clockFor } from './clock.js';
import { loadConfig } from './config.js';
import { openStore, sqliteFilePath } from './store/connect.js';

/** Process entry: configuration, database, HTTP listener, graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  const clock = clockFor(config.fakeTime);
  const store = openStore(config);
  const logger = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.newPassword', '*.token'],
  };
  const app = await buildApp({ config, store, clock, logger });
  const prepared = await prepareDatabase(store, config, clock);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await store.close();
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

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
