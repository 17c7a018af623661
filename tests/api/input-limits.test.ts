import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { encodePng } from '../../server/seed/png.js';
import { INPUT_LIMITS } from '../../src/domain/input-limits.js';
import { createGame, createStarlineGame } from './support/markets.js';
import { BANK, createFundRequest, requestWithdrawal, saveBank } from './support/money.js';
import { creditPlayer, nextMobileNumber, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

/**
 * Every text a client sends has a maximum length and a format (src/domain/input-limits.ts): the longest
 * allowed value is stored, one character more is a 400 whose errors[] names the field, and nothing changes.
 */

let server: TestServer;
let admin: string;

// A Friday morning in IST: withdrawals are open.
const FRIDAY = '2026-11-20T04:30:00.000Z';

beforeAll(async () => {
  server = await startTestServer({ now: FRIDAY });
  admin = await signInAdmin(server);
});
afterEach(async () => {
  await expectLedgerBalanced(server);
});
afterAll(async () => {
  await server.close();
});

const text = (length: number, character = 'x') => character.repeat(length);

/** A real address of exactly `length` characters (a local part holds at most 64, so the domain grows). */
function emailOfLength(length: number): string {
  let address = 'example.in';
  // Labels of at most 63 characters, each with its dot, in front of the domain until the length is reached.
  while (length - 'asha@'.length - address.length > 0) {
    const room = length - 'asha@'.length - address.length - 1;
    address = `${text(Math.min(63, room === 0 ? 1 : room), 'd')}.${address}`;
  }
  return `asha@${address}`;
}

function send(method: 'POST' | 'PUT', url: string, payload: unknown, token?: string): Promise<LightMyRequestResponse> {
  return server.request({ method, url, payload: payload as Record<string, unknown>, ...(token ? { token } : {}) });
}

function expectAccepted(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBeLessThan(300);
}

/** A 400 in the usual error body whose errors[] names `field`. */
function expectRefused(response: LightMyRequestResponse, field: string, message?: string): void {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as { message: string; errors: { msg: string; path?: string }[] };
  expect(typeof body.message).toBe('string');
  const problem = body.errors.find((item) => item.path === field);
  expect(problem, response.body).toBeDefined();
  if (message) expect(problem!.msg).toBe(message);
}

async function userRow(userId: number) {
  return server.store.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

async function countOf(table: 'users' | 'password_requests' | 'fund_requests' | 'enquiry_messages' | 'games' | 'starline_games' | 'banners' | 'balance_adjustments') {
  const row = await server.store.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function settingsRows() {
  return server.store.db.selectFrom('settings').selectAll().orderBy('setting_key').execute();
}

/** Sends a refused request and checks that the rows `read` returns are the same afterwards. */
async function refusedWithoutChange<T>(read: () => Promise<T>, request: () => Promise<LightMyRequestResponse>, field: string, message?: string) {
  const before = await read();
  expectRefused(await request(), field, message);
  expect(await read()).toEqual(before);
}

describe('sign up and sign in', () => {
  const signUp = (body: Record<string, string>) =>
    send('POST', '/api/auth/signup', { name: 'Asha', mobileNumber: nextMobileNumber(), password: 'secret-pass', ...body });

  it('takes names of up to 60 characters and passwords of up to 128', async () => {
    expectAccepted(await signUp({ name: text(60, 'न') }));
    expectAccepted(await signUp({ password: text(128) }));
    await refusedWithoutChange(() => countOf('users'), () => signUp({ name: text(61) }), 'name', 'Name must be at most 60 characters');
    await refusedWithoutChange(
      () => countOf('users'),
      () => signUp({ password: text(129) }),
      'password',
      'Password must be at most 128 characters long',
    );
  });

  it('refuses names made only of invisible or control characters', async () => {
    for (const name of ['\u200B\u200C\u200D', '\u202E\u202D', '\u2066 \u2069', '\u0007\u001B', '\uFEFF']) {
      await refusedWithoutChange(() => countOf('users'), () => signUp({ name }), 'name', 'Name is required');
    }
  });

  it('refuses a sign-in password over 128 characters before judging it', async () => {
    const player = await signUpPlayer(server, { password: text(128) });
    expectAccepted(await send('POST', '/api/auth/login', { mobileNumber: player.mobileNumber, password: text(128) }));
    const tooLong = await send('POST', '/api/auth/login', { mobileNumber: player.mobileNumber, password: text(129) });
    expectRefused(tooLong, 'password', 'Password must be at most 128 characters long');
  });
});

describe('profile', () => {
  let player: SignedIn;
  beforeAll(async () => {
    player = await signUpPlayer(server);
  });
  const update = (body: Record<string, unknown>) => send('PUT', '/api/user/profile', body, player.token);

  it('stores a 60-character name and a 254-character email, and refuses one more of either', async () => {
    const email = emailOfLength(254);
    expect(email).toHaveLength(254);
    expectAccepted(await update({ name: text(60, 'ñ'), email }));
    expect(await userRow(player.userId)).toMatchObject({ name: text(60, 'ñ'), email });
    const read = () => userRow(player.userId);
    await refusedWithoutChange(read, () => update({ name: text(61), email: '' }), 'name', 'Name must be at most 60 characters');
    await refusedWithoutChange(read, () => update({ name: 'Asha', email: emailOfLength(255) }), 'email', 'Email must be at most 254 characters');
    // Even a 990 KB name is refused like any other overlong one, and changes nothing.
    await refusedWithoutChange(read, () => update({ name: text(990_000), email: '' }), 'name');
  });

  it('refuses an invisible name and an email that is not a real address', async () => {
    const read = () => userRow(player.userId);
    await refusedWithoutChange(read, () => update({ name: '\u200B\u202E', email: '' }), 'name', 'Name is required');
    for (const email of ['ravi', 'ravi@example', 'ravi@@example.in', 'ra vi@example.in', 'ravi@exa_mple.in']) {
      await refusedWithoutChange(read, () => update({ name: 'Asha', email }), 'email', 'Please enter a valid email address');
    }
    expectAccepted(await update({ name: 'Asha', email: '' }));
  });
});

describe('password requests', () => {
  it('take new passwords of up to 128 characters', async () => {
    const player = await signUpPlayer(server);
    const body = (newPassword: string) => ({ mobileNumber: player.mobileNumber, newPassword });
    expectAccepted(await send('PUT', '/api/user/forgot-password', body(text(128))));
    expectAccepted(await send('PUT', '/api/user/change-password', body(text(128)), player.token));
    const read = () => server.store.db.selectFrom('password_requests').selectAll().where('user_id', '=', player.userId).execute();
    const message = 'Password must be at most 128 characters long';
    await refusedWithoutChange(read, () => send('PUT', '/api/user/forgot-password', body(text(129))), 'newPassword', message);
    await refusedWithoutChange(read, () => send('PUT', '/api/user/change-password', body(text(129)), player.token), 'newPassword', message);
  });
});

describe('payout details', () => {
  let player: SignedIn;
  beforeAll(async () => {
    player = await signUpPlayer(server);
  });
  const saveBankDetails = (body: Record<string, string>) => send('PUT', '/api/user/bank-details', { ...BANK, ...body }, player.token);
  const read = () => userRow(player.userId);

  it('stores the longest holder and bank names and refuses one character more', async () => {
    expectAccepted(await saveBankDetails({ accountHolderName: text(100, 'ह'), bankName: text(100) }));
    expect(await read()).toMatchObject({ bank_account_holder: text(100, 'ह'), bank_name: text(100) });
    await refusedWithoutChange(read, () => saveBankDetails({ accountHolderName: text(101) }), 'accountHolderName', 'Account holder name must be at most 100 characters');
    await refusedWithoutChange(read, () => saveBankDetails({ bankName: text(101) }), 'bankName', 'Bank name must be at most 100 characters');
    await refusedWithoutChange(read, () => saveBankDetails({ accountHolderName: '\u200D\u2069' }), 'accountHolderName', 'Please enter account holder name');
  });

  it('takes account numbers of 9 to 18 digits and IFSC codes of the form AAAA0XXXXXX', async () => {
    for (const accountNumber of [text(9, '1'), text(18, '2')]) {
      expectAccepted(await saveBankDetails({ accountNumber, confirmAccountNumber: accountNumber }));
      expect(await read()).toMatchObject({ bank_account_number: accountNumber });
    }
    expectAccepted(await saveBankDetails({ ifscCode: 'hdfc0abc123' }));
    expect(await read()).toMatchObject({ bank_ifsc: 'HDFC0ABC123' });
    for (const accountNumber of [text(8, '1'), text(19, '1'), '12345678a', '1234 56789']) {
      await refusedWithoutChange(read, () => saveBankDetails({ accountNumber, confirmAccountNumber: accountNumber }), 'accountNumber', 'Account number must be 9 to 18 digits');
    }
    await refusedWithoutChange(read, () => saveBankDetails({ confirmAccountNumber: text(990_000, '1') }), 'confirmAccountNumber', 'Account numbers do not match');
    for (const ifscCode of ['SBIN1001234', 'SBI00001234', 'SBIN000123', 'SBIN00012345', text(500)]) {
      await refusedWithoutChange(read, () => saveBankDetails({ ifscCode }), 'ifscCode', 'Please enter a valid IFSC code (e.g., SBIN0001234)');
    }
  });

  it('takes wallet numbers of exactly 10 digits', async () => {
    for (const wallet of ['paytm', 'googlePay', 'phonepe']) {
      expectAccepted(await send('PUT', '/api/user/payment-details', { [wallet]: '9876543210' }, player.token));
      for (const number of ['98765432101', '987654321', 'abcdefghij', text(5000, '9')]) {
        await refusedWithoutChange(read, () => send('PUT', '/api/user/payment-details', { [wallet]: number }, player.token), wallet, 'Please enter a valid 10-digit mobile number');
      }
    }
  });
});

describe('fund requests, withdrawals and enquiries', () => {
  it('take transaction ids of up to 100 characters', async () => {
    const player = await signUpPlayer(server);
    const body = (transactionId: string) => ({ amount: '500', transactionId, paymentMethod: 'UPI' });
    expectAccepted(await createFundRequest(server, player.token, body(`TXN${text(97, '7')}`)));
    await refusedWithoutChange(() => countOf('fund_requests'), () => createFundRequest(server, player.token, body(`TXN${text(98, '8')}`)), 'transactionId', 'Transaction ID must be at most 100 characters');
  });

  it('take enquiry messages of up to 1,000 characters', async () => {
    const player = await signUpPlayer(server);
    expectAccepted(await send('POST', '/api/enquiry/user', { message: text(1000, 'स') }, player.token));
    await refusedWithoutChange(() => countOf('enquiry_messages'), () => send('POST', '/api/enquiry/user', { message: text(1001) }, player.token), 'message', 'Message must be at most 1000 characters');
  });
});

describe('admin decisions', () => {
  it('take adjustment reasons of up to 500 characters', async () => {
    const player = await signUpPlayer(server);
    const adjust = (reason: string) => send('POST', `/api/admin/users/${player.userId}/adjustments`, { amount: 100, reason }, admin);
    expectAccepted(await adjust(text(500)));
    const read = async () => [await countOf('balance_adjustments'), (await userRow(player.userId)).balance];
    await refusedWithoutChange(read, () => adjust(text(501)), 'reason', 'Reason must be at most 500 characters');
  });

  it('take fund request remarks of up to 500 characters', async () => {
    const player = await signUpPlayer(server);
    const created = await createFundRequest(server, player.token, { amount: 500, transactionId: `TXN${Date.now()}`, paymentMethod: 'QR' });
    const id = (created.json() as { request: { _id: string } }).request._id;
    const read = async () => [await server.store.db.selectFrom('fund_requests').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow(), (await userRow(player.userId)).balance];
    await refusedWithoutChange(read, () => send('POST', `/api/admin/fund-requests/${id}/approve`, { remarks: text(501) }, admin), 'remarks', 'remarks must be at most 500 characters');
    await refusedWithoutChange(read, () => send('POST', `/api/admin/fund-requests/${id}/reject`, { remarks: text(501) }, admin), 'remarks');
    expectAccepted(await send('POST', `/api/admin/fund-requests/${id}/approve`, { remarks: text(500) }, admin));
  });

  it('take withdrawal remarks of up to 500 characters and transaction ids of up to 100', async () => {
    const player = await signUpPlayer(server);
    await saveBank(server, player.token);
    await creditPlayer(server, player.userId, 5000);
    const created = await requestWithdrawal(server, player.token, { amount: 1000, method: 'bank' });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { withdrawal: { _id: string } }).withdrawal._id;
    const setStatus = (body: Record<string, string>) => send('POST', `/api/admin/withdrawals/${id}/status`, { status: 'approved', ...body }, admin);
    const read = () => server.store.db.selectFrom('withdrawals').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
    await refusedWithoutChange(read, () => setStatus({ remarks: text(501) }), 'remarks', 'remarks must be at most 500 characters');
    await refusedWithoutChange(read, () => setStatus({ transactionId: text(101) }), 'transactionId');
    expectAccepted(await setStatus({ remarks: text(500), transactionId: text(100) }));
    expect(await read()).toMatchObject({ remarks: text(500), transaction_id: text(100) });
  });

  it('take enquiry replies of up to 1,000 characters', async () => {
    const player = await signUpPlayer(server);
    const opened = await send('POST', '/api/enquiry/user', { message: 'Where is my deposit?' }, player.token);
    const id = (opened.json() as { enquiry: { _id: string } }).enquiry._id;
    expectAccepted(await send('POST', `/api/admin/enquiries/${id}/messages`, { message: text(1000) }, admin));
    await refusedWithoutChange(() => countOf('enquiry_messages'), () => send('POST', `/api/admin/enquiries/${id}/messages`, { message: text(1001) }, admin), 'message');
  });
});

describe('admin games, banners and settings', () => {
  it('take daily game names of up to 60 characters', async () => {
    const game = await createGame(server, admin, { gameName: text(60, 'G'), openTime: '10:00', closeTime: '11:00' });
    expect(game.gameName).toBe(text(60, 'G'));
    const body = { gameName: text(61), openTime: '10:00', closeTime: '11:00', isActive: true };
    await refusedWithoutChange(() => countOf('games'), () => send('POST', '/api/admin/games', body, admin), 'gameName', 'Game name must be at most 60 characters');
    const read = () => server.store.db.selectFrom('games').selectAll().where('id', '=', Number(game._id)).executeTakeFirstOrThrow();
    await refusedWithoutChange(read, () => send('PUT', `/api/admin/games/${game._id}`, body, admin), 'gameName');
  });

  it('take Starline names of up to 60 characters, in Devanagari too', async () => {
    const game = await createStarlineGame<{ _id: string; gameNameHindi: string }>(server, admin, {
      gameName: text(60, 'S'),
      gameNameHindi: text(60, 'स'),
      openTime: '12:00',
    });
    expect(game.gameNameHindi).toBe(text(60, 'स'));
    const create = (body: Record<string, unknown>) =>
      send('POST', '/api/admin/starline/games', { gameName: 'Star', gameNameHindi: 'स्टार', openTime: '13:00', minBet: 10, maxBet: 100, ...body }, admin);
    await refusedWithoutChange(() => countOf('starline_games'), () => create({ gameName: text(61) }), 'gameName', 'Game name must be at most 60 characters');
    await refusedWithoutChange(() => countOf('starline_games'), () => create({ gameNameHindi: text(61, 'स') }), 'gameNameHindi', 'Hindi game name must be at most 60 characters');
  });

  it('take banner titles of up to 100 characters', async () => {
    const upload = (title: string) => {
      const boundary = 'matka-limits';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${title}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        encodePng(4, 4, () => [10, 20, 30]),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return server.request({ method: 'POST', url: '/api/admin/banners', token: admin, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    };
    expectAccepted(await upload(text(100, 'B')));
    await refusedWithoutChange(() => countOf('banners'), () => upload(text(101)), 'title', 'Title must be at most 100 characters');
  });

  it('take main settings within their limits and formats', async () => {
    const save = (body: Record<string, unknown>) => send('PUT', '/api/admin/main-settings', body, admin);
    const upiId = `${text(100 - '@okaxis'.length, 'u')}@okaxis`;
    const appLink = `https://example.in/${text(500 - 'https://example.in/'.length, 'a')}`;
    expectAccepted(await save({ upiId, appLink, whatsappNumber: '9876543210' }));
    await refusedWithoutChange(settingsRows, () => save({ upiId: `u${upiId}` }), 'upiId', 'UPI ID must be at most 100 characters');
    await refusedWithoutChange(settingsRows, () => save({ upiId: 'matka pay@upi' }), 'upiId', 'UPI ID must contain @ (e.g., name@bank)');
    await refusedWithoutChange(settingsRows, () => save({ appLink: `${appLink}a` }), 'appLink', 'App link must be at most 500 characters');
    await refusedWithoutChange(settingsRows, () => save({ whatsappNumber: text(11, '9') }), 'whatsappNumber');
  });

  it('take contact settings within their formats', async () => {
    const save = (body: Record<string, unknown>) => send('PUT', '/api/admin/contact-settings', body, admin);
    const email = emailOfLength(254);
    expectAccepted(await save({ email, mobileNumber: '9876543210', whatsappNumber: '9876543210' }));
    await refusedWithoutChange(settingsRows, () => save({ email: emailOfLength(255) }), 'email');
    await refusedWithoutChange(settingsRows, () => save({ email: 'help@example' }), 'email');
    await refusedWithoutChange(settingsRows, () => save({ mobileNumber: text(11, '9') }), 'mobileNumber');
  });

  it('take How To Play text of up to 20,000 characters', async () => {
    const save = (content: string) => send('PUT', '/api/admin/how-to-play', { content }, admin);
    const max = INPUT_LIMITS.howToPlay.max;
    expect(max).toBe(20_000);
    expectAccepted(await save(text(max)));
    await refusedWithoutChange(settingsRows, () => save(text(max + 1)), 'content', 'How To Play text must be at most 20000 characters');
  });
});
