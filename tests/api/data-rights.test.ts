import { createECDH, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BANK, createFundRequest, requestWithdrawal, saveWallet } from './support/money.js';
import { bet, createGame, createStarlineGame, declareOk, placeBetOk, setIstTime, setRates } from './support/markets.js';
import { creditPlayer, nextClientAddress, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import {
  expectLedgerBalanced,
  expectRegisteredRefusal,
  startTestServer,
  type TestServer,
} from './support/test-server.js';

/** A player's copy of their data, closing the account, and the erasure of its personal data once nothing is pending. */

let server: TestServer;
let admin: string;
let dailyGameId: string;
let starlineGameId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
  await setRates(server, admin);
  dailyGameId = (await createGame(server, admin, { openTime: '12:00', closeTime: '18:00' }))._id;
  starlineGameId = (await createStarlineGame(server, admin, { gameName: 'Star Rights', openTime: '12:00' }))._id;
});
afterEach(async () => {
  await expectLedgerBalanced(server);
});
afterAll(async () => {
  await server.close();
});

function pushKeys() {
  const ecdh = createECDH('prime256v1');
  return { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** What identifies a player, each marked so that it is found wherever it is kept. */
interface Person {
  name: string;
  email: string;
  accountNumber: string;
  upi: string;
  device: string;
}

interface Records {
  player: SignedIn;
  person: Person;
  betId: string;
  starlineBetId: string;
  fundRequestId: string;
  withdrawalId: string;
  enquiryId: string;
  endpoint: string;
}

/**
 * A player with one record of every kind: profile, payout details, a daily and a Starline bet, a deposit, a
 * withdrawal, an enquiry naming them, a limit, an alert subscription, a password change request. `credit` is spent
 * to the rupee by the bets and the withdrawal.
 */
async function playerWithOneOfEverything(person: Person, credit = 1_200): Promise<Records> {
  const player = await signUpPlayer(server, { name: person.name });
  const write = async (method: 'POST' | 'PUT', url: string, payload: object, status: number) => {
    const remoteAddress = nextClientAddress();
    const response = await server.request({ method, url, token: player.token, payload, remoteAddress });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
    return response.json() as Record<string, unknown>;
  };
  const signIn = await server.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { mobileNumber: player.mobileNumber, password: player.password, deviceId: person.device },
    remoteAddress: nextClientAddress(),
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  await creditPlayer(server, player.userId, credit);
  await write('PUT', '/api/user/profile', { name: person.name, email: person.email }, 200);
  await saveWallet(server, player.token, { paytm: person.upi });
  await write(
    'PUT',
    '/api/user/bank-details',
    {
      ...BANK,
      accountHolderName: person.name,
      accountNumber: person.accountNumber,
      confirmAccountNumber: person.accountNumber,
    },
    200,
  );
  const dailyBet = { gameId: dailyGameId, betType: 'single', betNumber: '7', betAmount: 100 };
  const daily = await placeBetOk(server, player.token, dailyBet);
  const starline = await write(
    'POST',
    '/api/starline/bets',
    { gameId: starlineGameId, betType: 'single digit', betNumber: '7', betAmount: 100 },
    201,
  );
  const fundRequest = await createFundRequest(server, player.token, {
    amount: 500,
    transactionId: `TXN${player.userId}RIGHTS`,
    paymentMethod: 'UPI',
  });
  expect(fundRequest.statusCode, fundRequest.body).toBe(201);
  const withdrawal = await requestWithdrawal(server, player.token, { amount: credit - 200, method: 'paytm' });
  expect(withdrawal.statusCode, withdrawal.body).toBe(201);
  const enquiry = await write(
    'POST',
    '/api/enquiry/user',
    { message: `I am ${person.name}, mobile ${player.mobileNumber}, write to ${person.email}` },
    201,
  );
  await write('PUT', '/api/user/responsible-play/limits', { loss: { monthly: 90_000 } }, 200);
  const endpoint = `https://fcm.googleapis.com/fcm/send/rights-${player.userId}`;
  await write('POST', '/api/push/subscriptions', { endpoint, keys: pushKeys(), gameIds: [] }, 201);
  const change = { mobileNumber: player.mobileNumber, newPassword: 'another-pass' };
  await write('PUT', '/api/user/change-password', change, 200);
  return {
    player,
    person,
    betId: daily._id,
    starlineBetId: (starline.data as { bet: { _id: string } }).bet._id,
    fundRequestId: (fundRequest.json() as { request: { _id: string } }).request._id,
    withdrawalId: (withdrawal.json() as { withdrawal: { _id: string } }).withdrawal._id,
    enquiryId: (enquiry.enquiry as { _id: string })._id,
    endpoint,
  };
}

let personSequence = 0;
function person(name: string): Person {
  personSequence += 1;
  return {
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}.${personSequence}@example.com`,
    accountNumber: `5555444433${String(personSequence).padStart(4, '0')}`,
    upi: `91239876${String(personSequence).padStart(2, '0')}`,
    device: `device-${name.split(' ')[0]!.toLowerCase()}-${personSequence}`,
  };
}

function exportData(token: string) {
  return server.request({ method: 'GET', url: '/api/user/data-export', token });
}

function eraseNow(userId: number) {
  return server.request({ method: 'POST', url: `/api/admin/account-closures/${userId}/erase`, token: admin });
}

function closeAccount(token: string, password: unknown) {
  return server.request({ method: 'POST', url: '/api/user/account-deletion', token, payload: { password } });
}

interface Closure {
  user: { _id: string; name: string; mobileNumber: string };
  balance: number;
  pendingBets: number;
  pendingDeposits: number;
  pendingWithdrawals: number;
  erasedAt: string | null;
}

async function closureOf(userId: number): Promise<Closure | undefined> {
  const response = await server.request({ method: 'GET', url: '/api/admin/account-closures', token: admin });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { closures: Closure[] }).closures.find((closure) => closure.user._id === String(userId));
}

async function adminOk(method: 'POST' | 'DELETE', url: string, payload: object) {
  const response = await server.request({ method, url, token: admin, payload });
  expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
}

/** Every text-like column of every table of the database, from its catalog. */
async function textColumns(): Promise<{ table: string; column: string }[]> {
  const { db } = server.store;
  if (server.databaseKind === 'postgres') {
    const rows = await sql<{ table_name: string; column_name: string }>`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'`.execute(db);
    return rows.rows.map((row) => ({ table: row.table_name, column: row.column_name }));
  }
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  const columns = [];
  for (const { name } of tables.rows) {
    const info = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db);
    columns.push(...info.rows.map((row) => ({ table: name, column: row.name })));
  }
  return columns;
}

