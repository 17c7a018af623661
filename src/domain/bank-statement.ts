/**
 * Reading an operator's bank (or UPI merchant) statement exported as CSV: its header row, its credits with their
 * dates, amounts and the payment's UTR. Pure, so the server imports with it and the console lists a file's columns
 * with it before sending.
 *
 * Banks differ: account details above the header, one signed amount column or credit and debit columns, dates and
 * amounts written in several ways, the UTR in a reference column or inside the narration. The mapping names which
 * header holds what; the first problem found is answered with the file line and column it concerns.
 */

/** Which header holds what (the wire's StatementMapping). */
export interface StatementColumnMapping {
  readonly date: string;
  readonly amount?: string;
  readonly credit?: string;
  readonly debit?: string;
  readonly reference?: string;
  readonly narration?: string;
}

/** A credit as the statement shows it: `line` is its line in the file (1 is the first), `paise` above 0. */
export interface StatementLine {
  readonly line: number;
  readonly date: string;
  readonly paise: number;
  readonly utr: string | null;
  readonly reference: string;
  readonly narration: string;
}

export type StatementProblem =
  | { readonly code: 'STATEMENT_EMPTY' | 'STATEMENT_NOT_UTF8' | 'STATEMENT_MAPPING_INVALID'; readonly params?: undefined }
  | { readonly code: 'STATEMENT_TOO_MANY_ROWS'; readonly params: { readonly limit: number } }
  | { readonly code: 'STATEMENT_COLUMN_MISSING'; readonly params: { readonly column: string } }
  | {
      readonly code: 'STATEMENT_AMOUNT_INVALID' | 'STATEMENT_DATE_INVALID';
      readonly params: { readonly row: number; readonly column: string };
    };

/** The rows read under the header, the credits among them, and the debits (and zero amounts) left out. */
export interface ParsedStatement {
  readonly rows: number;
  readonly credits: readonly StatementLine[];
  readonly debits: number;
}

export type StatementReading = ({ readonly ok: true } & ParsedStatement) | ({ readonly ok: false } & StatementProblem);

/** The most rows a statement may hold below its header (the wire's STATEMENT_LIMITS.rows). */
export const STATEMENT_MAX_ROWS = 50_000;
/** The header is looked for among this many first records. */
const HEADER_SEARCH = 50;

// ---- Text and records ------------------------------------------------------------------------------------------

/** The file's text, UTF-8 (a byte order mark dropped), or STATEMENT_NOT_UTF8. */
export function decodeStatement(bytes: Uint8Array): { ok: true; text: string } | ({ ok: false } & StatementProblem) {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { ok: true, text: stripBom(text) };
  } catch {
    return { ok: false, code: 'STATEMENT_NOT_UTF8' };
  }
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

interface CsvRecord {
  /** The file line the record starts on. */
  readonly line: number;
  readonly cells: string[];
}

/**
 * The records of a CSV text (RFC 4180: quoted cells may hold commas, doubled quotes and line breaks; CRLF or LF).
 * Blank lines are skipped; cells are trimmed.
 */
