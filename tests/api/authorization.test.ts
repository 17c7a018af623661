import { createECDH, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK, saveWallet } from './support/money.js';
import { createGame, createStarlineGame, placeBetOk, setRates, TEST_DAY_MIDNIGHT } from './support/markets.js';
import { balanceOf, creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { ADMIN, expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

/**
 * The authorization matrix: every route of the API against a visitor without a token, a player, another
 * player, an inactive player and an admin.
 *
 * - Visitor, player, inactive player: guards run before validation, so an empty body (and the id 999999) is
 *   enough to tell "let in" from "kept out".
 * - Another player: a real request about a player (the owner) who has one record of every kind. Routes with
 *   an id get the owner's record's id; routes without one get a body that would act if it could. The owner's
 *   rows must not change, no answer may carry the owner's data, and lists hold only the caller's records.
 * - Admin: admin routes let the admin in. On player and public routes an admin is an account like any other
 *   (the server has no player-only guard: the admin console never calls them), so the same requests act on
 *   the admin's own account; the status each gets is recorded below, and it is never a 5xx.
 */

type Access = 'public' | 'user' | 'active' | 'admin';

/** Whoever sends the "another player" and admin columns' requests. */
interface Caller {
  token: string;
  mobileNumber: string;
  password: string;
}

/** The concrete request of a route for the "another player" and admin columns. */
interface Probe {
  url?: string;
  payload?: object;
}

interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as Fastify registers it. */
  route: string;
  access: Access;
  /** The request another player (and, on player and public routes, the admin) sends; default: no body. */
  probe?: (caller: Caller) => Probe;
  /** The status another player gets. */
  other: number;
  /** The status the admin gets on a player or public route (admin routes: anything but 401/403). */
  admin?: number;
  /** A list's record ids, to prove it holds none of the owner's. */
  listed?: (body: unknown) => string[];
}

/** The owner: the player whose records everyone else tries to read or change. */
interface OwnerRecords {
  player: SignedIn;
  betId: string;
  starlineBetId: string;
  fundRequestId: string;
  withdrawalId: string;
  enquiryId: string;
  passwordRequestId: string;
}

/** Texts that occur only in the owner's records. */
const OWNER_NAME = 'Ownerly Marker';
const OWNER_EMAIL = 'owner.marker@example.com';
const OWNER_ACCOUNT_NUMBER = '999988887777';
const OWNER_PAYTM = '9811122233';
const OWNER_TRANSACTION_ID = 'TXN-OWNER-MARKER';
const OWNER_ENQUIRY = 'owner marker enquiry';
const OWNER_LOSS_LIMIT = 3_141_593;
const OWNER_PUSH_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/owner-marker-endpoint';

let owner: OwnerRecords;
let dailyGameId: string;
let starlineGameId: string;
let transactionSequence = 0;

const ids = (list: unknown) => (list as { _id: string }[]).map((record) => record._id);

const ROUTES: RouteCase[] = [
  { method: 'GET', route: '/api/health', access: 'public', other: 200, admin: 200 },
  {
    method: 'POST',
    route: '/api/auth/login',
    access: 'public',
    probe: (caller) => ({ payload: { mobileNumber: caller.mobileNumber, password: caller.password } }),
    other: 200,
    admin: 200,
  },
  {
    method: 'POST',
    route: '/api/auth/signup',
    access: 'public',
    // Taking over the owner's mobile number.
    probe: () => ({ payload: { name: 'Taker', mobileNumber: owner.player.mobileNumber, password: 'taker-pass' } }),
    other: 409,
    admin: 409,
  },
  {
    method: 'POST',
    route: '/api/auth/login/2fa',
    access: 'public',
    probe: () => ({ payload: { challenge: 'not-a-challenge', code: '123456' } }),
    other: 401,
    admin: 401,
  },
  { method: 'POST', route: '/api/auth/logout', access: 'user', other: 200, admin: 200 },
  { method: 'GET', route: '/api/auth/profile', access: 'user', other: 200, admin: 200 },
  { method: 'GET', route: '/api/user/profile', access: 'user', other: 200, admin: 200 },
  {
    method: 'PUT',
    route: '/api/user/profile',
    access: 'user',
    probe: () => ({ payload: { name: 'Renamed Caller', email: '' } }),
    other: 200,
    admin: 200,
  },
  { method: 'GET', route: '/api/user/data-export', access: 'user', other: 200, admin: 200 },
  {
    method: 'POST',
    route: '/api/user/account-deletion',
    access: 'user',
    // A password not the caller's: a closure is proved with the caller's own.
    probe: () => ({ payload: { password: 'not-the-callers-password' } }),
    other: 400,
    admin: 403,
  },
  {
    method: 'PUT',
    route: '/api/user/forgot-password',
    access: 'public',
    probe: (caller) => ({ payload: { mobileNumber: caller.mobileNumber, newPassword: 'reset-pass-1' } }),
    other: 200,
    admin: 200,
  },
  {
    method: 'PUT',
    route: '/api/user/change-password',
    access: 'user',
    // Someone else's number: a change request is only ever for the caller's own account.
    probe: () => ({ payload: { mobileNumber: owner.player.mobileNumber, newPassword: 'hijack-pass' } }),
    other: 400,
    admin: 400,
  },
  { method: 'GET', route: '/api/user/bank-details', access: 'user', other: 200, admin: 200 },
  {
    method: 'PUT',
    route: '/api/user/bank-details',
    access: 'user',
    probe: () => ({ payload: BANK }),
    other: 200,
    admin: 200,
  },
  { method: 'GET', route: '/api/user/payment-details', access: 'user', other: 200, admin: 200 },
  {
    method: 'PUT',
    route: '/api/user/payment-details',
    access: 'user',
    probe: () => ({ payload: { googlePay: '9123456780' } }),
    other: 200,
    admin: 200,
  },
  { method: 'GET', route: '/api/user/admin-whatsapp', access: 'public', other: 200, admin: 200 },
  { method: 'GET', route: '/api/user/responsible-play', access: 'user', other: 200, admin: 200 },
  {
    method: 'PUT',
    route: '/api/user/responsible-play/limits',
    access: 'user',
    // A limit far above anything the matrix bets, so the caller's own bets below still go through.
    probe: () => ({ payload: { loss: { monthly: 5_000_000 } } }),
    other: 200,
    admin: 200,
  },
  {
    method: 'PUT',
    route: '/api/user/responsible-play/reality-check',
    access: 'user',
    probe: () => ({ payload: { minutes: 30 } }),
    other: 200,
    admin: 200,
  },
  { method: 'GET', route: '/api/games', access: 'user', other: 200, admin: 200 },
  { method: 'GET', route: '/api/gamerates', access: 'public', other: 200, admin: 200 },
  {
    method: 'POST',
    route: '/api/bets',
    access: 'active',
    probe: () => ({
      payload: { gameId: dailyGameId, betType: 'single', session: 'open', betNumber: '3', betAmount: 100, gameDate: TEST_DAY_MIDNIGHT },
    }),
    other: 201,
    // The admin's own balance is 0.
    admin: 400,
  },
  {
    method: 'POST',
    route: '/api/bets/batch',
    access: 'active',
    probe: () => ({
      payload: {
        bets: [
          {
            gameId: dailyGameId,
            betType: 'single',
            session: 'open',
            betNumber: '4',
            betAmount: 10,
            gameDate: TEST_DAY_MIDNIGHT,
          },
        ],
      },
    }),
    other: 201,
    admin: 400,
  },
  {
    method: 'GET',
    route: '/api/bets/me',
    access: 'user',
    other: 200,
    admin: 200,
    listed: (body) => ids((body as { bets: unknown }).bets),
  },
  { method: 'GET', route: '/api/results-session', access: 'user', other: 200, admin: 200 },
  {
    method: 'GET',
    route: '/api/games/:id/chart',
    access: 'user',
    probe: () => ({ url: `/api/games/${dailyGameId}/chart` }),
    other: 200,
    admin: 200,
  },
  {
    method: 'POST',
    route: '/api/fund-request/create',
    access: 'active',
    probe: () => ({ payload: { amount: 500, transactionId: `TXN-CALLER-${++transactionSequence}`, paymentMethod: 'UPI' } }),
    other: 201,
    admin: 201,
  },
  {
    method: 'GET',
    route: '/api/fund-request/allowance',
    access: 'active',
    probe: () => ({ url: '/api/fund-request/allowance?amount=500' }),
    other: 200,
    admin: 200,
  },
  {
    method: 'GET',
    route: '/api/fund-request/history',
    access: 'user',
    other: 200,
    admin: 200,
    listed: (body) => ids((body as { requests: unknown }).requests),
  },
  {
    method: 'POST',
    route: '/api/withdraw/request',
    access: 'active',
    probe: () => ({ payload: { amount: 1_000, method: 'paytm' } }),
    other: 201,
    // The admin has no Paytm number saved (and no balance).
    admin: 400,
  },
  {
    method: 'GET',
    route: '/api/withdraw/history',
    access: 'user',
    other: 200,
    admin: 200,
    listed: (body) => ids((body as { withdrawals: unknown }).withdrawals),
  },
  { method: 'GET', route: '/api/starline/games', access: 'user', other: 200, admin: 200 },
  {
    method: 'GET',
    route: '/api/starline/games/:id',
    access: 'user',
    probe: () => ({ url: `/api/starline/games/${starlineGameId}` }),
    other: 200,
    admin: 200,
  },
  { method: 'GET', route: '/api/starline/gamerates', access: 'public', other: 200, admin: 200 },
  {
    method: 'POST',
    route: '/api/starline/bets',
    access: 'active',
    probe: () => ({ payload: { gameId: starlineGameId, betType: 'single digit', betNumber: '3', betAmount: 100 } }),
    other: 201,
    admin: 400,
  },
  {
    method: 'GET',
    route: '/api/starline/bets',
    access: 'user',
    other: 200,
    admin: 200,
    listed: (body) => ids((body as { data: { bets: unknown } }).data.bets),
  },
  { method: 'GET', route: '/api/starline/results', access: 'user', other: 200, admin: 200 },
  { method: 'GET', route: '/api/starline/chart', access: 'user', other: 200, admin: 200 },
  { method: 'GET', route: '/api/banner-settings/public', access: 'public', other: 200, admin: 200 },
  { method: 'GET', route: '/api/banner-settings/uploads/:file', access: 'public', other: 404, admin: 404 },
  { method: 'GET', route: '/api/main-settings/public', access: 'public', other: 200, admin: 200 },
  { method: 'GET', route: '/api/how-to-play', access: 'public', other: 200, admin: 200 },
  { method: 'GET', route: '/api/contact-settings', access: 'public', other: 200, admin: 200 },
  { method: 'GET', route: '/api/enquiry/user', access: 'user', other: 200, admin: 200, listed: ids },
  {
    method: 'POST',
    route: '/api/enquiry/user',
    access: 'user',
    probe: () => ({ payload: { message: 'a question of my own' } }),
    other: 201,
    admin: 201,
    listed: (body) => [(body as { enquiry: { _id: string } }).enquiry._id],
  },
  { method: 'GET', route: '/api/user/activity', access: 'user', other: 200, admin: 200 },
  { method: 'GET', route: '/api/user/activity/unread', access: 'user', other: 200, admin: 200 },
  {
    method: 'POST',
    route: '/api/user/activity/read',
    access: 'user',
    probe: () => ({ payload: { upTo: '1' } }),
    other: 200,
    admin: 200,
  },
  { method: 'GET', route: '/api/admin/overview', access: 'admin', other: 403 },
  { method: 'GET', route: '/api/admin/2fa', access: 'admin', other: 403 },
  { method: 'POST', route: '/api/admin/2fa/setup', access: 'admin', other: 403 },
  { method: 'POST', route: '/api/admin/2fa/enable', access: 'admin', probe: () => ({ payload: { code: '123456' } }), other: 403 },
  { method: 'POST', route: '/api/admin/2fa/disable', access: 'admin', probe: () => ({ payload: { code: '123456' } }), other: 403 },
  { method: 'GET', route: '/api/admin/ledger/check', access: 'admin', other: 403 },
  { method: 'GET', route: '/api/admin/staff', access: 'admin', other: 403 },
  { method: 'POST', route: '/api/admin/staff', access: 'admin', other: 403 },
  { method: 'PATCH', route: '/api/admin/staff/:id', access: 'admin', other: 403 },
  { method: 'GET', route: '/api/admin/staff/:id/sessions', access: 'admin', other: 403 },
  { method: 'DELETE', route: '/api/admin/staff/:id/sessions', access: 'admin', other: 403 },
  {
    method: 'DELETE',
    route: '/api/admin/staff/:id/sessions/:sessionId',
    access: 'admin',
    probe: () => ({ url: '/api/admin/staff/999999/sessions/0123456789abcdef' }),
    other: 403,
  },
  { method: 'GET', route: '/api/admin/staff/:id/sign-ins', access: 'admin', other: 403 },
  { method: 'GET', route: '/api/admin/audit', access: 'admin', other: 403 },
  { method: 'GET', route: '/api/admin/audit/verify', access: 'admin', other: 403 },
  { method: 'GET', route: '/api/admin/reports', access: 'admin', probe: () => ({ url: '/api/admin/reports?from=2026-11-01&to=2026-11-07' }), other: 403 },
  { method: 'GET', route: '/api/admin/users', access: 'admin', other: 403 },
  {
    method: 'PATCH',
    route: '/api/admin/users/:id',
    access: 'admin',
    probe: () => ({ url: `/api/admin/users/${owner.player.userId}`, payload: { isActive: false } }),
    other: 403,
  },
  {
    method: 'POST',
    route: '/api/admin/users/:id/adjustments',
    access: 'admin',
    probe: () => ({ url: `/api/admin/users/${owner.player.userId}/adjustments`, payload: { amount: -100, reason: 'taking it' } }),
    other: 403,
  },
  {
    method: 'GET',
    route: '/api/admin/users/:id/ledger',
    access: 'admin',
    probe: () => ({ url: `/api/admin/users/${owner.player.userId}/ledger` }),
    other: 403,
  },
  {
    method: 'GET',
    route: '/api/admin/users/:id',
    access: 'admin',
    probe: () => ({ url: `/api/admin/users/${owner.player.userId}` }),
    other: 403,
  },
  {
    method: 'GET',
    route: '/api/admin/users/:id/responsible-play',
    access: 'admin',
    probe: () => ({ url: `/api/admin/users/${owner.player.userId}/responsible-play` }),
    other: 403,
  },
  {
    method: 'GET',
    route: '/api/admin/users/:id/links',
    access: 'admin',
    probe: () => ({ url: `/api/admin/users/${owner.player.userId}/links` }),
    other: 403,
  },
  {
    method: 'GET',
    route: '/api/admin/users/:id/notes',
    access: 'admin',
    probe: () => ({ url: `/api/admin/users/${owner.player.userId}/notes` }),
    other: 403,
  },
  {
    method: 'POST',
    route: '/api/admin/users/:id/notes',
    access: 'admin',
    probe: () => ({ url: `/api/admin/users/${owner.player.userId}/notes`, payload: { text: 'a note' } }),
    other: 403,
  },
  {
    method: 'PUT',
    route: '/api/admin/users/:id/tags',
    access: 'admin',
    probe: () => ({ url: `/api/admin/users/${owner.player.userId}/tags`, payload: { tags: ['watch'] } }),
    other: 403,
  },
  { method: 'GET', route: '/api/admin/alerts', access: 'admin', other: 403 },
  {
    method: 'POST',
    route: '/api/admin/alerts/:id/close',
    access: 'admin',
    probe: () => ({ url: '/api/admin/alerts/999999/close', payload: { note: 'seen' } }),
    other: 403,
  },
  { method: 'GET', route: '/api/admin/risk', access: 'admin', other: 403 },
  {
    method: 'PUT',
    route: '/api/admin/risk',
    access: 'admin',
    probe: () => ({ payload: { largeWithdrawal: { enabled: true, amount: 60_000 } } }),
    other: 403,
  },
  { method: 'GET', route: '/api/admin/account-closures', access: 'admin', other: 403 },
  {
    method: 'POST',
    route: '/api/admin/account-closures/:id/erase',
    access: 'admin',
    probe: () => ({ url: `/api/admin/account-closures/${owner.player.userId}/erase` }),
    other: 403,
  },
  { method: 'GET', route: '/api/admin/games', access: 'admin', other: 403 },
  {
    method: 'POST',
    route: '/api/admin/games',
    access: 'admin',
    probe: () => ({ payload: { gameName: 'Taken Market', openTime: '13:00', closeTime: '14:00' } }),
    other: 403,
  },
  {
    method: 'PUT',
    route: '/api/admin/games/:id',
    access: 'admin',
    probe: () => ({ url: `/api/admin/games/${dailyGameId}`, payload: { gameName: 'Taken', openTime: '13:00', closeTime: '14:00' } }),
    other: 403,
  },
  {
    method: 'DELETE',
    route: '/api/admin/games/:id',
    access: 'admin',
    probe: () => ({ url: `/api/admin/games/${dailyGameId}` }),
    other: 403,
  },
  {
    method: 'POST',
    route: '/api/admin/games/:id/history',
    access: 'admin',
    probe: () => ({ url: `/api/admin/games/${dailyGameId}/history?dryRun=1` }),
    other: 403,
  },
  { method: 'PUT', route: '/api/admin/gamerates', access: 'admin', other: 403 },
  {
    method: 'POST',
    route: '/api/admin/results',
    access: 'admin',
    probe: () => ({ payload: { gameId: dailyGameId, session: 'open', pana: '123' } }),
    other: 403,
  },
  {
    method: 'DELETE',
    route: '/api/admin/results',
    access: 'admin',
    probe: () => ({ payload: { gameId: dailyGameId, session: 'open' } }),
    other: 403,
  },
  {
    method: 'POST',
    route: '/api/admin/results/void',
    access: 'admin',
    probe: () => ({ payload: { gameId: dailyGameId, session: 'close', reason: 'Checked' } }),
    other: 403,
  },
  {
    method: 'POST',
    route: '/api/admin/results/correct',
    access: 'admin',
    probe: () => ({ payload: { gameId: dailyGameId, session: 'open', pana: '123', reason: 'Checked' } }),
    other: 403,
  },
  { method: 'GET', route: '/api/admin/results/preview', access: 'admin', other: 403 },
  { method: 'GET', route: '/api/admin/results/exposure', access: 'admin', other: 403 },
  { method: 'GET', route: '/api/admin/fund-requests', access: 'admin', other: 403 },
  {
    method: 'POST',
    route: '/api/admin/fund-requests/:id/approve',
    access: 'admin',
    probe: () => ({ url: `/api/admin/fund-requests/${owner.fundRequestId}/approve`, payload: {} }),
    other: 403,
  },
  {
    method: 'POST',
    route: '/api/admin/fund-requests/:id/reject',
    access: 'admin',
    probe: () => ({ url: `/api/admin/fund-requests/${owner.fundRequestId}/reject`, payload: {} }),
    other: 403,
  },
  { method: 'GET', route: '/api/admin/statements', access: 'admin', other: 403 },
  { method: 'GET', route: '/api/admin/statements/:id', access: 'admin', other: 403 },
  { method: 'POST', route: '/api/admin/statements', access: 'admin', other: 403 },
  { method: 'GET', route: '/api/admin/reconciliation', access: 'admin', other: 403 },
  { method: 'GET', route: '/api/admin/reconciliation/settings', access: 'admin', other: 403 },
  {
    method: 'PUT',
    route: '/api/admin/reconciliation/settings',
    access: 'admin',
    probe: () => ({ payload: { staleAfterHours: 48 } }),
    other: 403,
  },
  {
    method: 'POST',
    route: '/api/admin/reconciliation/approve',
    access: 'admin',
    probe: () => ({ payload: { creditIds: ['1'] } }),
    other: 403,
  },
  { method: 'GET', route: '/api/admin/withdrawals', access: 'admin', other: 403 },
  {
    method: 'POST',
    route: '/api/admin/withdrawals/:id/status',
    access: 'admin',
    probe: () => ({ url: `/api/admin/withdrawals/${owner.withdrawalId}/status`, payload: { status: 'rejected' } }),
    other: 403,
  },
  {
    method: 'POST',
    route: '/api/admin/withdrawals/:id/paid',
    access: 'admin',
    probe: () => ({ url: `/api/admin/withdrawals/${owner.withdrawalId}/paid`, payload: {} }),
    other: 403,
  },
  { method: 'GET', route: '/api/admin/password-requests', access: 'admin', other: 403 },
  {
    method: 'POST',
    route: '/api/admin/password-requests/:id/approve',
    access: 'admin',
    probe: () => ({ url: `/api/admin/password-requests/${owner.passwordRequestId}/approve`, payload: {} }),
    other: 403,
  },
  {
    method: 'POST',
    route: '/api/admin/password-requests/:id/reject',
    access: 'admin',
    probe: () => ({ url: `/api/admin/password-requests/${owner.passwordRequestId}/reject`, payload: {} }),
    other: 403,
  },
  { method: 'GET', route: '/api/admin/four-eyes', access: 'admin', other: 403 },
  { method: 'PUT', route: '/api/admin/four-eyes', access: 'admin', other: 403 },
  { method: 'GET', route: '/api/admin/approvals', access: 'admin', other: 403 },
  { method: 'POST', route: '/api/admin/approvals/:id/approve', access: 'admin', other: 403 },
  { method: 'POST', route: '/api/admin/approvals/:id/reject', access: 'admin', other: 403 },
  { method: 'GET', route: '/api/admin/starline/games', access: 'admin', other: 403 },
  { method: 'POST', route: '/api/admin/starline/games', access: 'admin', other: 403 },
  {
    method: 'PUT',
    route: '/api/admin/starline/games/:id',
    access: 'admin',
    probe: () => ({ url: `/api/admin/starline/games/${starlineGameId}`, payload: { isActive: false } }),
    other: 403,
  },
  {
    method: 'DELETE',
    route: '/api/admin/starline/games/:id',
    access: 'admin',
    probe: () => ({ url: `/api/admin/starline/games/${starlineGameId}` }),
    other: 403,
  },
  { method: 'PUT', route: '/api/admin/starline/gamerates', access: 'admin', other: 403 },
  {
    method: 'POST',
    route: '/api/admin/starline/results',
    access: 'admin',
    probe: () => ({ payload: { gameId: starlineGameId, pana: '137' } }),
    other: 403,
  },
  {
    method: 'DELETE',
    route: '/api/admin/starline/results',
    access: 'admin',
    probe: () => ({ payload: { gameId: starlineGameId } }),
    other: 403,
  },
  {
    method: 'POST',
    route: '/api/admin/starline/results/void',
    access: 'admin',
    probe: () => ({ payload: { gameId: starlineGameId, reason: 'Checked' } }),
    other: 403,
  },
  {
    method: 'POST',
    route: '/api/admin/starline/results/correct',
    access: 'admin',
    probe: () => ({ payload: { gameId: starlineGameId, pana: '137', reason: 'Checked' } }),
    other: 403,
  },
  { method: 'GET', route: '/api/admin/starline/results/preview', access: 'admin', other: 403 },
  { method: 'GET', route: '/api/admin/starline/results/exposure', access: 'admin', other: 403 },
  { method: 'GET', route: '/api/admin/banners', access: 'admin', other: 403 },
  { method: 'POST', route: '/api/admin/banners', access: 'admin', other: 403 },
  { method: 'PATCH', route: '/api/admin/banners/:id', access: 'admin', other: 403 },
  { method: 'DELETE', route: '/api/admin/banners/:id', access: 'admin', other: 403 },
  { method: 'GET', route: '/api/admin/enquiries', access: 'admin', other: 403 },
  {
    method: 'POST',
    route: '/api/admin/enquiries/:id/messages',
    access: 'admin',
    probe: () => ({ url: `/api/admin/enquiries/${owner.enquiryId}/messages`, payload: { message: 'pretending to be support' } }),
    other: 403,
  },
  {
    method: 'POST',
    route: '/api/admin/enquiries/:id/close',
    access: 'admin',
    probe: () => ({ url: `/api/admin/enquiries/${owner.enquiryId}/close`, payload: {} }),
    other: 403,
  },
  { method: 'GET', route: '/api/push/public-key', access: 'user', other: 200, admin: 200 },
  {
    method: 'POST',
    route: '/api/push/subscriptions',
    access: 'user',
    // Taking over the owner's browser subscription.
    probe: () => ({ payload: { endpoint: OWNER_PUSH_ENDPOINT, keys: pushKeys(), starline: true } }),
    other: 409,
    admin: 409,
  },
  {
    method: 'DELETE',
    route: '/api/push/subscriptions',
    access: 'user',
    probe: () => ({ payload: { endpoint: OWNER_PUSH_ENDPOINT } }),
    other: 200,
    admin: 200,
  },
  { method: 'PUT', route: '/api/admin/main-settings', access: 'admin', other: 403 },
  { method: 'GET', route: '/api/admin/withdrawal-window', access: 'admin', other: 403 },
  {
    method: 'PUT',
    route: '/api/admin/withdrawal-window',
    access: 'admin',
    probe: () => ({ payload: { enforced: true, days: [1] } }),
    other: 403,
  },
  { method: 'GET', route: '/api/admin/holidays', access: 'admin', other: 403 },
  {
    method: 'POST',
    route: '/api/admin/holidays',
    access: 'admin',
    probe: () => ({ payload: { date: '2026-12-25', name: 'Christmas', gameIds: null } }),
    other: 403,
  },
  { method: 'DELETE', route: '/api/admin/holidays/:id', access: 'admin', other: 403 },
  { method: 'PUT', route: '/api/admin/contact-settings', access: 'admin', other: 403 },
  { method: 'PUT', route: '/api/admin/how-to-play', access: 'admin', other: 403 },
  { method: 'GET', route: '/api/admin/maintenance', access: 'admin', other: 403 },
  { method: 'PUT', route: '/api/admin/maintenance', access: 'admin', other: 403 },
  // Last: a break pauses the caller's own bets and deposits, which the rows above place.
  {
    method: 'POST',
    route: '/api/user/responsible-play/time-out',
    access: 'user',
    probe: () => ({ payload: { days: 1 } }),
    other: 200,
    admin: 200,
  },
  {
    method: 'POST',
    route: '/api/user/responsible-play/self-exclusion',
    access: 'user',
    probe: () => ({ payload: { months: 6 } }),
    other: 200,
    admin: 200,
  },
];

const INACTIVE_MESSAGE = 'Your account is inactive. Please contact support.';

/** Every method + route the application registers under /api, read from Fastify's own route tree. */
function registeredRoutes(tree: string): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method && method !== 'HEAD' && method !== 'OPTIONS') found.push(`${method} ${path}`);
    }
  }
  return found.sort();
}

