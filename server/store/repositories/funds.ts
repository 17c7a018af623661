import { sql, type Transaction } from 'kysely';
import type { Database } from '../schema.js';

export interface FundsRepository {
  /** Until the transaction ends, no other fund request with this reference is checked or stored. */
  holdReference(trx: Transaction<Database>, transactionId: string): Promise<void>;
}

/** SQLite runs one write transaction at a time: the check that follows is already alone. */
export const sqliteFunds: FundsRepository = {
  holdReference: async () => undefined,
};

/** Any fixed number: the PostgreSQL advisory lock space in which a fund request takes its reference. */
const FUND_REFERENCE_LOCK = 16_001;

/** Requests with the same reference take one advisory lock in turn. */
export const postgresFunds: FundsRepository = {
  holdReference: async (trx, transactionId) => {
    await sql`select pg_advisory_xact_lock(${FUND_REFERENCE_LOCK}, hashtext(${transactionId}))`.execute(trx);
  },
};
