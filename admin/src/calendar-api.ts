/**
 * The console's calls for market calendars, holidays, voided days, corrected results, the withdrawal window and the
 * maintenance switch: one typed function per endpoint, through the shared client like the rest of api.ts.
 */

import { apiRequest } from '../../src/api/client';
import type { Holiday, HolidayInput, HolidayList, HolidaySaved } from '../../contract/admin-markets';
import type { AdminStarlineGame, StarlineResultCorrected } from '../../contract/admin-starline';
import type { ApprovalRequested } from '../../contract/approvals';
import type { Notice } from '../../contract/common';
import type { Maintenance, WithdrawalWindow } from '../../contract/content';
import type { ClosedReason } from '../../contract/markets';
import type { ResultCorrected, ResultVoided } from '../../contract/results';
import type { AdminGame, GameInput, SessionName, StarlineGameInput } from './api';

export type { ClosedReason, Holiday, Maintenance, WithdrawalWindow };

/** A daily market with its weekdays and today's state (voided: the day or one session of today). */
export type DailyMarket = AdminGame;
export type DailyMarketInput = GameInput;

/** A Starline game with its weekdays and whether today's draw is voided. */
export type StarlineMarket = AdminStarlineGame;
export type StarlineMarketInput = StarlineGameInput;

// ---- Holidays ----------------------------------------------------------------------------------------------

/** Every holiday, upcoming and past, newest date first. */
export const fetchHolidays = () => apiRequest<HolidayList>('GET', '/admin/holidays').then((body) => body.holidays);

/** A day markets close: every market (`gameIds: null`, Starline too) or the daily and Starline games listed. */
export const addHoliday = (holiday: HolidayInput) =>
  apiRequest<HolidaySaved>('POST', '/admin/holidays', { body: holiday });

export const deleteHoliday = (holidayId: string) =>
  apiRequest<Notice>('DELETE', `/admin/holidays/${encodeURIComponent(holidayId)}`);

// ---- Voiding and correcting results ------------------------------------------------------------------------

/** What a void did (bets refunded, ₹ refunded, ₹ of wins taken back), or a correction (old → new, settlement). */
export type VoidAnswer = ResultVoided;
export type CorrectAnswer = ResultCorrected | StarlineResultCorrected;

export interface DailyVoidRequest {
  gameId: string;
  gameDate: string;
  /** A session, or null for the whole day. */
  session: SessionName | null;
  reason: string;
}

export type StarlineVoidRequest = Omit<DailyVoidRequest, 'session'>;

export const voidDailyDraw = (request: DailyVoidRequest) =>
  apiRequest<VoidAnswer | ApprovalRequested>('POST', '/admin/results/void', { body: request });

export const voidStarlineDraw = (request: StarlineVoidRequest) =>
  apiRequest<VoidAnswer | ApprovalRequested>('POST', '/admin/starline/results/void', { body: request });

export interface DailyCorrectRequest {
  gameId: string;
  gameDate: string;
  session: SessionName;
  pana: string;
  reason: string;
}

export type StarlineCorrectRequest = Omit<DailyCorrectRequest, 'session'>;

export const correctDailyResult = (request: DailyCorrectRequest) =>
  apiRequest<ResultCorrected | ApprovalRequested>('POST', '/admin/results/correct', { body: request });

export const correctStarlineResult = (request: StarlineCorrectRequest) =>
  apiRequest<StarlineResultCorrected | ApprovalRequested>('POST', '/admin/starline/results/correct', {
    body: request,
  });

// ---- Withdrawal window and maintenance ---------------------------------------------------------------------

/** When enforced, withdrawals are asked for only inside the main settings' hours, on these weekdays. */
export const fetchWithdrawalWindow = () => apiRequest<WithdrawalWindow>('GET', '/admin/withdrawal-window');

export const saveWithdrawalWindow = (window: WithdrawalWindow) =>
  apiRequest<WithdrawalWindow>('PUT', '/admin/withdrawal-window', { body: window });

/** Betting and deposits paused for every player, with the message they see. */
export const fetchMaintenance = () => apiRequest<Maintenance>('GET', '/admin/maintenance');

/** The answer's `message` is the players' message, not a notice: the console says "saved" in its own words. */
export const saveMaintenance = (maintenance: Maintenance) =>
  apiRequest<Maintenance>('PUT', '/admin/maintenance', { body: maintenance });
