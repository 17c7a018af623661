import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock.js';
import { ApiError, badRequest, fieldProblem, notFound, refusal, type FieldProblem } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Db, GameResultsTable } from '../../store/schema.js';
import { checkPanna, pannaAnk } from '../../../src/domain/panna.js';
import { formatResult } from '../../../src/domain/result.js';
import { isCalendarDate } from '../../../src/domain/time.js';
import { recordAudit, type AuditActor } from '../operators/audit.js';
import { lockGame, namedGameToday } from './markets.js';
import { parseId } from '../ids.js';
import type { HistoryImportReport, HistoryLineError } from '../../../contract/admin-markets.js';

/**
 * Years of a daily market's public history, imported from a CSV file (POST /admin/games/{id}/history, see
 * docs/api.md).
 *
 * The file: one line per day, `date,open_pana,close_pana`; the header line `date,open_pana,close_pana` is
 * optional; blank lines are skipped; fields may be quoted. A panna may be empty for a half day, but a close never
 * comes without its open. Only days before today (IST) are imported, each date once per file, every panna one of
 * the 220 valid ones, at most HISTORY_ROW_LIMIT rows.
 *
 * Rules chosen here:
 * - Any error in the file imports nothing: the preview (dry run) lists every error; the import itself answers 400
 *   with every error, so an operator never ends up with half a file.
 * - A row that agrees with what is stored (an empty panna agrees with anything) is unchanged; the same file
 *   again imports nothing. A row that disagrees with a stored result is a conflict: reported, never
 *   overwritten, and it does not stop the other rows.
 * - A market day with bets is refused: an imported result would settle them silently (the `bets` view reads a
 *   bet lost once its session has a result), so such a day is declared, not imported.
 * - An import writes game_results only, in one transaction, each row's declaration_id `import:<importId>` so
 *   that imported results can be told from declared ones; the audit entry carries the importId.
 */

export const HISTORY_ROW_LIMIT = 10_000;
/** Room for HISTORY_ROW_LIMIT rows of quoted fields and CRLFs; a longer file is 413 before it is read. */
export const HISTORY_BODY_LIMIT = 512 * 1024;

const HEADER = 'date,open_pana,close_pana';

interface HistoryRow {
  line: number;
  date: string;
  open: string | null;
  close: string | null;
}

// ---- Reading the file ---------------------------------------------------------------------------------------

/** The body of a request, if it is a CSV file: anything else is 415 and changes nothing. */
export function historyCsv(contentType: string | undefined, body: unknown): string {
  const mediaType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType === 'text/csv' && typeof body === 'string') return body;
  throw refusal(415, 'CSV_REQUIRED', undefined, { errors: [fieldProblem('CSV_REQUIRED', undefined, 'content-type')] });
}

function unquote(field: string): string {
  const trimmed = field.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1).trim() : trimmed;
}

/** The file's non-blank lines with their numbers, without the optional header. */
function dataLines(csv: string): { line: number; fields: string[] }[] {
  const lines = csv
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map((text, index) => ({ line: index + 1, fields: text.split(',').map(unquote) }))
    .filter(({ fields }) => fields.some((field) => field !== ''));
  const first = lines[0];
  if (first && first.fields.join(',').toLowerCase() === HEADER) lines.shift();
  return lines;
}

/** A problem of one line of the file, as an errors[] item naming the line. */
type LineProblem = FieldProblem & { line: number };

function atLine(line: number, problem: FieldProblem): LineProblem {
  return { ...problem, line };
}

/** A line's problem as the report lists it: its words without the "Line n: " the errors[] item starts with. */
function lineError({ line, msg }: LineProblem): HistoryLineError {
  const prefix = `Line ${line}: `;
  return { line, message: msg.startsWith(prefix) ? msg.slice(prefix.length) : msg };
}

function readPanna(value: string, column: string, line: number, problems: LineProblem[]): string | null {
  if (value === '') return null;
  const check = checkPanna(value);
  if (!check.ok) {
    const problem =
      check.code === 'PANNA_NOT_VALID'
        ? fieldProblem('HISTORY_PANNA_NOT_VALID', { line, column, panna: value, example: String(check.params?.example) }, 'body')
        : fieldProblem('HISTORY_PANNA_FORMAT_INVALID', { line, column }, 'body');
    problems.push(atLine(line, problem));
  }
  return check.ok ? value : null;
}

