import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { Notice } from '../../contract/common.js';
import { TwoFactorCodeBody, TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '../../contract/two-factor.js';
import type { RouteDeps } from '../deps.js';
import {
  disableTwoFactor,
  enableTwoFactor,
  startTwoFactorSetup,
  twoFactorStatus,
} from '../services/operators/two-factor.js';
import { auditActor } from './audit-actor.js';
import { bearerToken, currentUser } from './guards.js';

/**
 * An operator's own two-factor enrolment. Open to every operator, enrolled or not: with ADMIN_2FA=required
 * these are the endpoints an operator's session reaches before enrolment (sessionReach in two-factor.ts).
 */
export async function adminTwoFactorRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock, config } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get('/admin/2fa', { schema: { response: { 200: TwoFactorStatus } } }, async (request) => twoFactorStatus(store.db, config.operatorSecurity, currentUser(request).id));

  app.post('/admin/2fa/setup', { schema: { response: { 200: TwoFactorSetup } } }, async (request) =>
    startTwoFactorSetup(store.db, clock, currentUser(request)),
  );

  app.post('/admin/2fa/enable', { schema: { body: TwoFactorCodeBody, response: { 200: TwoFactorEnabled } } }, async (request) => {
    const session = { user: currentUser(request), token: bearerToken(request) ?? '' };
    const { recoveryCodes } = await enableTwoFactor(store, clock, auditActor(request), session, request.body.code);
    return { message: 'Two-factor sign-in is on', recoveryCodes };
  });

  app.post('/admin/2fa/disable', { schema: { body: TwoFactorCodeBody, response: { 200: Notice } } }, async (request) => {
    await disableTwoFactor(store, clock, auditActor(request), currentUser(request), request.body.code);
    return { message: 'Two-factor sign-in is off' };
  });
}
