import type { Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import { ApiError, PassingRefusal, type FieldProblem } from '../../errors.js';
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
  /**
   * Before a slip's bets are judged: locks what a declaration locks for the markets of `inputs`, so that none is
   * declared between the judging and the commit (a single bet has its own way, see inBatches and refuseIfDeclared).
   */
  lockMarkets?(trx: Transaction<Database>, inputs: readonly Input[]): Promise<void>;
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

/** Bets placed together (a bet slip): all of them, or none. */
export interface SlipRequest<Input> {
  user: Bettor;
  idempotencyKey: string | undefined;
  inputs: readonly Input[];
}

/** A bet of a slip as written: judged, its id, and the balance after its stake. */
export interface PlacedOfSlip<Judged> {
  bet: Judged;
  betId: number;
  balance: number;
}

/**
 * Places the bets of a slip of `kind` in ONE transaction, each judged by exactly the rules of a single bet, on
 * the balance the slip's earlier bets leave; the player's own limits judge the slip's total stake as one. A
 * refusal names the bet it concerns (`/bets/<index>/<field>`, see refusalOfBet) and nothing is written. One
 * Idempotency-Key covers the slip (its route is `slipRoute`). `answer` makes the slip's answer from its bets.
 */
export async function placeSlipOf<Input, Judged extends JudgedBet, Answer, SlipAnswer>(
  store: Store,
  clock: Clock,
  kind: BetKind<Input, Judged, Answer>,
  slip: { route: string; request: SlipRequest<Input>; answer: (placed: PlacedOfSlip<Judged>[]) => Outcome<SlipAnswer> },
  maintenance: MaintenanceSwitch,
): Promise<Outcome<SlipAnswer>> {
  const { user, idempotencyKey, inputs } = slip.request;
  const idempotent = { userId: user.id, key: idempotencyKey, fingerprint: { route: slip.route, body: inputs } };
  return runIdempotent(store, clock, idempotent, async (trx) => {
    await maintenance.refuseWhilePaused('betting', trx);
    await kind.lockMarkets?.(trx, inputs);
    const judged: Judged[] = [];
    let staked = 0;
    for (const [index, input] of inputs.entries()) {
      const left = { ...user, balance: Number(user.balance) - staked };
      const bet = await kind.judge(trx, clock, left, input).catch(refusalOfBet(index));
      judged.push(bet);
      staked += bet.amount;
    }
    if (user.play_controlled) await guardStake(trx, clock, user.id, staked);
    const placed: PlacedOfSlip<Judged>[] = [];
    for (const [index, bet] of judged.entries()) {
      const written = await writeBet(trx, kind, user, bet).catch(refusalOfBet(index));
      placed.push({ bet, ...written });
    }
    return slip.answer(placed);
  });
}

/**
 * A refusal of a slip's bet `index`, naming it: each problem's field `f` becomes `/bets/<index>/f`, a problem of
 * no field `/bets/<index>`; a refusal without problems gets one. Status, code and params stay the single bet's.
 */
function refusalOfBet(index: number): (error: unknown) => never {
  return (error) => {
    if (!(error instanceof ApiError)) throw error;
    const at = (path: string | undefined) => `/bets/${index}${path ? `/${path.replace(/^\//, '')}` : ''}`;
    const own: readonly FieldProblem[] = error.errors ?? [{ msg: error.message, code: error.code, ...paramsOf(error) }];
    const errors = own.map((item) => ({ ...item, path: at(item.path) }));
    const Refusal = error instanceof PassingRefusal ? PassingRefusal : ApiError;
    const headers = error.headers ? { headers: error.headers } : {};
    throw new Refusal(error.statusCode, error.code, error.params, { errors, ...headers });
  };
}

function paramsOf(error: ApiError): { params?: NonNullable<ApiError['params']> } {
  return error.params ? { params: error.params } : {};
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
  const { betId, balance } = await writeBet(trx, kind, user, bet);
  return kind.answer(bet, betId, balance);
}

/** A judged bet's row and its stake on the ledger; refused if its result was declared meanwhile. */
async function writeBet<Input, Judged extends JudgedBet, Answer>(
  trx: Transaction<Database>,
  kind: BetKind<Input, Judged, Answer>,
  user: Bettor,
  bet: Judged,
): Promise<{ betId: number; balance: number }> {
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
  return { betId, balance };
}
