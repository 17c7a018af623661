import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import {
  ADMIN_JS_BUDGET_BYTES,
  adminWithinBudget,
  INITIAL_JS_BUDGET_BYTES,
  withinBudget,
} from '../../scripts/app-size-budget';
import type { AppSizeResult } from './app-size';
import type { BareRouteCost } from './bare-route';
import type { BetPlacementResult } from './bet-placement';
import type { ChartDrawResult } from './chart-draw';
import type { ColdStartResult } from './cold-start';
import type { ExposureResult } from './exposure';
import type { FirstVisitResult, FirstVisitRuns } from './first-visit';
import type { HistoryResult } from './history';
import type { ReportResult } from './reports';
import type { PollingResult } from './polling';
import type { ReconciliationResult } from './reconciliation';
import type { SettlementResult } from './settlement';
import { describeTrial, RUSH_P99_LIMIT_MS, type RushResult } from './rush';

/** The figures of one `npm run bench`, and the table it prints (the shape of docs/performance.md's). */
export const PARTS = ['sqlite', 'postgres', 'app', 'reconciliation', 'rush'] as const;
export type Part = (typeof PARTS)[number];
/** What `npm run bench` without names runs: the rush's search takes half an hour or more, so it runs when named. */
export const DEFAULT_PARTS: readonly Part[] = PARTS.filter((part) => part !== 'rush');

export interface DatabaseFigures {
  bets?: BetPlacementResult;
  /** The same load with an Idempotency-Key on every bet, as the player app sends them. */
  betsWithKeys?: BetPlacementResult;
  /** PostgreSQL only: two servers on the one database. */
  betsTwoInstances?: BetPlacementResult;
  polling?: PollingResult;
  settlement?: SettlementResult;
  /** Declaring a Starline game day's result over as many pending bets. */
  starlineSettlement?: SettlementResult;
  exposure?: ExposureResult;
  history?: HistoryResult;
  reports?: ReportResult;
  /** A 10,000-row bank statement imported against 10,000 pending fund requests, and the reconciliation read. */
  reconciliation?: ReconciliationResult;
}

export interface Figures {
  /** The bare route's CPU per request, the yardstick of the costs (bare-route.ts). */
  bare?: BareRouteCost;
  sqlite: DatabaseFigures;
  postgres: DatabaseFigures;
  appSize?: AppSizeResult;
  coldStart?: ColdStartResult;
  firstVisit?: FirstVisitResult;
  chartDraw?: ChartDrawResult;
  /** The closing-minute rush: one server on SQLite, one and two on PostgreSQL. */
  rush?: { sqlite?: RushResult; postgres?: RushResult; postgresTwo?: RushResult };
  errors: string[];
}

function rushRow(label: string, rush: RushResult | undefined, bareMicros: number | undefined): string[] {
  const target = '100,000 players (the moonshot)';
  if (!rush) return [label, target, 'not measured', '', '', ''];
  const { best, firstFailure } = rush;
  const failed = firstFailure ? `; ${integer(firstFailure.players)} failed (${trialFigures(firstFailure)})` : '';
  const measured = best
    ? `${integer(best.players)} players: ${trialFigures(best)}${failed}`
    : `none passed${failed}`;
  const judged = best ? verdict(best.players >= 100_000) : 'missed';
  return costedRow([label, target, measured, judged], costCells(best?.cpuMicros, bareMicros));
}

function trialFigures(trial: NonNullable<RushResult['best']>): string {
  const { bets, polls, generatorCores, errorCount } = trial.load;
  const cores = trial.serverCores.map((value) => value.toFixed(2)).join(' + ');
  return (
    `bets p99 ${integer(bets.p99Ms)} ms, reads p99 ${integer(polls.p99Ms)} ms` +
    (errorCount > 0 ? `, ${integer(errorCount)} errors` : '') +
    `, server ${cores} cores, load generator ${generatorCores.toFixed(2)} cores`
  );
}

const integer = (value: number) => Math.round(value).toLocaleString('en');
/** Each run's time: "670 ms, 898 ms, 688 ms". */
const milliseconds = (runs: readonly number[]) => runs.map((ms) => `${integer(ms)} ms`).join(', ');
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const verdict = (ok: boolean) => (ok ? 'met' : 'missed');

function betsRow(bets: BetPlacementResult | undefined): string {
  if (!bets) return 'not measured';
  const failures = bets.failed > 0 ? `; ${bets.failures}` : '';
  return `${integer(bets.betsPerSecond)} bets/s, p50 ${bets.p50Ms} ms, p99 ${bets.p99Ms} ms${failures}`;
}

