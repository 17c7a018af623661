/**
 * `npm test`: lint, typecheck, then the unit, API (SQLite and PostgreSQL), fault (short form) and end-to-end suites,
 * each stage's time printed as it ends and in the summary. Fails loudly, with the install command, when Chromium or
 * PostgreSQL is missing; never skips.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildForEndToEnd } from '../tests/e2e/support/server';

const CHROMIUM = '/usr/bin/chromium';
const artifacts = '.test-artifacts';
mkdirSync(artifacts, { recursive: true });

function missingTools(): string[] {
  const problems: string[] = [];
  if (!existsSync(CHROMIUM)) {
    problems.push(`Chromium is missing at ${CHROMIUM}. Install it with: apt-get update && apt-get install -y chromium`);
  }
  const hasPostgres = ['initdb', 'pg_ctl', 'postgres'].every(
    (binary) =>
      spawnSync('sh', ['-c', `command -v ${binary}`]).status === 0 ||
      existsSync(`/usr/lib/postgresql/15/bin/${binary}`),
  );
  if (!hasPostgres) {
    problems.push(
      'PostgreSQL server binaries (initdb, pg_ctl, postgres) are missing. Install them with: apt-get update && apt-get install -y postgresql',
    );
  }
  return problems;
}

interface StageResult {
  name: string;
  ok: boolean;
  seconds: number;
}

/**
 * Runs one stage. Alone, its output streams as it comes; beside others, it is held and printed whole when the stage
 * ends, so that two stages' lines do not interleave.
 */
function run(
  title: string,
  command: string,
  args: string[],
  alone: boolean,
  env: NodeJS.ProcessEnv = process.env,
): Promise<StageResult> {
  const started = performance.now();
  if (alone) process.stdout.write(`\n▶ ${title}\n`);
  const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
  const held: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (!alone) process.stdout.write(`\n▶ ${title}\n${Buffer.concat(held).toString()}`);
      process.stdout.write(`\n◀ ${title}: ${seconds.toFixed(0)} s\n`);
      resolve({ name: title, ok: code === 0, seconds });
    });
  });
}

interface SuiteResult extends StageResult {
  passed: number;
  failed: number;
  skipped: number;
}

async function runSuite(project: string, alone: boolean, env: NodeJS.ProcessEnv = process.env): Promise<SuiteResult> {
  const output = join(artifacts, `vitest-${project}.json`);
  rmSync(output, { force: true });
  const stage = await run(
    `tests: ${project}`,
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    alone,
    env,
  );
  if (!existsSync(output)) return { ...stage, name: project, passed: 0, failed: 1, skipped: 0, ok: false };
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  const skipped = report.numPendingTests + report.numTodoTests;
  const passed = report.numPassedTests;
  // A suite that ran nothing, or skipped anything, is not a pass.
  const failed = report.numFailedTests + skipped + (passed === 0 ? 1 : 0);
  return { ...stage, name: project, passed, failed, skipped, ok: stage.ok && failed === 0 };
}

const problems = missingTools();
if (problems.length > 0) {
  for (const problem of problems) process.stderr.write(`✖ ${problem}\n`);
  process.stdout.write('\ntests: 0 passed, 1 failed\n');
  process.exit(1);
}

/** The end-to-end build (apps and server), made once beside the checks; the e2e stage takes it (global-setup.ts). */
async function buildEndToEnd(folder: string): Promise<StageResult> {
  const started = performance.now();
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const ok = await buildForEndToEnd(folder).then(
    () => true,
    (error: unknown) => {
      process.stdout.write(`\n▶ e2e build\n${error instanceof Error ? error.message : String(error)}\n`);
      return false;
    },
  );
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(`\n◀ e2e build: ${seconds.toFixed(0)} s\n`);
  return { name: 'e2e build', ok, seconds };
}

/** CPU seconds used so far by this process's finished children (and theirs): /proc/self/stat's cutime + cstime. */
function childrenCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // Fields 16 and 17 of the file (cutime, cstime), counted from field 3, the first after the command's name.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

interface Phase {
  title: string;
  seconds: number;
  cpuSeconds: number;
}
const phases: Phase[] = [];

/** Runs stages side by side and records the phase's wall time and CPU seconds (how many cores it kept busy). */
async function phase<T extends readonly unknown[]>(
  title: string,
  stages: readonly [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const results = await Promise.all(stages);
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = childrenCpuSeconds() - cpuBefore;
  phases.push({ title, seconds, cpuSeconds });
  process.stdout.write(`\n◆ ${title}: ${seconds.toFixed(0)} s, ${cpuSeconds.toFixed(0)} CPU s\n`);
  return results;
}

/**
 * Stages that do not depend on one another run side by side, as the two cores allow: the checks, the unit tests and
 * the end-to-end build (typecheck and unit tests leave a core idle once lint ends); the API tests on both databases
 * (each on its own throwaway database) beside the fault tests, which fill the core the API tests leave idle while
 * they wait on PostgreSQL; then the end-to-end files alone (three at a time, each on a server of its own:
 * tests/e2e/support/file-server.ts), which keep both cores busy. The e2e output streams.
 */
const wallStarted = performance.now();
const e2eBuildFolder = resolve(artifacts, 'e2e-build');
const [lint, typecheck, unit, e2eBuild] = await phase('checks, unit tests and the e2e build', [
  run('lint', 'npx', ['eslint', '.', '--max-warnings=0'], false),
  run('typecheck', 'npm', ['run', '-s', 'typecheck'], false),
  runSuite('unit', false),
  buildEndToEnd(e2eBuildFolder),
]);
const [apiSqlite, apiPostgres, faults] = await phase('API and fault tests', [
  runSuite('api-sqlite', false),
  runSuite('api-postgres', false),
  runSuite('faults', false),
]);
const [e2e] = await phase('end-to-end tests', [
  e2eBuild.ok
    ? runSuite('e2e', true, { ...process.env, E2E_BUILD: e2eBuildFolder })
    : Promise.resolve({ name: 'e2e', ok: false, seconds: 0, passed: 0, failed: 1, skipped: 0 }),
]);
const checks = [lint, typecheck, e2eBuild];
const suites = [unit, apiSqlite, apiPostgres, faults, e2e];

process.stdout.write('\nsummary\n');
for (const { title, seconds, cpuSeconds } of phases) {
  process.stdout.write(`  ${title}: ${seconds.toFixed(0)} s, ${cpuSeconds.toFixed(0)} CPU s (${(cpuSeconds / seconds).toFixed(1)} cores)\n`);
}
for (const check of checks) process.stdout.write(`  ${check.ok ? '✔' : '✖'} ${check.name} (${check.seconds.toFixed(0)} s)\n`);
for (const suite of suites) {
  const skippedNote = suite.skipped > 0 ? `, ${suite.skipped} skipped (counted as failures)` : '';
  const line = `${suite.name}: ${suite.passed} passed, ${suite.failed} failed${skippedNote} (${suite.seconds.toFixed(0)} s)`;
  process.stdout.write(`  ${suite.ok ? '✔' : '✖'} ${line}\n`);
}
const passed = suites.reduce((sum, suite) => sum + suite.passed, 0);
const failed =
  suites.reduce((sum, suite) => sum + suite.failed, 0) + checks.filter((check) => !check.ok).length;
process.stdout.write(`\ntests: ${passed} passed, ${failed} failed in ${((performance.now() - wallStarted) / 60_000).toFixed(1)} min\n`);
process.exit(failed === 0 ? 0 : 1);
