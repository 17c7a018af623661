import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import { ApiError, PassingRefusal, ReplayedRefusal, badRequest, type ErrorBody } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import { databaseFault, mayStillCommit } from '../../store/database-faults.js';
import { prepared, type ParamOf } from '../../store/prepared.js';
import type { Database, Db } from '../../store/schema.js';
import { canonicalJson } from '../canonical-json.js';

/**
 * Idempotency-Key handling: same key + same body replays the first response; another body is
 * 422; a retry while the first is still running is 409. On PostgreSQL the key is claimed in its own statement
 * (so a concurrent retry on another connection or instance sees it; claims arriving together share it) and marked
 * done in the same transaction as the effect it guards. On SQLite, whose one connection takes transactions one
 * after another, the claim is made in the effect's own transaction (runInOneCommit).
 */
export interface Outcome<T> {
  status: number;
  body: T;
}

const STALE_CLAIM_MS = 60_000;
const MAX_KEY_LENGTH = 255;

export interface IdempotentRequest {
  userId: number;
  key: string | undefined;
  /** What the key protects: the route and the request body. */
  fingerprint: unknown;
}

export async function runIdempotent<T>(
  store: Store,
  clock: Clock,
  request: IdempotentRequest,
  effect: (trx: Transaction<Database>) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  if (store.dialect === 'sqlite' && request.key !== undefined) {
    return runInOneCommit(store, clock, { ...request, key: request.key }, effect);
  }
  // The effect runs through Store.transact: on SQLite, concurrent effects share one durable commit.
  return runIdempotentClaimed(store, clock, request, (claimed) =>
    store.transact(async (trx) => {
      const outcome = await effect(trx);
      if (claimed) await finishKey(trx, claimed, outcome);
      return outcome;
    }),
  );
}

/** An Idempotency-Key this request holds: its effect must mark it done in the transaction of its writes. */
export interface ClaimedKey {
  userId: number;
  key: string;
}

/**
 * runIdempotent for an effect that commits on its own (PostgreSQL's batched bets, see bets-postgres.ts):
 * given the claimed key, it stores its answer as the key's outcome (keyAnswer) in the transaction that makes
 * its writes. A refusal is recorded here, as runIdempotent does.
 */
export async function runIdempotentClaimed<T>(
  store: Store,
  clock: Clock,
  request: IdempotentRequest,
  effect: (claimed: ClaimedKey | undefined) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  const { db } = store;
  if (request.key === undefined) return effect(undefined);
  const { key, requestHash, sameRequest } = keyedRequest(request.key, request.fingerprint);
  const replay = await claimKey(store, clock, request.userId, key, requestHash, sameRequest);
  if (replay) return replay as Outcome<T>;

  const claimed = { userId: request.userId, key };
  try {
    return await effect(claimed);
  } catch (error) {
    if (isRecordedRefusal(error)) {
      await finishKey(db, claimed, { status: error.statusCode, body: errorBody(error) }).catch((recordFailure: unknown) => {
        abandonOnFault(claimed, recordFailure, error);
        throw recordFailure;
      });
    } else {
      await releaseClaim(db, claimed, error);
    }
    throw error;
  }
}

/** A request's key, checked, and how a stored claim's hash is compared with the request. */
function keyedRequest(key: string, fingerprint: unknown) {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw badRequest('IDEMPOTENCY_KEY_INVALID');
  }
  // Meaning, not bytes: the same body with its keys in another order is the same request.
  const requestHash = sha256(canonicalJson(fingerprint));
  // Keys stored before requests were compared in canonical form hold the hash of the JSON as it was built; a
  // retry of such a request within the key's lifetime is still the same request.
  const sameRequest = (stored: string) => stored === requestHash || stored === sha256(JSON.stringify(fingerprint));
  return { key, requestHash, sameRequest };
}

/**
 * A refusal is an outcome too: the same retry gets the same answer (one that passes is judged again).
 * Unrecorded, it is not given: the retry is judged again, as after any other failure.
 */
function isRecordedRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.statusCode < 500 && !(error instanceof PassingRefusal);
}

/**
 * runIdempotent on SQLite: the key is claimed, the effect made and the key marked done in one transaction, so a
 * keyed write shares the group commit's one durable commit instead of adding a commit of its own for its claim.
 * The store's one connection takes transactions one after another, so a retry runs either wholly before or wholly
 * after the first attempt: it finds no claim, or the finished one (whose answer it replays), never one running.
 * A refusal rolls the effect and its claim back; it is then recorded as the key's outcome in a commit of its own.
 */
async function runInOneCommit<T>(
  store: Store,
  clock: Clock,
  request: IdempotentRequest & { key: string },
  effect: (trx: Transaction<Database>) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  const { key, requestHash, sameRequest } = keyedRequest(request.key, request.fingerprint);
  const claimed = { userId: request.userId, key };
  const claim = () => ({ userId: request.userId, key, requestHash, at: clock.now().toISOString() });
  let answeredByClaim = false;
  try {
    return await store.transact(async (trx) => {
      if (!(await CLAIM_KEY.first(trx, claim()))) {
        answeredByClaim = true;
        const now = clock.now().toISOString();
        const replay = await judgeExistingClaim(trx, clock, { userId: request.userId, key, now, abandoned: false }, sameRequest);
        if (replay) return replay as Outcome<T>;
        answeredByClaim = false; // a stale claim of an attempt that died, taken over
      }
      const outcome = await effect(trx);
      await finishKey(trx, claimed, outcome);
      return outcome;
    });
  } catch (error) {
    if (!answeredByClaim && isRecordedRefusal(error)) {
      const refusal = { status: error.statusCode, body: errorBody(error) };
      await store.transact(async (trx) => {
        if (await CLAIM_KEY.first(trx, claim())) await finishKey(trx, claimed, refusal);
      });
    }
    throw error;
  }
}

