import type { LedgerKind } from '../../ledger/ledger.js';

/**
 * What the operators' figures (overview, reports) count from the ledger, by entry kind. One place, so the
 * overview's "today" and a report of today always agree.
 */

/** Stakes taken, net of refunded stakes (debits: a stake is a negative entry). */
export const STAKE_KINDS: readonly LedgerKind[] = ['stake', 'stake_refund', 'starline_stake', 'starline_stake_refund'];

/** Winnings paid, net of reversed winnings. */
export const PAYOUT_KINDS: readonly LedgerKind[] = ['win', 'win_reversal', 'starline_win', 'starline_win_reversal'];

/** The entries that are a bet placed: counted as bets. */
export const BET_KINDS: readonly LedgerKind[] = ['stake', 'starline_stake'];

/** A player is active in a period with one of these: a bet, a deposit or a withdrawal request. */
export const ACTIVITY_KINDS: readonly LedgerKind[] = ['stake', 'starline_stake', 'deposit', 'withdrawal_hold'];
