import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../e2e/support/server';
import { findFreePort, stopProcess, waitForHealth } from '../support/processes';

/**
 * The real server as its own process, so that load arrives over real HTTP and the server's memory and CPU are
 * its own: the build that `npm start` runs (dist-server/main.js, made by `npm run build:server`, which
 * `npm run bench` runs first). The yardstick of benchmark 2 is TypeScript run through tsx as a loader.
 */
export const BENCH_ADMIN = { mobileNumber: '9000000001', password: 'bench-admin-1' } as const;

/** Friday 20 Nov 2026, 11:00 IST: a working day, with markets the bench creates open until 23:58. */
export const BENCH_FAKE_TIME = '2026-11-20T05:30:00.000Z';

export interface BenchServerOptions {
  dataDir: string;
  databaseUrl?: string;
  distDir?: string;
}

export interface BenchServer {
  readonly baseUrl: string;
  readonly pid: number;
  /** Resident memory now, in MB. */
  rssMb(): number;
  /** Seconds of CPU (user + system) the process has used so far. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

const CLOCK_TICKS_PER_SECOND = 100;

function readRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

function readCpuSeconds(pid: number): number {
  // Fields after the command name (which may hold spaces) start at the state field; utime and stime are
  // fields 14 and 15 of the whole line.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** BENCH_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, to profile the server under load. */
function extraNodeArgs(): string[] {
  return (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
}

const BUILT_SERVER = 'dist-server/main.js';

/**
 * The Node.js options that `npm run serve` (and so `npm start`) gives the built server, read from package.json, so
 * the bench runs the server exactly as operators start it.
 */
function servingNodeArgs(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { serve: string } };
  const words = scripts.serve.split(' ').filter(Boolean);
  if (words[0] !== 'node' || !words.includes(BUILT_SERVER)) throw new Error(`package.json's serve script must be "node … ${BUILT_SERVER}"`);
  return words.slice(1, words.indexOf(BUILT_SERVER));
}

async function startProcess(
  script: string,
  env: NodeJS.ProcessEnv,
  healthPath: string,
  nodeArgs: readonly string[] = [],
): Promise<BenchServer> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // NODE_ENV=production would refuse FAKE_TIME; a DATABASE_URL of the caller's must not leak into SQLite runs.
  const { NODE_ENV: _nodeEnv, DATABASE_URL: _databaseUrl, ...inherited } = process.env;
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...nodeArgs, ...extraNodeArgs(), ...loader, script], {
    cwd: root,
    env: { ...inherited, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  try {
    await waitForHealth(`${baseUrl}${healthPath}`, child, () => stderr);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  const pid = child.pid!;
  return {
    baseUrl,
    pid,
    rssMb: () => readRssMb(pid),
    cpuSeconds: () => readCpuSeconds(pid),
    stop: () => stopProcess(child),
  };
}

/** The built server on a free port, with the bench admin and clock, no demo data. */
export function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  if (!existsSync(join(root, BUILT_SERVER))) throw new Error(`${BUILT_SERVER} is missing: run npm run build:server`);
  return startProcess(
    BUILT_SERVER,
    {
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.distDir ? { DIST_DIR: options.distDir } : {}),
      SEED_DEMO: '0',
      FAKE_TIME: BENCH_FAKE_TIME,
      ADMIN_MOBILE: BENCH_ADMIN.mobileNumber,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      // At the default `info` Fastify logs two lines per request, and the benchmarks would time the log writer.
      LOG_LEVEL: 'warn',
      // Every bench player signs up from 127.0.0.1; the default is 10 sign-ups per address an hour.
      THROTTLE_SIGN_UP_PER_ADDRESS: '100000',
    },
    '/api/health',
    servingNodeArgs(),
  );
}

/** A bare Fastify app with one route, GET /api/games (see bare-server.ts). */
export function startBareServer(): Promise<BenchServer> {
  return startProcess('tests/bench/bare-server.ts', {}, '/api/games');
}

/**
 * The CPU (user + system) the servers' processes used while `work` ran, in seconds, beside the work's result: what
 * the load cost them, which moves with the machine's speed far less than a rate does.
 */
export async function withCpu<T>(
  servers: readonly BenchServer[],
  work: () => Promise<T>,
): Promise<{ result: T; cpuSeconds: number }> {
  const before = servers.map((server) => server.cpuSeconds());
  const result = await work();
  const cpuSeconds = servers.reduce((total, server, index) => total + server.cpuSeconds() - before[index]!, 0);
  return { result, cpuSeconds };
}

/** Samples a process's resident memory while `work` runs; resolves with the work's result and the peak. */
export async function withPeakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakRssMb: number }> {
  let peak = readRssMb(pid);
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, readRssMb(pid));
    } catch {
      // the process is gone; the work will report it
    }
  }, 100);
  try {
    const result = await work();
    peak = Math.max(peak, readRssMb(pid));
    return { result, peakRssMb: peak };
  } finally {
    clearInterval(sampler);
  }
}
