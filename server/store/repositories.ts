import type { DialectName } from './migrations/dialect-columns.js';
import { batchedKeyClaims, type IdempotencyRepository } from './repositories/idempotency.js';
import { batchedSessionReads, type SessionsRepository } from './repositories/sessions.js';
import type { Db } from './schema.js';

/**
 * What the two databases do differently, one interface per area (bets, ledger, markets, sessions…), each with one
 * SQLite and one PostgreSQL implementation. The store carries its own database's implementations, chosen once
 * when it is opened, so that no service asks which database it runs on. State that belongs to a database (the
 * batchers that share one round trip among concurrent requests) lives here too, created once with the store.
 */
export interface Repositories {
  idempotency: IdempotencyRepository;
  sessions: SessionsRepository;
}

export function repositoriesFor(_dialect: DialectName, db: Db): Repositories {
  return {
    idempotency: batchedKeyClaims(db),
    sessions: batchedSessionReads(db),
  };
}
