import { sql, type RawBuilder } from 'kysely';
import {
  REPORT_TABLES,
  type Report,
  type ReportMarket,
  type ReportPeriod,
  type ReportPlayer,
  type ReportTable,
} from '../../../contract/reports.js';
import { invalid, type CodedProblem } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { LastRows, ReportReader, ReportsRepository } from '../../store/repositories/reports.js';
import { addDays, isCalendarDate, istStartOfDay } from '../../../src/domain/time.js';
import { csvTable } from './csv.js';
import { DAILY_MARKET, STARLINE_MARKET, type MarketKind } from '../markets/market-kinds.js';
import { ACTIVITY_KINDS, BET_KINDS, PAYOUT_KINDS, STAKE_KINDS } from './ledger-kinds.js';

/**
 * The operators' period reports: money of a span of IST days, from the ledger, so that every figure
 * reconciles with its entries. A period is [IST start of `from`, IST start of the day after `to`) on each entry's
 * `created_at`. Withdrawals are the exception: completing one posts no entry (the amount left the balance when
 * it was requested, as a `withdrawal_hold`), so they count the withdrawals completed in the period, by the time
 * they were marked completed (`updated_at`; a completed withdrawal never changes again).
 */

export const MAX_REPORT_DAYS = 366;

export const TOP_PLAYERS = 20;

// ---- The period ---------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;

/** `from` and `to` as asked: IST days YYYY-MM-DD, both inclusive, `from` first, at most a year and a day. */
export function reportPeriod(query: { from?: string; to?: string }): ReportPeriod {
  const problems: CodedProblem[] = [];
  for (const field of ['from', 'to'] as const) {
    const value = query[field];
    if (value === undefined || value === '') {
      problems.push({ code: 'DATE_REQUIRED', params: { field }, field });
    } else if (!isCalendarDate(value)) {
      problems.push({ code: 'DATE_INVALID', params: { field }, field });
    }
  }
  if (problems.length > 0) throw invalid(problems);
  const { from, to } = query as ReportPeriod;
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) throw invalid([{ code: 'PERIOD_REVERSED', params: { start: 'from', end: 'to' }, field: 'from' }]);
  if (days > MAX_REPORT_DAYS) {
    throw invalid([{ code: 'REPORT_PERIOD_TOO_LONG', params: { max: MAX_REPORT_DAYS }, field: 'to' }]);
  }
  return { from, to };
}

/** The instant an IST day starts (UTC midnight falls at 05:30 IST, inside the day). */
const istDayStart = (date: string) => istStartOfDay(`${date}T00:00:00.000Z`).toISOString();

const kindList = (kinds: readonly string[]) => sql.join(kinds.map((kind) => sql.lit(kind)));

/** `then` for an entry of one of the kinds, else `otherwise`: equality tests, cheaper per entry than IN. */
function forKinds(kinds: readonly string[], then: RawBuilder<unknown>, otherwise: RawBuilder<unknown>) {
  return sql`case e.kind ${sql.join(kinds.map((kind) => sql`when ${sql.lit(kind)} then ${then}`), sql` `)} else ${otherwise} end`;
}

// ---- The report ---------------------------------------------------------------------------------------------

type Reader = ReportReader;

interface Window {
  period: ReportPeriod;
  start: string;
  end: string;
  /** SQLite: the last row of each table when the report began (ReportsRepository); null on PostgreSQL. */
  lastRows: LastRows;
}

/**
 * `and <alias>.id <= <the table's last row when the report began>` on SQLite (the unary + keeps SQLite from
 * reading by id instead of the period's index range); nothing on PostgreSQL.
 */
function rowsSoFar(window: Window, table: keyof NonNullable<LastRows>, alias: string): RawBuilder<unknown> {
  return window.lastRows ? sql`and +${sql.ref(`${alias}.id`)} <= ${window.lastRows[table]}` : sql``;
}

export async function operatorReport(store: Store, period: ReportPeriod): Promise<Report> {
  const window = { period, start: istDayStart(period.from), end: istDayStart(addDays(period.to, 1)) };
  const { reports } = store.repositories;
  return reports.asOfOneMoment((reader, lastRows) => readReport(reader, reports, { ...window, lastRows }));
}

async function readReport(db: Reader, reports: ReportsRepository, window: Window): Promise<Report> {
  const days = await moneyByDay(db, window);
  const withdrawals = await withdrawalsByDay(db, window);
  const byMarket = [
    ...(await marketFigures(db, reports, window, DAILY_MARKET)),
    ...(await marketFigures(db, reports, window, STARLINE_MARKET)),
  ].sort((a, b) => b.stakes - a.stakes || a.kind.localeCompare(b.kind) || Number(a.gameId) - Number(b.gameId));
  const players = await playerFigures(db, window);
  const newPlayers = await signUps(db, window);
  const byDay = days.map((day) => ({ ...day, withdrawals: withdrawals.get(day.date) ?? 0 }));
  const sum = (field: 'deposits' | 'withdrawals' | 'stakes' | 'payouts' | 'adjustments' | 'bets') =>
    byDay.reduce((total, day) => total + day[field], 0);
  return {
    ...window.period,
    totals: {
      deposits: sum('deposits'),
      withdrawals: sum('withdrawals'),
      stakes: sum('stakes'),
      payouts: sum('payouts'),
      net: sum('stakes') - sum('payouts'),
      adjustments: sum('adjustments'),
      bets: sum('bets'),
      activePlayers: players.active,
      newPlayers,
    },
    byDay: byDay.map(({ date, deposits, withdrawals: paidOut, stakes, payouts, bets }) => ({
      date,
      deposits,
      withdrawals: paidOut,
      stakes,
      payouts,
      net: stakes - payouts,
      bets,
    })),
    byMarket,
    topPlayers: players.top,
  };
}

