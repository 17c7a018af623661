import type { DialectName } from './migrations/dialect-columns.js';
import type { Db } from './schema.js';

/**
 * What the two databases do differently, one interface per area (bets, ledger, markets, sessions…), each with one
 * SQLite and one PostgreSQL implementation. The store carries its own database's implementations, chosen once
 * when it is opened, so that no service asks which database it runs on.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the areas are added one by one
export interface Repositories {}

export function repositoriesFor(_dialect: DialectName, _db: Db): Repositories {
  return {};
}