// A keyed write's claim inside its transaction (SQLite): the key's row, unless the key was claimed before.
const CLAIM_KEY = prepared(
  (db, param: ParamOf<{ userId: number; key: string; requestHash: string; at: string }>) =>
    db
      .insertInto('idempotency_keys')
      .values({
        user_id: param('userId'),
        idem_key: param('key'),
        request_hash: param('requestHash'),
        state: 'running',
        response_status: null,
        response_body: null,
        created_at: param('at'),
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'idem_key']).doNothing())
      .returning('user_id'),
);

/**
 * Claims whose attempt ended in this process without its effect, which could not be released (or its refusal
 * recorded) because the database was unreachable, or whose claiming statement lost its answer: a retry that
 * reaches this process takes such a claim over at once rather than after STALE_CLAIM_MS. Not when the attempt's
 * effect may still commit (a statement that got no answer in time).
 */
const abandonedHere = new Set<string>();
const claimId = (userId: number, key: string) => `${userId}\n${key}`;

/**
 * Lets a retry claim the key again once its attempt failed. Only a claim still running: an effect whose commit
 * went through although its answer was lost marked the key done, and that answer is what a retry must get.
 */
async function releaseClaim(db: Db, claimed: ClaimedKey, failure: unknown): Promise<void> {
  try {
    await db
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', claimed.userId)
      .where('idem_key', '=', claimed.key)
      .where('state', '=', 'running')
      .execute();
  } catch (error) {
    abandonOnFault(claimed, error, failure);
  }
}

/**
 * After the database failed `settling` a claim whose attempt ended with `failure`, leaves the claim to a retry
 * here; anything but a database fault is thrown.
 */
function abandonOnFault(claimed: ClaimedKey, settling: unknown, failure: unknown): void {
  if (!databaseFault(settling)) throw settling;
  if (!mayStillCommit(failure)) abandonedHere.add(claimId(claimed.userId, claimed.key));
}

/** How a key's outcome is stored: its status and its body as JSON text, replayed as they are. */
export function keyAnswer(outcome: Outcome<unknown>): { response_status: number; response_body: string } {
  return { response_status: outcome.status, response_body: JSON.stringify(outcome.body) };
}

function errorBody(error: ApiError): ErrorBody {
  return error.body();
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function claimKey(
  { db, repositories }: Pick<Store, 'db' | 'repositories'>,
  clock: Clock,
  userId: number,
  key: string,
  requestHash: string,
  sameRequest: (storedHash: string) => boolean,
) {
  const now = clock.now().toISOString();
  const id = claimId(userId, key);
  // Taken here whatever follows, so that an abandoned claim lets one retry take it over, and only one.
  const abandoned = abandonedHere.delete(id);
  let claimedNow: boolean;
  try {
    const claim = { user_id: userId, idem_key: key, request_hash: requestHash, created_at: now };
    claimedNow = await repositories.idempotency.claimKey(claim);
  } catch (error) {
    // The claim may have been stored with its answer lost; no effect ran behind it, so a retry may take it over.
    if (databaseFault(error)) abandonedHere.add(id);
    throw error;
  }
  if (claimedNow) return undefined;
  try {
    return await judgeExistingClaim(db, clock, { userId, key, now, abandoned }, sameRequest);
  } catch (error) {
    // An abandoned claim stays so while the database fails its retries too.
    if (abandoned && databaseFault(error)) abandonedHere.add(id);
    throw error;
  }
}

/** A retry's answer from the key's stored claim: its outcome replayed, the claim taken over, or "in flight". */
async function judgeExistingClaim(
  db: Db | Transaction<Database>,
  clock: Clock,
  retry: { userId: number; key: string; now: string; abandoned: boolean },
  sameRequest: (storedHash: string) => boolean,
) {
  const { userId, key, now } = retry;
  const existing = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idem_key', '=', key)
    .executeTakeFirstOrThrow();
  if (!sameRequest(existing.request_hash)) {
    throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED');
  }
  if (existing.state === 'done') {
    const body = JSON.parse(existing.response_body ?? 'null') as unknown;
    if ((existing.response_status ?? 500) >= 400) {
      throw new ReplayedRefusal(existing.response_status ?? 400, body as ErrorBody);
    }
    return { status: existing.response_status ?? 200, body };
  }
  const staleBefore = new Date(clock.now().getTime() - STALE_CLAIM_MS).toISOString();
  if (retry.abandoned || existing.created_at < staleBefore) {
    // The first attempt died before finishing (its effect rolled back with it): take the claim over.
    const takenOver = await db
      .updateTable('idempotency_keys')
      .set({ created_at: now })
      .where('user_id', '=', userId)
      .where('idem_key', '=', key)
      .where('state', '=', 'running')
      .where('created_at', '=', existing.created_at)
      .executeTakeFirst();
    if (Number(takenOver.numUpdatedRows) === 1) return undefined;
  }
  throw new ApiError(409, 'IDEMPOTENCY_IN_FLIGHT');
}

async function finishKey(
  executor: Db | Transaction<Database>,
  where: { userId: number; key: string },
  outcome: Outcome<unknown>,
) {
  await FINISH_KEY.run(executor, { userId: where.userId, key: where.key, ...keyAnswer(outcome) });
}

// Every keyed bet marks its key done: the same statement each time (prepared.ts).
const FINISH_KEY = prepared(
  (db, param: ParamOf<{ userId: number; key: string; response_status: number; response_body: string }>) =>
    db
      .updateTable('idempotency_keys')
      .set({ state: 'done', response_status: param('response_status'), response_body: param('response_body') })
      .where('user_id', '=', param('userId'))
      .where('idem_key', '=', param('key')),
);
