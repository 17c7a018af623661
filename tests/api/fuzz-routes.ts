import { createECDH, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { STAFF_ROLES } from '../../src/domain/staff.js';
import { field, idSegment, nastyString, objectBody, textField, type Caller, type Fields } from './fuzz-inputs.js';

/**
 * Every API route with the parts a client can send it (server/routes/), for the fuzz tests.
 * Field generators mix plausible values (so a request can get past its first check) with junk.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface FuzzRoute {
  method: Method;
  /** As OpenAPI writes it: `/api/admin/users/{id}`. */
  path: string;
  /** Whose token the route is mostly sent with. */
  caller: Caller;
  params?: Record<string, fc.Arbitrary<string>>;
  body?: Fields;
  /** A body whose fields agree with each other (a bet number of the bet's type, matching account numbers). */
  coherent?: fc.Arbitrary<Record<string, unknown>>;
  query?: Record<string, fc.Arbitrary<string>>;
  multipart?: boolean;
  /** A text/csv body (besides the junk every route gets). */
  csv?: fc.Arbitrary<string>;
  idempotent?: boolean;
}

/** Real records of the fuzz world, so that path ids and body ids sometimes name something. */
export interface KnownIds {
  today: string;
  mobileNumbers: string[];
  users: string[];
  /** Daily markets, the first one open for bets at the world's hour. */
  games: string[];
  starlineGames: string[];
  fundRequests: string[];
  withdrawals: string[];
  passwordRequests: string[];
  enquiries: string[];
  banners: string[];
  bannerFiles: string[];
}

const PANNAS = ['128', '550', '100', '000', '359', '777', '123', '012', '999'];

