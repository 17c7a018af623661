import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import {
  LoginAnswer,
  Profile,
  SignedIn,
  SignInBody,
  SignUpBody,
  TwoFactorSignInBody,
} from '../../contract/account.js';
import { Notice } from '../../contract/common.js';
import type { RouteDeps } from '../deps.js';
import { ApiError } from '../errors.js';
import { logIn, signUp } from '../services/people/accounts.js';
import { auditFailedSignIn, completeTwoFactorSignIn, continueSignIn } from '../services/operators/sign-in.js';
import { revokeSession } from '../services/people/sessions.js';
import { toUserRecord } from '../services/people/user-record.js';
import { recordDevice, recordSignupAddress } from '../services/risk/devices.js';
import { deviceIdOf } from '../../src/domain/device-id.js';
import { auditActor } from './audit-actor.js';
import { bearerToken, currentUser } from './guards.js';

/** Signing in and signing up: open to anyone. */
export async function authRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock, config, services } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.post('/auth/login', { schema: { body: SignInBody, response: { 200: LoginAnswer } } }, async (request) => {
    const body = request.body;
    const actor = auditActor(request);
    const user = await logIn(store.db, clock, { ...body, address: request.ip }, config.throttles).catch(async (error: unknown) => {
      if (error instanceof ApiError && error.code === 'LOGIN_FAILED') {
        await auditFailedSignIn(store, clock, actor, body.mobileNumber);
      }
      throw error;
    });
    const signIn = await continueSignIn(store, clock, config.operatorSecurity, actor, user);
    if (user.role === 'player' && (await recordDeviceOf(deps, user.id, body.deviceId))) {
      services.riskWatch.notice({ kind: 'identified', userId: user.id });
    }
    if (signIn.kind === 'challenge') return { twoFactorRequired: true as const, challenge: signIn.challenge };
    return {
      message: 'Login successful',
      token: signIn.token,
      user: toUserRecord(user),
      ...(signIn.twoFactorEnrolmentRequired ? { twoFactorEnrolmentRequired: true as const } : {}),
    };
  });

  app.post('/auth/login/2fa', { schema: { body: TwoFactorSignInBody, response: { 200: SignedIn } } }, async (request) => {
    const actor = auditActor(request);
    const { token, user } = await completeTwoFactorSignIn(store, clock, config.operatorSecurity, actor, request.body);
    return { message: 'Login successful', token, user: toUserRecord(user) };
  });

  app.post('/auth/signup', { schema: { body: SignUpBody, response: { 201: SignedIn } } }, async (request, reply) => {
    const { token, user } = await signUp(store.db, clock, request.body, { address: request.ip, limits: config.throttles });
    await recordSignupAddress(store.db, clock, user.id, request.ip);
    await recordDeviceOf(deps, user.id, request.body.deviceId);
    services.riskWatch.notice({ kind: 'identified', userId: user.id });
    return reply.status(201).send({ message: 'Account created successfully', token, user: toUserRecord(user) });
  });
}

/** Keeps the device a player signed up or in from, when the app sent one that counts; true when it did. */
async function recordDeviceOf(deps: RouteDeps, userId: number, value: unknown): Promise<boolean> {
  const deviceId = deviceIdOf(value);
  if (deviceId === null) return false;
  await recordDevice(deps.store.db, deps.clock, userId, deviceId);
  return true;
}

/** Signing out and the caller's own profile: for any signed-in session, an operator's before enrolment too. */
export async function sessionRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();
  app.post('/auth/logout', { schema: { response: { 200: Notice } } }, async (request) => {
    await revokeSession(store.db, clock, bearerToken(request) ?? '', deps.services.liveSessions);
    return { message: 'Signed out' };
  });

  app.get('/auth/profile', { schema: { response: { 200: Profile } } }, async (request) => ({
    user: toUserRecord(currentUser(request)),
  }));
}
