import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.js';
import { logIn, signUp } from '../services/accounts.js';
import { revokeSession } from '../services/sessions.js';
import { toUserRecord } from '../services/user-record.js';
import { bearerToken, currentUser, guards } from './guards.js';

const SignInBody = Type.Object({ mobileNumber: Type.String(), password: Type.String() });
const SignUpBody = Type.Object({ name: Type.String(), mobileNumber: Type.String(), password: Type.String() });

export async function authRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store, clock, config } = deps;
  const { requireUser } = guards(deps);

  api.post('/auth/login', { schema: { body: SignInBody } }, async (request) => {
    const body = request.body as { mobileNumber: string; password: string };
    const { token, user } = await logIn(store.db, clock, { ...body, address: request.ip }, config.throttles);
    return { message: 'Login successful', token, user: toUserRecord(user) };
  });

  api.post('/auth/signup', { schema: { body: SignUpBody } }, async (request, reply) => {
    const body = request.body as { name: string; mobileNumber: string; password: string };
    const { token, user } = await signUp(store.db, clock, body, { address: request.ip, limits: config.throttles });
    return reply.status(201).send({ message: 'Account created successfully', token, user: toUserRecord(user) });
  });

  api.post('/auth/logout', { preHandler: requireUser }, async (request) => {
    await revokeSession(store.db, clock, bearerToken(request) ?? '');
    return { message: 'Signed out' };
  });

  api.get('/auth/profile', { preHandler: requireUser }, async (request) => ({
    user: toUserRecord(currentUser(request)),
  }));
}
