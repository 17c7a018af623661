import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { adminOperationsRoutes } from './admin-operations.js';
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
import { responsiblePlayRoutes } from './responsible-play.js';
import { starlineRoutes } from './starline.js';
import { refuseNulCharacters } from './text-input.js';
import { withdrawalRoutes } from './withdrawals.js';

/** Every /api route, registered under the /api prefix. */
export async function registerRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  api.addHook('preValidation', refuseNulCharacters);
  await api.register(healthRoutes, deps);
  await api.register(authRoutes, deps);
  await api.register(profileRoutes, deps);
  await api.register(responsiblePlayRoutes, deps);
  await api.register(passwordRequestRoutes, deps);
  await api.register(payoutDetailsRoutes, deps);
  await api.register(fundRoutes, deps);
  await api.register(withdrawalRoutes, deps);
  await api.register(adminOperationsRoutes, deps);
  await api.register(starlineRoutes, deps);
  await api.register(bannerRoutes, deps);
  await api.register(contentRoutes, deps);
  await api.register(enquiryRoutes, deps);
  await api.register(adminContentRoutes, deps);
  await api.register(gameRoutes, deps);
  await api.register(betRoutes, deps);
  await api.register(adminGameRoutes, deps);
  await api.register(adminResultRoutes, deps);
  await api.register(adminTwoFactorRoutes, deps);
  await api.register(adminReportRoutes, deps);
}
