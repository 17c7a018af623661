import { proxy } from 'valtio';
import type { User } from '../../src/api/types';
import { holdsPermission } from './access';
import { adminSession } from './admin-session';
import { fetchApprovals, type Approval } from './api';

/**
 * The actions waiting for a second operator, as the console last heard: the menu's count beside Approvals and the
 * "waiting for approval" marks on withdrawals, players and results. Read when the console opens and after every
 * decision or held action (no polling). An operator without the approvals inbox knows only their own held actions.
 */
export const pendingApprovals = proxy<{ list: Approval[]; loaded: boolean }>({ list: [], loaded: false });

/** Reads the pending approvals again (only for an operator who may see them). */
export async function refreshPendingApprovals(): Promise<void> {
  if (!holdsPermission(adminSession.user as User | null, 'approvals')) return;
  try {
    pendingApprovals.list = await fetchApprovals('pending');
    pendingApprovals.loaded = true;
  } catch {
    // The count stays as it was; the inbox itself shows the failure when opened.
  }
}

/** An action of this operator now waits for approval: it is marked at once, and the inbox read again. */
export function noteHeldAction(approval: Approval): void {
  pendingApprovals.list = [approval, ...pendingApprovals.list.filter((item) => item._id !== approval._id)];
  void refreshPendingApprovals();
}

/** A decision taken here: it leaves the pending list before the inbox is read again. */
export function noteDecided(approvalId: string): void {
  pendingApprovals.list = pendingApprovals.list.filter((item) => item._id !== approvalId);
  void refreshPendingApprovals();
}

/** The pending approval of one record (`withdrawal`, `user`, `result`…), if any. */
export function pendingFor(list: readonly Approval[], kind: string, id: string): Approval | undefined {
  return list.find(
    (approval) => approval.status === 'pending' && approval.target.kind === kind && approval.target.id === id,
  );
}

/** The id a result change names its result by: `gameId:gameDate`, and `:session` for a daily market. */
export function resultTargetId(target: { gameId: string; gameDate?: string; session?: string }): string {
  return [target.gameId, target.gameDate, target.session].filter((part) => part !== undefined && part !== '').join(':');
}

/** The pending revert of one declared result, if any. */
export function pendingResultChange(list: readonly Approval[], resultId: string): Approval | undefined {
  return list.find(
    (approval) => approval.status === 'pending' && approval.kind === 'result_change' && approval.target.id === resultId,
  );
}

/**
 * The pending change of a game day's results, if any: a revert, void or correction of the day or of a session of it
 * (their ids begin with the day's `gameId:gameDate`, then say which session and what is changed). `targetKind`
 * tells daily results (`result`) from Starline's (`starline_result`), whose ids are counted apart.
 */
export function pendingDayChange(list: readonly Approval[], targetKind: string, dayId: string): Approval | undefined {
  return list.find(
    (approval) =>
      approval.status === 'pending' &&
      approval.kind === 'result_change' &&
      approval.target.kind === targetKind &&
      (approval.target.id === dayId || approval.target.id.startsWith(`${dayId}:`)),
  );
}
