import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { Notice } from '../../contract/common.js';
import { PasswordRequestBody } from '../../contract/password-requests.js';
import type { RouteDeps } from '../deps.js';
import {
  CHANGE_REQUESTED,
  RESET_REQUESTED,
  requestPasswordChange,
  requestPasswordReset,
} from '../services/people/password-requests.js';
import { currentUser } from './guards.js';

export async function passwordRequestRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock, config } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  // Public: clients may send a stale or `Bearer null` token, which is ignored.
  app.put(
    '/user/forgot-password',
    { schema: { body: PasswordRequestBody, response: { 200: Notice } } },
    async (request) => {
      const { mobileNumber = '', newPassword = '' } = request.body;
      const origin = { address: request.ip, userAgent: request.headers['user-agent'] };
      await requestPasswordReset(store.db, clock, { mobileNumber, newPassword }, { ...origin, limits: config.throttles });
      return { message: RESET_REQUESTED };
    },
  );
}

/** A signed-in player asks for a new password. */
export async function passwordChangeRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();
  app.put(
    '/user/change-password',
    { schema: { body: PasswordRequestBody, response: { 200: Notice } } },
    async (request) => {
      const { mobileNumber = '', newPassword = '' } = request.body;
      const origin = { address: request.ip, userAgent: request.headers['user-agent'] };
      await requestPasswordChange(store.db, clock, currentUser(request), { mobileNumber, newPassword }, origin);
      return { message: CHANGE_REQUESTED };
    },
  );
}
