import { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { betHistoryJson, placeBet } from '../services/markets/betting.js';
import { currentUser, guards } from './guards.js';
import { AmountField, idempotencyKey } from './money-fields.js';

const Loose = Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Null()]));

/** Types are loose on purpose: the domain rules judge the values and answer with SPEC's messages. */
const BetBody = Type.Object({
  gameId: Loose,
  betType: Loose,
  session: Loose,
  betNumber: Loose,
  betAmount: AmountField,
  gameDate: Loose,
});

const HistoryQuery = Type.Object({
  from: Type.Optional(Type.String()),
  to: Type.Optional(Type.String()),
});

/** The body of GET /bets/me in the pieces of its JSON. */
function* historyAnswer(bets: Iterable<string>): Generator<string> {
  yield '{"bets":';
  yield* bets;
  yield '}';
}

export async function betRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store, clock } = deps;
  const { requireUser, requireActivePlayer } = guards(deps);
  const app = api.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/bets', { onRequest: requireActivePlayer, schema: { body: BetBody } }, async (request, reply) => {
    const outcome = await placeBet(store, clock, {
      user: currentUser(request),
      idempotencyKey: idempotencyKey(request),
      input: request.body,
    });
    return reply.status(outcome.status).send(outcome.body);
  });

  app.get('/bets/me', { onRequest: requireUser, schema: { querystring: HistoryQuery } }, async (request, reply) => {
    const bets = await betHistoryJson(store, currentUser(request).id, {
      from: request.query.from || undefined,
      to: request.query.to || undefined,
    });
    // Already JSON, in pieces (see betHistoryJson): each goes out as soon as it is written.
    return reply.type('application/json; charset=utf-8').send(Readable.from(historyAnswer(bets)));
  });
}
