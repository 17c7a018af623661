import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DailyBet } from '../../../contract/bets.js';
import type { Session } from '../../../src/domain/bet-types.js';
import { formatResult } from '../../../src/domain/result.js';
import { readBetMarkets, type BetMarket, type BetMarketQuery } from '../../services/markets/bet-market.js';
import { betRecord } from '../../services/markets/bet-record.js';
import { Batcher } from '../batcher.js';
import type { Database, Db } from '../schema.js';
import type { BetHistory, BetsRepository, DailyBetValues, GameDays, PlacedDailyBet } from './bets.js';

/**
 * PostgreSQL's bets. Daily bets arriving at about the same moment are read together (two queries for all their
 * markets) and written together: one call of place_daily_bets (server/store/functions/place-daily-bets.sql) for
 * the batch, one transaction and one commit. For each bet, in order, it takes a key-share lock on the game row (a
 * declaration takes an exclusive one, see lockGame), refuses the bet if its governing session has been declared (a
 * fresh read after the lock: the declaration either committed before, and is seen, or waits for this bet and then
 * settles it), posts the stake through the ledger (`stake` / `bet:<id>`), inserts the bet and marks its
 * Idempotency-Key done with its answer. The batchers belong to this store: four batches run at once at most, so
 * others fill while one commits.
 */
export function postgresBets(db: Db): BetsRepository {
  const markets = new Batcher((queries: BetMarketQuery[]) => readBetMarkets(db, queries), { maxInFlight: 4, maxBatch: 500 });
  const placements = new Batcher((bets: DailyBetValues[]) => placeDailyBets(db, bets), { maxInFlight: 4, maxBatch: 200 });
  return {
    dailyBatches: {
      readMarket: (query: BetMarketQuery): Promise<BetMarket | undefined> => markets.call(query),
      place: (bet) => placements.call(bet),
      placeAlone: (bet, first) =>
        db.transaction().execute(async (trx) => {
          await sql`select 1 from games where id = ${bet.game_id} for key share`.execute(trx);
          await first(trx);
          return (await placeDailyBets(trx, [bet]))[0]!;
        }),
    },
    history: (userId, range) => betsOfPlayer(db, userId, range),
  };
}

interface PlacedRow {
  out_seq: number;
  out_refusal: string | null;
  out_bet_id: number | null;
  out_balance: number | null;
}

/** Writes the bets in one transaction (the caller's, if given one); answers in their order. */
async function placeDailyBets(db: Db | Transaction<Database>, bets: readonly DailyBetValues[]): Promise<PlacedDailyBet[]> {
  const { rows } = await sql<PlacedRow>`select * from place_daily_bets(${JSON.stringify(bets)}::jsonb)`.execute(db);
  const answers = new Array<PlacedDailyBet>(bets.length);
  for (const row of rows) {
    const refusal = row.out_refusal;
    answers[Number(row.out_seq) - 1] =
      refusal === 'SESSION_DECLARED' || refusal === 'SESSION_VOIDED' || refusal === 'INSUFFICIENT_BALANCE'
        ? { refusal }
        : { refusal: null, betId: Number(row.out_bet_id), balance: Number(row.out_balance) };
  }
  return answers;
}

/**
 * A player's placed bets as PostgreSQL sends them for the history: one text, a bet's fields split by a character
 * no field holds, the bets by another, newest first. Ten thousand bets as one text cost the server half the CPU of
 * rows of ten values, which the driver parses one by one into objects that live through the request (25 ms against
 * 50 ms a history, docs/performance.md). The player's wins come the same way, as pairs of bet id and win.
 */
const BET_SEPARATOR = '\u001e';
const FIELD_SEPARATOR = '\u001f';
const PLACED_BETS_TEXT = sql<string | null>`string_agg(concat_ws(chr(31), id, game_id, bet_type, coalesce(session, ''),
  bet_number, bet_amount, potential_win, game_date, settles_with, created_at), chr(30) order by created_at desc, id desc)`;
