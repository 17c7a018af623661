import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { findFreePort, stopProcess, waitForHealth } from '../../support/processes';

/**
 * Starting the real API server for end-to-end tests: the one each test file gets (file-server.ts), and private ones
 * that a test file needs with another clock (e.g. a Sunday under FAKE_TIME) or a data folder it restarts on.
 */

export const FAKE_TIME = '2026-11-20T05:30:00.000Z';
export const ADMIN_MOBILE = '9000000001';
export const ADMIN_PASSWORD = 'admin-pass-1';

export const root = resolve(import.meta.dirname, '../../..');

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

/** A throwaway folder for a server's database. */
export function makeDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'matka-e2e-'));
}

export function removeDataDir(dataDir: string): Promise<void> {
  return rm(dataDir, { recursive: true, force: true });
}

/**
 * What the suite runs, built once: the apps in `<build>/apps` and the server bundled as `npm run build:server`
 * bundles it, in `<build>/server/main.js` (a bundled server starts in a fraction of tsx's time, and every test file
 * starts one). The build folder lies inside the repository, where the bundle finds node_modules.
 */
export const BUILD_READY = 'ready';

export function appsOf(build: string): string {
  return join(build, 'apps');
}

/** The bundled server beside the built apps `distDir`. */
function serverEntryOf(distDir: string): string {
  return join(dirname(distDir), 'server', 'main.js');
}

/** A fresh build folder under .test-artifacts/. */
export async function makeBuildDir(): Promise<string> {
  const parent = join(root, '.test-artifacts');
  await mkdir(parent, { recursive: true });
  return mkdtemp(join(parent, 'e2e-build-'));
}

/** Builds the apps (production mode, service worker included) and the server into `build`; marks it ready. */
export async function buildForEndToEnd(build: string): Promise<void> {
  const server = join(build, 'server');
  await Promise.all([
    // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle and skip the service worker.
    run('npx', ['vite', 'build', '--outDir', appsOf(build), '--emptyOutDir'], { ...process.env, NODE_ENV: 'production' }),
    run(
      'npx',
      ['esbuild', 'server/main.ts', '--bundle', '--platform=node', '--format=esm', '--packages=external',
        `--outfile=${join(server, 'main.js')}`, '--log-level=warning'],
      process.env,
    ).then(() => cp(join(root, 'server/store/functions'), join(server, 'functions'), { recursive: true })),
  ]);
  await writeFile(join(build, BUILD_READY), new Date().toISOString());
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

/**
 * Loaded into the server before it starts: it stops itself (SIGTERM, a graceful shutdown) once the process that
 * started it is gone, so a worker torn down before its file's afterAll hooks (`vitest list`, a file that fails to
 * load) leaves no server running.
 */
const EXIT_WITH_PARENT =
  'data:text/javascript,const parent = process.ppid; ' +
  "setInterval(() => { if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM'); }, 1000).unref();";

/** Starts the real server on a free port with SEED_DEMO=0 and the test admin; resolves once it is healthy. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const entry = serverEntryOf(options.distDir);
  if (!existsSync(entry)) throw new Error(`No bundled server at ${entry}: build with buildForEndToEnd (global-setup.ts)`);
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', EXIT_WITH_PARENT, entry], {
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
      // Every browser and API helper of the suite is on 127.0.0.1, where the defaults (10 sign-ups and 5
      // forgot-password requests per address an hour) would stop the suite part-way.
      THROTTLE_SIGN_UP_PER_ADDRESS: '10000',
      THROTTLE_FORGOT_PASSWORD_PER_ADDRESS: '10000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let serverStderr = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    serverStderr = (serverStderr + chunk.toString()).slice(-20_000);
  });
  const stop = () => stopProcess(server);
  try {
    await waitForHealth(`${baseUrl}/api/health`, server, () => serverStderr);
    await withoutWithdrawalReviews(baseUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/**
 * Every player of the suite signs up from 127.0.0.1 and many save the same payout details, so each would be linked to
 * the others and every withdrawal held for review (an approval then needs a note): the journeys here approve
 * withdrawals without one, so the holds are off. The reviews have API tests of their own (tests/api/risk-holds).
 */
async function withoutWithdrawalReviews(baseUrl: string): Promise<void> {
  const json = { 'content-type': 'application/json' };
  const signIn = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ mobileNumber: ADMIN_MOBILE, password: ADMIN_PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const off = {
    linkedWithdrawal: { enabled: false },
    quickWithdrawal: { enabled: false, withinHours: 24, minStakePercent: 50 },
    largeWithdrawal: { enabled: false, amount: 50_000 },
  };
  const saved = await fetch(`${baseUrl}/api/admin/risk`, {
    method: 'PUT',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify(off),
  });
  if (!saved.ok) throw new Error(`Could not turn the withdrawal reviews off: ${saved.status} ${await saved.text()}`);
}
