import { expect } from 'vitest';
import type { RiskSettings } from '../../../contract/risk.js';
import type { TestServer } from './test-server.js';

/** Requests and waits of the risk-signal tests. */

/** Saves risk settings sections as an operator would. */
export async function saveRiskSettings(
  server: TestServer,
  token: string,
  sections: Partial<RiskSettings>,
): Promise<RiskSettings> {
  const response = await server.request({ method: 'PUT', url: '/api/admin/risk', token, payload: sections });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RiskSettings;
}

/**
 * Turns off holding withdrawals for review, for tests about the withdrawal states themselves, whose players share a
 * wallet number and withdraw large amounts (the holds have tests of their own: risk-holds.test.ts).
 */
export async function withoutWithdrawalHolds(server: TestServer, token: string): Promise<void> {
  await saveRiskSettings(server, token, {
    linkedWithdrawal: { enabled: false },
    quickWithdrawal: { enabled: false, withinHours: 24, minStakePercent: 50 },
    largeWithdrawal: { enabled: false, amount: 50_000 },
  });
}

/** Waits until every event told to the risk alerts so far has been judged. */
export async function riskSettled(server: TestServer): Promise<void> {
  await server.app.services.riskWatch.settled();
}
