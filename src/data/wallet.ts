import { useLiveQuery } from '../../db/use-live-query';
import { listWithdrawals } from '../../db/wallet-tables';
import type { WithdrawalRecord } from '../api/wallet';
import { refreshProfile } from '../sync/profile';
import { useFreshness, type Freshness } from '../sync/use-freshness';
import { useRefreshOnOpen, type RefreshOnOpen, type RefreshOnOpenOptions } from '../sync/use-refresh-on-open';
import { refreshFundRequests, refreshPayoutDetails, refreshWithdrawals, walletSyncKeys } from '../sync/wallet';

/** The player's withdrawals and fund requests, and the payout details kept on the profile. */

export { patchSessionUser } from '../sync/wallet';

/** After a fund request was created: the requests (failures ignored: the next opening retries) and the balance. */
export function refreshAfterFundRequest(): void {
  void refreshFundRequests(new AbortController().signal).catch(() => undefined);
  void refreshProfile();
}

/** After a withdrawal was requested (its amount is held at once): the balance and the withdrawals. */
export function refreshAfterWithdrawal(): void {
  void refreshProfile();
  void refreshWithdrawals(new AbortController().signal).catch(() => undefined);
}

export interface Withdrawals {
  /** Newest first; undefined until the cache has been read. */
  readonly withdrawals: WithdrawalRecord[] | undefined;
  readonly freshness: Freshness;
  readonly load: RefreshOnOpen;
}

/** The withdrawal requests (GET /withdraw/history), refreshed on opening. */
export function useWithdrawals(options?: RefreshOnOpenOptions): Withdrawals {
  const load = useRefreshOnOpen(refreshWithdrawals, options);
  const freshness = useFreshness(walletSyncKeys.withdrawals);
  const withdrawals = useLiveQuery(listWithdrawals, []);
  return { withdrawals, freshness, load };
}

/**
 * The bank account and payment numbers (GET /user/bank-details, /user/payment-details), refreshed on opening into
 * the cached profile: the session's player carries them. Returns how fresh they are.
 */
export function usePayoutDetails(): Freshness {
  useRefreshOnOpen(refreshPayoutDetails);
  return useFreshness(walletSyncKeys.payoutDetails);
}