/** What a bet or a poll cost the server(s) in CPU, and that against the bare request: the two cost columns. */
function costCells(cpuMicros: number | undefined, bareMicros: number | undefined): [string, string] {
  if (cpuMicros === undefined || !Number.isFinite(cpuMicros)) return ['', ''];
  const ratio = bareMicros === undefined ? '' : `${(cpuMicros / bareMicros).toFixed(1)}×`;
  return [`${cpuMicros.toFixed(1)} µs`, ratio];
}

/** A table row; throughput rows carry their cost cells before the verdict. */
function costedRow(cells: [string, string, string, string], cost: [string, string]): string[] {
  return [cells[0], cells[1], cells[2], ...cost, cells[3]];
}

function settlementRow(settlement: SettlementResult | undefined): string {
  if (!settlement) return 'not measured';
  return `${settlement.seconds.toFixed(1)} s (${integer(settlement.settled)} settled, ${integer(settlement.won)} won)`;
}

function machine(): string {
  const model = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpus()[0]?.model;
  const date = new Date().toISOString().slice(0, 10);
  return `${cpus().length} cores (${model}), Node ${process.version}, ${date}`;
}

function keyedRow(label: string, bets: BetPlacementResult | undefined, bareMicros: number | undefined): string[] {
  return costedRow(
    [`the same with an Idempotency-Key on each bet, as the app sends them, ${label}`, '—', betsRow(bets), ''],
    betCostCells(bets, bareMicros),
  );
}

/** What a bet load is judged against: the bare turns taken beside it (benchBetsBesideBare), or else the run's bare load. */
function betBareMicros(bets: BetPlacementResult | undefined, bareMicros: number | undefined): number | undefined {
  return bets?.bareCpuMicros ?? bareMicros;
}

/** A bet load's costs, against its bare route. */
function betCostCells(bets: BetPlacementResult | undefined, bareMicros: number | undefined): [string, string] {
  return costCells(bets?.cpuMicros, betBareMicros(bets, bareMicros));
}

/** A cost stated as a ratio to the bare request: the verdict rows of the costs. */
interface LabelledRatio {
  ratio: number | undefined;
  label?: string;
}

function ratioRow(measure: string, limit: number, ratios: readonly LabelledRatio[]): string[] {
  const measured = ratios.flatMap(({ ratio, label }) =>
    ratio === undefined ? [] : [`${ratio.toFixed(1)}×${label ? ` ${label}` : ''}`],
  );
  const all = ratios.every(({ ratio }) => ratio !== undefined);
  return [
    measure,
    `≤ ${limit}×`,
    measured.length > 0 ? measured.join(', ') : 'not measured',
    all ? verdict(ratios.every(({ ratio }) => ratio! <= limit)) : '',
  ];
}