const WINS_TEXT = sql<string | null>`string_agg(concat_ws(chr(31), bet_id, win_amount), chr(30))`;
const CANCELLED_TEXT = sql<string | null>`string_agg(concat_ws(chr(31), cancelled_bets.bet_id, cancelled_bets.result_date), chr(30))`;

/** What the outcome of a player's bets is derived from: their days' settlements, their wins, the game names. */
interface Outcomes {
  settlements: ReadonlyMap<string, Settlement>;
  /** bet id → win amount, as text */
  wins: ReadonlyMap<string, string>;
  /** bet id → the instant a void cancelled it (migration 020) */
  cancelled: ReadonlyMap<string, string>;
  gameNames: ReadonlyMap<string, string>;
}

/**
 * The record of one bet of PLACED_BETS_TEXT as the bets view reads it (migration 008): pending while its
 * settling session is undeclared; then won if the declaration wrote it a win (bet_wins), else lost.
 */
function betRecordOfText(text: string, userId: number, { settlements, wins, cancelled, gameNames }: Outcomes): DailyBet {
  const [id, gameId, betType, session, betNumber, betAmount, potentialWin, gameDate, settlesWith, createdAt] =
    text.split(FIELD_SEPARATOR) as [string, string, string, Session | '', string, string, string, string, Session, string];
  const cancelledAt = cancelled.get(id);
  // A cancelled bet is never settled (its draw was voided): no declaration or win applies to it.
  const settlement = cancelledAt === undefined ? settlements.get(sessionOfDay(gameId, gameDate, settlesWith)) : undefined;
  const win = cancelledAt === undefined ? wins.get(id) : undefined;
  return betRecord({
    id: Number(id),
    user_id: userId,
    game_id: Number(gameId),
    bet_type: betType,
    session: session === '' ? null : session,
    bet_number: betNumber,
    bet_amount: Number(betAmount),
    potential_win: Number(potentialWin),
    win_amount: win === undefined ? 0 : Number(win),
    status: cancelledAt !== undefined ? 'cancelled' : settlement === undefined ? 'pending' : win === undefined ? 'lost' : 'won',
    game_date: gameDate,
    result: settlement?.result ?? null,
    result_date: cancelledAt ?? settlement?.declaredAt ?? null,
    created_at: createdAt,
    settled_by: settlement?.declarationId ?? null,
    game_name: gameNames.get(gameId) ?? '',
  });
}

/**
 * The player's records, newest first, without the bets view: the player's placed bets, their wins, the
 * declarations of their game days once per day, each outcome derived by the view's rule (betRecordOfText).
 * Each part reads one table by the player (bets_user, bet_wins_player), and the declarations are found from the
 * player's game days: joined in the database, a plan made for a player PostgreSQL believes has few bets (its
 * statistics lag behind a player who bet thousands of times today) read every win of every player, or all the
 * bets of each declared day, for each bet.
 */
