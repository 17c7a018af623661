import { STANDARD_DAILY_RATES } from '../../server/seed/demo';
import type { Store } from '../../server/store/connect';
import { ApiClient } from '../e2e/support/player-api';
import { runRushLoad, type RushLoadResult, type RushMarket, type RushSchedule } from './rush-load';
import { seedRushPlayers, type RushPlayer } from './rush-players';
import { BENCH_ADMIN, type BenchServer } from './server-process';

/**
 * `npm run bench -- rush`: how many players one box carries through a market's closing minute. A trial runs N
 * players' apps (rush-load.ts) against servers whose clock (FAKE_TIME) is moved so that a fresh market's open
 * session closes at the end of the betting window; it passes when bets and reads both answer within 250 ms at
 * the 99th percentile and nothing fails. The search doubles N until a trial fails, then bisects a few steps.
 *
 * RUSH_SECONDS shortens the betting window for a quick check (default 60); RUSH_START (default 2,000) is the
 * first N, RUSH_STEPS (default 3) the bisection steps, RUSH_MAX (default 1,000,000) the last N tried,
 * RUSH_CONNECTIONS (default 64) the pool per server.
 */
export interface RushTrial {
  players: number;
  passed: boolean;
  load: RushLoadResult;
  /** Each server process's CPU over the trial, in cores. */
  serverCores: number[];
  /** The servers' CPU per request answered (bets and reads together), in µs. */
  cpuMicros: number;
}

export interface RushResult {
  /** The largest N that passed, or undefined when none did. */
  best?: RushTrial;
  /** The smallest N that failed, when one did. */
  firstFailure?: RushTrial;
  trials: RushTrial[];
  servers: number;
  connections: number;
  schedule: RushSchedule;
}

export const RUSH_P99_LIMIT_MS = 250;
const PLAYER_BALANCE = 100_000;
const SETTLE_MS = 3_000;
const WARM_UP_PLAYERS = 1_000;
const WARM_UP_SCHEDULE: RushSchedule = {
  leadSeconds: 5,
  windowSeconds: 10,
  pollSeconds: 5,
  lastBetBeforeCloseSeconds: 1,
};

function numberFromEnv(name: string, fallback: number, least = 1): number {
  const value = Number(process.env[name] ?? Number.NaN);
  return Number.isFinite(value) && value >= least ? value : fallback;
}

export function rushSchedule(): RushSchedule {
  const windowSeconds = numberFromEnv('RUSH_SECONDS', 60);
  return {
    leadSeconds: Math.min(30, windowSeconds),
    windowSeconds,
    pollSeconds: 30,
    lastBetBeforeCloseSeconds: Math.min(2, windowSeconds / 10),
  };
}

