/**
 * `npm test`: lint, typecheck, then the unit, API (SQLite and PostgreSQL), fault (short form) and end-to-end suites.
 * Fails loudly, with the install command, when Chromium or PostgreSQL is missing; never skips.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
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

function run(title: string, command: string, args: string[]): boolean {
  process.stdout.write(`\n▶ ${title}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status === 0;
}

interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  ok: boolean;
}

function runSuite(project: string): SuiteResult {
  const output = join(artifacts, `vitest-${project}.json`);
  const ok = run(`tests: ${project}`, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
  if (!existsSync(output)) return { name: project, passed: 0, failed: 1, skipped: 0, ok: false };
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numTotalTestSuites: number;
  };
  const skipped = report.numPendingTests + report.numTodoTests;
  const passed = report.numPassedTests;
  // A suite that ran nothing, or skipped anything, is not a pass.
  const failed = report.numFailedTests + skipped + (passed === 0 ? 1 : 0);
  return { name: project, passed, failed, skipped, ok: ok && failed === 0 };
}

const problems = missingTools();
if (problems.length > 0) {
  for (const problem of problems) process.stderr.write(`✖ ${problem}\n`);
  process.stdout.write('\ntests: 0 passed, 1 failed\n');
  process.exit(1);
}

const checks = [
  { name: 'lint', ok: run('lint', 'npx', ['eslint', '.', '--max-warnings=0']) },
  { name: 'typecheck', ok: run('typecheck', 'npm', ['run', '-s', 'typecheck']) },
];
const suites = ['unit', 'api-sqlite', 'api-postgres', 'faults', 'e2e'].map(runSuite);

process.stdout.write('\nsummary\n');
for (const check of checks) process.stdout.write(`  ${check.ok ? '✔' : '✖'} ${check.name}\n`);
for (const suite of suites) {
  const skippedNote = suite.skipped > 0 ? `, ${suite.skipped} skipped (counted as failures)` : '';
  process.stdout.write(`  ${suite.ok ? '✔' : '✖'} ${suite.name}: ${suite.passed} passed, ${suite.failed} failed${skippedNote}\n`);
}
const passed = suites.reduce((sum, suite) => sum + suite.passed, 0);
const failed =
  suites.reduce((sum, suite) => sum + suite.failed, 0) + checks.filter((check) => !check.ok).length;
process.stdout.write(`\ntests: ${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
