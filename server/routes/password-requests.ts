import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import {
  CHANGE_REQUESTED,
  RESET_REQUESTED,
  requestPasswordChange,
  requestPasswordReset,
} from '../services/people/password-requests.js';
import { currentUser, guards } from './guards.js';

// Optional so that a missing field gets SPEC's message ("Mobile number is required", …).
const PasswordRequestBody = Type.Object({
  mobileNumber: Type.Optional(Type.String()),
  newPassword: Type.Optional(Type.String()),
});

export async function passwordRequestRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store, clock, config } = deps;
  const { requireUser } = guards(deps);
  const app = api.withTypeProvider<TypeBoxTypeProvider>();

  // Public: clients may send a stale or `Bearer null` token, which is ignored.
  app.put('/user/forgot-password', { schema: { body: PasswordRequestBody } }, async (request) => {
    const { mobileNumber = '', newPassword = '' } = request.body;
    const origin = { address: request.ip, userAgent: request.headers['user-agent'] };
    await requestPasswordReset(store.db, clock, { mobileNumber, newPassword }, { ...origin, limits: config.throttles });
    return { message: RESET_REQUESTED };
  });

  app.put(
    '/user/change-password',
    { onRequest: requireUser, schema: { body: PasswordRequestBody } },
    async (request) => {
      const { mobileNumber = '', newPassword = '' } = request.body;
      const origin = { address: request.ip, userAgent: request.headers['user-agent'] };
      await requestPasswordChange(store.db, clock, currentUser(request), { mobileNumber, newPassword }, origin);
      return { message: CHANGE_REQUESTED };
    },
  );
}