/** Where each value is still found: `table.column` for each. */
async function whereFound(values: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await textColumns()) {
    const text = sql`cast(${sql.ref(column)} as text)`;
    for (const value of values) {
      const rows = await sql<{ hits: number | string }>`
        select count(*) as hits from ${sql.table(table)} where ${text} like ${`%${value}%`}`.execute(server.store.db);
      if (Number(rows.rows[0]!.hits) > 0) found.push(`${table}.${column}: ${value}`);
    }
  }
  return found;
}

describe('GET /api/user/data-export', () => {
  let mine: Records;
  let theirs: Records;

  beforeAll(async () => {
    mine = await playerWithOneOfEverything(person('Exporta Mine'));
    theirs = await playerWithOneOfEverything(person('Othera Theirs'));
  });

  it('is an attachment holding every record of the caller and none of anyone else', async () => {
    const response = await exportData(mine.player.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="my-data-2026-11-20.json"');
    const data = response.json();
    expect(data.exportedAt).toBe(server.clock.now().toISOString());
    const { person: me } = mine;
    expect(data.profile).toMatchObject({ _id: String(mine.player.userId), name: me.name, email: me.email });
    expect(data.payoutDetails).toEqual({
      bankDetails: { ...data.payoutDetails.bankDetails, accountNumber: me.accountNumber, accountHolderName: me.name },
      paymentDetails: { paytm: mine.person.upi, googlePay: '', phonepe: '' },
    });
    const ids = (list: { _id: string }[]) => list.map((record) => record._id);
    expect(ids(data.bets.daily)).toEqual([mine.betId]);
    expect(ids(data.bets.starline)).toEqual([mine.starlineBetId]);
    expect(ids(data.deposits)).toEqual([mine.fundRequestId]);
    expect(ids(data.withdrawals)).toEqual([mine.withdrawalId]);
    expect(ids(data.enquiries)).toEqual([mine.enquiryId]);
    expect(data.enquiries[0].messages[0].message).toContain(mine.person.name);
    // The credit, the two stakes and the withdrawal's hold, in order.
    expect(data.ledger.map((entry: { amount: number }) => entry.amount)).toEqual([1_200, -100, -100, -1_000]);
    expect(data.responsiblePlay.settings.limits.loss.monthly).toBe(90_000);
    expect(data.responsiblePlay.changes).toHaveLength(1);
    expect(data.alertSubscriptions).toEqual([
      {
        endpoint: mine.endpoint,
        gameIds: [],
        starline: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    const { person: them } = theirs;
    for (const text of [them.name, them.email, them.accountNumber, them.upi, theirs.player.mobileNumber]) {
      expect(response.body).not.toContain(text);
    }
  });

  it('gives a player three downloads an IST day, then 429 DATA_EXPORT_LIMIT until the next day', async () => {
    const player = await signUpPlayer(server, { name: 'Thrice Downloader' });
    setIstTime(server, '23:00');
    for (let download = 1; download <= 3; download += 1) expect((await exportData(player.token)).statusCode).toBe(200);
    const refused = await exportData(player.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'DATA_EXPORT_LIMIT', params: { max: 3 } });
    expectRegisteredRefusal(refused);
    // Another player's downloads are their own.
    expect((await exportData(theirs.player.token)).statusCode).toBe(200);
    setIstTime(server, '00:05', '2026-11-21');
    expect((await exportData(player.token)).statusCode).toBe(200);
    setIstTime(server, '11:00');
  });
});

describe('closing an account', () => {
  it('refuses a wrong password with 400 PASSWORD_WRONG and changes nothing', async () => {
    const player = await signUpPlayer(server, { name: 'Wrong Password' });
    const refused = await closeAccount(player.token, 'not-my-password');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PASSWORD_WRONG' });
    expect((await closeAccount(player.token, undefined)).statusCode).toBe(400);
    const profile = await server.request({ method: 'GET', url: '/api/user/profile', token: player.token });
    expect(profile.statusCode).toBe(200);
    expect(await closureOf(player.userId)).toBeUndefined();
  });

  it('closes at once; pending items are decided as usual; then its personal data is in no table', async () => {
    const records = await playerWithOneOfEverything(person('Zephyrine Quillfeather'));
    const { player } = records;
    const { name, email, accountNumber, upi, device } = records.person;
    const personal = [name, player.mobileNumber, email, accountNumber, upi, device];
    // An operator's remark naming the player, on a withdrawal decided before the closure.
    await creditPlayer(server, player.userId, 1_000);
    const earlier = await requestWithdrawal(server, player.token, { amount: 1_000, method: 'paytm' });
    const earlierId = (earlier.json() as { withdrawal: { _id: string } }).withdrawal._id;
    await adminOk('POST', `/api/admin/withdrawals/${earlierId}/status`, { status: 'approved' });
    await adminOk('POST', `/api/admin/withdrawals/${earlierId}/status`, {
      status: 'completed',
      transactionId: 'UTR-EARLIER',
      remarks: `Paid to ${records.person.name}`,
    });

    // The search finds them where they are kept now.
    expect(await whereFound(personal)).toEqual(
      expect.arrayContaining([
        `users.name: ${name}`, `audit_log.after: ${name}`,
        `withdrawals.account_details: ${upi}`,
        `user_devices.device_id: ${device}`,
      ]),
    );

    const closed = await closeAccount(player.token, player.password);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({ message: expect.any(String) });

    // Every session ended; sign-in refused; no bet, deposit or withdrawal.
    const profile = await server.request({ method: 'GET', url: '/api/user/profile', token: player.token });
    expect(profile.statusCode).toBe(401);
    const signIn = await server.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobileNumber: player.mobileNumber, password: player.password },
      remoteAddress: nextClientAddress(),
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ code: 'ACCOUNT_CLOSED' });
    expectRegisteredRefusal(signIn);
    const betAfter = await bet(server, player.token, {
      gameId: dailyGameId, betType: 'single', betNumber: '3', betAmount: 10,
    });
    expect(betAfter.statusCode).toBe(401);
    const depositAfter = { amount: 500, transactionId: 'TXNAFTERCLOSE', paymentMethod: 'UPI' };
    const deposit = await createFundRequest(server, player.token, depositAfter);
    expect(deposit.statusCode).toBe(401);

    // The console lists it with what holds its erasure; erasing now is refused with the counts.
    expect(await closureOf(player.userId)).toMatchObject({
      user: { _id: String(player.userId), name: records.person.name },
      balance: 0,
      pendingBets: 2,
      pendingDeposits: 1,
      pendingWithdrawals: 1,
      erasedAt: null,
    });
    const early = await eraseNow(player.userId);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'CLOSURE_NOT_SETTLED',
      params: { balance: 0, pendingBets: 2, pendingDeposits: 1, pendingWithdrawals: 1 },
    });
    expectRegisteredRefusal(early);

    // Pending items are decided as usual: both bets lose, the deposit is rejected, the withdrawal paid.
    setIstTime(server, '12:30');
    await declareOk(server, admin, { gameId: dailyGameId, session: 'open', pana: '128' });
    await adminOk('POST', '/api/admin/starline/results', { gameId: starlineGameId, pana: '128' });
    await adminOk('POST', `/api/admin/fund-requests/${records.fundRequestId}/reject`, { remarks: 'Not received' });
    expect((await closureOf(player.userId))?.erasedAt).toBeNull();
    await adminOk('POST', `/api/admin/withdrawals/${records.withdrawalId}/status`, { status: 'approved' });
    expect((await closureOf(player.userId))?.erasedAt).toBeNull();
    const paid = { status: 'completed', transactionId: 'UTR-LAST' };
    await adminOk('POST', `/api/admin/withdrawals/${records.withdrawalId}/status`, paid);
    setIstTime(server, '11:00');

    // The last one decided, the server erased the account by itself.
    const erased = await closureOf(player.userId);
    expect(erased).toMatchObject({
      user: { _id: String(player.userId), name: `Closed account ${player.userId}` },
      balance: 0,
      pendingBets: 0,
      pendingDeposits: 0,
      pendingWithdrawals: 0,
      erasedAt: expect.any(String),
    });
    expect(erased?.user.mobileNumber).not.toBe(player.mobileNumber);
    expect(await whereFound(personal)).toEqual([]);

    // The money records stay under the same id; the ledger, the reports and the audit trail still check.
    const { db } = server.store;
    const withdrawals = await db
      .selectFrom('withdrawals')
      .select(['amount', 'status'])
      .where('user_id', '=', player.userId)
      .orderBy('id')
      .execute();
    expect(withdrawals.map((row) => [Number(row.amount), row.status])).toEqual([
      [1_000, 'completed'],
      [1_000, 'completed'],
    ]);
    const bets = await db.selectFrom('bets').select('status').where('user_id', '=', player.userId).execute();
    expect(bets.map((row) => row.status)).toEqual(['lost']);
    const entries = await db
      .selectFrom('ledger_entries').select('amount').where('user_id', '=', player.userId).execute();
    expect(entries.map((row) => Number(row.amount)).reduce((sum, amount) => sum + amount, 0)).toBe(0);
    const reportUrl = '/api/admin/reports?from=2026-11-20&to=2026-11-20';
    const report = await server.request({ method: 'GET', url: reportUrl, token: admin });
    expect(report.statusCode, report.body).toBe(200);
    const verify = await server.request({ method: 'GET', url: '/api/admin/audit/verify', token: admin });
    expect(verify.json()).toMatchObject({ ok: true, firstBrokenId: null, problem: null });
    // The player's own actions keep no address; the erasure is on record.
    const own = await db
      .selectFrom('audit_log')
      .select(['ip', 'user_agent', 'redacted_by'])
      .where('actor_id', '=', player.userId)
      .execute();
    expect(own.length).toBeGreaterThan(0);
    for (const entry of own) expect(entry).toMatchObject({ ip: '', user_agent: '', redacted_by: expect.anything() });
    const erasures = await db
      .selectFrom('audit_log')
      .select('target_id')
      .where('action', '=', 'player.erase')
      .execute();
    expect(erasures.map((entry) => entry.target_id)).toContain(String(player.userId));
  });
});

