import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../schema.js';

/** The tables that grow while a report reads them. */
export type GrowingTable = 'ledger_entries' | 'placed_bets' | 'starline_placed_bets';

/** SQLite: the last row of each growing table when the report began; null where a snapshot does it. */
export type LastRows = Record<GrowingTable, number> | null;

export type ReportReader = Kysely<Database> | Transaction<Database>;

export interface ReportsRepository {
  /** Runs a report's queries as of one moment. */
  asOfOneMoment<T>(read: (reader: ReportReader, lastRows: LastRows) => Promise<T>): Promise<T>;
  /** The bet a ledger entry `e`'s reference names, its second field (`bet:<id>`, `win:<betId>:<declarationId>`…). */
  referencedBet: RawBuilder<number>;
}

/**
 * SQLite's one connection runs the queries one after another between others' writes (a transaction would hold
 * bets back for the whole report), and numbers rows in commit order: the rows up to the last ones at the start
 * are that moment. Its cast stops at the reference's next colon.
 */
export function sqliteReports(db: Kysely<Database>): ReportsRepository {
  return {
    async asOfOneMoment(read) {
      const last = await sql<Record<GrowingTable, number | null>>`
        select (select max(id) from ledger_entries) as ledger_entries, (select max(id) from placed_bets) as placed_bets,
          (select max(id) from starline_placed_bets) as starline_placed_bets`.execute(db);
      const row = last.rows[0]!;
      return read(db, {
        ledger_entries: Number(row.ledger_entries ?? 0),
        placed_bets: Number(row.placed_bets ?? 0),
        starline_placed_bets: Number(row.starline_placed_bets ?? 0),
      });
    },
    referencedBet: sql<number>`cast(substr(e.reference, instr(e.reference, ':') + 1) as integer)`,
  };
}

/** PostgreSQL reads in one repeatable-read snapshot. */
export function postgresReports(db: Kysely<Database>): ReportsRepository {
  return {
    asOfOneMoment: (read) =>
      db
        .transaction()
        .setIsolationLevel('repeatable read')
        .setAccessMode('read only')
        .execute((trx) => read(trx, null)),
    referencedBet: sql<number>`cast(split_part(e.reference, ':', 2) as bigint)`,
  };
}