const time = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(
    ([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`,
  ),
  fc.constantFrom('6:00 AM', '11:30 PM', '12:00 PM', '00:00', '23:59'),
);
const wholeRupees = (min: number, max: number) => fc.oneof(fc.integer({ min, max }), fc.integer({ min, max }).map(String));
const mobile = (known: KnownIds) => fc.oneof(fc.constantFrom(...known.mobileNumbers), fc.stringMatching(/^[6-9]\d{9}$/));
const password = fc.string({ minLength: 4, maxLength: 24 });
const deviceId = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), fc.string({ maxLength: 80 }));
const tagText = fc.oneof(fc.stringMatching(/^[A-Za-z0-9 -]{1,24}$/), fc.string({ maxLength: 30 }));
const shortText = fc.string({ minLength: 1, maxLength: 40 });
const date = (known: KnownIds) => fc.oneof(fc.constant(known.today), fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
const idOf = (ids: readonly string[]) =>
  ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), fc.constantFrom(...ids).map(Number)) : fc.constant('1');
const idText = (ids: readonly string[]) => (ids.length > 0 ? fc.constantFrom(...ids) : fc.constant('1'));
const range = fc.record({ min: field(wholeRupees(1, 100)), max: field(wholeRupees(1, 100_000)) }, { requiredKeys: [] });
const validRange = fc.record({ min: fc.constant(10), max: fc.integer({ min: 11, max: 100_000 }) });
const pana = fc.constantFrom(...PANNAS);
const validPana = fc.constantFrom('128', '550', '100', '000', '359', '777');
/** An authenticator code, or something shaped like a recovery code. */
const twoFactorCode = fc.oneof(fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^[0-9a-f]{5}(-[0-9a-f]{5}){3}$/));
/** A deposit or loss limit: whole rupees from 1 to 1,00,00,000, or null for none. */
const limitValue = fc.oneof(fc.integer({ min: 1, max: 10_000_000 }), fc.constant(null));
const periodLimits = fc.record({ daily: field(limitValue), weekly: field(limitValue), monthly: field(limitValue) }, { requiredKeys: [] });
const validPeriodLimits = fc.record({ daily: limitValue, weekly: limitValue, monthly: limitValue }, { requiredKeys: [] });
/** A history file: rows of plausible and junk dates and pannas, a header now and then, LF or CRLF. */
const historyFile = (known: KnownIds) => {
  const pastDay = fc
    .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date(`${known.today}T00:00:00Z`), noInvalidDate: true })
    .map((day) => day.toISOString().slice(0, 10));
  const cell = fc.oneof(validPana, pana, fc.constant(''), nastyString);
  const row = fc.tuple(fc.oneof({ weight: 3, arbitrary: pastDay }, { weight: 1, arbitrary: date(known) }), cell, cell).map((fields) => fields.join(','));
  return fc
    .tuple(fc.boolean(), fc.array(fc.oneof({ weight: 4, arbitrary: row }, { weight: 1, arbitrary: nastyString }), { maxLength: 12 }), fc.constantFrom('\n', '\r\n'))
    .map(([header, rows, newline]) => [...(header ? ['date,open_pana,close_pana'] : []), ...rows].join(newline));
};
/**
 * Push subscriptions (docs/operations.md "Result alerts"): endpoints on the fuzz server's push host
 * (PUSH_ENDPOINT_HOSTS 127.0.0.1:9, where nothing listens), on a real push service that is not on its list, or
 * anywhere; real keys.
 */
export const FUZZ_PUSH_HOST = '127.0.0.1:9';
const fuzzPushEndpoint = fc.stringMatching(/^[\w-]{1,40}$/).map((id) => `https://${FUZZ_PUSH_HOST}/push/${id}`);
const pushEndpoint = fc.oneof(
  fuzzPushEndpoint,
  fc.constantFrom('https://fcm.googleapis.com/fcm/send/x', 'http://127.0.0.1:9/push/1', 'https://127.0.0.1/push/1', 'file:///etc/passwd'),
  fc.webUrl(),
);
const browserKeys = Array.from({ length: 3 }, () => {
  const ecdh = createECDH('prime256v1');
  return { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
});
const pushKeys = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...browserKeys) },
  { weight: 1, arbitrary: fc.record({ p256dh: field(fc.constantFrom(...browserKeys.map((keys) => keys.p256dh))), auth: field() }, { requiredKeys: [] }) },
);
const pageQuery = { page: textField(fc.integer({ min: 0, max: 5 }).map(String)), limit: textField(fc.integer({ min: 0, max: 200 }).map(String)) };

export function fuzzRoutes(known: KnownIds): FuzzRoute[] {
  const gameId = idOf(known.games);
  /** The first known game is open for bets at the fuzz world's hour; the others are not. */
  const openGameId = known.games.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constant(known.games[0]!) }, { weight: 1, arbitrary: gameId }) : gameId;
  const starlineGameId = idOf(known.starlineGames);
  const dailyBetType = fc.constantFrom('single', 'jodi', 'singlePanna', 'doublePanna', 'triplePanna', 'halfSangam', 'fullSangam');
  const starlineBetType = fc.constantFrom('single digit', 'single pana', 'double pana', 'triple pana');
  const dailyBet = fc.constantFrom(
    { betType: 'single', session: 'open', betNumber: '7' },
    { betType: 'single', session: 'close', betNumber: '0' },
    { betType: 'jodi', session: 'open', betNumber: '05' },
    { betType: 'singlePanna', session: 'open', betNumber: '128' },
    { betType: 'doublePanna', session: 'close', betNumber: '550' },
    { betType: 'triplePanna', session: 'open', betNumber: '777' },
    { betType: 'halfSangam', session: 'open', betNumber: '5-128' },
    { betType: 'halfSangam', session: 'close', betNumber: '3-359' },
    { betType: 'fullSangam', session: null, betNumber: '128-359' },
    { betType: 'fullSangam', session: null, betNumber: '128359' },
  );
  const starlineBet = fc.constantFrom(
    { betType: 'single digit', betNumber: '4' },
    { betType: 'single pana', betNumber: '128' },
    { betType: 'double pana', betNumber: '550' },
    { betType: 'triple pana', betNumber: '000' },
  );
  const betNumber = fc.constantFrom('7', '05', '128', '5-128', '128-359', '128359', '0', '99', '1000');
  const betFields: Fields = {
    gameId,
    betType: dailyBetType,
    session: fc.constantFrom('open', 'close', null),
    betNumber,
    betAmount: wholeRupees(10, 10_000),
    gameDate: fc.constantFrom(known.today, `${known.today}T00:00:00.000+05:30`, '2026-11-19T18:30:00.000Z'),
  };
  const coherentBet = fc
    .tuple(openGameId, dailyBet, wholeRupees(10, 2_000))
    .map(([id, bet, betAmount]) => ({ gameId: id, ...bet, betAmount, gameDate: `${known.today}T00:00:00.000+05:30` }));
  const ids = (list: string[]) => ({ id: idSegment(list) });
  const staffRole = fc.constantFrom(...STAFF_ROLES, 'boss');
  const statusQuery = (...statuses: string[]) => ({ status: textField(fc.constantFrom('all', '', ...statuses)), ...pageQuery });
  const moneyFilters = {
    from: textField(fc.constantFrom('2026-11-20', '2026-02-30', '20-11-2026', '')),
    to: textField(fc.constantFrom('2026-11-21', '2026-13-01', '')),
    minAmount: textField(fc.constantFrom('100', '-5', '1.5', '')),
    maxAmount: textField(fc.constantFrom('5000', 'abc', '')),
  };

  const settingsBody: Fields = {
    appLink: fc.webUrl(),
    whatsappNumber: mobile(known),
    upiId: fc.constantFrom('matka@upi', 'a@b'),
    minimumDeposit: wholeRupees(1, 5000),
    minimumWithdraw: wholeRupees(1, 5000),
    withdrawalOpenTime: time,
    withdrawalCloseTime: time,
  };
  const weekdays = fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 });
  const dailyGameBody: Fields = {
    gameName: shortText,
    openTime: time,
    closeTime: time,
    isActive: fc.boolean(),
    days: weekdays,
  };
  const starlineGameBody: Fields = {
    gameName: shortText,
    gameNameHindi: shortText,
    openTime: time,
    minBet: wholeRupees(1, 100),
    maxBet: wholeRupees(1, 100_000),
    isActive: fc.boolean(),
    days: weekdays,
  };

  return [
    { method: 'GET', path: '/api/health', caller: 'player' },
    {
      method: 'POST',
      path: '/api/auth/login',
      caller: 'player',
      body: { mobileNumber: mobile(known), password: password, deviceId: deviceId },
    },
    {
      method: 'POST',
      path: '/api/auth/signup',
      caller: 'player',
      body: { name: shortText, mobileNumber: mobile(known), password: password, deviceId: deviceId },
    },
    { method: 'POST', path: '/api/auth/logout', caller: 'other', body: {} },
    { method: 'GET', path: '/api/auth/profile', caller: 'player' },
    {
      method: 'POST',
      path: '/api/auth/login/2fa',
      caller: 'other',
      body: { challenge: fc.base64String({ minLength: 1, maxLength: 60 }), code: twoFactorCode },
    },
    { method: 'GET', path: '/api/user/profile', caller: 'player' },
    { method: 'PUT', path: '/api/user/profile', caller: 'player', body: { name: shortText, email: fc.oneof(fc.emailAddress(), fc.constant('')) } },
    {
      method: 'PUT',
      path: '/api/user/forgot-password',
      caller: 'player',
      body: { mobileNumber: mobile(known), newPassword: password },
    },
    {
      method: 'PUT',
      path: '/api/user/change-password',
      caller: 'player',
      body: { mobileNumber: mobile(known), newPassword: password },
    },
    { method: 'GET', path: '/api/user/data-export', caller: 'player' },
    { method: 'POST', path: '/api/user/account-deletion', caller: 'player', body: { password } },
    { method: 'GET', path: '/api/user/bank-details', caller: 'player' },
    {
      method: 'PUT',
      path: '/api/user/bank-details',
      caller: 'player',
      body: {
        accountHolderName: shortText,
        accountNumber: fc.stringMatching(/^\d{9,18}$/),
        confirmAccountNumber: fc.stringMatching(/^\d{9,18}$/),
        ifscCode: fc.stringMatching(/^[A-Z]{4}0[A-Z0-9]{6}$/),
        bankName: shortText,
      },
      coherent: fc
        .tuple(shortText, fc.stringMatching(/^\d{9,18}$/), fc.stringMatching(/^[A-Z]{4}0[A-Z0-9]{6}$/), shortText)
        .map(([accountHolderName, accountNumber, ifscCode, bankName]) => ({
          accountHolderName,
          accountNumber,
          confirmAccountNumber: accountNumber,
          ifscCode,
          bankName,
        })),
    },
    { method: 'GET', path: '/api/user/payment-details', caller: 'player' },
    {
      method: 'PUT',
      path: '/api/user/payment-details',
      caller: 'player',
      body: { paytm: mobile(known), googlePay: mobile(known), phonepe: mobile(known) },
      // Exactly one wallet per request, as the original client sends.
      coherent: fc.tuple(fc.constantFrom('paytm', 'googlePay', 'phonepe'), mobile(known)).map(([wallet, number]) => ({ [wallet]: number })),
    },
    { method: 'GET', path: '/api/user/admin-whatsapp', caller: 'player' },
    { method: 'GET', path: '/api/games', caller: 'player' },
    { method: 'GET', path: '/api/gamerates', caller: 'player' },
    { method: 'POST', path: '/api/bets', caller: 'player', idempotent: true, body: betFields, coherent: coherentBet },
    {
      method: 'POST',
      path: '/api/bets/batch',
      caller: 'player',
      idempotent: true,
      body: { bets: fc.array(objectBody(betFields, coherentBet), { maxLength: 4 }) },
      coherent: fc.array(coherentBet, { minLength: 1, maxLength: 3 }).map((bets) => ({ bets })),
    },
    { method: 'GET', path: '/api/bets/me', caller: 'player', query: { from: textField(date(known)), to: textField(date(known)) } },
    { method: 'GET', path: '/api/results-session', caller: 'player', query: { gameId: textField(idText(known.games)) } },
    {
      method: 'GET',
      path: '/api/games/{id}/chart',
      caller: 'player',
      params: ids(known.games),
      query: { from: textField(date(known)), to: textField(date(known)) },
    },
    {
      method: 'POST',
      path: '/api/fund-request/create',
      caller: 'player',
      idempotent: true,
      body: {
        amount: wholeRupees(1, 100_000),
        transactionId: fc.stringMatching(/^[A-Z0-9]{6,20}$/),
        paymentMethod: fc.constantFrom('UPI', 'QR', 'upi'),
      },
    },
    { method: 'GET', path: '/api/fund-request/allowance', caller: 'player', query: { amount: textField(fc.integer({ min: 1, max: 100_000 }).map(String)) } },
    { method: 'GET', path: '/api/fund-request/history', caller: 'player' },
    {
      method: 'POST',
      path: '/api/withdraw/request',
      caller: 'player',
      idempotent: true,
      body: { amount: wholeRupees(1, 100_000), method: fc.constantFrom('bank', 'phonepe', 'googlepay', 'paytm', 'upi') },
      // The fuzz world's player has saved a bank account and a Paytm number.
      coherent: fc.record({ amount: wholeRupees(1_000, 3_000), method: fc.constantFrom('bank', 'paytm') }),
    },
    { method: 'GET', path: '/api/withdraw/history', caller: 'player' },
    { method: 'GET', path: '/api/starline/games', caller: 'player' },
    { method: 'GET', path: '/api/starline/games/{id}', caller: 'player', params: ids(known.starlineGames) },
    { method: 'GET', path: '/api/starline/gamerates', caller: 'player' },
    {
      method: 'POST',
      path: '/api/starline/bets',
      caller: 'player',
      idempotent: true,
      body: {
        gameId: starlineGameId,
        betType: starlineBetType,
        betNumber,
        betAmount: wholeRupees(1, 10_000),
      },
      coherent: fc
        .tuple(starlineGameId, starlineBet, wholeRupees(10, 1_000))
        .map(([id, bet, betAmount]) => ({ gameId: id, ...bet, betAmount })),
    },
    {
      method: 'GET',
      path: '/api/starline/bets',
      caller: 'player',
      query: {
        ...pageQuery,
        gameId: textField(idText(known.starlineGames)),
        status: textField(fc.constantFrom('pending', 'won', 'lost', 'all')),
        betType: textField(starlineBetType),
        startDate: textField(date(known)),
        endDate: textField(date(known)),
      },
    },
    { method: 'GET', path: '/api/starline/results', caller: 'player', query: { gameId: textField(idText(known.starlineGames)) } },
    { method: 'GET', path: '/api/starline/chart', caller: 'player', query: { from: textField(date(known)), to: textField(date(known)) } },
    { method: 'GET', path: '/api/banner-settings/public', caller: 'player' },
    {
      method: 'GET',
      path: '/api/banner-settings/uploads/{file}',
      caller: 'player',
      params: { file: fc.oneof(fc.constantFrom(...known.bannerFiles, 'missing.png'), idSegment([])) },
    },
    { method: 'GET', path: '/api/main-settings/public', caller: 'player' },
    { method: 'GET', path: '/api/how-to-play', caller: 'player' },
    { method: 'GET', path: '/api/contact-settings', caller: 'player' },
    { method: 'GET', path: '/api/enquiry/user', caller: 'player' },
    { method: 'GET', path: '/api/user/activity', caller: 'player', query: { cursor: textField(fc.integer({ min: 1, max: 100 }).map(String)) } },
    { method: 'GET', path: '/api/user/activity/unread', caller: 'player' },
    { method: 'POST', path: '/api/user/activity/read', caller: 'player', body: { upTo: fc.oneof(shortText, fc.integer()) } },
    { method: 'POST', path: '/api/enquiry/user', caller: 'player', body: { message: shortText } },

    { method: 'GET', path: '/api/admin/overview', caller: 'admin' },
    { method: 'GET', path: '/api/admin/2fa', caller: 'admin' },
    { method: 'POST', path: '/api/admin/2fa/setup', caller: 'admin', body: {} },
    { method: 'POST', path: '/api/admin/2fa/enable', caller: 'admin', body: { code: twoFactorCode } },
    { method: 'POST', path: '/api/admin/2fa/disable', caller: 'admin', body: { code: twoFactorCode } },
    { method: 'GET', path: '/api/admin/ledger/check', caller: 'admin' },
    { method: 'GET', path: '/api/admin/staff', caller: 'admin' },
    {
      method: 'POST',
      path: '/api/admin/staff',
      caller: 'admin',
      body: { name: shortText, mobileNumber: mobile(known), password, staffRole },
    },
    {
      method: 'PATCH',
      path: '/api/admin/staff/{id}',
      caller: 'admin',
      params: ids(known.users),
      body: { name: shortText, staffRole, isActive: fc.boolean() },
    },
    { method: 'GET', path: '/api/admin/staff/{id}/sessions', caller: 'admin', params: ids(known.users) },
    { method: 'DELETE', path: '/api/admin/staff/{id}/sessions', caller: 'admin', params: ids(known.users) },
    {
      method: 'DELETE',
      path: '/api/admin/staff/{id}/sessions/{sessionId}',
      caller: 'admin',
      params: { ...ids(known.users), sessionId: textField(fc.stringMatching(/^[0-9a-f]{16}$/)) },
    },
    { method: 'GET', path: '/api/admin/staff/{id}/sign-ins', caller: 'admin', params: ids(known.users) },
    {
      method: 'GET',
      path: '/api/admin/users',
      caller: 'admin',
      query: { query: textField(mobile(known), shortText), ...statusQuery('active', 'inactive'), tag: tagText },
    },
    {
      method: 'PATCH',
      path: '/api/admin/users/{id}',
      caller: 'admin',
      params: ids(known.users),
      body: { isActive: fc.boolean(), role: fc.constantFrom('admin', 'player') },
    },
    {
      method: 'POST',
      path: '/api/admin/users/{id}/adjustments',
      caller: 'admin',
      idempotent: true,
      params: ids(known.users),
      body: { amount: wholeRupees(-1000, 1000), reason: shortText },
    },
    { method: 'GET', path: '/api/admin/users/{id}/ledger', caller: 'admin', params: ids(known.users), query: pageQuery },
    { method: 'GET', path: '/api/admin/users/{id}', caller: 'admin', params: ids(known.users) },
    { method: 'GET', path: '/api/admin/users/{id}/responsible-play', caller: 'admin', params: ids(known.users) },
    { method: 'GET', path: '/api/admin/users/{id}/links', caller: 'admin', params: ids(known.users) },
    { method: 'GET', path: '/api/admin/users/{id}/notes', caller: 'admin', params: ids(known.users) },
    { method: 'POST', path: '/api/admin/users/{id}/notes', caller: 'admin', params: ids(known.users), body: { text: shortText } },
    {
      method: 'PUT',
      path: '/api/admin/users/{id}/tags',
      caller: 'admin',
      params: ids(known.users),
      body: { tags: fc.array(tagText, { maxLength: 12 }) },
    },
    { method: 'GET', path: '/api/admin/alerts', caller: 'admin', query: statusQuery('open', 'closed') },
    { method: 'POST', path: '/api/admin/alerts/{id}/close', caller: 'admin', params: ids(['1']), body: { note: shortText } },
    { method: 'GET', path: '/api/admin/risk', caller: 'admin' },
    {
      method: 'PUT',
      path: '/api/admin/risk',
      caller: 'admin',
      body: {
        linkedWithdrawal: fc.record({ enabled: fc.boolean() }),
        quickWithdrawal: fc.record({ enabled: fc.boolean(), withinHours: fc.integer({ min: -2, max: 800 }), minStakePercent: fc.integer({ min: -1, max: 120 }) }),
        largeWithdrawal: fc.record({ enabled: fc.boolean(), amount: fc.integer({ min: -1, max: 10_000_000 }) }),
        alerts: fc.record({ bigWin: fc.record({ enabled: fc.boolean(), amount: fc.integer({ min: 0, max: 100_000 }) }) }),
      },
    },
    { method: 'GET', path: '/api/admin/account-closures', caller: 'admin' },
    { method: 'POST', path: '/api/admin/account-closures/{id}/erase', caller: 'admin', params: ids(known.users) },
    { method: 'GET', path: '/api/admin/games', caller: 'admin' },
    { method: 'POST', path: '/api/admin/games', caller: 'admin', body: dailyGameBody },
    { method: 'PUT', path: '/api/admin/games/{id}', caller: 'admin', params: ids(known.games), body: dailyGameBody },
    { method: 'DELETE', path: '/api/admin/games/{id}', caller: 'admin', params: ids(known.games) },
    { method: 'GET', path: '/api/admin/holidays', caller: 'admin' },
    {
      method: 'POST',
      path: '/api/admin/holidays',
      caller: 'admin',
      body: {
        date: date(known),
        name: shortText,
        gameIds: fc.oneof(fc.array(idOf(known.games), { maxLength: 3 }), fc.constant(null)),
        starlineGameIds: fc.array(idOf(known.starlineGames), { maxLength: 3 }),
      },
    },
    { method: 'DELETE', path: '/api/admin/holidays/{id}', caller: 'admin', params: ids(['1', '2']) },
    {
      method: 'POST',
      path: '/api/admin/games/{id}/history',
      caller: 'admin',
      params: ids(known.games),
      query: { dryRun: textField(fc.constantFrom('1', '0')) },
      csv: historyFile(known),
    },
    {
      method: 'PUT',
      path: '/api/admin/gamerates',
      caller: 'admin',
      body: {
        singleDigit: fc.oneof(validRange, range),
        jodiDigit: fc.oneof(validRange, range),
        singlePana: fc.oneof(validRange, range),
        doublePana: fc.oneof(validRange, range),
        triplePana: fc.oneof(validRange, range),
        halfSangam: fc.oneof(validRange, range),
        fullSangam: fc.oneof(validRange, range),
      },
      coherent: fc.record({
        singleDigit: validRange,
        jodiDigit: validRange,
        singlePana: validRange,
        doublePana: validRange,
        triplePana: validRange,
        halfSangam: validRange,
        fullSangam: validRange,
      }),
    },
    {
      method: 'POST',
      path: '/api/admin/results',
      caller: 'admin',
      idempotent: true,
      body: {
        gameId,
        session: fc.constantFrom('open', 'close'),
        pana,
        gameDate: date(known),
        digit: fc.integer({ min: 0, max: 9 }),
      },
      coherent: fc.record({ gameId: openGameId, session: fc.constantFrom('open', 'close'), pana: validPana }),
    },
    {
      method: 'DELETE',
      path: '/api/admin/results',
      caller: 'admin',
      body: { gameId, session: fc.constantFrom('open', 'close'), gameDate: date(known) },
      query: { gameId: textField(idText(known.games)), session: textField(fc.constantFrom('open', 'close')), gameDate: textField(date(known)) },
    },
    {
      method: 'POST',
      path: '/api/admin/results/void',
      caller: 'admin',
      body: { gameId, session: fc.constantFrom('open', 'close', null), gameDate: date(known), reason: shortText },
    },
    {
      method: 'POST',
      path: '/api/admin/results/correct',
      caller: 'admin',
      body: { gameId, session: fc.constantFrom('open', 'close'), pana, gameDate: date(known), reason: shortText },
    },
    {
      method: 'GET',
      path: '/api/admin/results/preview',
      caller: 'admin',
      query: {
        gameId: textField(idText(known.games)),
        session: textField(fc.constantFrom('open', 'close')),
        pana: textField(pana),
        gameDate: textField(date(known)),
      },
    },
    {
      method: 'GET',
      path: '/api/admin/results/exposure',
      caller: 'admin',
      query: {
        gameId: textField(idText(known.games)),
        session: textField(fc.constantFrom('open', 'close')),
        gameDate: textField(date(known)),
      },
    },
    {
      method: 'GET',
      path: '/api/admin/fund-requests',
      caller: 'admin',
      query: { ...statusQuery('pending', 'approved', 'rejected'), ...moneyFilters, query: textField(fc.constantFrom('4321', 'UTR', '')) },
    },
    {
      method: 'POST',
      path: '/api/admin/fund-requests/{id}/approve',
      caller: 'admin',
      params: ids(known.fundRequests),
      body: { remarks: shortText },
    },
    {
      method: 'POST',
      path: '/api/admin/fund-requests/{id}/reject',
      caller: 'admin',
      params: ids(known.fundRequests),
      body: { remarks: shortText },
    },
    { method: 'GET', path: '/api/admin/statements', caller: 'admin' },
    { method: 'GET', path: '/api/admin/statements/{id}', caller: 'admin', params: ids([]) },
    { method: 'POST', path: '/api/admin/statements', caller: 'admin', multipart: true, body: { title: shortText } },
    { method: 'GET', path: '/api/admin/reconciliation', caller: 'admin' },
    { method: 'GET', path: '/api/admin/reconciliation/settings', caller: 'admin' },
    {
      method: 'PUT',
      path: '/api/admin/reconciliation/settings',
      caller: 'admin',
      body: { staleAfterHours: field(fc.integer({ min: -5, max: 1_000 })) },
    },
    {
      method: 'POST',
      path: '/api/admin/reconciliation/approve',
      caller: 'admin',
      body: { creditIds: field(fc.array(fc.oneof(fc.integer({ min: 1, max: 50 }).map(String), shortText), { maxLength: 5 })) },
    },
    {
      method: 'GET',
      path: '/api/admin/withdrawals',
      caller: 'admin',
      query: {
        ...statusQuery('pending', 'approved', 'processing', 'completed', 'rejected'),
        ...moneyFilters,
        review: fc.constantFrom('true', 'false', ''),
      },
    },
    {
      method: 'POST',
      path: '/api/admin/withdrawals/{id}/status',
      caller: 'admin',
      params: ids(known.withdrawals),
      body: {
        status: fc.constantFrom('pending', 'approved', 'processing', 'completed', 'rejected'),
        remarks: shortText,
        transactionId: shortText,
        note: shortText,
      },
    },
    {
      method: 'POST',
      path: '/api/admin/withdrawals/{id}/paid',
      caller: 'admin',
      params: ids(known.withdrawals),
      body: { transactionId: shortText, remarks: shortText, note: shortText },
    },
    { method: 'GET', path: '/api/admin/password-requests', caller: 'admin', query: statusQuery('pending', 'approved', 'rejected') },
    { method: 'POST', path: '/api/admin/password-requests/{id}/approve', caller: 'admin', params: ids(known.passwordRequests), body: {} },
    { method: 'POST', path: '/api/admin/password-requests/{id}/reject', caller: 'admin', params: ids(known.passwordRequests), body: {} },
    { method: 'GET', path: '/api/admin/four-eyes', caller: 'admin' },
    {
      method: 'PUT',
      path: '/api/admin/four-eyes',
      caller: 'admin',
      body: {
        withdrawalAbove: field(fc.integer({ min: 1, max: 100_000 }), fc.constant(null)),
        adjustmentAbove: field(fc.integer({ min: 1, max: 100_000 }), fc.constant(null)),
        resultChanges: field(fc.boolean()),
      },
    },
    {
      method: 'GET',
      path: '/api/admin/approvals',
      caller: 'admin',
      query: { status: textField(fc.constantFrom('all', '', 'pending', 'approved', 'rejected')) },
    },
    {
      method: 'POST',
      path: '/api/admin/approvals/{id}/approve',
      caller: 'admin',
      params: ids([]),
      body: { note: shortText },
    },
    {
      method: 'POST',
      path: '/api/admin/approvals/{id}/reject',
      caller: 'admin',
      params: ids([]),
      body: { note: shortText },
    },
    {
      method: 'GET',
      path: '/api/admin/audit',
      caller: 'admin',
      query: {
        actor: textField(fc.constantFrom('1', '2', '0', '-1')),
        action: textField(fc.constantFrom('fund_request.approve', 'result.declare', 'user.update')),
        targetKind: textField(fc.constantFrom('fund_request', 'withdrawal', 'result', 'user')),
        targetId: textField(idText(known.fundRequests)),
        from: textField(date(known), fc.constant('2026-11-20T05:30:00.000Z')),
        to: textField(date(known)),
        format: textField(fc.constantFrom('json', 'csv')),
        ...pageQuery,
      },
    },
    { method: 'GET', path: '/api/admin/audit/verify', caller: 'admin' },
    {
      method: 'GET',
      path: '/api/admin/reports',
      caller: 'admin',
      query: {
        from: textField(date(known)),
        to: textField(date(known)),
        format: textField(fc.constantFrom('json', 'csv')),
        table: textField(fc.constantFrom('byDay', 'byMarket', 'topPlayers')),
      },
    },
    { method: 'GET', path: '/api/admin/starline/games', caller: 'admin' },
    { method: 'POST', path: '/api/admin/starline/games', caller: 'admin', body: starlineGameBody },
    {
      method: 'PUT',
      path: '/api/admin/starline/games/{id}',
      caller: 'admin',
      params: ids(known.starlineGames),
      body: starlineGameBody,
    },
    { method: 'DELETE', path: '/api/admin/starline/games/{id}', caller: 'admin', params: ids(known.starlineGames) },
    {
      method: 'PUT',
      path: '/api/admin/starline/gamerates',
      caller: 'admin',
      body: { singleDigit: fc.oneof(validRange, range), singlePana: fc.oneof(validRange, range), doublePana: fc.oneof(validRange, range), triplePana: fc.oneof(validRange, range) },
    },
    {
      method: 'POST',
      path: '/api/admin/starline/results',
      caller: 'admin',
      body: {
        gameId: starlineGameId,
        pana,
        digit: fc.integer({ min: 0, max: 9 }),
        gameDate: date(known),
      },
      coherent: fc.record({ gameId: starlineGameId, pana: validPana }),
    },
    {
      method: 'DELETE',
      path: '/api/admin/starline/results',
      caller: 'admin',
      body: { gameId: starlineGameId, gameDate: date(known) },
    },
    {
      method: 'POST',
      path: '/api/admin/starline/results/void',
      caller: 'admin',
      body: { gameId: starlineGameId, gameDate: date(known), reason: shortText },
    },
    {
      method: 'POST',
      path: '/api/admin/starline/results/correct',
      caller: 'admin',
      body: { gameId: starlineGameId, pana, gameDate: date(known), reason: shortText },
    },
    {
      method: 'GET',
      path: '/api/admin/starline/results/preview',
      caller: 'admin',
      query: { gameId: textField(idText(known.starlineGames)), pana: textField(pana), gameDate: textField(date(known)) },
    },
    {
      method: 'GET',
      path: '/api/admin/starline/results/exposure',
      caller: 'admin',
      query: { gameId: textField(idText(known.starlineGames)), gameDate: textField(date(known)) },
    },
    { method: 'GET', path: '/api/admin/banners', caller: 'admin' },
    { method: 'POST', path: '/api/admin/banners', caller: 'admin', multipart: true, body: { title: shortText } },
    { method: 'PATCH', path: '/api/admin/banners/{id}', caller: 'admin', params: ids(known.banners), body: { title: shortText } },
    { method: 'DELETE', path: '/api/admin/banners/{id}', caller: 'admin', params: ids(known.banners) },
    { method: 'GET', path: '/api/admin/enquiries', caller: 'admin', query: statusQuery('open', 'closed') },
    {
      method: 'POST',
      path: '/api/admin/enquiries/{id}/messages',
      caller: 'admin',
      params: ids(known.enquiries),
      body: { message: shortText },
    },
    { method: 'POST', path: '/api/admin/enquiries/{id}/close', caller: 'admin', params: ids(known.enquiries), body: {} },
    { method: 'PUT', path: '/api/admin/main-settings', caller: 'admin', body: settingsBody },
    { method: 'GET', path: '/api/admin/withdrawal-window', caller: 'admin' },
    {
      method: 'PUT',
      path: '/api/admin/withdrawal-window',
      caller: 'admin',
      body: { enforced: fc.boolean(), days: weekdays },
    },
    {
      method: 'PUT',
      path: '/api/admin/contact-settings',
      caller: 'admin',
      body: { mobileNumber: mobile(known), email: fc.emailAddress(), whatsappNumber: mobile(known) },
    },
    { method: 'PUT', path: '/api/admin/how-to-play', caller: 'admin', body: { content: fc.oneof(fc.constantFrom('# Title\n- one\n**bold**'), shortText) } },
    { method: 'GET', path: '/api/admin/maintenance', caller: 'admin' },
    {
      method: 'PUT',
      path: '/api/admin/maintenance',
      caller: 'admin',
      body: { betting: field(fc.boolean()), deposits: field(fc.boolean()), message: field(shortText) },
    },

    { method: 'GET', path: '/api/push/public-key', caller: 'player' },
    {
      method: 'POST',
      path: '/api/push/subscriptions',
      caller: 'player',
      body: {
        endpoint: pushEndpoint,
        keys: pushKeys,
        gameIds: fc.oneof(fc.array(idOf(known.games), { maxLength: 3 }), fc.constant(null)),
        starline: fc.boolean(),
      },
      coherent: fc.record(
        { endpoint: fuzzPushEndpoint, keys: fc.constantFrom(...browserKeys), gameIds: fc.array(idText(known.games), { maxLength: 2 }), starline: fc.boolean() },
        { requiredKeys: ['endpoint', 'keys'] },
      ),
    },
    { method: 'DELETE', path: '/api/push/subscriptions', caller: 'player', body: { endpoint: pushEndpoint } },

    // Last: the limits and breaks the fuzz callers set on themselves refuse the bets and deposits of the routes above.
    { method: 'GET', path: '/api/user/responsible-play', caller: 'player' },
    {
      method: 'PUT',
      path: '/api/user/responsible-play/limits',
      caller: 'player',
      body: { deposit: periodLimits, loss: periodLimits },
      coherent: fc.record({ deposit: validPeriodLimits, loss: validPeriodLimits }, { requiredKeys: [] }),
    },
    { method: 'PUT', path: '/api/user/responsible-play/reality-check', caller: 'player', body: { minutes: fc.constantFrom(30, 60, 120) } },
    { method: 'POST', path: '/api/user/responsible-play/time-out', caller: 'player', body: { days: fc.constantFrom(1, 7, 30) } },
    { method: 'POST', path: '/api/user/responsible-play/self-exclusion', caller: 'player', body: { months: fc.constantFrom(6, 12, 60) } },
  ];
}
