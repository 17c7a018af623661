/**
 * The console's calls for operator insight (issue 15): period reports with their CSV tables, and the exposure of a
 * session before its declaration — what each possible panna would pay. Typed like api.ts, through the same client.
 */

import { apiRequest } from '../../src/api/client';
import type {
  Report,
  ReportDay,
  ReportMarket,
  ReportPeriod,
  ReportPlayer,
  ReportTable,
  ReportTotals,
} from '../../contract/reports';
import type { SessionName } from './api';
import { downloadCsv } from './download-csv';

// ---- Reports -------------------------------------------------------------------------------------------------

export type { Report, ReportDay, ReportMarket, ReportPeriod, ReportPlayer, ReportTable, ReportTotals };

export const fetchReport = (period: ReportPeriod) => apiRequest<Report>('GET', '/admin/reports', { query: { ...period } });

/** One table of the period's report as a CSV file. */
export const downloadReportCsv = (period: ReportPeriod, table: ReportTable) =>
  downloadCsv('/admin/reports', { from: period.from, to: period.to, table }, `report-${table}-${period.from}-${period.to}.csv`);

// ---- Exposure ------------------------------------------------------------------------------------------------

/** What declaring one panna would do: the bets it makes winners and what it pays them. */
export interface ExposureOutcome {
  pana: string;
  digit: number;
  payout: number;
  winners: number;
}

export interface Exposure {
  gameId: string;
  gameDate: string;
  session?: SessionName;
  /** The session's bets still waiting for its result, and their stakes. */
  pending: { bets: number; stakes: number };
  /** All 220 pannas, costliest first. */
  outcomes: ExposureOutcome[];
  /** The panna already declared for the session; null until it is. */
  declaredPana: string | null;
}

export interface ExposureTarget {
  gameId: string;
  gameDate: string;
}

export const fetchExposure = (target: ExposureTarget & { session: SessionName }) =>
  apiRequest<Exposure>('GET', '/admin/results/exposure', { query: { ...target } });

export const fetchStarlineExposure = (target: ExposureTarget) =>
  apiRequest<Exposure>('GET', '/admin/starline/results/exposure', { query: { ...target } });
