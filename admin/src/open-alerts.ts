import { proxy } from 'valtio';
import type { User } from '../../src/api/types';
import { holdsPermission } from './access';
import { adminSession } from './admin-session';
import { fetchAlerts } from './risk-api';

/**
 * How many risk alerts are open, as the console last heard: the menu's count beside Alerts. Read when the console
 * opens and whenever the inbox is read or an alert closed (no polling), only for an operator who may see alerts.
 */
export const openAlerts = proxy<{ count: number }>({ count: 0 });

export async function refreshOpenAlerts(): Promise<void> {
  if (!holdsPermission(adminSession.user as User | null, 'players.read')) return;
  try {
    openAlerts.count = (await fetchAlerts('open')).openCount;
  } catch {
    // The count stays as it was; the inbox itself shows the failure when opened.
  }
}