/** The IST days of the period with the instants that bound them, as a table for SQL. */
function periodDays(window: Window): RawBuilder<unknown> {
  const rows: RawBuilder<unknown>[] = [];
  for (let date = window.period.from; date <= window.period.to; date = addDays(date, 1)) {
    rows.push(sql`(${date}, ${istDayStart(date)}, ${istDayStart(addDays(date, 1))})`);
  }
  return sql`days(day, starts, ends) as (values ${sql.join(rows)})`;
}

/**
 * The ledger's money per IST day, days without activity included. Each figure of each day is one range of the
 * kind-and-time index (migration 010), read in order; grouping the entries by a day computed from their time
 * would sort them all.
 */
async function moneyByDay(db: Reader, window: Window) {
  const of = (kinds: readonly string[], figure: RawBuilder<unknown>) => sql`(
    select coalesce(${figure}, 0) from ledger_entries e
    where e.kind in (${kindList(kinds)}) and e.created_at >= days.starts and e.created_at < days.ends
      ${rowsSoFar(window, 'ledger_entries', 'e')})`;
  const result = await sql<{ day: string; deposits: string; adjustments: string; stakes: string; payouts: string; bets: string }>`
    with ${periodDays(window)}
    select day,
      ${of(['deposit'], sql`sum(e.amount)`)} as deposits,
      ${of(['adjustment'], sql`sum(e.amount)`)} as adjustments,
      ${of(STAKE_KINDS, sql`-sum(e.amount)`)} as stakes,
      ${of(PAYOUT_KINDS, sql`sum(e.amount)`)} as payouts,
      ${of(BET_KINDS, sql`count(*)`)} as bets
    from days
    order by day`.execute(db);
  return result.rows.map((row) => ({
    date: row.day,
    deposits: Number(row.deposits),
    adjustments: Number(row.adjustments),
    stakes: Number(row.stakes),
    payouts: Number(row.payouts),
    bets: Number(row.bets),
  }));
}

async function withdrawalsByDay(db: Reader, window: Window): Promise<Map<string, number>> {
  const result = await sql<{ day: string; total: string }>`
    with ${periodDays(window)}
    select days.day, sum(w.amount) as total
    from days join withdrawals w on w.updated_at >= days.starts and w.updated_at < days.ends
    where w.status = 'completed'
    group by days.day`.execute(db);
  return new Map(result.rows.map((row) => [row.day, Number(row.total)]));
}

/**
 * Stakes and payouts per market. Stakes are the bets placed in the period: a bet and its stake entry are
 * written together with one amount and one instant, so the bets by market and time (migration 010) add up to
 * the stake entries, one index range per market. Refunds and winnings, far fewer, reach their game through the
 * bet their reference names.
 */
async function marketFigures(db: Reader, reports: ReportsRepository, window: Window, market: MarketKind) {
  const placed = await sql<{ game_id: number; game_name: string; bets: string; stakes: string }>`
    select g.id as game_id, g.game_name, count(*) as bets, sum(b.bet_amount) as stakes
    from ${sql.table(market.games)} g
    join ${sql.table(market.placedBets)} b on b.game_id = g.id
    where b.created_at >= ${window.start} and b.created_at < ${window.end} ${rowsSoFar(window, market.placedBets, 'b')}
    group by g.id`.execute(db);
  const later = await sql<{ game_id: number; game_name: string; refunds: string; payouts: string }>`
    select m.game_id, g.game_name, m.refunds, m.payouts
    from (
      select b.game_id,
        sum(${forKinds(STAKE_KINDS, sql`e.amount`, sql`0`)}) as refunds,
        sum(${forKinds(PAYOUT_KINDS, sql`e.amount`, sql`0`)}) as payouts
      from ledger_entries e
      join ${sql.table(market.placedBets)} b on b.id = ${reports.referencedBet}
      where e.kind in (${kindList(market.laterKinds)}) and e.created_at >= ${window.start} and e.created_at < ${window.end}
        ${rowsSoFar(window, 'ledger_entries', 'e')}
      group by b.game_id
    ) m
    join ${sql.table(market.games)} g on g.id = m.game_id`.execute(db);
  const figures = new Map<string, ReportMarket>();
  const of = (gameId: number, gameName: string) => {
    const key = String(gameId);
    const figure = figures.get(key) ?? { kind: market.name, gameId: key, gameName, bets: 0, stakes: 0, payouts: 0, net: 0 };
    figures.set(key, figure);
    return figure;
  };
  for (const row of placed.rows) {
    const figure = of(row.game_id, row.game_name);
    figure.bets += Number(row.bets);
    figure.stakes += Number(row.stakes);
  }
  for (const row of later.rows) {
    const figure = of(row.game_id, row.game_name);
    // A refund is a credit: it takes back part of the stakes.
    figure.stakes -= Number(row.refunds);
    figure.payouts += Number(row.payouts);
  }
  return [...figures.values()].map((figure) => ({ ...figure, net: figure.stakes - figure.payouts }));
}

