import type { Kysely, Transaction } from 'kysely';
import type { ReviewReason, WithdrawalReview } from '../../../contract/risk.js';
import type { Clock } from '../../clock.js';
import { badRequest } from '../../errors.js';
import type { Database, WithdrawalRow } from '../../store/schema.js';
import { rupeesText } from '../../../src/domain/rupees.js';
import { DAILY_MARKET, STARLINE_MARKET } from '../markets/market-kinds.js';
import { LINK_WORDS, linkedPlayers } from './links.js';
import { readRiskSettings } from './risk-settings.js';

/**
 * Withdrawals held for review: judged when asked (in the request's transaction, so that none can be approved before
 * it is judged) by the risk settings: by a player linked to others, soon after a first deposit with little staked, or
 * large. The reasons are kept with the withdrawal; approving it out of `pending` then needs the operator's note.
 */

type Executor = Kysely<Database> | Transaction<Database>;

const HOUR_MS = 60 * 60 * 1000;
/** Stakes net of their refunds. */
const STAKE_KINDS = [DAILY_MARKET, STARLINE_MARKET].flatMap((kind) => [kind.stake.kind, kind.refund.kind]);
async function linkedReason(db: Executor, userId: number): Promise<ReviewReason | null> {
  const links = await linkedPlayers(db, userId);
  if (links.size === 0) return null;
  const shared = [...new Set([...links.values()].flat().map((reason) => LINK_WORDS[reason.kind]))].join(', ');
  const players = links.size === 1 ? '1 other player' : `${links.size} other players`;
  return { kind: 'linked_accounts', message: `Linked to ${players} by ${shared}` };
}

async function quickReason(
  db: Executor,
  clock: Clock,
  userId: number,
  rule: { withinHours: number; minStakePercent: number },
): Promise<ReviewReason | null> {
  const deposits = await db
    .selectFrom('ledger_entries')
    .select((eb) => [eb.fn.min('created_at').as('first'), eb.fn.sum<number | string>('amount').as('total')])
    .where('user_id', '=', userId)
    .where('kind', '=', 'deposit')
    .executeTakeFirst();
  if (!deposits?.first) return null;
  const sinceFirst = clock.now().getTime() - Date.parse(String(deposits.first));
  if (sinceFirst >= rule.withinHours * HOUR_MS) return null;
  const staked = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.sum<number | string>('amount').as('total'))
    .where('user_id', '=', userId)
    .where('kind', 'in', STAKE_KINDS)
    .executeTakeFirst();
  const stakes = -Number(staked?.total ?? 0);
  const deposited = Number(deposits.total);
  if (stakes * 100 >= rule.minStakePercent * deposited) return null;
  const hours = Math.max(1, Math.ceil(sinceFirst / HOUR_MS));
  return {
    kind: 'quick_withdrawal',
    message:
      `Asked within ${hours} hour${hours === 1 ? '' : 's'} of the first deposit, with ${rupeesText(stakes)} staked: ` +
      `less than ${rule.minStakePercent}% of the ${rupeesText(deposited)} deposited`,
  };
}

/** Why a new withdrawal of `amount` by the player is held for review; empty when it is not. */
export async function reviewReasons(
  db: Executor,
  clock: Clock,
  withdrawal: { userId: number; amount: number },
): Promise<ReviewReason[]> {
  const settings = await readRiskSettings(db);
  const reasons: Array<ReviewReason | null> = [];
  if (settings.linkedWithdrawal.enabled) reasons.push(await linkedReason(db, withdrawal.userId));
  if (settings.quickWithdrawal.enabled) {
    reasons.push(await quickReason(db, clock, withdrawal.userId, settings.quickWithdrawal));
  }
  if (settings.largeWithdrawal.enabled && withdrawal.amount > settings.largeWithdrawal.amount) {
    const message = `${rupeesText(withdrawal.amount)} is more than ${rupeesText(settings.largeWithdrawal.amount)}`;
    reasons.push({ kind: 'large_amount', message });
  }
  return reasons.filter((reason) => reason !== null);
}

/** Judges a new withdrawal in its request's transaction and keeps its reasons when it is held. */
export async function reviewNewWithdrawal(trx: Transaction<Database>, clock: Clock, row: WithdrawalRow): Promise<void> {
  const reasons = await reviewReasons(trx, clock, { userId: row.user_id, amount: Number(row.amount) });
  if (reasons.length === 0) return;
  await trx
    .insertInto('withdrawal_reviews')
    .values({ withdrawal_id: row.id, reasons: JSON.stringify(reasons), created_at: clock.now().toISOString() })
    .execute();
}

/** The reviews of these withdrawals, by id (those not held are absent). */
export async function reviewsOf(
  db: Executor,
  withdrawalIds: readonly number[],
): Promise<Map<number, WithdrawalReview>> {
  if (withdrawalIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('withdrawal_reviews')
    .select(['withdrawal_id', 'reasons'])
    .where('withdrawal_id', 'in', [...withdrawalIds])
    .execute();
  return new Map(
    rows.map((row) => [Number(row.withdrawal_id), { reasons: JSON.parse(row.reasons) as ReviewReason[] }]),
  );
}

const APPROVING = new Set<WithdrawalRow['status']>(['approved', 'processing', 'completed']);

/**
 * Approving a held withdrawal out of `pending` needs the operator's note (400 REVIEW_NOTE_REQUIRED, nothing changed);
 * the note, trimmed, goes to the audit entry. Answers the note to record, or undefined.
 */
export async function requireReviewNote(
  db: Executor,
  move: { withdrawalId: number; from: WithdrawalRow['status'] | undefined; to: WithdrawalRow['status']; note?: string },
): Promise<string | undefined> {
  const note = move.note?.trim() || undefined;
  if (move.from !== 'pending' || !APPROVING.has(move.to)) return note;
  const held = await db
    .selectFrom('withdrawal_reviews')
    .select('withdrawal_id')
    .where('withdrawal_id', '=', move.withdrawalId)
    .executeTakeFirst();
  if (held && note === undefined) throw badRequest('REVIEW_NOTE_REQUIRED', undefined, { path: 'note' });
  return note;
}
