import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Starting the real API server for end-to-end tests: the shared one of global-setup.ts, and private ones that a
 * test file needs with another clock (e.g. a Sunday under FAKE_TIME) or a data folder it restarts on.
 */

export const FAKE_TIME = '2026-11-20T05:30:00.000Z';
export const ADMIN_MOBILE = '9000000001';
export const ADMIN_PASSWORD = 'admin-pass-1';

export const root = resolve(import.meta.dirname, '../../..');
const HEALTH_TIMEOUT_MS = 60_000;

export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`\`${command} ${args.join(' ')}\` failed with exit code ${code}:\n${output}`)),
    );
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePromise(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let exited: string | null = null;
  server.once('exit', (code, signal) => (exited = `exited with ${signal ?? `code ${code}`}`));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The server ${exited} before becoming healthy. Its stderr:\n${stderr()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer GET /api/health with 200 within 60 s. Its stderr:\n${stderr()}`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    const killer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(killer);
      resolvePromise();
    });
    server.kill('SIGTERM');
  });
}

/** A throwaway folder for a server's database (and, for the shared server, its build). */
export function makeDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'matka-e2e-'));
}

export function removeDataDir(dataDir: string): Promise<void> {
  return rm(dataDir, { recursive: true, force: true });
}

/** Builds the apps into `distDir` (production mode, service worker included). */
export function buildApps(distDir: string): Promise<void> {
  // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle and skip the service worker.
  return run('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], { ...process.env, NODE_ENV: 'production' });
}

export interface ServerOptions {
  /** The built apps to serve. */
  readonly distDir: string;
  /** Where the embedded database lives; a server started again on the same folder keeps its data. */
  readonly dataDir: string;
  /** The server clock starts here (ISO instant) and runs on. */
  readonly fakeTime: string;
}

export interface RunningServer {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the real server on a free port with SEED_DEMO=0 and the test admin; resolves once it is healthy. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DIST_DIR: options.distDir,
      SEED_DEMO: '0',
      FAKE_TIME: options.fakeTime,
      ADMIN_MOBILE,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let serverStderr = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    serverStderr = (serverStderr + chunk.toString()).slice(-20_000);
  });
  try {
    await waitForHealth(baseUrl, server, () => serverStderr);
  } catch (error) {
    await stop(server);
    throw error;
  }
  return { baseUrl, stop: () => stop(server) };
}
