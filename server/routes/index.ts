import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../deps.js';
import { activityRoutes } from './activity.js';
import { adminMarketRoutes, adminOperationsRoutes } from './admin-operations.js';
import { answerWriter } from '../answer-writers.js';
import { declareErrorAnswers } from './answers.js';
import { adminContentRoutes } from './admin-content.js';
import { adminTwoFactorRoutes } from './admin-two-factor.js';
import { authRoutes, sessionRoutes } from './auth.js';
import { bannerRoutes } from './banners.js';
import { betHistoryRoutes, betRoutes } from './bets.js';
import { contentRoutes } from './content.js';
import { dataRightsRoutes } from './data-rights.js';
import { enquiryRoutes } from './enquiries.js';
import { fundHistoryRoutes, fundRoutes } from './funds.js';
import { gameRateRoutes, polledGameRoutes, sessionResultRoutes } from './games.js';
import { callers } from './guards.js';
import { healthRoutes } from './health.js';
import { passwordChangeRoutes, passwordRequestRoutes } from './password-requests.js';
import { payoutDetailsRoutes } from './payout-details.js';
import { profileRoutes } from './profile.js';
import { pushKeyRoutes, pushRoutes } from './push.js';
import { responsiblePlayRoutes } from './responsible-play.js';
import { addGuardedRoutes, addRoutes } from './route-module.js';
import { starlineBetRoutes, starlineChartRoutes, starlineRateRoutes, starlineRoutes } from './starline.js';
import { refuseNulCharacters } from './text-input.js';
import { testClockRoutes } from './test-clock.js';
import { withdrawalHistoryRoutes, withdrawalRoutes } from './withdrawals.js';

/**
 * Every /api route, registered under the /api prefix and grouped by who may call it: the public routes in this
 * scope, every other group in a scope of its own whose one hook checks its caller (guards.ts).
 */
export async function registerRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  api.setSerializerCompiler(answerWriter);
  api.addHook('onRoute', declareErrorAnswers);
  api.addHook('preValidation', refuseNulCharacters);
  // An operator's write may settle a closed account's last pending item: its erasure is looked at once the write
  // has committed (the handler has answered), before the answer leaves. It may also have told players of a deposit,
  // a withdrawal, a win or a reply: their push messages go then too.
  api.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400 && request.url.startsWith('/api/admin/')) {
      deps.services.accountErasures.sweepSoon();
      deps.services.activityAlerts.sendSoon();
    }
    done(null, payload);
  });
  const caller = callers(deps);
  // Anyone: clients may send a stale token (or `Bearer null`) here; it is ignored.
  await addRoutes(api, deps, [
    healthRoutes,
    authRoutes,
    passwordRequestRoutes,
    bannerRoutes,
    contentRoutes,
    gameRateRoutes,
    starlineRateRoutes,
    testClockRoutes,
  ]);
  await addGuardedRoutes(api, deps, caller.pollingPlayers, [polledGameRoutes, starlineChartRoutes, pushKeyRoutes]);
  await addGuardedRoutes(api, deps, caller.signedIn, [sessionRoutes]);
  await addGuardedRoutes(api, deps, caller.players, [
    profileRoutes,
    dataRightsRoutes,
    responsiblePlayRoutes,
    passwordChangeRoutes,
    payoutDetailsRoutes,
    fundHistoryRoutes,
    withdrawalHistoryRoutes,
    enquiryRoutes,
    sessionResultRoutes,
    betHistoryRoutes,
    starlineRoutes,
    pushRoutes,
    activityRoutes,
  ]);
  await addGuardedRoutes(api, deps, caller.activePlayers, [fundRoutes, withdrawalRoutes, betRoutes, starlineBetRoutes]);
  await addGuardedRoutes(api, deps, caller.enrollingOperators, [adminTwoFactorRoutes]);
  await addGuardedRoutes(api, deps, caller.operators, [adminMarketRoutes, adminOperationsRoutes, adminContentRoutes]);
}
