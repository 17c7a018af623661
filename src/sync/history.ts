import { replaceBets } from '../../db/history-tables';
import { fetchMyBets } from '../api/bet-history';
import { markSynced } from './conditional';

export const historySyncKeys = { bets: 'bets' } as const;

/** GET /bets/me (every daily bet) into the cache: the bidding and winning histories and the statement read it. */
export async function refreshMyBets(signal: AbortSignal): Promise<void> {
  const bets = await fetchMyBets(signal);
  if (signal.aborted) return;
  await replaceBets(bets);
  await markSynced(historySyncKeys.bets);
}
