import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { post, type LedgerKind } from '../../../server/ledger/ledger.js';
import type { TestServer } from './test-server.js';

/** Requests of the funds, withdrawal and admin tests. */

export async function saveWallet(
  server: TestServer,
  token: string,
  wallet: { paytm?: string; googlePay?: string; phonepe?: string },
): Promise<void> {
  const response = await server.request({ method: 'PUT', url: '/api/user/payment-details', token, payload: wallet });
  expect(response.statusCode, response.body).toBe(200);
}

export const BANK = {
  accountHolderName: 'R Sharma',
  accountNumber: '123456784321',
  confirmAccountNumber: '123456784321',
  ifscCode: 'SBIN0001234',
  bankName: 'State Bank of India',
};

export async function saveBank(server: TestServer, token: string): Promise<void> {
  const response = await server.request({ method: 'PUT', url: '/api/user/bank-details', token, payload: BANK });
  expect(response.statusCode, response.body).toBe(200);
}

export function createFundRequest(
  server: TestServer,
  token: string,
  payload: Record<string, unknown>,
  idempotencyKey?: string,
): Promise<LightMyRequestResponse> {
  return server.request({
    method: 'POST',
    url: '/api/fund-request/create',
    token,
    payload,
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
}

export function requestWithdrawal(
  server: TestServer,
  token: string,
  payload: Record<string, unknown>,
  idempotencyKey?: string,
): Promise<LightMyRequestResponse> {
  return server.request({
    method: 'POST',
    url: '/api/withdraw/request',
    token,
    payload,
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
}

export async function ledgerEntriesOf(server: TestServer, userId: number, kind?: string) {
  let query = server.store.db.selectFrom('ledger_entries').selectAll().where('user_id', '=', userId);
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('id').execute();
}

/** Writes a ledger entry as another part of the system would (a stake, a win), at a chosen instant. */
export async function postEntry(
  server: TestServer,
  entry: { userId: number; amount: number; kind: LedgerKind; reference: string; at?: string },
): Promise<void> {
  await server.store.db.transaction().execute((trx) =>
    post(trx, { ...entry, at: entry.at ?? server.clock.now().toISOString() }),
  );
}

export async function saveMainSettings(server: TestServer, value: unknown): Promise<void> {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const now = server.clock.now().toISOString();
  await server.store.db
    .insertInto('settings')
    .values({ setting_key: 'main', value: text, updated_at: now })
    .onConflict((oc) => oc.column('setting_key').doUpdateSet({ value: text, updated_at: now }))
    .execute();
}

export async function clearMainSettings(server: TestServer): Promise<void> {
  await server.store.db.deleteFrom('settings').where('setting_key', '=', 'main').execute();
}
