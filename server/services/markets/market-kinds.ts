import type { LedgerKind } from '../../ledger/ledger.js';
import type { Session } from '../../../src/domain/bet-types.js';

/**
 * The two kinds of market, as the engine (placement.ts, declarations.ts) sees them. Both take bets written once,
 * settle them with a declaration that writes only the winners, and take the wins back with a revert; they
 * differ in their tables, in how many draws a day has (daily: an open and a close session; Starline: one), and
 * in the names their ledger entries and audit records carry. Every reference and kind below is the one the
 * ledger has always used: its unique (kind, reference) is what makes a win paid at most once.
 */
export interface MarketKind {
  readonly name: 'daily' | 'starline';
  /** Its games. */
  readonly games: 'games' | 'starline_games';
  /** The bets as placed, never updated. */
  readonly placedBets: 'placed_bets' | 'starline_placed_bets';
  /** One row per winning bet of a declaration. */
  readonly wins: 'bet_wins' | 'starline_bet_wins';
  /** Bets cancelled, by a void (migration 020) or before Starline bets were written once (017): never settled. */
  readonly cancelledBets: 'cancelled_bets' | 'starline_cancelled_bets';
  /** One row per declared draw; its primary key (game, day and, daily, session) is the declarations' gate. */
  readonly results: 'game_results' | 'starline_results';
  /** The column of a placed bet naming the session whose declaration settles it; null with one draw a day. */
  readonly settlesWith: 'settles_with' | null;
  /** The ledger kind and reference prefix of a bet's stake: `<prefix><betId>`. */
  readonly stake: { readonly kind: LedgerKind; readonly reference: string };
  /** The ledger kind and reference prefix of a win and of its reversal: `<prefix><betId>:<declarationId>`. */
  readonly win: { readonly kind: LedgerKind; readonly reference: string };
  readonly reversal: { readonly kind: LedgerKind; readonly reference: string };
  /** The ledger kind and reference prefix of a voided bet's refund: `<prefix><betId>`, so refunded at most once. */
  readonly refund: { readonly kind: LedgerKind; readonly reference: string };
  /**
   * The ledger kinds after the stake whose reference names one of its bets as its second field (refunds, wins and
   * their reversals): what the operators' reports trace back to a game.
   */
  readonly laterKinds: readonly LedgerKind[];
  /** The audit trail's actions and the kind of target naming a game day's results (`<gameId>:<YYYY-MM-DD>`). */
  readonly audit: {
    readonly declare: string;
    readonly revert: string;
    readonly void: string;
    readonly correct: string;
    readonly target: string;
  };
}

export const DAILY_MARKET: MarketKind = {
  name: 'daily',
  games: 'games',
  placedBets: 'placed_bets',
  wins: 'bet_wins',
  cancelledBets: 'cancelled_bets',
  results: 'game_results',
  settlesWith: 'settles_with',
  stake: { kind: 'stake', reference: 'bet:' },
  win: { kind: 'win', reference: 'win:' },
  reversal: { kind: 'win_reversal', reference: 'win_reversal:' },
  refund: { kind: 'stake_refund', reference: 'refund:' },
  laterKinds: ['stake_refund', 'win', 'win_reversal'],
  audit: {
    declare: 'result.declare',
    revert: 'result.revert',
    void: 'result.void',
    correct: 'result.correct',
    target: 'result',
  },
};

export const STARLINE_MARKET: MarketKind = {
  name: 'starline',
  games: 'starline_games',
  placedBets: 'starline_placed_bets',
  wins: 'starline_bet_wins',
  cancelledBets: 'starline_cancelled_bets',
  results: 'starline_results',
  settlesWith: null,
  stake: { kind: 'starline_stake', reference: 'starline-bet:' },
  win: { kind: 'starline_win', reference: 'starline-bet:' },
  reversal: { kind: 'starline_win_reversal', reference: 'starline-bet:' },
  refund: { kind: 'starline_stake_refund', reference: 'starline-refund:' },
  laterKinds: ['starline_stake_refund', 'starline_win', 'starline_win_reversal'],
  audit: {
    declare: 'starline_result.declare',
    revert: 'starline_result.revert',
    void: 'starline_result.void',
    correct: 'starline_result.correct',
    target: 'starline_result',
  },
};

/** What one declaration settles: a daily session of a game day, or a Starline game day (no session). */
export interface Draw {
  readonly gameId: number;
  readonly gameDate: string;
  readonly session?: Session;
}

/** A declaration's win rule: bets of `betType` (and `session`, unless null or absent: any) on `winningNumber`. */
export interface WinRule {
  readonly betType: string;
  readonly session?: Session | null;
  readonly winningNumber: string;
}

/** A game day's results, as the audit trail names them. */
export function resultTarget(kind: MarketKind, gameId: number, gameDate: string) {
  return { kind: kind.audit.target, id: `${gameId}:${gameDate}` };
}
