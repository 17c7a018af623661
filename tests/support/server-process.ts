import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { exited, findFreePort, stopProcess, waitForExit, waitForHealth } from './processes.js';

/**
 * The real API server (server/main.ts) as a process of its own, on a free loopback port, for tests that need
 * what `app.inject` cannot give: several processes on one database, or a process killed with SIGKILL and
 * started again on the data it left. It runs as one `node --import tsx` process, so that a signal reaches the
 * server itself and not a wrapper that would leave it running.
 */

const root = resolve(import.meta.dirname, '../..');

export const TEST_ADMIN = { mobileNumber: '9000000001', password: 'admin-pass-1' } as const;

export interface ServerProcessOptions {
  /** Where the data lives: `{ DATA_DIR }` for SQLite or `{ DATABASE_URL }` for PostgreSQL. */
  database: { DATA_DIR: string } | { DATABASE_URL: string };
  /** The server clock starts here (ISO instant) and runs on. */
  fakeTime: string;
  env?: Record<string, string>;
  /** false: resolves once the process runs, without waiting for it to answer /api/health (see `healthy`). */
  untilHealthy?: boolean;
}

export interface ServerProcess {
  readonly baseUrl: string;
  readonly pid: number;
  /** SIGKILL: no shutdown hook runs, in-flight requests and transactions are cut off. Resolves once it is gone. */
  kill(): Promise<void>;
  /** SIGTERM (graceful shutdown), then SIGKILL if it has not exited within 10 s. */
  stop(): Promise<void>;
  /** The tail of what it wrote (log and crash reports), for failure messages. */
  output(): string;
  /** Resolves once its output holds `text` (the log is written a moment after the answer); fails after 10 s. */
  logged(text: string): Promise<void>;
  /** Resolves once /api/health answers 200; fails if the process exits first. */
  healthy(): Promise<void>;
  /** Whether the process has exited. */
  exited(): boolean;
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      FAKE_TIME: options.fakeTime,
      ADMIN_MOBILE: TEST_ADMIN.mobileNumber,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL: 'warn',
      DIST_DIR: resolve(root, '.test-artifacts/no-dist'),
      ...options.database,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its log (pino writes to stdout) and any crash report, interleaved as they came.
  let outputTail = '';
  const collect = (chunk: Buffer) => {
    outputTail = (outputTail + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const output = () => outputTail;
  const logged = (text: string) =>
    new Promise<void>((resolveLogged, reject) => {
      if (outputTail.includes(text)) return resolveLogged();
      const check = () => {
        if (!outputTail.includes(text)) return;
        clearTimeout(timer);
        child.stdout?.off('data', check);
        child.stderr?.off('data', check);
        resolveLogged();
      };
      const timer = setTimeout(() => {
        child.stdout?.off('data', check);
        child.stderr?.off('data', check);
        reject(new Error(`"${text}" not logged within 10 s:\n${outputTail}`));
      }, 10_000);
      child.stdout?.on('data', check);
      child.stderr?.on('data', check);
    });
  const kill = async () => {
    if (!exited(child)) child.kill('SIGKILL');
    await waitForExit(child);
  };
  const healthy = () => waitForHealth(`${baseUrl}/api/health`, child, output);
  if (options.untilHealthy !== false) {
    try {
      await healthy();
    } catch (error) {
      await kill();
      throw error;
    }
  }
  return {
    baseUrl,
    pid: child.pid ?? -1,
    kill,
    stop: () => stopProcess(child),
    output,
    logged,
    healthy,
    exited: () => exited(child),
  };
}
