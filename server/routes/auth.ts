import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../errors.js';
import { logIn, signUp } from '../services/people/accounts.js';
import { auditFailedSignIn, completeTwoFactorSignIn, continueSignIn } from '../services/operators/sign-in.js';
import { revokeSession } from '../services/people/sessions.js';
import { toUserRecord } from '../services/people/user-record.js';
import { auditActor } from './audit-actor.js';
import { bearerToken, currentUser, guards } from './guards.js';

const SignInBody = Type.Object({ mobileNumber: Type.String(), password: Type.String() });
const SignUpBody = Type.Object({ name: Type.String(), mobileNumber: Type.String(), password: Type.String() });
const TwoFactorSignInBody = Type.Object({
  challenge: Type.String({ minLength: 1, maxLength: 100 }),
  code: Type.String({ minLength: 1, maxLength: 40 }),
});

export async function authRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store, clock, config } = deps;
  const { requireSignedIn } = guards(deps);

  api.post('/auth/login', { schema: { body: SignInBody } }, async (request) => {
    const body = request.body as { mobileNumber: string; password: string };
    const actor = auditActor(request);
    const user = await logIn(store.db, clock, { ...body, address: request.ip }, config.throttles).catch(async (error: unknown) => {
      if (error instanceof ApiError && error.code === 'LOGIN_FAILED') {
        await auditFailedSignIn(store.db, clock, actor, body.mobileNumber);
      }
      throw error;
    });
    const signIn = await continueSignIn(store.db, clock, config.operatorSecurity, actor, user);
    if (signIn.kind === 'challenge') return { twoFactorRequired: true, challenge: signIn.challenge };
    return {
      message: 'Login successful',
      token: signIn.token,
      user: toUserRecord(user),
      ...(signIn.twoFactorEnrolmentRequired ? { twoFactorEnrolmentRequired: true } : {}),
    };
  });

  api.post('/auth/login/2fa', { schema: { body: TwoFactorSignInBody } }, async (request) => {
    const body = request.body as { challenge: string; code: string };
    const { token, user } = await completeTwoFactorSignIn(store.db, clock, config.operatorSecurity, auditActor(request), body);
    return { message: 'Login successful', token, user: toUserRecord(user) };
  });

  api.post('/auth/signup', { schema: { body: SignUpBody } }, async (request, reply) => {
    const body = request.body as { name: string; mobileNumber: string; password: string };
    const { token, user } = await signUp(store.db, clock, body, { address: request.ip, limits: config.throttles });
    return reply.status(201).send({ message: 'Account created successfully', token, user: toUserRecord(user) });
  });

  api.post('/auth/logout', { preHandler: requireSignedIn }, async (request) => {
    await revokeSession(store.db, clock, bearerToken(request) ?? '');
    return { message: 'Signed out' };
  });

  api.get('/auth/profile', { preHandler: requireSignedIn }, async (request) => ({
    user: toUserRecord(currentUser(request)),
  }));
}
