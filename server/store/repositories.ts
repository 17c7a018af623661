import type { DialectName } from './migrations/dialect-columns.js';
import type { BetsRepository } from './repositories/bets.js';
import { postgresBets } from './repositories/bets-postgres.js';
import { sqliteBets } from './repositories/bets-sqlite.js';
import { postgresAudit, sqliteAudit, type AuditRepository } from './repositories/audit.js';
import { postgresFunds, sqliteFunds, type FundsRepository } from './repositories/funds.js';
import { batchedKeyClaims, type IdempotencyRepository } from './repositories/idempotency.js';
import { postgresReports, sqliteReports, type ReportsRepository } from './repositories/reports.js';
import { batchedSessionReads, type SessionsRepository } from './repositories/sessions.js';
import { postgresStartup, sqliteStartup, type StartupRepository } from './repositories/startup.js';
import type { Db } from './schema.js';

/**
 * What the two databases do differently, one interface per area (bets, ledger, markets, sessions…), each with one
 * SQLite and one PostgreSQL implementation. The store carries its own database's implementations, chosen once
 * when it is opened, so that no service asks which database it runs on. State that belongs to a database (the
 * batchers that share one round trip among concurrent requests, the audit chain's key and head as seen) lives
 * here too, created once with the store.
 */
export interface Repositories {
  audit: AuditRepository;
  bets: BetsRepository;
  funds: FundsRepository;
  idempotency: IdempotencyRepository;
  reports: ReportsRepository;
  sessions: SessionsRepository;
  startup: StartupRepository;
}

export function repositoriesFor(dialect: DialectName, db: Db): Repositories {
  const sqlite = dialect === 'sqlite';
  return {
    audit: sqlite ? sqliteAudit() : postgresAudit(),
    bets: sqlite ? sqliteBets(db) : postgresBets(db),
    funds: sqlite ? sqliteFunds : postgresFunds,
    idempotency: batchedKeyClaims(db),
    reports: sqlite ? sqliteReports(db) : postgresReports(db),
    sessions: batchedSessionReads(db),
    startup: sqlite ? sqliteStartup : postgresStartup,
  };
}