function concreteUrl(route: string): string {
  return route.replace(':file', 'missing.png').replace(/:id/g, '999999');
}

function expectErrorShape(response: LightMyRequestResponse): void {
  const body = response.json() as { message?: unknown };
  expect(typeof body.message).toBe('string');
}

function expectNoServerError(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBeLessThan(500);
}

describe('authorization matrix', () => {
  let server: TestServer;
  let adminToken: string;
  let player: SignedIn;
  let other: SignedIn;
  let inactive: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    adminToken = await signInAdmin(server);
    await setRates(server, adminToken);
    dailyGameId = (await createGame(server, adminToken, { openTime: '12:00', closeTime: '18:00' }))._id;
    starlineGameId = (await createStarlineGame(server, adminToken, { gameName: 'Star Matrix', openTime: '12:00' }))._id;

    player = await signUpPlayer(server);
    owner = await ownerWithOneOfEverything(server);
    other = await signUpPlayer(server, { name: 'Other Player' });
    await creditPlayer(server, other.userId, 50_000);
    await saveWallet(server, other.token, { paytm: '9876543210' });

    inactive = await signUpPlayer(server);
    const patched = await server.request({
      method: 'PATCH',
      url: `/api/admin/users/${inactive.userId}`,
      token: adminToken,
      payload: { isActive: false },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const login = await server.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobileNumber: inactive.mobileNumber, password: inactive.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    inactive = { ...inactive, token: (login.json() as { token: string }).token };
  });

  afterAll(async () => {
    await expectLedgerBalanced(server);
    await server.close();
  });

  it('covers every route the server registers', () => {
    const listed = ROUTES.map((entry) => `${entry.method} ${entry.route}`).sort();
    expect(registeredRoutes(server.app.printRoutes({ commonPrefix: false }))).toEqual(listed);
  });

  /** Logout would end the session the rest of the matrix uses, so it gets a session of its own. */
  async function tokenFor(who: SignedIn | 'admin', route: RouteCase): Promise<string> {
    if (who === 'admin') {
      return route.route === '/api/auth/logout' ? signInAdmin(server) : adminToken;
    }
    if (route.route !== '/api/auth/logout') return who.token;
    const login = await server.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobileNumber: who.mobileNumber, password: who.password },
    });
    return (login.json() as { token: string }).token;
  }

  function send(route: RouteCase, token?: string): Promise<LightMyRequestResponse> {
    return server.request({ method: route.method, url: concreteUrl(route.route), token, ...bodyFor(route) });
  }

  function bodyFor(route: RouteCase): { payload?: object } {
    return route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} };
  }

  /** The route's real request (see RouteCase.probe), sent by `caller`. */
  function sendProbe(route: RouteCase, caller: Caller): Promise<LightMyRequestResponse> {
    const probe = route.probe?.(caller) ?? {};
    return server.request({
      method: route.method,
      url: probe.url ?? concreteUrl(route.route),
      token: caller.token,
      ...(probe.payload ? { payload: probe.payload } : bodyFor(route)),
    });
  }

  /** Every row that is the owner's, in a stable order: whatever another caller does must leave it as it is. */
  async function ownerState() {
    const { db } = server.store;
    const userId = owner.player.userId;
    const sorted = <T>(rows: T[]) => rows.map((row) => JSON.stringify(row)).sort();
    const enquiries = await db.selectFrom('enquiries').selectAll().where('user_id', '=', userId).execute();
    return {
      user: await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow(),
      sessions: sorted(await db.selectFrom('sessions').selectAll().where('user_id', '=', userId).execute()),
      bets: sorted(await db.selectFrom('bets').selectAll().where('user_id', '=', userId).execute()),
      starlineBets: sorted(await db.selectFrom('starline_bets').selectAll().where('user_id', '=', userId).execute()),
      ledger: sorted(await db.selectFrom('ledger_entries').selectAll().where('user_id', '=', userId).execute()),
      adjustments: sorted(await db.selectFrom('balance_adjustments').selectAll().where('user_id', '=', userId).execute()),
      fundRequests: sorted(await db.selectFrom('fund_requests').selectAll().where('user_id', '=', userId).execute()),
      withdrawals: sorted(await db.selectFrom('withdrawals').selectAll().where('user_id', '=', userId).execute()),
      passwordRequests: sorted(await db.selectFrom('password_requests').selectAll().where('user_id', '=', userId).execute()),
      playLimits: sorted(await db.selectFrom('play_limits').selectAll().where('user_id', '=', userId).execute()),
      playControls: sorted(await db.selectFrom('play_controls').selectAll().where('user_id', '=', userId).execute()),
      pushSubscriptions: sorted(await db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).execute()),
      enquiries: sorted(enquiries),
      enquiryMessages: sorted(
        await db
          .selectFrom('enquiry_messages')
          .selectAll()
          .where('enquiry_id', 'in', enquiries.map((enquiry) => enquiry.id))
          .execute(),
      ),
    };
  }

  const OWNER_RECORD_IDS = () => [
    owner.betId,
    owner.starlineBetId,
    owner.fundRequestId,
    owner.withdrawalId,
    owner.enquiryId,
  ];

  /** Sends the route's real request as `caller`: the owner's records stay the same and stay out of the answer. */
  async function expectOwnerUntouched(route: RouteCase, caller: Caller): Promise<LightMyRequestResponse> {
    const before = await ownerState();
    const response = await sendProbe(route, caller);
    expectNoServerError(response);
    for (const marker of [OWNER_NAME, OWNER_EMAIL, OWNER_ACCOUNT_NUMBER, OWNER_PAYTM, OWNER_TRANSACTION_ID, OWNER_ENQUIRY, String(OWNER_LOSS_LIMIT)]) {
      expect(response.body, `the answer carries the owner's "${marker}"`).not.toContain(marker);
    }
    if (route.listed && response.statusCode < 300) {
      const listed = route.listed(response.json());
      for (const id of OWNER_RECORD_IDS()) expect(listed, `the owner's record ${id}`).not.toContain(id);
    }
    expect(await ownerState()).toEqual(before);
    // The owner is still signed in, with the same balance.
    expect(await balanceOf(server, owner.player.token)).toBe(OWNER_BALANCE);
    return response;
  }

  it.each(ROUTES)('$method $route: a visitor without a token', async (route) => {
    const response = await send(route);
    expectNoServerError(response);
    if (route.access === 'public') {
      expect([401, 403], response.body).not.toContain(response.statusCode);
    } else {
      expect(response.statusCode, response.body).toBe(401);
      expectErrorShape(response);
    }
  });

  it.each(ROUTES)('$method $route: a player', async (route) => {
    const response = await send(route, await tokenFor(player, route));
    expectNoServerError(response);
    if (route.access === 'admin') {
      expect(response.statusCode, response.body).toBe(403);
      expectErrorShape(response);
    } else {
      expect([401, 403], response.body).not.toContain(response.statusCode);
    }
  });

  it.each(ROUTES)('$method $route: another player, about the owner\'s records', async (route) => {
    const response = await expectOwnerUntouched(route, {
      token: await tokenFor(other, route),
      mobileNumber: other.mobileNumber,
      password: other.password,
    });
    expect(response.statusCode, response.body).toBe(route.other);
    if (route.other >= 400) expectErrorShape(response);
  });

  it.each(ROUTES)('$method $route: an inactive player', async (route) => {
    const response = await send(route, await tokenFor(inactive, route));
    expectNoServerError(response);
    if (route.access === 'admin') {
      expect(response.statusCode, response.body).toBe(403);
      expectErrorShape(response);
    } else if (route.access === 'active') {
      expect(response.statusCode, response.body).toBe(403);
      expect((response.json() as { message: string }).message).toBe(INACTIVE_MESSAGE);
    } else {
      expect([401, 403], response.body).not.toContain(response.statusCode);
    }
  });

  it.each(ROUTES.filter((route) => route.access === 'admin'))('$method $route: an admin', async (route) => {
    const response = await send(route, await tokenFor('admin', route));
    expectNoServerError(response);
    expect([401, 403], response.body).not.toContain(response.statusCode);
  });

  it.each(ROUTES.filter((route) => route.access !== 'admin'))(
    '$method $route: an admin, on its own account ($admin)',
    async (route) => {
      const response = await expectOwnerUntouched(route, { ...ADMIN, token: await tokenFor('admin', route) });
      expect(response.statusCode, response.body).toBe(route.admin);
    },
  );

  it('an inactive player moves no money', async () => {
    await creditPlayer(server, inactive.userId, 5_000);
    await saveWallet(server, inactive.token, { paytm: '9876543210' });
    const attempts = await Promise.all([
      server.request({
        method: 'POST',
        url: '/api/fund-request/create',
        token: inactive.token,
        payload: { amount: 500, transactionId: 'TXN-INACTIVE', paymentMethod: 'UPI' },
      }),
      server.request({
        method: 'POST',
        url: '/api/withdraw/request',
        token: inactive.token,
        payload: { amount: 1_000, method: 'paytm' },
      }),
    ]);
    for (const response of attempts) expect(response.statusCode, response.body).toBe(403);
    expect(await balanceOf(server, inactive.token)).toBe(5_000);
  });
});