function istClock(epochMs: number): { day: string; time: string } {
  const iso = new Date(epochMs + 330 * 60_000).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

async function advanceTo(server: BenchServer, instant: number): Promise<void> {
  const api = new ApiClient(server.baseUrl);
  const { time } = await api.ok<{ time: string }>('POST', '/test-clock/advance', null, { ms: 1 });
  const ms = instant - Date.parse(time);
  if (ms > 0) await api.ok('POST', '/test-clock/advance', null, { ms: Math.ceil(ms) });
}

/** The players written so far into one database, kept across the searches on it (their numbers are unique). */
export interface RushPlayers {
  readonly store: Store;
  readonly players: RushPlayer[];
}

/** The search on given servers sharing one database. */
export async function benchRush(
  servers: readonly BenchServer[],
  { store, players }: RushPlayers,
  log: (line: string) => void,
): Promise<RushResult> {
  const schedule = rushSchedule();
  const connections = numberFromEnv('RUSH_CONNECTIONS', 64);
  const api = new ApiClient(servers[0]!.baseUrl);
  const adminToken = await api.signIn(BENCH_ADMIN.mobileNumber, BENCH_ADMIN.password);
  await api.ok('PUT', '/admin/gamerates', adminToken, STANDARD_DAILY_RATES);
  const trials: RushTrial[] = [];

  const trial = async (count: number, trialSchedule = schedule, judged = true): Promise<RushTrial> => {
    const trialSeconds = trialSchedule.leadSeconds + trialSchedule.windowSeconds;
    const { time } = await api.ok<{ time: string }>('POST', '/test-clock/advance', null, { ms: 1 });
    if (players.length < count) {
      log(`rush: writing players ${players.length.toLocaleString('en')}–${count.toLocaleString('en')}`);
      players.push(...(await seedRushPlayers(store, players.length, count - players.length, PLAYER_BALANCE, time)));
    }
    // A fresh market whose open session closes at the end of the window, on a whole minute after the setup.
    const closeAt = Math.ceil((Date.parse(time) + trialSeconds * 1000 + 60_000) / 60_000) * 60_000;
    const open = istClock(closeAt);
    const close = istClock(closeAt + 3_600_000);
    const { game } = await api.ok<{ game: { _id: string } }>('POST', '/admin/games', adminToken, {
      gameName: judged ? `Rush ${trials.length + 1}` : 'Rush warm-up',
      openTime: open.time,
      closeTime: close.time,
    });
    const market: RushMarket = { gameId: game._id, gameDate: open.day };
    const targets = servers.map((server, index) => ({
      baseUrl: server.baseUrl,
      players: players.slice(0, count).filter((_, player) => player % servers.length === index),
    }));
    await Promise.all(servers.map((server) => advanceTo(server, closeAt - trialSeconds * 1000)));
    const cpuBefore = servers.map((server) => server.cpuSeconds());
    const load = await runRushLoad(targets, market, trialSchedule, connections);
    const serverCores = servers.map((server, index) => (server.cpuSeconds() - cpuBefore[index]!) / load.seconds);
    const passed =
      load.errorCount === 0 && load.bets.p99Ms <= RUSH_P99_LIMIT_MS && load.polls.p99Ms <= RUSH_P99_LIMIT_MS;
    const cpuSeconds = serverCores.reduce((sum, cores) => sum + cores, 0) * load.seconds;
    const cpuMicros = (cpuSeconds / (load.bets.count + load.polls.count)) * 1e6;
    const result = { players: count, passed, load, serverCores, cpuMicros };
    if (judged) trials.push(result);
    log(`rush: ${judged ? '' : 'warm-up, '}${describeTrial(result)}`);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return result;
  };

  // A fresh server compiles its code on its first requests: in a first trial of 100 players, those few slowest
  // bets were its 99th percentile. So a short trial goes first, unjudged.
  const start = numberFromEnv('RUSH_START', 2_000);
  await trial(Math.min(start, WARM_UP_PLAYERS), WARM_UP_SCHEDULE, false);
  let best: RushTrial | undefined;
  let firstFailure: RushTrial | undefined;
  for (let count = start; count <= numberFromEnv('RUSH_MAX', 1_000_000); count *= 2) {
    const result = await trial(count);
    if (!result.passed) {
      firstFailure = result;
      break;
    }
    best = result;
  }
  const steps = numberFromEnv('RUSH_STEPS', 3, 0);
  for (let step = 0; step < steps && firstFailure; step++) {
    const low = best?.players ?? 0;
    // Bisect on round hundreds: a few dozen players either way is below what one trial tells apart.
    const middle = Math.round((low + firstFailure.players) / 200) * 100;
    if (middle <= low || middle >= firstFailure.players) break;
    const result = await trial(middle);
    if (result.passed) best = result;
    else firstFailure = result;
  }
  return { best, firstFailure, trials, servers: servers.length, connections, schedule };
}

const integer = (value: number) => Math.round(value).toLocaleString('en');

export function describeTrial(trial: RushTrial): string {
  const { load } = trial;
  const errors = Object.entries(load.errors)
    .map(([what, count]) => `${count}× ${what}`)
    .join(', ');
  return (
    `${integer(trial.players)} players ${trial.passed ? 'passed' : 'failed'}: ` +
    `${integer(load.bets.count)} bets p50 ${load.bets.p50Ms.toFixed(0)} ms p99 ${load.bets.p99Ms.toFixed(0)} ms, ` +
    `${integer(load.polls.count)} reads p50 ${load.polls.p50Ms.toFixed(0)} ms p99 ${load.polls.p99Ms.toFixed(0)} ms, ` +
    `server CPU ${trial.serverCores.map((cores) => cores.toFixed(2)).join(' + ')} cores, ` +
    `generator ${load.generatorCores.toFixed(2)} cores (sent p99 ${load.lateP99Ms.toFixed(0)} ms late)` +
    (errors ? `; ${errors}` : '')
  );
}