describe('a closed account the operators still owe money', () => {
  it('is listed with its balance and waits: erasing it is refused until it is paid out', async () => {
    const player = await signUpPlayer(server, { name: 'Owed Money' });
    await creditPlayer(server, player.userId, 2_500);
    expect((await closeAccount(player.token, player.password)).statusCode).toBe(200);
    expect(await closureOf(player.userId)).toMatchObject({
      user: { name: 'Owed Money' },
      balance: 2_500,
      pendingBets: 0,
      pendingDeposits: 0,
      pendingWithdrawals: 0,
      erasedAt: null,
    });
    const refused = await eraseNow(player.userId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CLOSURE_NOT_SETTLED', params: { balance: 2_500 } });

    // Paid out of band: the operator's adjustment brings the balance to zero, and the account is erased.
    const payout = { amount: -2_500, reason: 'Paid out by bank transfer' };
    await adminOk('POST', `/api/admin/users/${player.userId}/adjustments`, payout);
    expect((await closureOf(player.userId))?.erasedAt).not.toBeNull();
    const erase = await eraseNow(player.userId);
    expect(erase.statusCode).toBe(200);
    expect(erase.json().closure).toMatchObject({ user: { name: `Closed account ${player.userId}` }, balance: 0 });
  });

  it('answers 404 CLOSURE_NOT_FOUND for an account that is not closed', async () => {
    const player = await signUpPlayer(server);
    const response = await eraseNow(player.userId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'CLOSURE_NOT_FOUND' });
  });
});

