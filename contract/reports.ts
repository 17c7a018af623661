import { Type, type Static } from '@sinclair/typebox';
import { PlayerSummary } from './account.js';
import { CalendarDay, Id, OneOf, Rupees } from './common.js';

/** The operators' period reports: the money of a span of IST days, from the ledger. */

/** IST days, both inclusive. */
export const ReportPeriod = Type.Object({ from: CalendarDay, to: CalendarDay });
export type ReportPeriod = Static<typeof ReportPeriod>;

/** The tables of a report, each of which downloads as CSV. */
export const REPORT_TABLES = ['byDay', 'byMarket', 'topPlayers'] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

/**
 * The query of GET /admin/reports: `from` and `to`, `format` json (the default) or csv, and with csv the `table`.
 * Text on purpose: the server answers a wrong value with a message naming the field.
 */
const Field = Type.Optional(Type.String({ maxLength: 100 }));
export const ReportQuery = Type.Object({ from: Field, to: Field, format: Field, table: Field });

/** The period's figures. `net` is stakes less payouts. */
export const ReportTotals = Type.Object({
  deposits: Rupees,
  withdrawals: Rupees,
  stakes: Rupees,
  payouts: Rupees,
  net: Rupees,
  adjustments: Rupees,
  bets: Type.Integer(),
  activePlayers: Type.Integer(),
  newPlayers: Type.Integer(),
});
export type ReportTotals = Static<typeof ReportTotals>;

/** One IST day of the period, days without activity included. */
export const ReportDay = Type.Object({
  date: CalendarDay,
  deposits: Rupees,
  withdrawals: Rupees,
  stakes: Rupees,
  payouts: Rupees,
  net: Rupees,
  bets: Type.Integer(),
});
export type ReportDay = Static<typeof ReportDay>;

/** One market's bets in the period: a daily game or a Starline one. */
export const ReportMarket = Type.Object({
  kind: OneOf(['daily', 'starline']),
  gameId: Id,
  gameName: Type.String(),
  bets: Type.Integer(),
  stakes: Rupees,
  payouts: Rupees,
  net: Rupees,
});
export type ReportMarket = Static<typeof ReportMarket>;

/** One of the players with the largest stakes in the period. */
export const ReportPlayer = Type.Object({
  user: PlayerSummary,
  bets: Type.Integer(),
  stakes: Rupees,
  payouts: Rupees,
  net: Rupees,
});
export type ReportPlayer = Static<typeof ReportPlayer>;

/** The answer of GET /admin/reports as JSON. */
export const Report = Type.Composite([
  ReportPeriod,
  Type.Object({
    totals: ReportTotals,
    byDay: Type.Array(ReportDay),
    byMarket: Type.Array(ReportMarket),
    topPlayers: Type.Array(ReportPlayer),
  }),
]);
export type Report = Static<typeof Report>;

/** One table of a report as CSV (`format=csv`), with a header row. */
export const ReportCsv = Type.String();
