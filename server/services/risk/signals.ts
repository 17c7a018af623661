import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../store/schema.js';
import { rupeesText } from '../../../src/domain/rupees.js';
import { formatDisplayTime, istMinutes } from '../../../src/domain/time.js';
import { declarationOf } from '../markets/declarations.js';
import { DAILY_MARKET, STARLINE_MARKET, type Draw } from '../markets/market-kinds.js';
import { raiseAlert } from './alerts.js';
import { LINK_WORDS, linkedPlayers, masked } from './links.js';
import { readRiskSettings } from './risk-settings.js';

/**
 * What raises an alert, judged after the write that may raise it has committed (risk-watch.ts). Each alert names its
 * episode, so noticing the same thing again raises nothing new: a spike once per player per hour, a big win once per
 * player and declaration, a first deposit once per player, a link once per pair of players.
 */

const HOUR_MS = 60 * 60 * 1000;
/** How far back a player's usual hourly figure is taken from. */
const USUAL_DAYS = 7;
/**
 * The least a usual hourly figure counts as: a player with little or no history spikes only past the multiple of
 * this, not with their first few bets or deposits.
 */
export const USUAL_HOURLY_FLOOR = { stakes: 1_000, deposits: 1_000 } as const;

const STAKE_KINDS = [DAILY_MARKET.stake.kind, STARLINE_MARKET.stake.kind];

/** The start of the clock hour (UTC) the instant falls in: an hour's figures and its episode. */
function hourStart(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
}

/** "10:30 AM IST". */
const istTime = (at: Date) => `${formatDisplayTime(istMinutes(at))} IST`;

/**
 * A player's total of some ledger kinds this hour, and their usual hourly total: the average of the previous
 * days' hours that had any, or the floor when higher.
 */
async function hourlyFigures(
  db: Db,
  clock: Clock,
  request: { userId: number; kinds: readonly string[]; sign: 1 | -1; floor: number },
): Promise<{ now: number; usual: number; hour: Date }> {
  const hour = hourStart(clock.now());
  const since = new Date(hour.getTime() - USUAL_DAYS * 24 * HOUR_MS).toISOString();
  const rows = await db
    .selectFrom('ledger_entries')
    .select([sql<string>`substr(created_at, 1, 13)`.as('hour'), sql<number | string>`sum(amount)`.as('total')])
    .where('user_id', '=', request.userId)
    .where('kind', 'in', [...request.kinds])
    .where('created_at', '>=', since)
    .groupBy(sql`substr(created_at, 1, 13)`)
    .execute();
  const thisHour = hour.toISOString().slice(0, 13);
  let now = 0;
  const earlier: number[] = [];
  for (const row of rows) {
    const total = request.sign * Number(row.total);
    if (row.hour === thisHour) now = total;
    else if (row.hour < thisHour && total > 0) earlier.push(total);
  }
  const average = earlier.length === 0 ? 0 : earlier.reduce((sum, total) => sum + total, 0) / earlier.length;
  return { now, usual: Math.max(Math.round(average), request.floor), hour };
}

/** The smallest hour's stakes that can be a spike: just over the floor of the usual (a multiple is more than 1). */
export const LEAST_STAKE_SPIKE = USUAL_HOURLY_FLOOR.stakes + 1;

/**
 * A player's stakes this hour against their usual hourly stakes. Answers how much more they must stake this hour
 * before it can be a spike: Infinity once raised this hour, the least spike again while the rule is off.
 */
export async function checkStakeSpike(db: Db, clock: Clock, userId: number): Promise<number> {
  const rule = (await readRiskSettings(db)).alerts.stakeSpike;
  if (!rule.enabled) return LEAST_STAKE_SPIKE;
  const floor = USUAL_HOURLY_FLOOR.stakes;
  const figures = await hourlyFigures(db, clock, { userId, kinds: STAKE_KINDS, sign: -1, floor });
  const missing = rule.multiple * figures.usual - figures.now;
  if (missing > 0) return missing;
  await raiseAlert(db, clock, {
    kind: 'stake_spike',
    userId,
    episode: `stake_spike:${userId}:${figures.hour.toISOString()}`,
    detail:
      `Staked ${rupeesText(figures.now)} since ${istTime(figures.hour)}, at least ${rule.multiple}× ` +
      `their usual ${rupeesText(figures.usual)} an hour`,
  });
  return Infinity;
}

