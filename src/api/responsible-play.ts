import type { LimitKind, LimitPeriod, ResponsiblePlayRecord } from '../domain/responsible-play';
import { apiGet, apiPost, apiPut } from './client';

/** Responsible play (README "API additions"): the player's limits, breaks and reality check, each call answering the record. */

/** New limits: per kind and period a whole number of rupees, or null to remove; what is left out stays as it is. */
export type LimitChanges = Partial<Record<LimitKind, Partial<Record<LimitPeriod, number | null>>>>;

/** GET /api/user/responsible-play. */
export function fetchResponsiblePlay(signal?: AbortSignal): Promise<ResponsiblePlayRecord> {
  return apiGet<ResponsiblePlayRecord>('/user/responsible-play', { signal });
}

/** PUT /api/user/responsible-play/limits: lower is at once, higher or removed after 24 hours, the current value cancels. */
export function updateLimits(changes: LimitChanges): Promise<ResponsiblePlayRecord> {
  return apiPut<ResponsiblePlayRecord>('/user/responsible-play/limits', changes);
}

/** POST /api/user/responsible-play/time-out: bets and deposits paused for `days` (1, 7 or 30); never shortened. */
export function takeTimeOut(days: number, idempotencyKey: string): Promise<ResponsiblePlayRecord> {
  return apiPost<ResponsiblePlayRecord>('/user/responsible-play/time-out', { days }, { idempotencyKey });
}

/** POST /api/user/responsible-play/self-exclusion: bets and deposits paused for `months` (6, 12 or 60); never shortened. */
export function excludeSelf(months: number, idempotencyKey: string): Promise<ResponsiblePlayRecord> {
  return apiPost<ResponsiblePlayRecord>('/user/responsible-play/self-exclusion', { months }, { idempotencyKey });
}

/** PUT /api/user/responsible-play/reality-check: the reminder after every `minutes` (30, 60 or 120) of play a day. */
export function updateRealityCheck(minutes: number): Promise<ResponsiblePlayRecord> {
  return apiPut<ResponsiblePlayRecord>('/user/responsible-play/reality-check', { minutes });
}