/** The file's rows and the problems of its lines; 400 when it has no rows, 413 beyond HISTORY_ROW_LIMIT. */
export function readHistory(csv: string, today: string): { rows: HistoryRow[]; errors: LineProblem[] } {
  const lines = dataLines(csv);
  if (lines.length === 0) {
    throw badRequest('HISTORY_EMPTY', undefined, { path: 'body' });
  }
  if (lines.length > HISTORY_ROW_LIMIT) {
    const params = { max: HISTORY_ROW_LIMIT.toLocaleString('en-IN'), rows: lines.length.toLocaleString('en-IN') };
    throw refusal(413, 'TOO_MANY_ROWS', params, { errors: [fieldProblem('TOO_MANY_ROWS', params, 'body')] });
  }
  const rows: HistoryRow[] = [];
  const errors: LineProblem[] = [];
  const lineOfDate = new Map<string, number>();
  for (const { line, fields } of lines) {
    if (fields.length !== 3) {
      errors.push(atLine(line, fieldProblem('HISTORY_COLUMN_COUNT', { line, found: fields.length }, 'body')));
      continue;
    }
    const [date, openText, closeText] = fields as [string, string, string];
    const problems: LineProblem[] = [];
    const problem = (item: FieldProblem) => problems.push(atLine(line, item));
    if (!isCalendarDate(date)) problem(fieldProblem('HISTORY_DATE_INVALID', { line, date }, 'body'));
    else if (date >= today) problem(fieldProblem('HISTORY_DATE_NOT_PAST', { line, date }, 'body'));
    else if (lineOfDate.has(date)) problem(fieldProblem('HISTORY_DATE_REPEATED', { line, date, firstLine: lineOfDate.get(date)! }, 'body'));
    const open = readPanna(openText, 'open_pana', line, problems);
    const close = readPanna(closeText, 'close_pana', line, problems);
    if (openText === '' && closeText === '') problem(fieldProblem('HISTORY_NO_PANNA', { line }, 'body'));
    else if (openText === '') problem(fieldProblem('HISTORY_CLOSE_WITHOUT_OPEN', { line }, 'body'));
    if (problems.length > 0) {
      errors.push(...problems);
      continue;
    }
    lineOfDate.set(date, line);
    rows.push({ line, date, open, close });
  }
  return { rows, errors };
}

/** `?dryRun=1` (or `true`) previews; absent, `0` or `false` imports; anything else is 400. */
export function isDryRun(value: unknown): boolean {
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw badRequest('DRY_RUN_INVALID', undefined, { path: 'dryRun' });
}

// ---- Comparing with what is stored --------------------------------------------------------------------------

interface StoredDay {
  open: string | null;
  close: string | null;
}

interface ImportPlan {
  report: HistoryImportReport;
  /** The sessions to write, as (date, session, pana). */
  writes: { date: string; session: 'open' | 'close'; pana: string }[];
  from: string;
  to: string;
  /** Every line's problem, in the order of the lines. */
  problems: LineProblem[];
}

async function storedDays(db: Db, gameId: number, from: string, to: string): Promise<Map<string, StoredDay>> {
  const rows = await db
    .selectFrom('game_results')
    .select(['game_date', 'session', 'pana'])
    .where('game_id', '=', gameId)
    .where('game_date', '>=', from)
    .where('game_date', '<=', to)
    .execute();
  const days = new Map<string, StoredDay>();
  for (const row of rows) {
    const day = days.get(row.game_date) ?? { open: null, close: null };
    day[row.session] = row.pana;
    days.set(row.game_date, day);
  }
  return days;
}

async function daysWithBets(db: Db, gameId: number, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('placed_bets')
    .select('game_date')
    .distinct()
    .where('game_id', '=', gameId)
    .where('game_date', '>=', from)
    .where('game_date', '<=', to)
    .execute();
  return new Set(rows.map((row) => row.game_date));
}

