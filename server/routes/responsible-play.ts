import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import {
  changeLimits,
  excludeSelf,
  readResponsiblePlay,
  setRealityCheck,
  takeTimeOut,
} from '../services/responsible-play/controls.js';
import { auditActor } from './audit-actor.js';
import { currentUser, guards } from './guards.js';

// The values are judged by the service, so that a wrong one gets the rule's own message and code.
const LimitsBody = Type.Object({ deposit: Type.Optional(Type.Unknown()), loss: Type.Optional(Type.Unknown()) });
const TimeOutBody = Type.Object({ days: Type.Optional(Type.Unknown()) });
const SelfExclusionBody = Type.Object({ months: Type.Optional(Type.Unknown()) });
const RealityCheckBody = Type.Object({ minutes: Type.Optional(Type.Unknown()) });

/** A player's own controls of their play (README "Responsible play"). */
export async function responsiblePlayRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store, clock } = deps;
  const { requireUser } = guards(deps);
  const app = api.withTypeProvider<TypeBoxTypeProvider>();
  const userId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.get('/user/responsible-play', { onRequest: requireUser }, async (request) =>
    readResponsiblePlay(store.db, clock, userId(request)),
  );

  app.put('/user/responsible-play/limits', { onRequest: requireUser, schema: { body: LimitsBody } }, async (request) =>
    changeLimits(store.db, clock, userId(request), request.body, auditActor(request)),
  );

  app.post('/user/responsible-play/time-out', { onRequest: requireUser, schema: { body: TimeOutBody } }, async (request) =>
    takeTimeOut(store.db, clock, userId(request), request.body.days, auditActor(request)),
  );

  app.post(
    '/user/responsible-play/self-exclusion',
    { onRequest: requireUser, schema: { body: SelfExclusionBody } },
    async (request) => excludeSelf(store.db, clock, userId(request), request.body.months, auditActor(request)),
  );

  app.put(
    '/user/responsible-play/reality-check',
    { onRequest: requireUser, schema: { body: RealityCheckBody } },
    async (request) => setRealityCheck(store.db, clock, userId(request), request.body.minutes, auditActor(request)),
  );
}
