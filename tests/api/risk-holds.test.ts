import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGame, placeBetOk, setRates, TEST_DAY_MIDNIGHT } from './support/markets.js';
import { createFundRequest, requestWithdrawal, saveWallet } from './support/money.js';
import { balanceOf, creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { riskSettled, saveRiskSettings } from './support/risk.js';
import { addStaff } from './support/staff.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

/** Withdrawals held for review with their reasons, and the risk settings that decide which. */

let server: TestServer;
let admin: string;
let gameId: string;
const START = '2026-11-20T05:30:00.000Z';

beforeAll(async () => {
  server = await startTestServer({ now: START });
  admin = await signInAdmin(server);
  await setRates(server, admin);
  gameId = (await createGame(server, admin, { gameName: 'Review Market', openTime: '18:00', closeTime: '20:00' }))._id;
});
afterEach(async () => {
  server.clock.set(START);
  await riskSettled(server);
  await expectLedgerBalanced(server);
});
afterAll(async () => {
  await server.close();
});

let sequence = 0;
/** A wallet number no other player saves. */
function ownPaytm(): string {
  sequence += 1;
  return `7${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(6, '0')}`;
}

async function playerWithWallet(paytm = ownPaytm()): Promise<SignedIn> {
  const player = await signUpPlayer(server, { name: 'Review Player' });
  await saveWallet(server, player.token, { paytm });
  return player;
}

async function withdraw(player: SignedIn, amount: number): Promise<string> {
  const response = await requestWithdrawal(server, player.token, { amount, method: 'paytm' });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().withdrawal).not.toHaveProperty('review');
  return response.json().withdrawal._id as string;
}

interface Listed {
  _id: string;
  status: string;
  review: { reasons: Array<{ kind: string; message: string }> } | null;
}

