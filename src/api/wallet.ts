import { apiGet, apiPost, apiPut } from './client';
import type { MainSettings, User } from './types';

/** The wallet's calls (SPEC §7; API.md): profile, deposits (fund requests), withdrawals and the fund settings. */

export type FundRequestStatus = 'pending' | 'approved' | 'rejected';
export type FundPaymentMethod = 'UPI' | 'QR';

/** API.md "Records": fund request. */
export interface FundRequestRecord {
  _id: string;
  requestId: string;
  transactionId: string;
  amount: number;
  paymentMethod: FundPaymentMethod;
  status: FundRequestStatus;
  createdAt: string;
  remarks?: string | null;
}

export type WithdrawalStatus = 'pending' | 'approved' | 'processing' | 'completed' | 'rejected';
export type WithdrawalMethod = 'bank' | 'phonepe' | 'googlepay' | 'paytm';

/** API.md "Records": withdrawal. */
export interface WithdrawalRecord {
  _id: string;
  amount: number;
  method: WithdrawalMethod;
  status: WithdrawalStatus;
  createdAt: string;
  /** A display string, e.g. "Bank - XXXX4321 (R Sharma)". */
  accountDetails?: string | null;
  transactionId?: string | null;
  remarks?: string | null;
}

/** GET /api/user/profile: the player with balance, bank and payment details. */
export async function fetchUserProfile(signal?: AbortSignal): Promise<User> {
  const { user } = await apiGet<{ user: User }>('/user/profile', { signal });
  return user;
}

/** PUT /api/user/profile (`email` may be ""). */
export function updateUserProfile(profile: { name: string; email: string }): Promise<{ message: string; user: User }> {
  return apiPut<{ message: string; user: User }>('/user/profile', profile);
}

/** GET /api/main-settings/public (public: no token needed). */
export function fetchMainSettings(signal?: AbortSignal): Promise<Partial<MainSettings>> {
  return apiGet<Partial<MainSettings>>('/main-settings/public', { signal });
}

export interface CreateFundRequest {
  /** Whole rupees ("points"). */
  amount: number;
  transactionId: string;
  paymentMethod: FundPaymentMethod;
}

/** The app's deposit, made once the player has paid: `utr` is the payment's 12-digit UPI reference (README). */
export interface DepositWithUtr {
  amount: number;
  utr: string;
  paymentMethod: FundPaymentMethod;
}

/** POST /api/fund-request/create (201), keyed so that a retry never records the deposit twice. */
export function createFundRequest(
  request: CreateFundRequest | DepositWithUtr,
  idempotencyKey: string,
): Promise<{ success: true; message: string; request: FundRequestRecord }> {
  return apiPost('/fund-request/create', request, { idempotencyKey });
}

/** GET /api/fund-request/history: all of the player's fund requests, newest first. */
export async function fetchFundRequests(signal?: AbortSignal): Promise<FundRequestRecord[]> {
  const body = await apiGet<{ requests?: FundRequestRecord[] }>('/fund-request/history', { signal });
  return Array.isArray(body?.requests) ? body.requests : [];
}

/** POST /api/withdraw/request (201): the amount leaves the balance at once (held until an admin decides). */
export function requestWithdrawal(
  request: { amount: number; method: WithdrawalMethod },
  idempotencyKey: string,
): Promise<{ message: string; withdrawal: WithdrawalRecord }> {
  return apiPost('/withdraw/request', request, { idempotencyKey });
}

/** GET /api/withdraw/history: all of the player's withdrawals, newest first. */
export async function fetchWithdrawals(signal?: AbortSignal): Promise<WithdrawalRecord[]> {
  const body = await apiGet<{ withdrawals?: WithdrawalRecord[] }>('/withdraw/history', { signal });
  return Array.isArray(body?.withdrawals) ? body.withdrawals : [];
}
