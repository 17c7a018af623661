import type { Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import type { ApiError } from '../../errors.js';
import { InsufficientBalance, post } from '../../ledger/ledger.js';
import type { Store } from '../../store/connect.js';
import type { BetsRepository } from '../../store/repositories/bets.js';
import type { Database, UserRow } from '../../store/schema.js';
import type { MaintenanceSwitch } from '../content/maintenance.js';
import { runIdempotent, runIdempotentClaimed, type ClaimedKey, type Outcome } from '../money/idempotency.js';
import { guardStake } from '../responsible-play/guards.js';
import type { MarketKind } from './market-kinds.js';

/**
 * Placing a bet, the same steps for every kind of market (daily, Starline): the Idempotency-Key, every rule of
 * the kind judged on the server's own reads, the player's own limits (responsible play), the bet's row and its
 * stake on the ledger in one transaction — the ledger's guarded update is what really keeps parallel bets from
 * overdrawing — then the kind's answer. A kind names its rules, its table, its ledger kind and its answer.
 */
export interface BetKind<Input, Judged extends JudgedBet, Answer> {
  /** What its Idempotency-Key protects, with the request's body. */
  route: string;
  /** Its market's kind: among others, the stake's ledger kind and the reference that names the bet. */
  market: MarketKind;
  /** Every rule, judged on reads in the bet's transaction; throws the refusal, answers the bet ready to write. */
  judge(trx: Transaction<Database>, clock: Clock, user: Bettor, input: Input): Promise<Judged>;
  /** Writes the bet's row; answers its id. */
  insert(trx: Transaction<Database>, bet: Judged): Promise<number>;
  /** After the stake: refuses the bet (its transaction rolls back) if its result was declared since it was judged. */
  refuseIfDeclared?(trx: Transaction<Database>, bet: Judged): Promise<void>;
  answer(bet: Judged, betId: number, balance: number): Outcome<Answer>;
  /** The refusal when the balance no longer covers the stake as it is written (bets placed together). */
  balanceRefusal(): ApiError;
  /**
   * How this kind's bets are placed where the database places them in batches (`bets`): judged on plain reads and
   * written by a database function that marks the key done with the bet. Undefined: one transaction per bet.
   */
  inBatches?(bets: BetsRepository): BatchedPlacement<Input, Answer> | undefined;
}

/** The player as placing a bet reads them: the request's row. */
export type Bettor = Pick<UserRow, 'id' | 'balance' | 'play_controlled'>;

/** What every judged bet tells the pipeline. */
export interface JudgedBet {
  userId: number;
  amount: number;
  /** The bet's instant (ISO), also its ledger entry's. */
  at: string;
}

export interface BetRequest<Input> {
  user: Bettor;
  idempotencyKey: string | undefined;
  input: Input;
}

export type BatchedPlacement<Input, Answer> = (
  clock: Clock,
  request: BetRequest<Input>,
  claimed: ClaimedKey | undefined,
) => Promise<Outcome<Answer>>;

/**
 * Places a bet of `kind`: its Idempotency-Key is handled here, for every kind. While the operator pauses betting
 * a new bet is refused (503, not recorded against its key, so a retry afterwards is placed); a retry of a bet
 * already placed gets its answer as before.
 */
export async function placeBetOf<Input, Judged extends JudgedBet, Answer>(
  store: Store,
  clock: Clock,
  kind: BetKind<Input, Judged, Answer>,
  request: BetRequest<Input>,
  maintenance: MaintenanceSwitch,
): Promise<Outcome<Answer>> {
  const idempotent = {
    userId: request.user.id,
    key: request.idempotencyKey,
    fingerprint: { route: kind.route, body: request.input },
  };
  const batched = kind.inBatches?.(store.repositories.bets);
  if (batched) {
    return runIdempotentClaimed(store, clock, idempotent, async (claimed) => {
      await maintenance.refuseWhilePaused('betting', store.db);
      return batched(clock, request, claimed);
    });
  }
  return runIdempotent(store, clock, idempotent, async (trx) => {
    await maintenance.refuseWhilePaused('betting', trx);
    return placeInTransaction(trx, clock, kind, request);
  });
}

/**
 * The bet judged and written in one transaction, the caller's: on SQLite judging there costs nothing (one
 * connection, one transaction at a time).
 */
export async function placeInTransaction<Input, Judged extends JudgedBet, Answer>(
  trx: Transaction<Database>,
  clock: Clock,
  kind: BetKind<Input, Judged, Answer>,
  { user, input }: Pick<BetRequest<Input>, 'user' | 'input'>,
): Promise<Outcome<Answer>> {
  const bet = await kind.judge(trx, clock, user, input);
  if (user.play_controlled) await guardStake(trx, clock, user.id, bet.amount);
  const betId = await kind.insert(trx, bet);
  const { stake } = kind.market;
  const balance = await post(trx, {
    userId: user.id,
    amount: -bet.amount,
    kind: stake.kind,
    reference: `${stake.reference}${betId}`,
    at: bet.at,
  }).catch((error: unknown) => {
    throw error instanceof InsufficientBalance ? kind.balanceRefusal() : error;
  });
  await kind.refuseIfDeclared?.(trx, bet);
  return kind.answer(bet, betId, balance);
}