/**
 * After a deposit is approved: the player's first deposit when large, else their deposits this hour against their
 * usual hourly deposits (a first deposit is judged by its own rule only).
 */
export async function checkDeposit(db: Db, clock: Clock, userId: number): Promise<void> {
  const settings = (await readRiskSettings(db)).alerts;
  const deposits = await db
    .selectFrom('ledger_entries')
    .select(['id', 'amount', 'created_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'deposit')
    .orderBy('id')
    .limit(2)
    .execute();
  const first = deposits[0];
  if (!first) return;
  if (deposits.length === 1) {
    const amount = Number(first.amount);
    const least = settings.firstDeposit.amount;
    if (!settings.firstDeposit.enabled || amount < least) return;
    await raiseAlert(db, clock, {
      kind: 'first_deposit',
      userId,
      episode: `first_deposit:${userId}`,
      detail: `First deposit of ${rupeesText(amount)}, at least the ${rupeesText(least)} watched for`,
    });
    return;
  }
  const rule = settings.depositSpike;
  if (!rule.enabled) return;
  const floor = USUAL_HOURLY_FLOOR.deposits;
  const figures = await hourlyFigures(db, clock, { userId, kinds: ['deposit'], sign: 1, floor });
  if (figures.now < rule.multiple * figures.usual) return;
  await raiseAlert(db, clock, {
    kind: 'deposit_spike',
    userId,
    episode: `deposit_spike:${userId}:${figures.hour.toISOString()}`,
    detail:
      `Deposited ${rupeesText(figures.now)} since ${istTime(figures.hour)}, at least ${rule.multiple}× ` +
      `their usual ${rupeesText(figures.usual)} an hour`,
  });
}

/** After a declaration: each player whose winnings from it reach the big-win amount. */
export async function checkBigWins(db: Db, clock: Clock, market: 'daily' | 'starline', draw: Draw): Promise<void> {
  const rule = (await readRiskSettings(db)).alerts.bigWin;
  if (!rule.enabled) return;
  const kind = market === 'daily' ? DAILY_MARKET : STARLINE_MARKET;
  const declaration = await declarationOf(db, kind, draw);
  if (!declaration) return;
  const winners = await sql<{ user_id: number; total: number | string }>`
    select user_id, sum(win_amount) as total from ${sql.table(kind.wins)}
    where declaration_id = ${declaration.declarationId}
    group by user_id`.execute(db);
  const game = await db
    .selectFrom(market === 'daily' ? 'games' : 'starline_games')
    .select('game_name')
    .where('id', '=', draw.gameId)
    .executeTakeFirst();
  const session = draw.session ? ` ${draw.session}` : '';
  const what = `${game?.game_name ?? `game ${draw.gameId}`}${session} of ${draw.gameDate}`;
  for (const winner of winners.rows) {
    const total = Number(winner.total);
    if (total < rule.amount) continue;
    const userId = Number(winner.user_id);
    await raiseAlert(db, clock, {
      kind: 'big_win',
      userId,
      episode: `big_win:${userId}:${declaration.declarationId}`,
      detail: `Won ${rupeesText(total)} on ${what}, at least the ${rupeesText(rule.amount)} watched for`,
    });
  }
}

/** The player's links: one alert for each pair of players newly found linked. */
export async function checkLinks(db: Db, clock: Clock, userId: number): Promise<void> {
  const links = await linkedPlayers(db, userId);
  for (const [other, reasons] of links) {
    const pair = [Math.min(userId, other), Math.max(userId, other)];
    const shared = reasons.map((reason) => `${LINK_WORDS[reason.kind]} ${masked(reason.value)}`).join(', ');
    await raiseAlert(db, clock, {
      kind: 'linked_accounts',
      userId,
      episode: `linked_accounts:${pair[0]}:${pair[1]}`,
      detail: `Shares ${shared} with player ${other}`,
    });
  }
}
