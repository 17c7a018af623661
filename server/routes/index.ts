import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../deps.js';
import { adminOperationsRoutes } from './admin-operations.js';
import { answerWriter } from '../answer-writers.js';
import { declareErrorAnswers } from './answers.js';
import { adminReportRoutes } from './admin-reports.js';
import { adminContentRoutes } from './admin-content.js';
import { adminGameRoutes } from './admin-games.js';
import { adminResultRoutes } from './admin-results.js';
import { adminTwoFactorRoutes } from './admin-two-factor.js';
import { authRoutes } from './auth.js';
import { bannerRoutes } from './banners.js';
import { betRoutes } from './bets.js';
import { contentRoutes } from './content.js';
import { enquiryRoutes } from './enquiries.js';
import { fundRoutes } from './funds.js';
import { gameRoutes } from './games.js';
import { healthRoutes } from './health.js';
import { passwordRequestRoutes } from './password-requests.js';
import { payoutDetailsRoutes } from './payout-details.js';
import { profileRoutes } from './profile.js';
import { pushRoutes } from './push.js';
import { responsiblePlayRoutes } from './responsible-play.js';
import { addRoutes } from './route-module.js';
import { starlineRoutes } from './starline.js';
import { refuseNulCharacters } from './text-input.js';
import { withdrawalRoutes } from './withdrawals.js';

/**
 * Every /api route, registered under the /api prefix. Most modules add their routes to this scope (see
 * addRoutes); a module that adds hooks for its own routes is registered as a plugin, to keep them to itself.
 */
export async function registerRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  api.setSerializerCompiler(answerWriter);
  api.addHook('onRoute', declareErrorAnswers);
  api.addHook('preValidation', refuseNulCharacters);
  await addRoutes(api, deps, [
    healthRoutes,
    authRoutes,
    profileRoutes,
    responsiblePlayRoutes,
    passwordRequestRoutes,
    payoutDetailsRoutes,
    fundRoutes,
    withdrawalRoutes,
    bannerRoutes,
    contentRoutes,
    enquiryRoutes,
    gameRoutes,
    betRoutes,
    adminGameRoutes,
    adminResultRoutes,
    adminReportRoutes,
  ]);
  // With hooks of their own: the admin areas' role checks, Starline's error bodies, result alerts' start and stop.
  await api.register(adminOperationsRoutes, deps);
  await api.register(adminContentRoutes, deps);
  await api.register(adminTwoFactorRoutes, deps);
  await api.register(starlineRoutes, deps);
  await api.register(pushRoutes, deps);
}
