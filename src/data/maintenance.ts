import type { Maintenance } from '../api/types';
import { useSetting } from './settings';

/**
 * The operator's maintenance pause from the cached public settings (refreshed when the screen opens): null until
 * known, so a screen shows no banner rather than a guess.
 */
export function useMaintenance(): Maintenance | null {
  return useSetting('main').value?.maintenance ?? null;
}
