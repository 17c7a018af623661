import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { riskSettled } from './support/risk.js';
import { nextClientAddress, nextMobileNumber, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { addStaff } from './support/staff.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';
import { SHARED_NETWORK_SIGNUPS } from '../../server/services/risk/links.js';

/** Operators see the players who share a bank account, a wallet number, a device or a sign-up address. */

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
afterEach(async () => {
  await riskSettled(server);
  await expectLedgerBalanced(server);
});
afterAll(async () => {
  await server.close();
});

let sequence = 0;
/** A value no other test shares: `<prefix><digits>`, `digits` long. */
function unique(digits: number): string {
  sequence += 1;
  return `${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(digits - 3, '0')}`;
}

async function signUpFrom(options: { address?: string; deviceId?: unknown; name?: string }): Promise<SignedIn> {
  const body = { name: options.name ?? 'Linked Player', mobileNumber: nextMobileNumber(), password: 'secret-pass' };
  const response = await server.request({
    method: 'POST',
    url: '/api/auth/signup',
    payload: options.deviceId === undefined ? body : { ...body, deviceId: options.deviceId },
    remoteAddress: options.address ?? nextClientAddress(),
  });
  expect(response.statusCode, response.body).toBe(201);
  const { token, user } = response.json() as { token: string; user: { _id: string } };
  return { token, userId: Number(user._id), mobileNumber: body.mobileNumber, password: body.password };
}

async function signInFrom(player: SignedIn, deviceId: unknown): Promise<void> {
  const response = await server.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { mobileNumber: player.mobileNumber, password: player.password, deviceId },
    remoteAddress: nextClientAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
}

interface Link {
  user: { _id: string; name: string; mobileNumber: string };
  reasons: unknown[];
}

function linksRequest(player: SignedIn, token = admin) {
  return server.request({ method: 'GET', url: `/api/admin/users/${player.userId}/links`, token });
}

async function linksOf(player: SignedIn, token = admin): Promise<Link[]> {
  const response = await linksRequest(player, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { links: Link[] }).links;
}

async function saveBank(player: SignedIn, accountNumber: string, ifscCode = 'SBIN0001234'): Promise<void> {
  const response = await server.request({
    method: 'PUT',
    url: '/api/user/bank-details',
    token: player.token,
    payload: {
      accountHolderName: 'R Sharma',
      accountNumber,
      confirmAccountNumber: accountNumber,
      ifscCode,
      bankName: 'SBI',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function savePaytm(player: SignedIn, paytm: string): Promise<void> {
  const url = '/api/user/payment-details';
  const response = await server.request({ method: 'PUT', url, token: player.token, payload: { paytm } });
  expect(response.statusCode, response.body).toBe(200);
}

const summary = (player: SignedIn, name: string) => ({
  _id: String(player.userId),
  name,
  mobileNumber: player.mobileNumber,
});

describe('GET /api/admin/users/:id/links', () => {
  it('links players who saved the same bank account number with the same IFSC, showing its last 4 digits', async () => {
    const account = `5${unique(11)}`;
    const first = await signUpFrom({ name: 'Bank One' });
    const second = await signUpFrom({ name: 'Bank Two' });
    const otherBranch = await signUpFrom({ name: 'Bank Three' });
    await saveBank(first, account);
    await saveBank(second, account);
    await saveBank(otherBranch, account, 'HDFC0000001');
    expect(await linksOf(first)).toEqual([
      { user: summary(second, 'Bank Two'), reasons: [{ kind: 'bank_account', value: `••••${account.slice(-4)}` }] },
    ]);
    expect(await linksOf(second)).toEqual([
      { user: summary(first, 'Bank One'), reasons: [{ kind: 'bank_account', value: `••••${account.slice(-4)}` }] },
    ]);
    expect(await linksOf(otherBranch)).toEqual([]);
  });

  it('links players who saved the same wallet number', async () => {
    const paytm = `9${unique(9)}`;
    const first = await signUpFrom({ name: 'Wallet One' });
    const second = await signUpFrom({ name: 'Wallet Two' });
    await savePaytm(first, paytm);
    await savePaytm(second, paytm);
    expect(await linksOf(second)).toEqual([
      { user: summary(first, 'Wallet One'), reasons: [{ kind: 'wallet_number', value: `••••${paytm.slice(-4)}` }] },
    ]);
  });

  it('links players who signed up or in on one device; a device id that is not one is ignored', async () => {
    const deviceId = `device-${unique(12)}`;
    const first = await signUpFrom({ name: 'Device One', deviceId });
    const second = await signUpFrom({ name: 'Device Two' });
    expect(await linksOf(first)).toEqual([]);
    await signInFrom(second, deviceId);
    expect(await linksOf(first)).toEqual([
      { user: summary(second, 'Device Two'), reasons: [{ kind: 'device', value: `••••${deviceId.slice(-4)}` }] },
    ]);

    // Too short, other characters, not text: taken and ignored.
    const third = await signUpFrom({ name: 'Device Three', deviceId: 'short' });
    for (const ignored of ['short', 'has spaces in it', 12345678, null, { id: deviceId }]) {
      await signInFrom(third, ignored);
    }
    expect(await linksOf(third)).toEqual([]);
    const devices = await server.store.db
      .selectFrom('user_devices')
      .select('device_id')
      .where('user_id', '=', third.userId)
      .execute();
    expect(devices).toEqual([]);
  });

  it('links sign-ups from one address within 24 hours of each other, and not further apart', async () => {
    const address = nextClientAddress();
    const start = server.clock.now();
    const first = await signUpFrom({ name: 'Address One', address });
    server.clock.set(new Date(start.getTime() + 23 * 3_600_000).toISOString());
    const second = await signUpFrom({ name: 'Address Two', address });
    server.clock.set(new Date(start.getTime() + 48 * 3_600_000).toISOString());
    const third = await signUpFrom({ name: 'Address Three', address });
    server.clock.set(start.toISOString());
    const masked = `••••${address.slice(-4)}`;
    expect(await linksOf(first)).toEqual([
      { user: summary(second, 'Address Two'), reasons: [{ kind: 'signup_address', value: masked }] },
    ]);
    expect((await linksOf(second)).map((link) => link.user._id)).toEqual([String(first.userId)]);
    expect(await linksOf(third)).toEqual([]);
  });

  it('links no one by an address that many players signed up from: a shared network', async () => {
    const address = nextClientAddress();
    const start = server.clock.now().getTime();
    const players: SignedIn[] = [];
    // Half an hour apart, within the sign-ups an address may make in an hour, all within the 24 hours.
    for (let count = 0; count <= SHARED_NETWORK_SIGNUPS; count += 1) {
      server.clock.set(new Date(start + count * 1_800_000).toISOString());
      players.push(await signUpFrom({ address }));
    }
    server.clock.set(new Date(start).toISOString());
    for (const player of [players[0]!, players.at(-1)!]) expect(await linksOf(player)).toEqual([]);
    // Below that, the same address links.
    const quiet = nextClientAddress();
    const first = await signUpFrom({ address: quiet });
    const second = await signUpFrom({ address: quiet });
    expect((await linksOf(first)).map((link) => link.user._id)).toEqual([String(second.userId)]);
  });

  it('links no one who shares nothing', async () => {
    const first = await signUpFrom({ deviceId: `device-${unique(12)}` });
    const second = await signUpFrom({ deviceId: `device-${unique(12)}` });
    await savePaytm(first, `9${unique(9)}`);
    await savePaytm(second, `9${unique(9)}`);
    await saveBank(first, `5${unique(11)}`);
    await saveBank(second, `5${unique(11)}`);
    expect(await linksOf(first)).toEqual([]);
    expect(await linksOf(second)).toEqual([]);
  });

  it('lists every reason two players share', async () => {
    const deviceId = `device-${unique(12)}`;
    const paytm = `9${unique(9)}`;
    const first = await signUpFrom({ name: 'Twice One', deviceId });
    const second = await signUpFrom({ name: 'Twice Two', deviceId });
    await savePaytm(first, paytm);
    await savePaytm(second, paytm);
    const [link] = await linksOf(first);
    expect(link?.reasons).toEqual(
      expect.arrayContaining([
        { kind: 'wallet_number', value: `••••${paytm.slice(-4)}` },
        { kind: 'device', value: `••••${deviceId.slice(-4)}` },
      ]),
    );
    expect(link?.reasons).toHaveLength(2);
  });

  it('raises one linked-accounts alert per pair of players newly found linked', async () => {
    const deviceId = `device-${unique(12)}`;
    const paytm = `9${unique(9)}`;
    const first = await signUpFrom({ deviceId });
    const second = await signUpFrom({ deviceId });
    await savePaytm(first, paytm);
    await savePaytm(second, paytm);
    await signInFrom(first, deviceId);
    await riskSettled(server);
    const alerts = await server.request({ method: 'GET', url: '/api/admin/alerts', token: admin });
    const listed = (alerts.json() as { alerts: Array<{ kind: string; user: { _id: string }; detail: string }> }).alerts;
    const ofPair = [String(first.userId), String(second.userId)];
    const pair = listed.filter((alert) => alert.kind === 'linked_accounts' && ofPair.includes(alert.user._id));
    expect(pair).toHaveLength(1);
    expect(pair[0]?.detail).toContain(`device ••••${deviceId.slice(-4)}`);
  });

  it('answers 404 for no player, and is for staff who may read players', async () => {
    const missing = await server.request({ method: 'GET', url: '/api/admin/users/999999/links', token: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    const player = await signUpPlayer(server);
    const support = await addStaff(server, 'support', admin);
    expect(await linksOf(player, support.token)).toEqual([]);
    const results = await addStaff(server, 'results', admin);
    const refused = await linksRequest(player, results.token);
    expect(refused.statusCode).toBe(403);
    const byPlayer = await linksRequest(player, player.token);
    expect(byPlayer.statusCode).toBe(403);
  });
});