async function betsOfPlayer(db: Db, userId: number, range: GameDays): Promise<BetHistory<string>> {
  const ofThePlayer = (eb: ExpressionBuilder<Database, 'placed_bets'>) =>
    eb.and([
      eb('user_id', '=', userId),
      ...(range.from === undefined ? [] : [eb('game_date', '>=', range.from)]),
      ...(range.to === undefined ? [] : [eb('game_date', '<=', range.to)]),
    ]);
  // One statement, so one snapshot and one round trip: read apart, a declaration committed in between would
  // show a winner lost, or a revert's wins on pending bets.
  const { placed, won, cancelled, declarations, games } = await db
    .with(
      (cte) => cte('days').materialized(),
      (days) => days.selectFrom('placed_bets').select(['game_id', 'game_date']).distinct().where(ofThePlayer),
    )
    .selectNoFrom((eb) => [
      eb.selectFrom('placed_bets').select(PLACED_BETS_TEXT.as('bets')).where(ofThePlayer).as('placed'),
      // All the player's wins, in range or not: a win names its bet, not its day.
      eb.selectFrom('bet_wins').select(WINS_TEXT.as('wins')).where('user_id', '=', userId).as('won'),
      eb
        .selectFrom('cancelled_bets')
        .innerJoin('placed_bets', 'placed_bets.id', 'cancelled_bets.bet_id')
        .select(CANCELLED_TEXT.as('cancelled'))
        .where('placed_bets.user_id', '=', userId)
        .as('cancelled'),
      jsonArrayFrom(
        eb
          .selectFrom('days')
          .innerJoin('game_results', (join) =>
            join.onRef('game_results.game_id', '=', 'days.game_id').onRef('game_results.game_date', '=', 'days.game_date'),
          )
          .select(['game_results.game_id', 'game_results.game_date', 'session', 'pana', 'declaration_id', 'declared_at']),
      ).as('declarations'),
      jsonArrayFrom(eb.selectFrom('games').select(['id', 'game_name'])).as('games'),
    ])
    .executeTakeFirstOrThrow();
  const outcomes: Outcomes = {
    settlements: settlementsOfDays(declarations),
    wins: pairsOf(won),
    cancelled: pairsOf(cancelled),
    gameNames: new Map(games.map((game) => [String(game.id), game.game_name])),
  };
  // Made into records a piece at a time, so that few records live at once.
  const record = (bet: string) => betRecordOfText(bet, userId, outcomes);
  return { bets: betsOfText(placed), write: (some) => JSON.stringify(some.map(record)).slice(1, -1) };
}

/** Pairs of WINS_TEXT or CANCELLED_TEXT by their first field. */
function pairsOf(text: string | null): Map<string, string> {
  return new Map(text === null ? [] : text.split(BET_SEPARATOR).map((pair) => pair.split(FIELD_SEPARATOR) as [string, string]));
}

/**
 * The bets of PLACED_BETS_TEXT one by one, as they are needed: split at once, ten thousand of them would live as
 * long as the request.
 */
function* betsOfText(text: string | null): Generator<string> {
  if (text === null) return;
  for (let start = 0; ; ) {
    const end = text.indexOf(BET_SEPARATOR, start);
    if (end === -1) return yield text.slice(start);
    yield text.slice(start, end);
    start = end + 1;
  }
}

/** What a declaration settles its session's bets with: its result string as they read it, and its instant. */
interface Settlement {
  declarationId: string;
  result: string;
  declaredAt: string;
}

type Declaration = Pick<Database['game_results'], 'game_id' | 'game_date' | 'session' | 'pana' | 'declaration_id' | 'declared_at'>;

function sessionOfDay(gameId: number | string, gameDate: string, session: Session): string {
  return `${gameId} ${gameDate} ${session}`;
}

/**
 * The settlements of some game days, by sessionOfDay. An open-settled bet reads the open half of the
 * result, a close-settled one the whole result (the close is declared after the open, which cannot be
 * reverted while the close stands).
 */
function settlementsOfDays(declarations: readonly Declaration[]): Map<string, Settlement> {
  const opens = new Map<string, string>();
  for (const declared of declarations) {
    if (declared.session === 'open') opens.set(`${declared.game_id} ${declared.game_date}`, declared.pana);
  }
  const settlements = new Map<string, Settlement>();
  for (const declared of declarations) {
    const openPanna = opens.get(`${declared.game_id} ${declared.game_date}`);
    const closePanna = declared.session === 'close' ? declared.pana : null;
    settlements.set(sessionOfDay(declared.game_id, declared.game_date, declared.session), {
      declarationId: declared.declaration_id,
      result: formatResult({ openPanna, closePanna }),
      declaredAt: declared.declared_at,
    });
  }
  return settlements;
}
