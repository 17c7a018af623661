import { Value } from '@sinclair/typebox/value';
import { sql } from 'kysely';
import { StatementMapping, type Statement, type StatementBank, type StatementDetail } from '../../../contract/reconciliation.js';
import type { Clock } from '../../clock.js';
import { ApiError, badRequest, notFound } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Db, StatementRow as StatementFileRow } from '../../store/schema.js';
import {
  creditKey,
  decodeStatement,
  parseStatement,
  type StatementLine,
  type StatementProblem,
} from '../../../src/domain/bank-statement.js';
import { recordAudit, type AuditActor } from '../operators/audit.js';
import { creditsOf } from './reconciliation.js';

/**
 * Bank statements imported as CSV: each credit is stored once, whichever statement brings it first, and the bank's
 * column mapping is remembered under its name. A bad file changes nothing.
 */
export const STATEMENT_IMPORTED = 'Statement imported';
/** Statements listed on the console's workbench, newest first. */
const LISTED_STATEMENTS = 50;
/** Credits per INSERT: 8 values each, well under SQLite's (32,766) and PostgreSQL's (65,535) variable limits. */
const INSERT_CHUNK = 1_000;
const BANK_NAME = { min: 1, max: 60 };

export interface StatementUpload {
  bank: string;
  fileName: string;
  /** The JSON text of the mapping, as the multipart field carried it. */
  mapping: string;
  data: Uint8Array;
}

function statementRefusal(problem: StatementProblem): ApiError {
  const field = problem.code === 'STATEMENT_MAPPING_INVALID' ? 'mapping' : 'file';
  return new ApiError(400, problem.code, problem.params, { path: field });
}

function readMapping(text: string): StatementMapping {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw statementRefusal({ code: 'STATEMENT_MAPPING_INVALID' });
  }
  if (!Value.Check(StatementMapping, value)) throw statementRefusal({ code: 'STATEMENT_MAPPING_INVALID' });
  // Only the mapping's own keys are kept (and remembered).
  const { date, amount, credit, debit, reference, narration } = value;
  return Object.fromEntries(
    Object.entries({ date, amount, credit, debit, reference, narration }).filter(([, column]) => column !== undefined),
  ) as StatementMapping;
}

/** POST /admin/statements: reads the whole file first; then one transaction stores its new credits. */
export async function importStatement(store: Store, clock: Clock, upload: StatementUpload, actor: AuditActor): Promise<Statement> {
  const bank = upload.bank.trim();
  if (bank.length < BANK_NAME.min || bank.length > BANK_NAME.max) throw badRequest('STATEMENT_BANK_INVALID', undefined, { path: 'bank' });
  const mapping = readMapping(upload.mapping);
  const decoded = decodeStatement(upload.data);
  if (!decoded.ok) throw statementRefusal(decoded);
  const reading = parseStatement(decoded.text, mapping);
  if (!reading.ok) throw statementRefusal(reading);
  const fileName = upload.fileName.trim().slice(0, 200) || 'statement.csv';
  const now = clock.now().toISOString();

  const id = await store.db.transaction().execute(async (trx) => {
    const statement = await trx
      .insertInto('statements')
      .values({
        bank,
        file_name: fileName,
        imported_by: actor.adminId ?? 0,
        imported_at: now,
        rows: reading.rows,
        credits: 0,
        duplicates: 0,
        debits: reading.debits,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const statementId = Number(statement.id);
    const credits = distinctCredits(reading.credits);
    let inserted = 0;
    for (let start = 0; start < credits.length; start += INSERT_CHUNK) {
      const chunk = credits.slice(start, start + INSERT_CHUNK);
      const rows = await trx
        .insertInto('statement_credits')
        .values(
          chunk.map((credit) => ({
            statement_id: statementId,
            row: credit.line,
            booked_on: credit.date,
            amount: credit.paise,
            utr: credit.utr,
            reference: credit.reference,
            narration: credit.narration,
            credit_key: creditKey(credit),
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .execute();
      inserted += rows.length;
    }
    const counts = { credits: inserted, duplicates: reading.credits.length - inserted };
    await trx.updateTable('statements').set(counts).where('id', '=', statementId).execute();
    await rememberMapping(trx, bank, mapping, now);
    await recordAudit(store, trx, clock, actor, {
      action: 'statement.import',
      target: { kind: 'statement', id: String(statementId) },
      before: null,
      after: { bank, fileName, rows: reading.rows, ...counts, debits: reading.debits },
    });
    return statementId;
  });
  return (await statementsWhere(store.db, id))[0]!;
}

/** The credits of one file, each key once (the first line with it). */
function distinctCredits(credits: readonly StatementLine[]): StatementLine[] {
  const seen = new Set<string>();
  return credits.filter((credit) => {
    const key = creditKey(credit);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

async function rememberMapping(db: Db, name: string, mapping: StatementMapping, now: string): Promise<void> {
  const row = { name, mapping: JSON.stringify(mapping), updated_at: now };
  await db
    .insertInto('statement_banks')
    .values(row)
    .onConflict((oc) => oc.column('name').doUpdateSet({ mapping: row.mapping, updated_at: row.updated_at }))
    .execute();
}

function statementOf(row: StatementFileRow & { importer: string | null }): Statement {
  return {
    _id: String(row.id),
    bank: row.bank,
    fileName: row.file_name,
    importedAt: row.imported_at,
    importedBy: { _id: String(row.imported_by), name: row.importer ?? '' },
    rows: Number(row.rows),
    credits: Number(row.credits),
    duplicates: Number(row.duplicates),
    debits: Number(row.debits),
  };
}

/** One statement (by id), or the latest ones. */
async function statementsWhere(db: Db, id?: number): Promise<Statement[]> {
  let query = db
    .selectFrom('statements')
    .leftJoin('users', 'users.id', 'statements.imported_by')
    .selectAll('statements')
    .select('users.name as importer');
  query = id === undefined ? query.orderBy('statements.id', 'desc').limit(LISTED_STATEMENTS) : query.where('statements.id', '=', id);
  return (await query.execute()).map(statementOf);
}

/** GET /admin/statements: the latest statements, newest first, and every bank's remembered mapping. */
export async function listStatements(db: Db): Promise<{ statements: Statement[]; banks: StatementBank[] }> {
  const [statements, banks] = await Promise.all([
    statementsWhere(db),
    db.selectFrom('statement_banks').selectAll().orderBy(sql`lower(name)`).execute(),
  ]);
  return {
    statements,
    banks: banks.map((bank) => ({
      name: bank.name,
      mapping: JSON.parse(bank.mapping) as StatementMapping,
      updatedAt: bank.updated_at,
    })),
  };
}

/** GET /admin/statements/:id: the statement and the credits it brought, in file order, with their state. */
export async function statementDetail(db: Db, id: number): Promise<StatementDetail> {
  const [statement] = await statementsWhere(db, id);
  if (!statement) throw notFound('STATEMENT_NOT_FOUND');
  const credits = await creditsOf(db, (query) =>
    query.where('sc.statement_id', '=', id).orderBy('sc.row').orderBy('sc.id'),
  );
  return { statement, credits };
}
