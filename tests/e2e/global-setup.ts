import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Once per e2e run: build the apps, start the real server on a free port with a throwaway database and a fixed
 * clock (FAKE_TIME = Friday 20 Nov 2026, 11:00 IST), and hand its URL to the tests.
 */

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const FAKE_TIME = '2026-11-20T05:30:00.000Z';
export const ADMIN_MOBILE = '9000000001';
export const ADMIN_PASSWORD = 'admin-pass-1';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminMobile: string;
    adminPassword: string;
  }
}

const root = resolve(import.meta.dirname, '../..');
const HEALTH_TIMEOUT_MS = 60_000;

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
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

function freePort(): Promise<number> {
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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with: apt-get update && apt-get install -y chromium`,
    );
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'matka-e2e-'));
  // A private build folder per run, so parallel runs never serve each other's half-written files.
  const distDir = join(dataDir, 'dist');
  // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle and skip the service worker.
  await run('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], { ...process.env, NODE_ENV: 'production' });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const server = spawn(join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      SEED_DEMO: '0',
      FAKE_TIME,
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
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('adminMobile', ADMIN_MOBILE);
  project.provide('adminPassword', ADMIN_PASSWORD);

  return async () => {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  };
}
