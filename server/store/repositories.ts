import type { DialectName } from './migrations/dialect-columns.js';
import type { BetsRepository } from './repositories/bets.js';
import { postgresBets } from './repositories/bets-postgres.js';
import { sqliteBets } from './repositories/bets-sqlite.js';
import type { Db } from './schema.js';
import { postgresDeclarations, sqliteDeclarations, type DeclarationsRepository } from './repositories/declarations.js';

/**
 * What the two databases do differently, one interface per area (bets, ledger, markets, sessions…), each with one
 * SQLite and one PostgreSQL implementation. The store carries its own database's implementations, chosen once
 * when it is opened, so that no service asks which database it runs on.
 */
export interface Repositories {
  bets: BetsRepository;
  declarations: DeclarationsRepository;
}

export function repositoriesFor(dialect: DialectName, db: Db): Repositories {
  return dialect === 'sqlite'
    ? { bets: sqliteBets(db), declarations: sqliteDeclarations() }
    : { bets: postgresBets(db), declarations: postgresDeclarations() };
}