function* csvRecords(text: string): Generator<CsvRecord> {
  const source = stripBom(text);
  let line = 1;
  let i = 0;
  const n = source.length;
  while (i < n) {
    const start = line;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    let done = false;
    while (i < n && !done) {
      const c = source[i]!;
      if (quoted) {
        if (c === '"') {
          if (source[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          quoted = false;
        } else {
          if (c === '\n') line += 1;
          cell += c;
        }
        i += 1;
      } else if (c === '"' && cell.trim() === '') {
        quoted = true;
        cell = '';
        i += 1;
      } else if (c === ',') {
        cells.push(cell);
        cell = '';
        i += 1;
      } else if (c === '\n' || c === '\r') {
        i += c === '\r' && source[i + 1] === '\n' ? 2 : 1;
        line += 1;
        done = true;
      } else {
        cell += c;
        i += 1;
      }
    }
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) yield { line: start, cells: cells.map((value) => value.trim()) };
  }
}

const sameHeader = (a: string, b: string) => normalHeader(a) === normalHeader(b);

function normalHeader(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The columns of the file's header as the console offers them for a mapping: the non-empty cells of the record with
 * the most of them among the first 50 (the header is the widest line above the transactions).
 */
export function statementColumns(text: string): string[] {
  let best: string[] = [];
  let count = 0;
  for (const record of csvRecords(text)) {
    const cells = record.cells.filter((cell) => cell !== '');
    if (cells.length > best.length) best = cells;
    count += 1;
    if (count >= HEADER_SEARCH) break;
  }
  return best;
}

// ---- Mapping -------------------------------------------------------------------------------------------------

/** A mapping the reader can follow: a date, and either a signed amount or a credit column (a debit only with it). */
export function isPossibleMapping(mapping: StatementColumnMapping): boolean {
  if (mapping.amount !== undefined) return mapping.credit === undefined && mapping.debit === undefined;
  return mapping.credit !== undefined;
}

type Role = keyof StatementColumnMapping;
const ROLES: readonly Role[] = ['date', 'amount', 'credit', 'debit', 'reference', 'narration'];

// ---- The statement -------------------------------------------------------------------------------------------

/**
 * The credits of a statement under `mapping`, or its first problem. The header is the first record (within the
 * first 50) holding every mapped column's name, in any case.
 */
export function parseStatement(text: string, mapping: StatementColumnMapping): StatementReading {
  if (!isPossibleMapping(mapping)) return { ok: false, code: 'STATEMENT_MAPPING_INVALID' };
  const mapped = ROLES.filter((role) => mapping[role] !== undefined).map((role) => [role, mapping[role]!] as const);
  // One pass: the header search stops on the header, and the rows are read on from there.
  const records = csvRecords(text);
  let header: { index: Partial<Record<Role, number>> } | undefined;
  let widest: string[] = [];
  let seen = 0;
  for (let next = records.next(); !next.done; next = records.next()) {
    const record = next.value;
    seen += 1;
    const index: Partial<Record<Role, number>> = {};
    for (const [role, name] of mapped) {
      const at = record.cells.findIndex((cell) => sameHeader(cell, name));
      if (at >= 0) index[role] = at;
    }
    if (Object.keys(index).length === mapped.length) {
      header = { index };
      break;
    }
    if (record.cells.filter((cell) => cell !== '').length > widest.length) widest = record.cells;
    if (seen >= HEADER_SEARCH) break;
  }
  if (seen === 0) return { ok: false, code: 'STATEMENT_EMPTY' };
  if (!header) {
    const missing = mapped.find(([, name]) => !widest.some((cell) => sameHeader(cell, name)));
    return { ok: false, code: 'STATEMENT_COLUMN_MISSING', params: { column: (missing ?? mapped[0]!)[1] } };
  }
  const { index } = header;
  const cell = (record: CsvRecord, role: Role) => (index[role] === undefined ? '' : (record.cells[index[role]] ?? ''));
  const credits: StatementLine[] = [];
  let rows = 0;
  let debits = 0;
  for (let next = records.next(); !next.done; next = records.next()) {
    const record = next.value;
    rows += 1;
    if (rows > STATEMENT_MAX_ROWS) return { ok: false, code: 'STATEMENT_TOO_MANY_ROWS', params: { limit: STATEMENT_MAX_ROWS } };
    const date = parseStatementDate(cell(record, 'date'));
    if (date === null) return { ok: false, code: 'STATEMENT_DATE_INVALID', params: { row: record.line, column: mapping.date } };
    let paise: number;
    if (mapping.amount !== undefined) {
      const amount = parseStatementAmount(cell(record, 'amount'));
      if (amount === null) return amountInvalid(record, mapping.amount);
      paise = amount;
    } else {
      const credit = parseStatementAmount(cell(record, 'credit'), { emptyIsZero: true });
      if (credit === null) return amountInvalid(record, mapping.credit!);
      const debit = mapping.debit === undefined ? 0 : parseStatementAmount(cell(record, 'debit'), { emptyIsZero: true });
      if (debit === null) return amountInvalid(record, mapping.debit!);
      paise = credit - Math.abs(debit);
    }
    if (paise <= 0) {
      debits += 1;
      continue;
    }
    const reference = cell(record, 'reference');
    const narration = cell(record, 'narration');
    credits.push({ line: record.line, date, paise, utr: findUtr(reference, narration), reference, narration });
  }
  return { ok: true, rows, credits, debits };
}

function amountInvalid(record: CsvRecord, column: string): StatementReading {
  return { ok: false, code: 'STATEMENT_AMOUNT_INVALID', params: { row: record.line, column } };
}

// ---- UTR, dates, amounts -------------------------------------------------------------------------------------

const TWELVE_DIGITS = /^\d{12}$/;
const TWELVE_DIGIT_RUN = /(?<!\d)\d{12}(?!\d)/;

/**
 * The payment's UTR: the reference itself when it is exactly 12 digits, else the first run of exactly 12 digits in
 * the reference or the narration (`UPI/412345678901/NAME/…`, `UPI-NAME-ok@bank-412345678901-…`).
 */
export function findUtr(reference: string, narration: string): string | null {
  const trimmed = reference.trim();
  if (TWELVE_DIGITS.test(trimmed)) return trimmed;
  return TWELVE_DIGIT_RUN.exec(reference)?.[0] ?? TWELVE_DIGIT_RUN.exec(narration)?.[0] ?? null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const TIME = String.raw`(?:[ T]+\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:\s*[AaPp][Mm])?)?`;
const DAY_FIRST = new RegExp(String.raw`^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})${TIME}$`);
const DAY_MONTH_NAME = new RegExp(String.raw`^(\d{1,2})[- ]+([A-Za-z]{3})[- ]+(\d{4})${TIME}$`);
const ISO = new RegExp(String.raw`^(\d{4})-(\d{2})-(\d{2})${TIME}$`);

/**
 * A statement's date as `YYYY-MM-DD`, or null: `DD/MM/YYYY`, `DD-MM-YYYY`, `DD.MM.YYYY`, `DD/MM/YY` (20YY),
 * `DD-Mon-YYYY` (or `DD Mon YYYY`), `YYYY-MM-DD`, each optionally followed by a time.
 */
export function parseStatementDate(text: string): string | null {
  const value = text.trim();
  let match = ISO.exec(value);
  if (match) return calendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = DAY_FIRST.exec(value);
  if (match) {
    const year = match[4]!.length === 2 ? 2000 + Number(match[4]) : Number(match[4]);
    return calendarDay(year, Number(match[3]), Number(match[1]));
  }
  match = DAY_MONTH_NAME.exec(value);
  if (match) {
    const month = MONTHS.indexOf(match[2]!.toLowerCase()) + 1;
    return month === 0 ? null : calendarDay(Number(match[3]), month, Number(match[1]));
  }
  return null;
}

function calendarDay(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > days) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const AMOUNT = new RegExp(
  String.raw`^([+-])?\s*(?:₹|INR|Rs\.?)?\s*([+-])?\s*` +
    String.raw`(\d{1,2}(?:,\d{2})+,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(Cr|Dr)?\.?$`,
  'i',
);

/**
 * A statement's amount in paise, signed (a debit is negative), or null: an optional sign, an optional `₹`/`INR`
 * prefix, digits grouped the Indian (1,23,456) or Western (123,456) way, up to two decimals, an optional trailing
 * `Cr` or `Dr` (a debit). An empty cell is 0 only in a credit or debit column.
 */
export function parseStatementAmount(text: string, options: { emptyIsZero?: boolean } = {}): number | null {
  const value = text.trim();
  if (value === '') return options.emptyIsZero ? 0 : null;
  const match = AMOUNT.exec(value);
  if (!match || (match[1] && match[2])) return null;
  const rupees = Number(match[3]!.replaceAll(',', ''));
  const paise = rupees * 100 + Number((match[4] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) return null;
  const negative = (match[1] ?? match[2]) === '-' || match[5]?.toLowerCase() === 'dr';
  return negative ? -paise : paise;
}

/** What makes a credit the same credit in every statement: its UTR, or its date, amount and narration. */
export function creditKey(credit: StatementLine): string {
  return credit.utr !== null ? `utr:${credit.utr}` : `row:${credit.date}|${credit.paise}|${normalHeader(credit.narration)}`;
}
