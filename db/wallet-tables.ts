import type { FundRequestRecord, WithdrawalRecord } from '../src/api/wallet';
import { db } from './database';

/** The cached fund requests and withdrawals (the sync layer writes, screens read via useLiveQuery). */

const newestFirst = <T extends { createdAt: string }>(rows: T[]): T[] =>
  rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export async function replaceFundRequests(requests: readonly FundRequestRecord[]): Promise<void> {
  await db.fundRequests.replaceAll(requests);
}

/** Adds or updates one fund request (the answer of a create, before the next full refresh). */
export async function saveFundRequest(request: FundRequestRecord): Promise<void> {
  await db.fundRequests.put(request);
}

export async function listFundRequests(): Promise<FundRequestRecord[]> {
  return newestFirst(await db.fundRequests.toArray());
}

export async function replaceWithdrawals(withdrawals: readonly WithdrawalRecord[]): Promise<void> {
  await db.withdrawals.replaceAll(withdrawals);
}

export async function saveWithdrawal(withdrawal: WithdrawalRecord): Promise<void> {
  await db.withdrawals.put(withdrawal);
}

export async function listWithdrawals(): Promise<WithdrawalRecord[]> {
  return newestFirst(await db.withdrawals.toArray());
}
