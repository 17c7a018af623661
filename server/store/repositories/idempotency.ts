import { Batcher } from '../batcher.js';
import type { Db } from '../schema.js';

/** A request's claim of its Idempotency-Key, stored before the effect the key guards runs. */
export interface KeyClaim {
  user_id: number;
  idem_key: string;
  request_hash: string;
  created_at: string;
}

export interface IdempotencyRepository {
  /** Stores the claim in a commit of its own; false when the key was claimed before (or earlier in that commit). */
  claimKey(claim: KeyClaim): Promise<boolean>;
}

/**
 * The same SQL on both databases. Claims arriving together share one statement and one commit: the batcher is
 * the store's, created once with it.
 */
export function batchedKeyClaims(db: Db): IdempotencyRepository {
  const claims = new Batcher((batch: KeyClaim[]) => claimKeys(db, batch), { maxInFlight: 4, maxBatch: 500 });
  return { claimKey: (claim) => claims.call(claim) };
}

/** Claims keys in one statement (one commit); a key named twice in it is claimed by its first request only. */
async function claimKeys(db: Db, claims: readonly KeyClaim[]): Promise<boolean[]> {
  const rows = await db
    .insertInto('idempotency_keys')
    .values(
      claims.map((claim) => ({ ...claim, state: 'running' as const, response_status: null, response_body: null })),
    )
    .onConflict((conflict) => conflict.columns(['user_id', 'idem_key']).doNothing())
    .returning(['user_id', 'idem_key'])
    .execute();
  const inserted = new Set(rows.map((row) => `${row.user_id}\n${row.idem_key}`));
  return claims.map((claim) => inserted.delete(`${claim.user_id}\n${claim.idem_key}`));
}
