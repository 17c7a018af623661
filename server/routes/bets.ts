import { MyBets, MyBetsQuery, PlaceBetBody, PlaceBetSlipBody, PlacedBet, PlacedBetSlip } from '../../contract/bets.js';
import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../deps.js';
import { betHistoryJson, placeBet, placeBetSlip } from '../services/markets/betting.js';
import { sendJsonPieces } from './conditional-get.js';
import { currentUser } from './guards.js';
import { idempotencyKey, sendOutcome } from './money-fields.js';

/** The body of GET /bets/me in the pieces of its JSON. */
function* historyAnswer(bets: Iterable<string>): Generator<string> {
  yield '{"bets":';
  yield* bets;
  yield '}';
}

export async function betRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock, services } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.post('/bets', { schema: { body: PlaceBetBody, response: { 201: PlacedBet } } }, async (request, reply) => {
    const bet = { user: currentUser(request), idempotencyKey: idempotencyKey(request), input: request.body };
    const outcome = await placeBet(store, clock, bet, services.maintenance);
    if (outcome.status === 201) services.riskWatch.noticeStake(bet.user.id, outcome.body.bet.betAmount);
    return sendOutcome(reply, outcome);
  });

  const slipSchema = { body: PlaceBetSlipBody, response: { 201: PlacedBetSlip } };
  app.post('/bets/batch', { schema: slipSchema }, async (request, reply) => {
    const slip = { user: currentUser(request), idempotencyKey: idempotencyKey(request), inputs: request.body.bets };
    const outcome = await placeBetSlip(store, clock, slip, services.maintenance);
    if (outcome.status === 201) {
      for (const bet of outcome.body.bets) services.riskWatch.noticeStake(slip.user.id, bet.betAmount);
    }
    return sendOutcome(reply, outcome);
  });
}

/** The player's bet history, readable by a deactivated account too. */
export async function betHistoryRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();
  app.get('/bets/me', { schema: { querystring: MyBetsQuery, response: { 200: MyBets } } }, async (request, reply) => {
    const bets = await betHistoryJson(store, currentUser(request).id, {
      from: request.query.from || undefined,
      to: request.query.to || undefined,
    });
    // Already JSON, in pieces (see betHistoryJson): each goes out as soon as it is written.
    return sendJsonPieces(reply, historyAnswer(bets));
  });
}
