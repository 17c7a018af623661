/**
 * `npm test`: lint, typecheck, then the unit, API (SQLite and PostgreSQL), fault (short form) and end-to-end suites,
 * each stage's time printed as it ends and in the summary. Fails loudly, with the install command, when Chromium or
 * PostgreSQL is missing; never skips.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

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
function run(title: string, command: string, args: string[], alone: boolean): Promise<StageResult> {
  const started = performance.now();
  if (alone) process.stdout.write(`\n▶ ${title}\n`);
  const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: process.env });
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

async function runSuite(project: string, alone: boolean): Promise<SuiteResult> {
  const output = join(artifacts, `vitest-${project}.json`);
  rmSync(output, { force: true });
  const stage = await run(
    `tests: ${project}`,
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    alone,
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

/**
 * Stages that do not depend on one another run two or three at a time, as the two cores allow: the checks and the
 * unit tests; the API tests on both databases (each on its own throwaway database). The fault tests kill and
 * restart servers on a clock, and the end-to-end tests drive one browser against one server: each runs alone.
 */
const wallStarted = performance.now();
const [lint, typecheck, unit] = await Promise.all([
  run('lint', 'npx', ['eslint', '.', '--max-warnings=0'], false),
  run('typecheck', 'npm', ['run', '-s', 'typecheck'], false),
  runSuite('unit', false),
]);
const apis = await Promise.all([runSuite('api-sqlite', false), runSuite('api-postgres', false)]);
const faults = await runSuite('faults', true);
const e2e = await runSuite('e2e', true);
const checks = [lint!, typecheck!];
const suites = [unit!, ...apis, faults, e2e];

process.stdout.write('\nsummary\n');
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
