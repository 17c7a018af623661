import type { Clock } from '../../clock.js';
import { notFound } from '../../errors.js';
import type { Db } from '../../store/schema.js';
import type { Session } from '../../../src/domain/bet-types.js';
import { listValidPannas, pannaAnk } from '../../../src/domain/panna.js';
import { dayDeclarations, namedGameToday } from './markets.js';
import { voidedOf, wagersOf, type WagerRow } from './declarations.js';
import { DAILY_MARKET, type Draw, type MarketKind, type WinRule } from './market-kinds.js';
import { assertOpenDeclared, rulesFor, validateDeclaration, type DeclarationInput } from './settlement.js';
import type { ExposureOutcome, PendingBets, SessionExposure } from '../../../contract/results.js';

export type { ExposureOutcome, PendingBets };

/**
 * The exposure of a session before its declaration: what each of the 220 pannas would pay if declared.
 *
 * Set-based: one query groups the session's pending bets by what they wager on (type, session, number), then
 * each panna's payout is summed from those groups by the declaration's own rules (settlement.ts rulesFor),
 * so every row equals the preview of that panna without 220 previews. Reading changes nothing, so unlike the
 * preview it is answered while betting is still open: operators watch it build.
 */

/** Pending bets that wager on the same thing, and what they would be paid together. */
export interface WagerGroup {
  betType: string;
  /** null for bets without a session (full sangam, Starline). */
  session: Session | null;
  betNumber: string;
  bets: number;
  payout: number;
}

export const NO_PENDING_BETS: PendingBets = { bets: 0, stakes: 0 };

/** The groups of a grouped pending-bets query (PostgreSQL answers sums as text), and their totals. */
function pendingWagers(rows: readonly WagerRow[]): { groups: WagerGroup[]; pending: PendingBets } {
  const groups = rows.map((row) => ({
    betType: row.bet_type,
    session: row.session ?? null,
    betNumber: row.bet_number,
    bets: Number(row.bets),
    payout: Number(row.payout),
  }));
  const pending = {
    bets: groups.reduce((sum, group) => sum + group.bets, 0),
    stakes: rows.reduce((sum, row) => sum + Number(row.stakes), 0),
  };
  return { groups, pending };
}

function wagerKey(betType: string, session: Session | null | undefined, betNumber: string): string {
  return `${betType}|${session ?? '*'}|${betNumber}`;
}

/**
 * Every valid panna with what it would pay, costliest first (then by panna). A rule without a session counts
 * the bets of every session, so each group is counted under its own session and under "any session".
 */
export function exposureOutcomes(
  groups: readonly WagerGroup[],
  rulesOf: (pana: string) => readonly WinRule[],
): ExposureOutcome[] {
  const wagered = new Map<string, { bets: number; payout: number }>();
  const add = (key: string, group: WagerGroup) => {
    const total = wagered.get(key) ?? { bets: 0, payout: 0 };
    wagered.set(key, { bets: total.bets + group.bets, payout: total.payout + group.payout });
  };
  for (const group of groups) {
    add(wagerKey(group.betType, null, group.betNumber), group);
    if (group.session !== null) add(wagerKey(group.betType, group.session, group.betNumber), group);
  }
  const outcomes = listValidPannas().map((pana) => {
    let payout = 0;
    let winners = 0;
    for (const rule of rulesOf(pana)) {
      const won = wagered.get(wagerKey(rule.betType, rule.session, rule.winningNumber));
      if (!won) continue;
      payout += won.payout;
      winners += won.bets;
    }
    return { pana, digit: pannaAnk(pana), payout, winners };
  });
  return outcomes.sort((a, b) => b.payout - a.payout || a.pana.localeCompare(b.pana));
}

/**
 * The exposure of an undeclared draw of either kind: its pending bets and what each panna would pay, priced by
 * the declaration's own rules.
 */
export async function drawExposure(
  db: Db,
  kind: MarketKind,
  draw: Draw,
  rulesOf: (pana: string) => readonly WinRule[],
): Promise<{ pending: PendingBets; outcomes: ExposureOutcome[] }> {
  const { groups, pending } = pendingWagers(await wagersOf(db, kind, draw));
  return { pending, outcomes: exposureOutcomes(groups, rulesOf) };
}

/** A declared draw settles nothing more: every panna pays 0, in panna order. */
export function declaredOutcomes(): ExposureOutcome[] {
  return listValidPannas().map((pana) => ({ pana, digit: pannaAnk(pana), payout: 0, winners: 0 }));
}

// ---- Daily markets ------------------------------------------------------------------------------------------

/**
 * GET /admin/results/exposure?gameId&session&gameDate: the preview's validation and refusals (a close before its
 * open is 409), except that betting need not have closed.
 */
export async function sessionExposure(db: Db, clock: Clock, input: DeclarationInput): Promise<SessionExposure> {
  const today = await namedGameToday(db, input.gameId, clock.now());
  const { gameId: id, session, gameDate } = validateDeclaration(input, today, false);
  const game = id === null ? undefined : await db.selectFrom('games').select('id').where('id', '=', id).executeTakeFirst();
  if (!game) throw notFound('MARKET_NOT_FOUND');
  const gameId = Number(game.id);
  const day = await dayDeclarations(db, gameId, gameDate);
  const base = { gameId: String(gameId), gameDate, session };
  const declared = day[session];
  if (declared) return { ...base, declaredPana: declared.pana, pending: NO_PENDING_BETS, outcomes: declaredOutcomes() };
  assertOpenDeclared(session, day, (await voidedOf(db, DAILY_MARKET, gameId, gameDate)).includes('open'));

  const exposure = await drawExposure(db, DAILY_MARKET, { gameId, gameDate, session }, (pana) => rulesFor(session, day, pana));
  return { ...base, declaredPana: null, ...exposure };
}
