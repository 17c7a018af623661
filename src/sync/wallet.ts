import { replaceFundRequests, replaceWithdrawals } from '../../db/wallet-tables';
import { fetchBankDetails, fetchPaymentDetails } from '../api/payout-details';
import { fetchFundRequests, fetchWithdrawals } from '../api/wallet';
import { snapshot } from 'valtio';
import type { User } from '../api/types';
import { session, updateSessionUser } from '../state/session';
import { markSynced } from './conditional';

/**
 * The wallet's cached lists, fetched when their screen opens: fund requests, withdrawals, and the
 * payout details the withdraw screen offers. The balance itself is the profile refresher's (./profile.ts).
 */

export const walletSyncKeys = {
  fundRequests: 'fundRequests',
  withdrawals: 'withdrawals',
  payoutDetails: 'payoutDetails',
} as const;

/** GET /fund-request/history into the cache. */
export async function refreshFundRequests(signal: AbortSignal): Promise<void> {
  const requests = await fetchFundRequests(signal);
  if (signal.aborted) return;
  await replaceFundRequests(requests);
  await markSynced(walletSyncKeys.fundRequests);
}

/** GET /withdraw/history into the cache. */
export async function refreshWithdrawals(signal: AbortSignal): Promise<void> {
  const withdrawals = await fetchWithdrawals(signal);
  if (signal.aborted) return;
  await replaceWithdrawals(withdrawals);
  await markSynced(walletSyncKeys.withdrawals);
}

/**
 * GET /user/bank-details and /user/payment-details, kept on the cached profile (where GET /user/profile puts them
 * too), so the payout forms and the withdraw screen's methods work offline.
 */
export async function refreshPayoutDetails(signal: AbortSignal): Promise<void> {
  const token = session.token;
  const [bankDetails, paymentDetails] = await Promise.all([fetchBankDetails(signal), fetchPaymentDetails(signal)]);
  if (signal.aborted || session.token !== token) return;
  patchSessionUser({ bankDetails, paymentDetails });
  await markSynced(walletSyncKeys.payoutDetails);
}

/**
 * Changes fields of the signed-in player (after a write the server confirmed). Works on a plain snapshot: the
 * session's valtio proxies cannot be stored in IndexedDB.
 */
export function patchSessionUser(patch: Partial<User>): void {
  const current = snapshot(session).user;
  if (current) updateSessionUser({ ...(current as User), ...patch });
}