// Last: it leaves the trail broken on purpose.
describe('the audit trail after an erasure', () => {
  it('lets nothing but a redaction through; one its erase entry did not record fails the verification', async () => {
    const player = await signUpPlayer(server, { name: 'Tamper Testee' });
    const limit = await server.request({
      method: 'PUT',
      url: '/api/user/responsible-play/limits',
      token: player.token,
      payload: { loss: { monthly: 50_000 } },
    });
    expect(limit.statusCode, limit.body).toBe(200);
    const { db } = server.store;
    const redacted = await db
      .selectFrom('audit_log')
      .select(['id', 'redacted_by'])
      .where('redacted_by', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // The triggers let nothing but a redaction through: the action stays.
    const rewrite = db
      .updateTable('audit_log')
      .set({ action: 'nothing.happened', redacted_by: redacted.redacted_by })
      .where('id', '=', redacted.id);
    await expect(rewrite.execute()).rejects.toThrow(/append-only/);
    // Someone with the database but not the key redacts an entry on their own: it shows.
    const victim = await db
      .selectFrom('audit_log')
      .select('id')
      .where('actor_id', '=', player.userId)
      .executeTakeFirstOrThrow();
    const forged = { ip: '', redacted_by: redacted.redacted_by };
    await db.updateTable('audit_log').set(forged).where('id', '=', victim.id).execute();
    const verify = await server.request({ method: 'GET', url: '/api/admin/audit/verify', token: admin });
    expect(verify.json()).toMatchObject({
      ok: false,
      firstBrokenId: String(victim.id),
      problem: { code: 'AUDIT_ENTRY_ALTERED' },
    });
  });
});
