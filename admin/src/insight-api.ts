/**
 * The console's calls for operator insight: period reports with their CSV tables, and the exposure of a
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
import type { ExposureOutcome, SessionExposure } from '../../contract/results';

// ---- Reports -------------------------------------------------------------------------------------------------

export type { Report, ReportDay, ReportMarket, ReportPeriod, ReportPlayer, ReportTable, ReportTotals };

export const fetchReport = (period: ReportPeriod) => apiRequest<Report>('GET', '/admin/reports', { query: { ...period } });

/** One table of the period's report as a CSV file. */
export const downloadReportCsv = (period: ReportPeriod, table: ReportTable) =>
  downloadCsv('/admin/reports', { from: period.from, to: period.to, table }, `report-${table}-${period.from}-${period.to}.csv`);

// ---- Exposure ------------------------------------------------------------------------------------------------

export type { ExposureOutcome, SessionExposure };

/** A daily session's exposure, or a Starline game's (whose one result a day has no session). */
export type Exposure = Omit<SessionExposure, 'session'> & { session?: SessionName };

export interface ExposureTarget {
  gameId: string;
  gameDate: string;
}

export const fetchExposure = (target: ExposureTarget & { session: SessionName }) =>
  apiRequest<SessionExposure>('GET', '/admin/results/exposure', { query: { ...target } });

export const fetchStarlineExposure = (target: ExposureTarget) =>
  apiRequest<Exposure>('GET', '/admin/starline/results/exposure', { query: { ...target } });