export function report(figures: Figures, parts: readonly Part[]): string {
  const { sqlite, postgres, appSize, coldStart, firstVisit, chartDraw } = figures;
  const bareMicros = figures.bare?.cpuMicros;
  const rows: string[][] = [];
  if (figures.bare) {
    rows.push(
      costedRow(
        [
          'the bare Fastify route, `GET /api/games`, 100 connections: the yardstick of "× bare"',
          '—',
          `${integer(figures.bare.perSecond)}/s`,
          '',
        ],
        costCells(figures.bare.cpuMicros, bareMicros),
      ),
    );
  }
  if (parts.includes('sqlite')) {
    const bets = sqlite.bets;
    rows.push(
      costedRow(
        [
          'bets/s over HTTP, 100 connections, SQLite, durable commits',
          '≥ 3,000 bets/s, p99 ≤ 50 ms',
          betsRow(bets),
          bets ? verdict(bets.betsPerSecond >= 3000 && bets.p99Ms <= 50 && bets.failed === 0) : '',
        ],
        betCostCells(bets, bareMicros),
      ),
    );
    rows.push(keyedRow('SQLite', sqlite.betsWithKeys, bareMicros));
  }
  if (parts.includes('postgres')) {
    const bets = postgres.bets;
    const two = postgres.betsTwoInstances;
    rows.push(
      costedRow(
        [
          "the same on PostgreSQL (fsync, synchronous_commit on), one instance (CPU: the server's, not the database's)",
          '≥ 3,000 bets/s, p99 ≤ 100 ms',
          betsRow(bets),
          bets ? verdict(bets.betsPerSecond >= 3000 && bets.p99Ms <= 100 && bets.failed === 0) : '',
        ],
        betCostCells(bets, bareMicros),
      ),
    );
    rows.push(keyedRow('PostgreSQL', postgres.betsWithKeys, bareMicros));
    rows.push(
      costedRow(
        [
          'the same on PostgreSQL, two instances on one database (both servers\' CPU)',
          '≥ one instance',
          betsRow(two),
          bets && two ? verdict(two.betsPerSecond >= bets.betsPerSecond && two.failed === 0) : '',
        ],
        betCostCells(two, bareMicros),
      ),
    );
  }
  if (parts.includes('sqlite')) {
    const polling = sqlite.polling;
    // The poll's cost is judged against the bare turns it alternated with, on the very same requests.
    rows.push(
      costedRow(
        [
          '`GET /api/games` with `If-None-Match` vs a bare Fastify route',
          '≥ 0.8×',
          polling
            ? `${polling.ratio.toFixed(2)}× (${integer(polling.gamesPerSecond)}/s vs ${integer(polling.barePerSecond)}/s)`
            : 'not measured',
          polling ? verdict(polling.ratio >= 0.8 && polling.unexpected === 0) : '',
        ],
        costCells(polling?.gamesCpuMicros, polling?.bareCpuMicros),
      ),
    );
    const ratio = (bets: BetPlacementResult | undefined) => {
      const bare = betBareMicros(bets, bareMicros);
      return bets === undefined || bare === undefined ? undefined : bets.cpuMicros / bare;
    };
    rows.push(
      ratioRow('server CPU per bet on SQLite against the bare request', 8, [
        { ratio: ratio(sqlite.bets), label: 'plain' },
        { ratio: ratio(sqlite.betsWithKeys), label: 'with an Idempotency-Key' },
      ]),
    );
    rows.push(
      ratioRow('server CPU per `304` poll of `GET /api/games` against the bare request', 1.3, [
        { ratio: polling && polling.gamesCpuMicros / polling.bareCpuMicros },
      ]),
    );
  }
  for (const [name, label, budgetSeconds] of [
    ['sqlite', 'SQLite', 3],
    ['postgres', 'PostgreSQL', 5],
  ] as const) {
    if (!parts.includes(name)) continue;
    const settlement = figures[name].settlement;
    rows.push([
      `declaring a close over 1,000,000 pending bets, ${label}`,
      `≤ ${budgetSeconds} s`,
      settlementRow(settlement),
      settlement ? verdict(settlement.seconds <= budgetSeconds) : '',
    ]);
    const starline = figures[name].starlineSettlement;
    rows.push([
      `declaring a Starline result over 1,000,000 pending bets, ${label}`,
      `≤ ${budgetSeconds} s`,
      settlementRow(starline),
      starline ? verdict(starline.seconds <= budgetSeconds) : '',
    ]);
  }
  for (const [name, label, target] of [
    ['sqlite', 'SQLite', '≤ 2 s'],
    ['postgres', 'PostgreSQL', '—'],
  ] as const) {
    if (!parts.includes(name)) continue;
    const exposure = figures[name].exposure;
    rows.push([
      `exposure of a session with 1,000,000 pending bets (GET /api/admin/results/exposure), ${label}`,
      target,
      exposure
        ? `${exposure.medianSeconds.toFixed(2)} s median of ${exposure.requests} (slowest ${exposure.slowestSeconds.toFixed(2)} s)`
        : 'not measured',
      exposure && name === 'sqlite' ? verdict(exposure.medianSeconds <= 2) : '',
    ]);
  }
  for (const [name, label, target] of [
    ['sqlite', 'SQLite', '≤ 2 s'],
    ['postgres', 'PostgreSQL', '—'],
  ] as const) {
    if (!parts.includes(name)) continue;
    const reports = figures[name].reports;
    rows.push([
      `a 30-day report over 1,000,000 bets (GET /api/admin/reports), ${label}`,
      target,
      reports
        ? `${(reports.medianMs / 1000).toFixed(2)} s median of ${reports.requests} (slowest ${(reports.slowestMs / 1000).toFixed(2)} s)`
        : 'not measured',
      reports && name === 'sqlite' ? verdict(reports.medianMs <= 2000) : '',
    ]);
  }
  for (const [name, label] of [
    ['sqlite', 'SQLite'],
    ['postgres', 'PostgreSQL'],
  ] as const) {
    if (!parts.includes(name)) continue;
    const history = figures[name].history;
    rows.push([
      `bet history of a player with 10,000 bets, ${label}`,
      '≤ 50 ms',
      history ? `${history.medianMs.toFixed(1)} ms median of ${history.requests} (slowest ${history.slowestMs.toFixed(1)} ms)` : 'not measured',
      history ? verdict(history.medianMs <= 50) : '',
    ]);
  }
  if (parts.includes('reconciliation')) {
    for (const [name, label] of [
      ['sqlite', 'SQLite'],
      ['postgres', 'PostgreSQL'],
    ] as const) {
      const result = figures[name].reconciliation;
      rows.push([
        `a 10,000-row bank statement imported against 10,000 pending fund requests (POST /api/admin/statements), ${label}`,
        '≤ 2 s',
        result ? `${result.importSeconds.toFixed(2)} s (${integer(result.rows)} rows)` : 'not measured',
        result ? verdict(result.importSeconds <= 2) : '',
      ]);
      rows.push([
        `the reconciliation then (GET /api/admin/reconciliation), ${label}`,
        '≤ 2 s',
        result
          ? `${result.reconciliationSeconds.toFixed(2)} s (${integer(result.matched)} matched, ${integer(result.mismatched)} ` +
            `mismatched, ${integer(result.unclaimed)} unclaimed)`
          : 'not measured',
        result ? verdict(result.reconciliationSeconds <= 2) : '',
      ]);
    }
  }
  if (parts.includes('app')) {
    rows.push([
      'player app initial JS (gzip)',
      `≤ ${INITIAL_JS_BUDGET_BYTES / 1000} KB`,
      // Judged as the build judges it (scripts/app-size-budget.ts): a start on /dashboard, not the entry alone.
      appSize
        ? `${kB(appSize.dashboardStartBytes)} for a start on /dashboard (entry ${kB(appSize.playerEntryBytes)})`
        : 'not measured',
      appSize ? verdict(withinBudget(appSize)) : '',
    ]);
    if (appSize) {
      rows.push([
        'admin console entry JS (gzip)',
        `≤ ${ADMIN_JS_BUDGET_BYTES / 1000} KB`,
        kB(appSize.adminEntryBytes),
        verdict(adminWithinBudget(appSize)),
      ]);
      const sizes = appSize.routes.map((route) => route.addedBytes);
      rows.push([
        'route chunks beyond the dashboard (gzip, each with the shared chunks only it needs)',
        'lazy',
        `${appSize.routes.length} lazy routes, ${kB(Math.min(...sizes))}–${kB(Math.max(...sizes))}`,
        '',
      ]);
    }
    rows.push([
      'offline cold start to a rendered dashboard',
      '≤ 500 ms',
      coldStart
        ? `${integer(coldStart.medianMs)} ms median of ${coldStart.runsMs.length} (${integer(coldStart.medianWithLaunchMs)} ms with the browser's start)`
        : 'not measured',
      coldStart ? verdict(coldStart.medianMs <= 500) : '',
    ]);
    const throttled = coldStart?.throttled;
    rows.push([
      'the same with the CPU throttled ×4 (a cheap phone)',
      '≤ 1.5 s',
      throttled
        ? `${integer(throttled.medianMs)} ms median of ${throttled.runsMs.length} (${integer(throttled.medianWithLaunchMs)} ms with the browser's start)`
        : 'not measured',
      throttled ? verdict(throttled.medianMs <= 1500) : '',
    ]);
    const visit = (runs: FirstVisitRuns) =>
      `${integer(runs.medianMs)} ms median of ${runs.runsMs.length}, first paint ${integer(runs.firstPaintMs)} ms, ${kB(runs.bytes)} received`;
    rows.push([
      'first visit, Fast 3G and CPU ×4: markets on screen',
      '≤ 2.5 s',
      firstVisit ? visit(firstVisit.compressed) : 'not measured',
      firstVisit ? verdict(firstVisit.compressed.medianMs <= 2500) : '',
    ]);
    rows.push([
      'the same asking for uncompressed files',
      '—',
      firstVisit ? visit(firstVisit.plain) : 'not measured',
      '',
    ]);
    rows.push([
      "a year (52 weeks) of a market's Jodi / Panel chart from the device's cache, offline, 360×740",
      '≤ 100 ms',
      chartDraw
        ? `Jodi ${integer(chartDraw.jodiMs)} ms, Panel ${integer(chartDraw.panelMs)} ms, median of ${chartDraw.runsMs.jodi.length} reloads`
        : 'not measured',
      chartDraw ? verdict(chartDraw.jodiMs <= 100 && chartDraw.panelMs <= 100) : '',
    ]);
  }
  if (parts.includes('sqlite')) {
    const bets = sqlite.bets;
    const pgBets = postgres.bets;
    rows.push([
      'server memory under bet load',
      '≤ 150 MB RSS',
      bets
        ? `${integer(bets.peakRssMb)} MB peak (SQLite)${pgBets ? `, ${integer(pgBets.peakRssMb)} MB (PostgreSQL)` : ''}`
        : 'not measured',
      bets ? verdict(bets.peakRssMb <= 150) : '',
    ]);
  }
  if (parts.includes('rush')) {
    const rush = figures.rush;
    const window = rush?.sqlite?.schedule ?? rush?.postgres?.schedule;
    const model = window ? `, ${window.windowSeconds} s window` : '';
    const limit = `p99 ≤ ${RUSH_P99_LIMIT_MS} ms, no errors${model}`;
    const one = `players through a market's closing minute, one server, SQLite (${limit})`;
    rows.push(rushRow(one, rush?.sqlite, bareMicros));
    rows.push(rushRow('the same on PostgreSQL, one server', rush?.postgres, bareMicros));
    const two = 'the same on PostgreSQL, two servers (players split between them)';
    rows.push(rushRow(two, rush?.postgresTwo, bareMicros));
  }
  // Rows without a cost have two empty cells before their verdict.
  const padded = rows.map((cells) =>
    cells.length === 4 ? costedRow(cells as [string, string, string, string], ['', '']) : cells,
  );
  const table = [
    '| measure | target | measured | CPU per op | × bare | |',
    '|---|---|---|---|---|---|',
    ...padded.map((cells) => `| ${cells.join(' | ')} |`),
  ];
  const details: string[] = [];
  for (const [name, bets] of [
    ['sqlite', sqlite.bets],
    ['postgres', postgres.bets],
    ['postgres, two instances,', postgres.betsTwoInstances],
  ] as const) {
    if (!bets) continue;
    const bare = bets.bareCpuMicros === undefined ? '' : `, the bare route's ${bets.bareCpuMicros.toFixed(1)} µs a request in the turns beside them`;
    details.push(`${name} bets: ${integer(bets.placed)} placed, server CPU ${bets.serverCores.toFixed(2)} cores${bare}`);
  }
  if (sqlite.polling) {
    const { gamesP99Ms, unexpected, gamesCpuMicros, bareCpuMicros } = sqlite.polling;
    details.push(
      `polling: p99 ${gamesP99Ms} ms, ${unexpected} answers other than 304 (or 200 from the bare route); ` +
        `server CPU ${gamesCpuMicros.toFixed(1)} µs a poll, the bare route's ${bareCpuMicros.toFixed(1)} µs`,
    );
  }
  for (const name of ['sqlite', 'postgres'] as const) {
    const settlement = figures[name].settlement;
    if (settlement) details.push(`${name} settlement: 1,000,000 bets written in ${settlement.insertSeconds.toFixed(1)} s (not timed)`);
    const starline = figures[name].starlineSettlement;
    if (starline) details.push(`${name} Starline settlement: 1,000,000 bets written in ${starline.insertSeconds.toFixed(1)} s (not timed)`);
  }
  for (const name of ['sqlite', 'postgres'] as const) {
    const reports = figures[name].reports;
    if (reports) details.push(`${name} report: ${integer(reports.bets)} bets and their entries written in ${reports.insertSeconds.toFixed(1)} s (not timed)`);
  }
  for (const name of ['sqlite', 'postgres'] as const) {
    const history = figures[name].history;
    if (history) details.push(`${name} bet history: ${integer(history.bets)} bets, ${kB(history.bytes)} of JSON`);
  }
  for (const [name, rush] of Object.entries(figures.rush ?? {})) {
    if (!rush) continue;
    details.push(`rush, ${name} (${rush.servers} server(s), ${rush.connections} keep-alive connections each):`);
    for (const trial of rush.trials) details.push(`  ${describeTrial(trial)}`);
  }
  if (coldStart) {
    details.push(`cold starts: ${milliseconds(coldStart.runsMs)}`);
    details.push(`cold starts, CPU ×4: ${milliseconds(coldStart.throttled.runsMs)}`);
  }
  if (firstVisit) {
    details.push(`first visits: ${milliseconds(firstVisit.compressed.runsMs)}`);
  }
  if (chartDraw) {
    details.push(`chart drawings: Jodi ${milliseconds(chartDraw.runsMs.jodi)}; Panel ${milliseconds(chartDraw.runsMs.panel)}`);
  }
  if (appSize) {
    details.push('route chunks (added gzip, own chunk):');
    for (const route of appSize.routes) details.push(`  ${kB(route.addedBytes).padStart(9)}  ${kB(route.ownBytes).padStart(9)}  ${route.source}`);
  }
  return [
    `Machine: ${machine()}`,
    '',
    ...table,
    '',
    ...details,
    ...(figures.errors.length > 0 ? ['', 'Errors:', ...figures.errors.map((error) => `  ${error}`)] : []),
  ].join('\n');
}
