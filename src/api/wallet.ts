import type { Profile, ProfileUpdated } from '../../contract/account';
import type {
  DepositAllowance,
  FundRequest,
  FundRequestCreated,
  FundRequestHistory,
  FundRequestInput,
} from '../../contract/funds';
import type { Withdrawal, WithdrawalAnswer, WithdrawalHistory, WithdrawalInput } from '../../contract/withdrawals';
import { apiGet, apiPost, apiPut } from './client';
import type { MainSettings, User } from './types';

/** The wallet's calls: profile, deposits (fund requests), withdrawals and the fund settings. */

export type { DepositAllowance, FundPaymentMethod, FundRequestStatus } from '../../contract/funds';
export type { FundRequest as FundRequestRecord } from '../../contract/funds';
export type { WithdrawalMethod, WithdrawalStatus } from '../../contract/withdrawals';
export type { Withdrawal as WithdrawalRecord } from '../../contract/withdrawals';

/** GET /api/user/profile: the player with balance, bank and payment details. */
export async function fetchUserProfile(signal?: AbortSignal): Promise<User> {
  return (await apiGet<Profile>('/user/profile', { signal })).user;
}

/** PUT /api/user/profile (`email` may be ""). */
export function updateUserProfile(profile: { name: string; email: string }): Promise<ProfileUpdated> {
  return apiPut<ProfileUpdated>('/user/profile', profile);
}

/** GET /api/main-settings/public (public: no token needed). */
export function fetchMainSettings(signal?: AbortSignal): Promise<MainSettings> {
  return apiGet<MainSettings>('/main-settings/public', { signal });
}

/**
 * POST /api/fund-request/create (201), keyed so that a retry never records the deposit twice. The app sends the
 * payment's 12-digit UPI reference as `utr`, once the player has paid (docs/product.md "Deposits").
 */
export function createFundRequest(request: FundRequestInput, idempotencyKey: string): Promise<FundRequestCreated> {
  return apiPost<FundRequestCreated>('/fund-request/create', request, { idempotencyKey });
}

/**
 * GET /api/fund-request/allowance: whether a deposit of `amount` would be accepted now (a break, a deposit limit,
 * paused deposits), asked before the player is shown where to pay.
 */
export function fetchDepositAllowance(amount: number, signal?: AbortSignal): Promise<DepositAllowance> {
  return apiGet<DepositAllowance>('/fund-request/allowance', { query: { amount: String(amount) }, signal });
}

/** GET /api/fund-request/history: all of the player's fund requests, newest first. */
export async function fetchFundRequests(signal?: AbortSignal): Promise<FundRequest[]> {
  return (await apiGet<FundRequestHistory>('/fund-request/history', { signal })).requests;
}

/** POST /api/withdraw/request (201): the amount leaves the balance at once (held until an admin decides). */
export function requestWithdrawal(request: WithdrawalInput, idempotencyKey: string): Promise<WithdrawalAnswer> {
  return apiPost<WithdrawalAnswer>('/withdraw/request', request, { idempotencyKey });
}

/** GET /api/withdraw/history: all of the player's withdrawals, newest first. */
export async function fetchWithdrawals(signal?: AbortSignal): Promise<Withdrawal[]> {
  return (await apiGet<WithdrawalHistory>('/withdraw/history', { signal })).withdrawals;
}