async function listed(query = ''): Promise<Listed[]> {
  const url = `/api/admin/withdrawals?limit=100${query}`;
  const response = await server.request({ method: 'GET', url, token: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().withdrawals as Listed[];
}

async function reviewOf(id: string): Promise<Listed['review']> {
  const found = (await listed()).find((withdrawal) => withdrawal._id === id);
  expect(found).toBeDefined();
  return found!.review;
}

async function approvedDeposit(player: SignedIn, amount: number): Promise<void> {
  sequence += 1;
  const request = { amount, transactionId: `RISK-${sequence}`, paymentMethod: 'UPI' };
  const created = await createFundRequest(server, player.token, request);
  expect(created.statusCode, created.body).toBe(201);
  const url = `/api/admin/fund-requests/${created.json().request._id as string}/approve`;
  const approved = await server.request({ method: 'POST', url, token: admin, payload: {} });
  expect(approved.statusCode, approved.body).toBe(200);
}

function move(id: string, payload: Record<string, unknown>) {
  return server.request({ method: 'POST', url: `/api/admin/withdrawals/${id}/status`, token: admin, payload });
}

describe('withdrawals held for review', () => {
  it('holds one by a player linked to another, and says why; the player sees their withdrawal as before', async () => {
    const paytm = ownPaytm();
    const first = await playerWithWallet(paytm);
    const second = await playerWithWallet(paytm);
    await creditPlayer(server, second.userId, 2000);
    const id = await withdraw(second, 1000);
    expect(await reviewOf(id)).toEqual({
      reasons: [{ kind: 'linked_accounts', message: 'Linked to 1 other player by wallet number' }],
    });
    const history = await server.request({ method: 'GET', url: '/api/withdraw/history', token: second.token });
    expect(history.json().withdrawals[0]).not.toHaveProperty('review');
    expect(first.userId).not.toBe(second.userId);
  });

  it('holds one soon after a first deposit with little staked, and not once enough is staked or later', async () => {
    const quick = await playerWithWallet();
    await approvedDeposit(quick, 10_000);
    const id = await withdraw(quick, 5000);
    expect(await reviewOf(id)).toEqual({
      reasons: [
        {
          kind: 'quick_withdrawal',
          message: 'Asked within 1 hour of the first deposit, with ₹0 staked: less than 50% of the ₹10,000 deposited',
        },
      ],
    });

    const player = await playerWithWallet();
    await approvedDeposit(player, 4000);
    for (let i = 0; i < 2; i++) {
      const body = { gameId, betType: 'single', betNumber: '5', betAmount: 1000, gameDate: TEST_DAY_MIDNIGHT };
      await placeBetOk(server, player.token, body);
    }
    expect(await reviewOf(await withdraw(player, 1000))).toBeNull();

    const later = await playerWithWallet();
    await approvedDeposit(later, 10_000);
    server.clock.set(new Date(Date.parse(START) + 25 * 3_600_000).toISOString());
    expect(await reviewOf(await withdraw(later, 5000))).toBeNull();
  });

  it('holds one of more than the large amount', async () => {
    const player = await playerWithWallet();
    await creditPlayer(server, player.userId, 120_000);
    expect(await reviewOf(await withdraw(player, 50_000))).toBeNull();
    expect(await reviewOf(await withdraw(player, 60_000))).toEqual({
      reasons: [{ kind: 'large_amount', message: '₹60,000 is more than ₹50,000' }],
    });
  });

  it('lists only the held ones with review=true', async () => {
    const player = await playerWithWallet();
    await creditPlayer(server, player.userId, 200_000);
    const held = await withdraw(player, 70_000);
    const free = await withdraw(player, 1000);
    const reviewed = await listed('&review=true');
    expect(reviewed.map((withdrawal) => withdrawal._id)).toContain(held);
    expect(reviewed.map((withdrawal) => withdrawal._id)).not.toContain(free);
    expect(reviewed.every((withdrawal) => withdrawal.review !== null)).toBe(true);
  });

  it('refuses to approve a held one without a note, changing nothing; with a note it goes, audited', async () => {
    const player = await playerWithWallet();
    await creditPlayer(server, player.userId, 100_000);
    const id = await withdraw(player, 80_000);
    const auditCount = async () => {
      const counted = server.store.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n'));
      return Number((await counted.executeTakeFirstOrThrow()).n);
    };
    const entriesBefore = await auditCount();
    for (const payload of [{ status: 'approved' }, { status: 'processing', note: '   ' }]) {
      const refused = await move(id, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'REVIEW_NOTE_REQUIRED', errors: [{ path: 'note' }] });
    }
    expect((await listed()).find((withdrawal) => withdrawal._id === id)?.status).toBe('pending');
    expect(await balanceOf(server, player.token)).toBe(20_000);
    expect(await auditCount()).toBe(entriesBefore);

    const approved = await move(id, { status: 'approved', note: 'Called the player; salary payout' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().withdrawal.status).toBe('approved');
    const entry = await server.store.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'withdrawal.status_change')
      .where('target_id', '=', id)
      .executeTakeFirstOrThrow();
    const after = { status: 'approved', reviewNote: 'Called the player; salary payout' };
    expect(JSON.parse(entry.after ?? '{}')).toMatchObject(after);
    // Further moves are not approvals out of pending: no note needed.
    expect((await move(id, { status: 'completed', transactionId: 'UTR-1' })).statusCode).toBe(200);
  });

  it('rejects a held one without a note, refunding it', async () => {
    const player = await playerWithWallet();
    await creditPlayer(server, player.userId, 60_000);
    const id = await withdraw(player, 55_000);
    const rejected = await move(id, { status: 'rejected', remarks: 'Not verified' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await balanceOf(server, player.token)).toBe(60_000);
  });

  it('holds nothing once the rules are off', async () => {
    await saveRiskSettings(server, admin, {
      linkedWithdrawal: { enabled: false },
      largeWithdrawal: { enabled: false, amount: 50_000 },
    });
    const paytm = ownPaytm();
    await playerWithWallet(paytm);
    const player = await playerWithWallet(paytm);
    await creditPlayer(server, player.userId, 100_000);
    const id = await withdraw(player, 90_000);
    expect(await reviewOf(id)).toBeNull();
    expect((await move(id, { status: 'approved' })).statusCode).toBe(200);
    await saveRiskSettings(server, admin, {
      linkedWithdrawal: { enabled: true },
      largeWithdrawal: { enabled: true, amount: 50_000 },
    });
  });
});

describe('GET and PUT /api/admin/risk', () => {
  const DEFAULTS = {
    linkedWithdrawal: { enabled: true },
    quickWithdrawal: { enabled: true, withinHours: 24, minStakePercent: 50 },
    largeWithdrawal: { enabled: true, amount: 50_000 },
    alerts: {
      stakeSpike: { enabled: true, multiple: 5 },
      depositSpike: { enabled: true, multiple: 5 },
      bigWin: { enabled: true, amount: 50_000 },
      firstDeposit: { enabled: true, amount: 20_000 },
    },
  };

  it('answers the defaults, saves sections (audited), refuses a bad field naming it, changing nothing', async () => {
    const read = async () => (await server.request({ method: 'GET', url: '/api/admin/risk', token: admin })).json();
    expect(await read()).toEqual(DEFAULTS);
    const invalid = [
      [{ quickWithdrawal: { enabled: true, withinHours: 0, minStakePercent: 50 } }, 'quickWithdrawal.withinHours'],
      [
        { quickWithdrawal: { enabled: true, withinHours: 12, minStakePercent: 101 } },
        'quickWithdrawal.minStakePercent',
      ],
      [{ largeWithdrawal: { enabled: 'yes', amount: 1000 } }, 'largeWithdrawal.enabled'],
      [{ largeWithdrawal: 5 }, 'largeWithdrawal'],
      [{ alerts: { bigWin: { enabled: true, amount: -5 } } }, 'alerts.bigWin.amount'],
      [{ alerts: { stakeSpike: { enabled: true, multiple: 1 } } }, 'alerts.stakeSpike.multiple'],
    ] as const;
    for (const [payload, field] of invalid) {
      const response = await server.request({ method: 'PUT', url: '/api/admin/risk', token: admin, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const problem = { code: 'RISK_SETTINGS_INVALID', params: { field }, errors: [{ path: field }] };
      expect(response.json()).toMatchObject(problem);
    }
    expect(await read()).toEqual(DEFAULTS);

    const saved = await saveRiskSettings(server, admin, {
      largeWithdrawal: { enabled: true, amount: 75_000 },
      alerts: { ...DEFAULTS.alerts, bigWin: { enabled: false, amount: 100_000 } },
    });
    expect(saved).toEqual({
      ...DEFAULTS,
      largeWithdrawal: { enabled: true, amount: 75_000 },
      alerts: { ...DEFAULTS.alerts, bigWin: { enabled: false, amount: 100_000 } },
    });
    expect(await read()).toEqual(saved);
    const entry = await server.store.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'risk_settings.change')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.before ?? '{}')).toMatchObject({ largeWithdrawal: { amount: 50_000 } });
    expect(JSON.parse(entry.after ?? '{}')).toMatchObject({ largeWithdrawal: { amount: 75_000 } });
    await saveRiskSettings(server, admin, DEFAULTS);
    expect(await read()).toEqual(DEFAULTS);
  });

  it('is for staff who manage settings', async () => {
    const support = await addStaff(server, 'support', admin);
    for (const method of ['GET', 'PUT'] as const) {
      const response = await server.request({
        method,
        url: '/api/admin/risk',
        token: support.token,
        ...(method === 'PUT' ? { payload: { linkedWithdrawal: { enabled: false } } } : {}),
      });
      expect(response.statusCode).toBe(403);
    }
  });
});