/**
 * The players with the largest stakes, and how many players were active, in one pass over the stake and
 * activity entries: each player's stakes and bets are summed once, and the active ones counted over all of
 * them before the top ones are kept. The top players' payouts are read for them alone.
 */
async function playerFigures(db: Reader, window: Window): Promise<{ active: number; top: ReportPlayer[] }> {
  const kinds = [...new Set([...STAKE_KINDS, ...ACTIVITY_KINDS])];
  const notStakes = kinds.filter((kind) => !STAKE_KINDS.includes(kind));
  const notActivity = kinds.filter((kind) => !ACTIVITY_KINDS.includes(kind));
  const period = sql`e.created_at >= ${window.start} and e.created_at < ${window.end} ${rowsSoFar(window, 'ledger_entries', 'e')}`;
  const ranked = await sql<{
    user_id: number;
    name: string;
    mobile_number: string;
    stakes: string;
    bets: string;
    active_players: string;
  }>`
    select p.user_id, u.name, u.mobile_number, p.stakes, p.bets, sum(p.active) over () as active_players
    from (
      select e.user_id,
        -sum(${forKinds(notStakes, sql`0`, sql`e.amount`)}) as stakes,
        sum(${forKinds(BET_KINDS, sql`1`, sql`0`)}) as bets,
        max(${forKinds(notActivity, sql`0`, sql`1`)}) as active
      from ledger_entries e
      where e.kind in (${kindList(kinds)}) and ${period}
      group by e.user_id
    ) p
    join users u on u.id = p.user_id
    order by p.stakes desc, p.user_id
    limit ${TOP_PLAYERS}`.execute(db);
  // Those with the largest stakes come first; players who only deposited or withdrew follow, if there is room.
  const staked = ranked.rows.filter((row) => Number(row.bets) > 0 || Number(row.stakes) !== 0);
  const ids = staked.map((row) => Number(row.user_id));
  const payouts = ids.length
    ? await sql<{ user_id: number; payouts: string }>`
        select e.user_id, sum(e.amount) as payouts from ledger_entries e
        where e.kind in (${kindList(PAYOUT_KINDS)}) and ${period} and e.user_id in (${sql.join(ids)})
        group by e.user_id`.execute(db)
    : { rows: [] };
  const payoutOf = new Map(payouts.rows.map((row) => [Number(row.user_id), Number(row.payouts)]));
  const top = staked.map((row) => {
    const stakes = Number(row.stakes);
    const paid = payoutOf.get(Number(row.user_id)) ?? 0;
    return {
      user: { _id: String(row.user_id), name: row.name, mobileNumber: row.mobile_number },
      bets: Number(row.bets),
      stakes,
      payouts: paid,
      net: stakes - paid,
    };
  });
  return { active: Number(ranked.rows[0]?.active_players ?? 0), top };
}

async function signUps(db: Reader, window: Window): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('role', '=', 'player')
    .where('created_at', '>=', window.start)
    .where('created_at', '<', window.end)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

// ---- CSV ----------------------------------------------------------------------------------------------------

export function isReportTable(value: string | undefined): value is ReportTable {
  return (REPORT_TABLES as readonly (string | undefined)[]).includes(value);
}

/** One table of a report as CSV: its columns as the JSON names them (the player's as userId, name, mobileNumber). */
export function reportTableCsv(report: Report, table: ReportTable): string {
  switch (table) {
    case 'byDay':
      return csvTable(
        ['date', 'deposits', 'withdrawals', 'stakes', 'payouts', 'net', 'bets'],
        report.byDay.map((d) => [d.date, d.deposits, d.withdrawals, d.stakes, d.payouts, d.net, d.bets]),
      );
    case 'byMarket':
      return csvTable(
        ['kind', 'gameId', 'gameName', 'bets', 'stakes', 'payouts', 'net'],
        report.byMarket.map((m) => [m.kind, m.gameId, m.gameName, m.bets, m.stakes, m.payouts, m.net]),
      );
    case 'topPlayers':
      return csvTable(
        ['userId', 'name', 'mobileNumber', 'bets', 'stakes', 'payouts', 'net'],
        report.topPlayers.map((p) => [p.user._id, p.user.name, p.user.mobileNumber, p.bets, p.stakes, p.payouts, p.net]),
      );
  }
}
