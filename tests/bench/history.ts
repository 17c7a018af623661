import { betRecord } from '../../server/services/markets/betting';
import type { Store } from '../../server/store/connect';
import { settlingSession } from '../../src/domain/bet-number';
import type { DailyBetType, Session } from '../../src/domain/bet-types';
import { addDays } from '../../src/domain/time';
import { makePlayers, type Market } from './market-setup';

/**
 * A player's bet history (budget: 10,000 bets ≤ 50 ms): one player's 10,000
 * bets over 20 game days, written straight into the database (placing them is the bet benchmark's business),
 * the 19 past days declared through the API (open 380, close 128: won and lost bets of both settling
 * sessions), today's bets pending. Then GET /api/bets/me over HTTP, the whole answer read, timed. The answer
 * must be, byte for byte, the JSON of betRecord over the bets view, as the history answered before it was fast.
 */
export interface HistoryResult {
  medianMs: number;
  slowestMs: number;
  requests: number;
  bets: number;
  bytes: number;
}

const BETS = 10_000;
const DAYS = 20;
const WARM_UP_REQUESTS = 5;
const TIMED_REQUESTS = 20;
const INSERT_BATCH = 500;
const OPEN_PANNA = '380';
const CLOSE_PANNA = '128';
/** A history player's number, far from those of makePlayers' bet players (7000000000…). */
const HISTORY_PLAYER_NUMBER = 900_000;
const PLAYER_BALANCE = 1_000_000;

/** Bet n's type, session and number: every kind, some of them winners of 380 / 128. */
const KINDS: readonly { betType: DailyBetType; session: Session | null; numbers: readonly string[]; rate: number }[] = [
  { betType: 'single', session: 'open', numbers: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'], rate: 9.5 },
  { betType: 'single', session: 'close', numbers: ['1', '2', '3', '4', '5'], rate: 9.5 },
  { betType: 'jodi', session: 'open', numbers: ['11', '12', '21', '47', '90'], rate: 95 },
  { betType: 'singlePanna', session: 'open', numbers: ['380', '128', '129'], rate: 150 },
  { betType: 'doublePanna', session: 'close', numbers: ['112', '166'], rate: 300 },
  { betType: 'halfSangam', session: 'open', numbers: ['1-128', '2-128', '5-380'], rate: 1000 },
  { betType: 'fullSangam', session: null, numbers: ['380-128', '380-129'], rate: 10000 },
];

function betRow(n: number, userId: number, gameId: number, firstDay: string) {
  const kind = KINDS[n % KINDS.length]!;
  const perDay = BETS / DAYS;
  const gameDate = addDays(firstDay, Math.floor(n / perDay));
  const betAmount = 10 + (n % 7) * 10;
  // Through the day from 03:30 UTC (09:00 IST), a few seconds apart, in the order of n.
  const createdAt = new Date(Date.parse(`${gameDate}T03:30:00.000Z`) + (n % perDay) * 7_000).toISOString();
  return {
    user_id: userId,
    game_id: gameId,
    bet_type: kind.betType,
    session: kind.session,
    bet_number: kind.numbers[Math.floor(n / KINDS.length) % kind.numbers.length]!,
    bet_amount: betAmount,
    potential_win: Math.round(betAmount * kind.rate),
    game_date: gameDate,
    settles_with: settlingSession(kind.betType, kind.session),
    created_at: createdAt,
  };
}

async function declare(market: Market, gameDate: string, session: Session, pana: string): Promise<void> {
  await market.api.ok('POST', '/admin/results', market.adminToken, { gameId: market.gameId, session, pana, gameDate });
}

async function timeRequest(url: string, token: string): Promise<{ ms: number; body: Buffer }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET /api/bets/me answered ${response.status}: ${body.toString().slice(0, 200)}`);
  return { ms, body };
}

/** A player's history as JSON.stringify writes betRecord of each row of the bets view, newest first. */
async function recordsOfTheView(store: Store, userId: number): Promise<string> {
  const rows = await store.db
    .selectFrom('bets')
    .innerJoin('games', 'games.id', 'bets.game_id')
    .selectAll('bets')
    .select('games.game_name')
    .where('bets.user_id', '=', userId)
    .orderBy('bets.created_at', 'desc')
    .orderBy('bets.id', 'desc')
    .execute();
  return JSON.stringify({ bets: rows.map(betRecord) });
}

/** `market` must be a fresh market of the running server; `store` a connection of the bench's own to its database. */
export async function benchHistory(store: Store, market: Market): Promise<HistoryResult> {
  const [player] = await makePlayers(market, 1, PLAYER_BALANCE, HISTORY_PLAYER_NUMBER);
  const firstDay = addDays(market.gameDate, -(DAYS - 1));
  for (let first = 0; first < BETS; first += INSERT_BATCH) {
    const rows = Array.from({ length: INSERT_BATCH }, (_, i) =>
      betRow(first + i, Number(player!.id), Number(market.gameId), firstDay),
    );
    await store.db.insertInto('placed_bets').values(rows).execute();
  }
  for (let day = firstDay; day < market.gameDate; day = addDays(day, 1)) {
    await declare(market, day, 'open', OPEN_PANNA);
    await declare(market, day, 'close', CLOSE_PANNA);
  }

  const url = `${market.api.baseUrl}/api/bets/me`;
  let answer: Buffer = Buffer.alloc(0);
  for (let i = 0; i < WARM_UP_REQUESTS; i++) answer = (await timeRequest(url, player!.token)).body;
  const { bets } = JSON.parse(answer.toString()) as { bets: { status: string }[] };
  if (bets.length !== BETS) throw new Error(`GET /api/bets/me answered ${bets.length} of ${BETS} bets`);
  if (answer.toString() !== (await recordsOfTheView(store, Number(player!.id)))) {
    throw new Error('GET /api/bets/me answered other bytes than the records of the bets view');
  }
  if (!['pending', 'won', 'lost'].every((status) => bets.some((bet) => bet.status === status))) {
    throw new Error('The history does not hold pending, won and lost bets');
  }
  const times: number[] = [];
  for (let i = 0; i < TIMED_REQUESTS; i++) times.push((await timeRequest(url, player!.token)).ms);
  times.sort((a, b) => a - b);
  const middle = TIMED_REQUESTS / 2;
  return {
    medianMs: (times[middle - 1]! + times[middle]!) / 2,
    slowestMs: times[times.length - 1]!,
    requests: TIMED_REQUESTS,
    bets: bets.length,
    bytes: answer.length,
  };
}
