import type { LimitChanges, ResponsiblePlay } from '../../contract/responsible-play';
import { apiGet, apiPost, apiPut } from './client';

/**
 * Responsible play (docs/api.md "Changes since the original contract"): the player's limits, breaks and reality
 * check, each call answering the record.
 */

export type { LimitChanges, PendingLimit, ResponsiblePlay as ResponsiblePlayRecord } from '../../contract/responsible-play';

/** GET /api/user/responsible-play. */
export function fetchResponsiblePlay(signal?: AbortSignal): Promise<ResponsiblePlay> {
  return apiGet<ResponsiblePlay>('/user/responsible-play', { signal });
}

/** PUT /api/user/responsible-play/limits: lower is at once, higher or removed after 24 hours, the current value cancels. */
export function updateLimits(changes: LimitChanges): Promise<ResponsiblePlay> {
  return apiPut<ResponsiblePlay>('/user/responsible-play/limits', changes);
}

/** POST /api/user/responsible-play/time-out: bets and deposits paused for `days` (1, 7 or 30); never shortened. */
export function takeTimeOut(days: number, idempotencyKey: string): Promise<ResponsiblePlay> {
  return apiPost<ResponsiblePlay>('/user/responsible-play/time-out', { days }, { idempotencyKey });
}

/** POST /api/user/responsible-play/self-exclusion: bets and deposits paused for `months` (6, 12 or 60); never shortened. */
export function excludeSelf(months: number, idempotencyKey: string): Promise<ResponsiblePlay> {
  return apiPost<ResponsiblePlay>('/user/responsible-play/self-exclusion', { months }, { idempotencyKey });
}

/** PUT /api/user/responsible-play/reality-check: the reminder after every `minutes` (30, 60 or 120) of play a day. */
export function updateRealityCheck(minutes: number): Promise<ResponsiblePlay> {
  return apiPut<ResponsiblePlay>('/user/responsible-play/reality-check', { minutes });
}
