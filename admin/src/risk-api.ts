/**
 * The console's calls for risk signals and closed accounts: a player's linked accounts, notes and tags, the alerts
 * inbox, the risk settings, and the closed accounts waiting for (or past) the erasure of their personal data.
 */

import { apiRequest } from '../../src/api/client';
import type { AccountClosureList, AccountErased } from '../../contract/data-rights';
import type {
  AlertClosed,
  AlertList,
  AlertStatus,
  PlayerLinks,
  PlayerNoteAdded,
  PlayerNotes,
  PlayerTags,
  RiskSettings,
} from '../../contract/risk';

export type { AccountClosure } from '../../contract/data-rights';
export type {
  AlertKind,
  AlertStatus,
  LinkKind,
  LinkReason,
  PlayerLink,
  PlayerNote,
  ReviewReason,
  RiskAlert,
  RiskSettings,
} from '../../contract/risk';

const userPath = (userId: string, rest: string) => `/admin/users/${encodeURIComponent(userId)}/${rest}`;

/** The other players who share a bank account, a wallet number, a device or a sign-up address with this one. */
export const fetchPlayerLinks = (userId: string) => apiRequest<PlayerLinks>('GET', userPath(userId, 'links'));

/** Operators' notes on a player, newest first. */
export const fetchPlayerNotes = (userId: string) => apiRequest<PlayerNotes>('GET', userPath(userId, 'notes'));

export const addPlayerNote = (userId: string, text: string) =>
  apiRequest<PlayerNoteAdded>('POST', userPath(userId, 'notes'), { body: { text } });

/** Replaces the player's whole list of tags; the answer is the list as stored (trimmed, without repeats). */
export const savePlayerTags = (userId: string, tags: readonly string[]) =>
  apiRequest<PlayerTags>('PUT', userPath(userId, 'tags'), { body: { tags } });

/** The alerts of one status, newest first, with how many are open. */
export const fetchAlerts = (status: AlertStatus) =>
  apiRequest<AlertList>('GET', '/admin/alerts', { query: { status } });

export const closeAlert = (alertId: string, note: string) =>
  apiRequest<AlertClosed>('POST', `/admin/alerts/${encodeURIComponent(alertId)}/close`, {
    body: note === '' ? {} : { note },
  });

export const fetchRiskSettings = () => apiRequest<RiskSettings>('GET', '/admin/risk');

/** Saves every section (each replaces its stored section whole). */
export const saveRiskSettings = (settings: RiskSettings) =>
  apiRequest<RiskSettings>('PUT', '/admin/risk', { body: settings });

export const fetchClosures = () => apiRequest<AccountClosureList>('GET', '/admin/account-closures');

/** Erases a closed account's personal data now: refused (409 CLOSURE_NOT_SETTLED) while anything is owed. */
export const eraseClosure = (userId: string) =>
  apiRequest<AccountErased>('POST', `/admin/account-closures/${encodeURIComponent(userId)}/erase`);