/** What an operator's session opens before enrolment with ADMIN_2FA=required: these, and the public routes. */
const OPEN_BEFORE_ENROLMENT = new Set([
  'GET /api/auth/profile',
  'POST /api/auth/logout',
  'GET /api/admin/2fa',
  'POST /api/admin/2fa/setup',
  'POST /api/admin/2fa/enable',
  'POST /api/admin/2fa/disable',
]);

describe('an operator not yet enrolled in two-factor, with ADMIN_2FA=required', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_2FA: 'required' } });
    token = await signInAdmin(server);
  });

  afterAll(async () => {
    await expectLedgerBalanced(server);
    await server.close();
  });

  it.each(ROUTES.filter((route) => route.access !== 'public'))('$method $route', async (route) => {
    const caller = route.route === '/api/auth/logout' ? await signInAdmin(server) : token;
    const response = await server.request({
      method: route.method,
      url: concreteUrl(route.route),
      token: caller,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });
    expectNoServerError(response);
    if (OPEN_BEFORE_ENROLMENT.has(`${route.method} ${route.route}`)) {
      expect([401, 403], response.body).not.toContain(response.statusCode);
    } else {
      expect(response.statusCode, response.body).toBe(403);
      // Starline's error bodies carry `success: false` as well.
      expect(response.json()).toMatchObject({ message: expect.any(String), code: 'TWO_FACTOR_ENROLMENT_REQUIRED' });
    }
  });
});

