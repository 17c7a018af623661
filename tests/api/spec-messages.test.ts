import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BET, MIN_BET, MIN_PASSWORD_LENGTH } from '../../src/domain/constants.js';
import { EN_MESSAGES as M, formatMessage } from '../../src/domain/messages.js';
import { bet, createGame, createStarlineGame, istAt, setRates, type BetBody } from './support/markets.js';
import { BANK, clearMainSettings, createFundRequest, requestWithdrawal, saveBank, saveMainSettings, saveWallet } from './support/money.js';
import { creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

/**
 * Every validation message of the original app, reached through the API: each one the server produces is
 * triggered by a request and found verbatim in the answer's `message` or `errors[].msg`; the few that only a
 * client can produce are listed in CLIENT_ONLY with the reason, and must still be in the domain catalogue
 * (src/domain/messages.ts) that the player app shows them from. The first test proves the two lists together
 * cover all of them, so a message can be neither dropped nor forgotten.
 */

const STARLINE_MIN = 10;
const STARLINE_MAX = 5_000;
const DEPOSIT_MIN = 100;

/** The original app's validation messages, form by form, with this server's limits and the test games' values. */
const VALIDATION_MESSAGES: readonly string[] = [
  // Sign up and auth
  M.PASSWORDS_DO_NOT_MATCH,
  // Daily bet number (by type)
  M.SINGLE_DIGIT_INVALID,
  M.SINGLE_DIGIT_OUT_OF_RANGE,
  M.JODI_INVALID,
  M.PANNA_FORMAT_INVALID,
  formatMessage('PANNA_KIND_MISMATCH', { actual: 'double', selected: 'single' }),
  formatMessage('PANNA_KIND_MISMATCH', { actual: 'single', selected: 'triple' }),
  M.HALF_SANGAM_FORMAT,
  M.FULL_SANGAM_FORMAT,
  M.UNKNOWN_BET_TYPE,
  // Daily bet amount and game
  M.BET_AMOUNT_INVALID,
  formatMessage('BET_AMOUNT_BELOW_MIN', { min: MIN_BET }),
  formatMessage('BET_AMOUNT_ABOVE_MAX', { max: MAX_BET }),
  M.INSUFFICIENT_BALANCE,
  M.GAME_REQUIRED,
  // Daily bet timing
  M.OPEN_SESSION_AVAILABLE,
  M.OPEN_SESSION_CLOSED,
  M.CLOSE_SESSION_AVAILABLE,
  M.CLOSE_SESSION_CLOSED,
  M.BOTH_SESSIONS_CLOSED,
  M.ALL_SESSIONS_CLOSED,
  // Passwords (forgot and change)
  M.MOBILE_REQUIRED,
  M.MOBILE_INVALID,
  M.NEW_PASSWORD_REQUIRED,
  formatMessage('PASSWORD_TOO_SHORT', { min: MIN_PASSWORD_LENGTH }),
  // Profile, bank, payment, enquiry (the original app has the enquiry rule but no text; the catalogue's is checked too)
  M.NAME_REQUIRED,
  M.ACCOUNT_HOLDER_REQUIRED,
  M.ACCOUNT_NUMBER_REQUIRED,
  M.ACCOUNT_NUMBER_CONFIRM_REQUIRED,
  M.ACCOUNT_NUMBERS_DO_NOT_MATCH,
  M.IFSC_REQUIRED,
  M.BANK_NAME_REQUIRED,
  M.PAYMENT_NUMBER_REQUIRED,
  M.PAYMENT_NUMBER_INVALID,
  M.ENQUIRY_MESSAGE_REQUIRED,
  // Funds
  formatMessage('DEPOSIT_BELOW_MIN', { min: 1 }),
  formatMessage('DEPOSIT_BELOW_MIN', { min: DEPOSIT_MIN }),
  M.UPI_ID_INVALID,
  M.DEPOSIT_AMOUNT_INVALID,
  M.WITHDRAW_AMOUNT_REQUIRED,
  M.WITHDRAW_METHOD_REQUIRED,
  formatMessage('WITHDRAW_BELOW_MIN', { min: 1_000 }),
  M.WITHDRAW_SUNDAY,
  // Starline bet
  M.STARLINE_BET_NUMBER_INVALID,
  formatMessage('BET_AMOUNT_BELOW_MIN', { min: STARLINE_MIN }),
  formatMessage('BET_AMOUNT_ABOVE_MAX', { max: STARLINE_MAX }),
];

/** Validation messages no API request can produce, and why. Each must stay in the domain catalogue. */
const CLIENT_ONLY: readonly { message: string; reason: string }[] = [
  {
    message: M.PASSWORDS_DO_NOT_MATCH,
    reason: 'the API takes no confirmation field (signup, forgot and change password send one password)',
  },
  {
    message: M.OPEN_SESSION_AVAILABLE,
    reason: "a status line of the bet screen, not an error: the server just takes the bet",
  },
  {
    message: M.CLOSE_SESSION_AVAILABLE,
    reason: "a status line of the bet screen, not an error: the server just takes the bet",
  },
  {
    message: M.BOTH_SESSIONS_CLOSED,
    reason: "the app's game-type selection (Full Sangam); a bet sent anyway gets the session's closed message",
  },
  {
    message: M.ALL_SESSIONS_CLOSED,
    reason: "the app's game-type selection (other types); a bet sent anyway gets the session's closed message",
  },
  {
    message: M.UPI_ID_INVALID,
    reason: "the app checking the admin's UPI id before it opens the payment link; the server builds no link",
  },
];

interface ServerCase {
  /** Which validation rule the request breaks. */
  rule: string;
  message: string;
  send: () => Promise<LightMyRequestResponse>;
  /** 400 unless told. */
  status?: number;
}

let server: TestServer;
let adminToken: string;
/** Money, a saved Paytm number and bank account. */
let rich: SignedIn;
/** No money, a saved Paytm number. */
let broke: SignedIn;
/** Open 12:00, close 18:00: both sessions take bets at the test time 11:00 IST. */
let openGame: string;
/** Open 10:00, close 18:00: the open session has closed. */
let openClosedGame: string;
/** Open 09:00, close 10:30: both sessions have closed. */
let closedGame: string;
let starlineGame: string;
let starlineClosedGame: string;

const dailyBet = (body: Partial<BetBody>, who: () => SignedIn = () => rich) => () =>
  bet(server, who().token, { gameId: openGame, betType: 'single', betNumber: '7', betAmount: 100, ...body } as BetBody);

const starlineBet = (body: Record<string, unknown>, who: () => SignedIn = () => rich) => () =>
  server.request({
    method: 'POST',
    url: '/api/starline/bets',
    token: who().token,
    payload: { gameId: starlineGame, betType: 'single digit', betNumber: '7', betAmount: 100, ...body },
  });

const put = (url: string, payload: object, token?: () => string) => () =>
  server.request({ method: 'PUT', url, payload, token: token?.() });

const deposit = (payload: Record<string, unknown>) => () =>
  createFundRequest(server, rich.token, { transactionId: `TXN-SPEC-${Math.random()}`, paymentMethod: 'UPI', ...payload });

const withdraw = (payload: Record<string, unknown>, who: () => SignedIn = () => rich) => () =>
  requestWithdrawal(server, who().token, payload);

/** Runs a request with the server's settings or clock changed, and puts them back. */
function withMinimumDeposit(minimumDeposit: number, send: () => Promise<LightMyRequestResponse>) {
  return async () => {
    await saveMainSettings(server, { minimumDeposit });
    try {
      return await send();
    } finally {
      await clearMainSettings(server);
    }
  };
}

function onSunday(send: () => Promise<LightMyRequestResponse>) {
  return async () => {
    const before = server.clock.now().toISOString();
    server.clock.set(istAt('2026-11-22', '11:00'));
    try {
      return await send();
    } finally {
      server.clock.set(before);
    }
  };
}

const playerToken = () => rich.token;
const VALID_PASSWORD_REQUEST = { mobileNumber: '9876500000', newPassword: 'new-secret' };

const SERVER_CASES: readonly ServerCase[] = [
  // Daily bet number (by type)
  { rule: 'single: not a number', message: M.SINGLE_DIGIT_INVALID, send: dailyBet({ betNumber: 'a' }) },
  { rule: 'single: a number out of range', message: M.SINGLE_DIGIT_OUT_OF_RANGE, send: dailyBet({ betNumber: '12' }) },
  { rule: 'jodi: not two digits', message: M.JODI_INVALID, send: dailyBet({ betType: 'jodi', betNumber: '5' }) },
  { rule: 'panna: not three digits', message: M.PANNA_FORMAT_INVALID, send: dailyBet({ betType: 'singlePanna', betNumber: '12' }) },
  {
    rule: 'single panna: a double one',
    message: formatMessage('PANNA_KIND_MISMATCH', { actual: 'double', selected: 'single' }),
    send: dailyBet({ betType: 'singlePanna', betNumber: '112' }),
  },
  {
    rule: 'triple panna: a single one',
    message: formatMessage('PANNA_KIND_MISMATCH', { actual: 'single', selected: 'triple' }),
    send: dailyBet({ betType: 'triplePanna', betNumber: '128' }),
  },
  { rule: 'half sangam: no dash', message: M.HALF_SANGAM_FORMAT, send: dailyBet({ betType: 'halfSangam', betNumber: '5128' }) },
  {
    rule: 'full sangam: a short panna',
    message: M.FULL_SANGAM_FORMAT,
    send: dailyBet({ betType: 'fullSangam', session: null, betNumber: '128-35' }),
  },
  { rule: 'daily: an unknown type', message: M.UNKNOWN_BET_TYPE, send: dailyBet({ betType: 'tripleJodi' }) },
  // Daily bet amount and game
  { rule: 'daily: a stake that is no amount', message: M.BET_AMOUNT_INVALID, send: dailyBet({ betAmount: 'abc' }) },
  { rule: 'daily: a negative stake', message: M.BET_AMOUNT_INVALID, send: dailyBet({ betAmount: -50 }) },
  { rule: 'daily: below the minimum', message: formatMessage('BET_AMOUNT_BELOW_MIN', { min: MIN_BET }), send: dailyBet({ betAmount: MIN_BET - 1 }) },
  { rule: 'daily: above the maximum', message: formatMessage('BET_AMOUNT_ABOVE_MAX', { max: MAX_BET }), send: dailyBet({ betAmount: MAX_BET + 1 }) },
  { rule: 'daily: above the balance', message: M.INSUFFICIENT_BALANCE, send: dailyBet({}, () => broke) },
  { rule: 'daily: no game', message: M.GAME_REQUIRED, send: dailyBet({ gameId: '' }) },
  // Daily bet timing
  { rule: 'open session after its time', message: M.OPEN_SESSION_CLOSED, send: () => dailyBet({ gameId: openClosedGame, session: 'open' })() },
  { rule: 'close session after its time', message: M.CLOSE_SESSION_CLOSED, send: () => dailyBet({ gameId: closedGame, session: 'close' })() },
  // Passwords: forgot (public) and change (signed in)
  { rule: 'forgot: no mobile', message: M.MOBILE_REQUIRED, send: put('/api/user/forgot-password', { newPassword: 'new-secret' }) },
  { rule: 'forgot: a short mobile', message: M.MOBILE_INVALID, send: put('/api/user/forgot-password', { ...VALID_PASSWORD_REQUEST, mobileNumber: '98765' }) },
  { rule: 'forgot: no new password', message: M.NEW_PASSWORD_REQUIRED, send: put('/api/user/forgot-password', { mobileNumber: '9876500000' }) },
  {
    rule: 'forgot: a short password',
    message: formatMessage('PASSWORD_TOO_SHORT', { min: MIN_PASSWORD_LENGTH }),
    send: put('/api/user/forgot-password', { ...VALID_PASSWORD_REQUEST, newPassword: '12345' }),
  },
  { rule: 'change: no mobile', message: M.MOBILE_REQUIRED, send: put('/api/user/change-password', { newPassword: 'new-secret' }, playerToken) },
  {
    rule: 'change: a short mobile',
    message: M.MOBILE_INVALID,
    send: put('/api/user/change-password', { ...VALID_PASSWORD_REQUEST, mobileNumber: '98765' }, playerToken),
  },
  { rule: 'change: no new password', message: M.NEW_PASSWORD_REQUIRED, send: put('/api/user/change-password', { mobileNumber: '9876500000' }, playerToken) },
  {
    rule: 'change: a short password',
    message: formatMessage('PASSWORD_TOO_SHORT', { min: MIN_PASSWORD_LENGTH }),
    send: put('/api/user/change-password', { ...VALID_PASSWORD_REQUEST, newPassword: '12345' }, playerToken),
  },
  // Profile, bank, payment, enquiry
  { rule: 'profile: a blank name', message: M.NAME_REQUIRED, send: put('/api/user/profile', { name: '  ', email: '' }, playerToken) },
  { rule: 'bank: no holder name', message: M.ACCOUNT_HOLDER_REQUIRED, send: put('/api/user/bank-details', { ...BANK, accountHolderName: '' }, playerToken) },
  { rule: 'bank: no account number', message: M.ACCOUNT_NUMBER_REQUIRED, send: put('/api/user/bank-details', { ...BANK, accountNumber: '' }, playerToken) },
  {
    rule: 'bank: no confirmation',
    message: M.ACCOUNT_NUMBER_CONFIRM_REQUIRED,
    send: put('/api/user/bank-details', { ...BANK, confirmAccountNumber: '' }, playerToken),
  },
  {
    rule: 'bank: numbers differ',
    message: M.ACCOUNT_NUMBERS_DO_NOT_MATCH,
    send: put('/api/user/bank-details', { ...BANK, confirmAccountNumber: '123456780000' }, playerToken),
  },
  { rule: 'bank: no IFSC', message: M.IFSC_REQUIRED, send: put('/api/user/bank-details', { ...BANK, ifscCode: '' }, playerToken) },
  { rule: 'bank: no bank name', message: M.BANK_NAME_REQUIRED, send: put('/api/user/bank-details', { ...BANK, bankName: '' }, playerToken) },
  { rule: 'paytm: blank', message: M.PAYMENT_NUMBER_REQUIRED, send: put('/api/user/payment-details', { paytm: '' }, playerToken) },
  { rule: 'google pay: short', message: M.PAYMENT_NUMBER_INVALID, send: put('/api/user/payment-details', { googlePay: '98765' }, playerToken) },
  { rule: 'phonepe: letters', message: M.PAYMENT_NUMBER_INVALID, send: put('/api/user/payment-details', { phonepe: 'abcdefghij' }, playerToken) },
  {
    rule: 'enquiry: only blanks',
    message: M.ENQUIRY_MESSAGE_REQUIRED,
    send: () => server.request({ method: 'POST', url: '/api/enquiry/user', token: rich.token, payload: { message: '   ' } }),
  },
  // Funds
  { rule: 'deposit: below the default minimum', message: formatMessage('DEPOSIT_BELOW_MIN', { min: 1 }), send: deposit({ amount: 0 }) },
  {
    rule: 'deposit: below a configured minimum',
    message: formatMessage('DEPOSIT_BELOW_MIN', { min: DEPOSIT_MIN }),
    send: withMinimumDeposit(DEPOSIT_MIN, deposit({ amount: DEPOSIT_MIN - 1 })),
  },
  { rule: 'deposit: not an amount', message: M.DEPOSIT_AMOUNT_INVALID, send: deposit({ amount: 'abc' }) },
  { rule: 'deposit: a fraction', message: M.DEPOSIT_AMOUNT_INVALID, send: deposit({ amount: 10.5 }) },
  { rule: 'withdraw: no amount', message: M.WITHDRAW_AMOUNT_REQUIRED, send: withdraw({ method: 'paytm' }) },
  { rule: 'withdraw: no method', message: M.WITHDRAW_METHOD_REQUIRED, send: withdraw({ amount: 1_000 }) },
  { rule: 'withdraw: below the minimum', message: formatMessage('WITHDRAW_BELOW_MIN', { min: 1_000 }), send: withdraw({ amount: 999, method: 'paytm' }) },
  { rule: 'withdraw: above the balance', message: M.INSUFFICIENT_BALANCE, send: withdraw({ amount: 1_000, method: 'paytm' }, () => broke) },
  { rule: 'withdraw: on a Sunday', message: M.WITHDRAW_SUNDAY, send: onSunday(withdraw({ amount: 1_000, method: 'paytm' })) },
  // Starline bet
  { rule: 'starline single digit: two digits', message: M.STARLINE_BET_NUMBER_INVALID, send: starlineBet({ betNumber: '12' }) },
  { rule: 'starline pana: two digits', message: M.STARLINE_BET_NUMBER_INVALID, send: starlineBet({ betType: 'single pana', betNumber: '12' }) },
  { rule: 'starline: below the minimum', message: formatMessage('BET_AMOUNT_BELOW_MIN', { min: STARLINE_MIN }), send: starlineBet({ betAmount: STARLINE_MIN - 1 }) },
  { rule: 'starline: above the maximum', message: formatMessage('BET_AMOUNT_ABOVE_MAX', { max: STARLINE_MAX }), send: starlineBet({ betAmount: STARLINE_MAX + 1 }) },
  { rule: 'starline: above the balance', message: M.INSUFFICIENT_BALANCE, send: starlineBet({}, () => broke) },
  // Beyond those, the same catalogue: Starline's kind and type checks, and its closed market.
  {
    rule: 'starline single pana: a double one',
    message: formatMessage('PANNA_KIND_MISMATCH', { actual: 'double', selected: 'single' }),
    send: starlineBet({ betType: 'single pana', betNumber: '112' }),
  },
  { rule: 'starline: an unknown type', message: M.UNKNOWN_BET_TYPE, send: starlineBet({ betType: 'jodi' }) },
  {
    rule: 'starline: a market past its time',
    message: M.STARLINE_BETTING_UNAVAILABLE,
    send: () => starlineBet({ gameId: starlineClosedGame })(),
  },
];

describe("The original app's validation messages through the API", () => {
  beforeAll(async () => {
    server = await startTestServer();
    adminToken = await signInAdmin(server);
    await setRates(server, adminToken);
    openGame = (await createGame(server, adminToken, { openTime: '12:00', closeTime: '18:00' }))._id;
    openClosedGame = (await createGame(server, adminToken, { openTime: '10:00', closeTime: '18:00' }))._id;
    closedGame = (await createGame(server, adminToken, { openTime: '09:00', closeTime: '10:30' }))._id;
    const starline = async (openTime: string) =>
      (await createStarlineGame(server, adminToken, { gameName: `Star ${openTime}`, openTime, minBet: STARLINE_MIN, maxBet: STARLINE_MAX }))._id;
    starlineGame = await starline('12:00');
    starlineClosedGame = await starline('10:00');
    rich = await signUpPlayer(server);
    broke = await signUpPlayer(server);
    await creditPlayer(server, rich.userId, 50_000);
    for (const player of [rich, broke]) await saveWallet(server, player.token, { paytm: '9876543210' });
    await saveBank(server, rich.token);
  });

  afterAll(async () => {
    await expectLedgerBalanced(server);
    await server.close();
  });

  it('covers every one: each message is triggered below or listed as client-only, never both', () => {
    const triggered = new Set(SERVER_CASES.map((entry) => entry.message));
    const clientOnly = new Set(CLIENT_ONLY.map((entry) => entry.message));
    const uncovered = VALIDATION_MESSAGES.filter((message) => !triggered.has(message) && !clientOnly.has(message));
    expect(uncovered).toEqual([]);
    expect([...clientOnly].filter((message) => triggered.has(message))).toEqual([]);
    expect([...clientOnly].filter((message) => !VALIDATION_MESSAGES.includes(message))).toEqual([]);
  });

  it('keeps every client-only message in the domain catalogue, with its reason', () => {
    const catalogue = Object.values(M) as string[];
    for (const { message, reason } of CLIENT_ONLY) {
      expect(catalogue, message).toContain(message);
      expect(reason.length).toBeGreaterThan(10);
    }
  });

  it.each(SERVER_CASES)('$rule: "$message"', async ({ message, send, status }) => {
    const response = await send();
    expect(response.statusCode, response.body).toBe(status ?? 400);
    const body = response.json() as { message: string; errors?: { msg: string }[] };
    const texts = [body.message, ...(body.errors ?? []).map((item) => item.msg)];
    expect(texts, response.body).toContain(message);
    // Validation failures carry errors[], which the original client shows one by one.
    expect(body.errors?.length, response.body).toBeGreaterThan(0);
  });
});