const resultOf = (day: StoredDay) => formatResult({ openPanna: day.open, closePanna: day.close });

async function planImport(db: Db, gameId: number, csv: string, today: string): Promise<ImportPlan> {
  const { rows, errors } = readHistory(csv, today);
  const dates = rows.map((row) => row.date).sort();
  const from = dates[0] ?? today;
  const to = dates.at(-1) ?? today;
  const stored = await storedDays(db, gameId, from, to);
  const withBets = await daysWithBets(db, gameId, from, to);
  const report: HistoryImportReport = { imported: 0, unchanged: 0, conflicts: [], errors: [] };
  const writes: ImportPlan['writes'] = [];
  for (const row of rows) {
    const existing = stored.get(row.date) ?? { open: null, close: null };
    const disagrees = (['open', 'close'] as const).some((session) => existing[session] && row[session] && existing[session] !== row[session]);
    if (disagrees) {
      report.conflicts.push({ date: row.date, existing: resultOf(existing), incoming: resultOf(row) });
      continue;
    }
    const missing = (['open', 'close'] as const).filter((session) => row[session] && !existing[session]);
    if (missing.length === 0) {
      report.unchanged += 1;
      continue;
    }
    if (withBets.has(row.date)) {
      errors.push(atLine(row.line, fieldProblem('HISTORY_BETS_UNDECLARED', { line: row.line, date: row.date }, 'body')));
      continue;
    }
    report.imported += 1;
    for (const session of missing) writes.push({ date: row.date, session, pana: row[session]! });
  }
  errors.sort((a, b) => a.line - b.line);
  report.errors = errors.map(lineError);
  return { report, writes, from, to, problems: errors };
}

// ---- The import ---------------------------------------------------------------------------------------------

/** Rows per INSERT: 7 values each stays well under SQLite's and PostgreSQL's parameter limits. */
const INSERT_CHUNK = 500;

export async function importHistory(
  store: Store,
  clock: Clock,
  request: { gameId: string; csv: string; dryRun: boolean; actor: AuditActor },
): Promise<HistoryImportReport> {
  const gameId = parseId(request.gameId);
  const today = await namedGameToday(store.db, request.gameId, clock.now());
  if (request.dryRun) {
    const game = gameId === null ? undefined : await store.db.selectFrom('games').select('id').where('id', '=', gameId).executeTakeFirst();
    if (!game) throw notFound('MARKET_NOT_FOUND');
    return (await planImport(store.db, gameId!, request.csv, today)).report;
  }
  return store.db.transaction().execute(async (trx) => {
    // The game's lock orders the import with declarations of the same market (see lockGame).
    const game = gameId === null ? undefined : await lockGame(trx, gameId);
    if (!game) throw notFound('MARKET_NOT_FOUND');
    const { report, writes, from, to, problems } = await planImport(trx, gameId!, request.csv, today);
    if (problems.length > 0) throw fileRefused(problems);
    if (writes.length === 0) return report;

    const importId = randomUUID();
    const declaredAt = clock.now().toISOString();
    const values: GameResultsTable[] = writes.map(({ date, session, pana }) => ({
      game_id: gameId!,
      game_date: date,
      session,
      pana,
      digit: pannaAnk(pana),
      declaration_id: `import:${importId}`,
      declared_at: declaredAt,
    }));
    for (let start = 0; start < values.length; start += INSERT_CHUNK) {
      await trx.insertInto('game_results').values(values.slice(start, start + INSERT_CHUNK)).execute();
    }
    await recordAudit(store, trx, clock, request.actor, {
      action: 'game.history_import',
      target: { kind: 'game', id: String(gameId) },
      before: null,
      after: {
        gameName: game.game_name,
        importId,
        from,
        to,
        imported: report.imported,
        unchanged: report.unchanged,
        conflicts: report.conflicts.length,
      },
    });
    return report;
  });
}

/** A file with errors: 400 in the usual error body, one item per error, each naming its line. */
function fileRefused(errors: readonly LineProblem[]): ApiError {
  return errors.length === 1
    ? badRequest('HISTORY_ONE_ERROR', undefined, { errors })
    : badRequest('HISTORY_INVALID', { count: errors.length }, { errors });
}