/** A browser's push subscription keys, as pushManager.subscribe() makes them. */
function pushKeys() {
  const ecdh = createECDH('prime256v1');
  return { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

const OWNER_CREDIT = 5_000;
const OWNER_BALANCE = OWNER_CREDIT - 100 - 100 - 1_000;

/** A player with one record of every kind a player can have, marked so that any leak is visible. */
async function ownerWithOneOfEverything(server: TestServer): Promise<OwnerRecords> {
  const player = await signUpPlayer(server, { name: OWNER_NAME });
  const write = async (method: 'POST' | 'PUT', url: string, payload: object, status: number) => {
    const response = await server.request({ method, url, token: player.token, payload });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
    return response.json() as Record<string, { _id: string } | undefined>;
  };
  await creditPlayer(server, player.userId, OWNER_CREDIT);
  await write('PUT', '/api/user/profile', { name: OWNER_NAME, email: OWNER_EMAIL }, 200);
  await write('PUT', '/api/user/payment-details', { paytm: OWNER_PAYTM }, 200);
  await write(
    'PUT',
    '/api/user/bank-details',
    { ...BANK, accountHolderName: OWNER_NAME, accountNumber: OWNER_ACCOUNT_NUMBER, confirmAccountNumber: OWNER_ACCOUNT_NUMBER },
    200,
  );
  const bet = await placeBetOk(server, player.token, { gameId: dailyGameId, betType: 'jodi', betNumber: '42', betAmount: 100 });
  const starlineBet = await write(
    'POST',
    '/api/starline/bets',
    { gameId: starlineGameId, betType: 'single digit', betNumber: '7', betAmount: 100 },
    201,
  );
  const fundRequest = await write(
    'POST',
    '/api/fund-request/create',
    { amount: 500, transactionId: OWNER_TRANSACTION_ID, paymentMethod: 'UPI' },
    201,
  );
  const withdrawal = await write('POST', '/api/withdraw/request', { amount: 1_000, method: 'paytm' }, 201);
  const enquiry = await write('POST', '/api/enquiry/user', { message: OWNER_ENQUIRY }, 201);
  await write('PUT', '/api/user/responsible-play/limits', { loss: { monthly: OWNER_LOSS_LIMIT } }, 200);
  // Alerts for no market, so that no declaration sends anything anywhere.
  await write('POST', '/api/push/subscriptions', { endpoint: OWNER_PUSH_ENDPOINT, keys: pushKeys(), gameIds: [] }, 201);
  await write('PUT', '/api/user/change-password', { mobileNumber: player.mobileNumber, newPassword: 'owner-new-pass' }, 200);
  const passwordRequest = await server.store.db
    .selectFrom('password_requests')
    .select('id')
    .where('user_id', '=', player.userId)
    .executeTakeFirstOrThrow();
  return {
    player,
    betId: bet._id,
    starlineBetId: (starlineBet.data as unknown as { bet: { _id: string } }).bet._id,
    fundRequestId: fundRequest.request!._id,
    withdrawalId: withdrawal.withdrawal!._id,
    enquiryId: enquiry.enquiry!._id,
    passwordRequestId: String(passwordRequest.id),
  };
}

describe("one player and another's records", () => {
  let server: TestServer;
  let owner: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    const adminToken = await signInAdmin(server);
    await setRates(server, adminToken);
    const game = await createGame(server, adminToken, { openTime: '12:00', closeTime: '18:00' });
    owner = await signUpPlayer(server);
    other = await signUpPlayer(server);
    await creditPlayer(server, owner.userId, 5_000);
    await placeBetOk(server, owner.token, { gameId: game._id, betType: 'single', betNumber: '7', betAmount: 100 });
    await saveWallet(server, owner.token, { phonepe: '9876543210' });
    const bank = await server.request({ method: 'PUT', url: '/api/user/bank-details', token: owner.token, payload: BANK });
    expect(bank.statusCode, bank.body).toBe(200);
    const writes = [
      { url: '/api/fund-request/create', payload: { amount: 500, transactionId: 'TXN-OWNER-1', paymentMethod: 'UPI' } },
      { url: '/api/withdraw/request', payload: { amount: 1_000, method: 'phonepe' } },
      { url: '/api/enquiry/user', payload: { message: 'Where is my deposit?' } },
    ];
    for (const write of writes) {
      const response = await server.request({ method: 'POST', token: owner.token, ...write });
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  afterAll(async () => {
    await expectLedgerBalanced(server);
    await server.close();
  });

  it("sees none of another player's bets, requests, withdrawals, enquiries or payout details", async () => {
    const read = async (url: string) => {
      const response = await server.request({ method: 'GET', url, token: other.token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Record<string, unknown>;
    };
    expect(await read('/api/bets/me')).toEqual({ bets: [] });
    expect(await read('/api/fund-request/history')).toEqual({ success: true, requests: [] });
    expect(await read('/api/withdraw/history')).toEqual({ withdrawals: [] });
    expect(await read('/api/enquiry/user')).toEqual([]);
    expect(await read('/api/user/bank-details')).toEqual({ bankDetails: null });
    expect(await read('/api/user/payment-details')).toEqual({ paymentDetails: { paytm: '', googlePay: '', phonepe: '' } });
    const starline = (await read('/api/starline/bets')) as { data: { bets: unknown[] } };
    expect(starline.data.bets).toEqual([]);
    expect(await balanceOf(server, other.token)).toBe(0);
  });

  it("cannot act on another player's records through the admin routes", async () => {
    const list = await server.request({ method: 'GET', url: '/api/admin/fund-requests', token: other.token });
    expect(list.statusCode).toBe(403);
    const ledger = await server.request({ method: 'GET', url: `/api/admin/users/${owner.userId}/ledger`, token: other.token });
    expect(ledger.statusCode).toBe(403);
    const adjust = await server.request({
      method: 'POST',
      url: `/api/admin/users/${owner.userId}/adjustments`,
      token: other.token,
      payload: { amount: -100, reason: 'taking it' },
    });
    expect(adjust.statusCode).toBe(403);
    expect(await balanceOf(server, owner.token)).toBe(5_000 - 100 - 1_000);
  });
});
