import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import {
  LimitsBody,
  RealityCheckBody,
  ResponsiblePlay,
  SelfExclusionBody,
  TimeOutBody,
} from '../../contract/responsible-play.js';
import type { RouteDeps } from '../deps.js';
import {
  changeLimits,
  excludeSelf,
  readResponsiblePlay,
  setRealityCheck,
  takeTimeOut,
} from '../services/responsible-play/controls.js';
import { auditActor } from './audit-actor.js';
import { currentUser } from './guards.js';

const answers = { response: { 200: ResponsiblePlay } };

/** A player's own controls of their play (docs/product.md "Responsible play"); every call answers the record. */
export async function responsiblePlayRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();
  const userId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.get('/user/responsible-play', { schema: answers }, async (request) =>
    readResponsiblePlay(store.db, clock, userId(request)),
  );

  app.put(
    '/user/responsible-play/limits',
    { schema: { body: LimitsBody, ...answers } },
    async (request) => changeLimits(store, clock, userId(request), request.body, auditActor(request)),
  );

  app.post(
    '/user/responsible-play/time-out',
    { schema: { body: TimeOutBody, ...answers } },
    async (request) => takeTimeOut(store, clock, userId(request), request.body.days, auditActor(request)),
  );

  app.post(
    '/user/responsible-play/self-exclusion',
    { schema: { body: SelfExclusionBody, ...answers } },
    async (request) => excludeSelf(store, clock, userId(request), request.body.months, auditActor(request)),
  );

  app.put(
    '/user/responsible-play/reality-check',
    { schema: { body: RealityCheckBody, ...answers } },
    async (request) => setRealityCheck(store, clock, userId(request), request.body.minutes, auditActor(request)),
  );
}
