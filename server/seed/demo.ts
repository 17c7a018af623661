import { MaintenanceSwitch } from '../services/content/maintenance.js';
import { randomUUID } from 'node:crypto';
import { settableClock, type Clock, type SettableClock } from '../clock.js';
import { post } from '../ledger/ledger.js';
import { ensureAdmin } from '../services/operators/admin-bootstrap.js';
import { placeBet, type BetInput } from '../services/markets/betting.js';
import { SYSTEM_ACTOR } from '../services/operators/audit.js';
import { importHistory } from '../services/markets/history-import.js';
import { createGame } from '../services/markets/markets.js';
import { hashPassword } from '../services/people/passwords.js';
import { saveDailyRates } from '../services/markets/rates.js';
import { OUTSIDE_APP } from '../services/index.js';
import { declareResult } from '../services/markets/settlement.js';
import type { Store } from '../store/connect.js';
import type { Db } from '../store/schema.js';
import { seedDemoContent } from './demo-content.js';
import { betOutcome } from '../../src/domain/bet-number.js';
import { rateKeyOfBetType, type DailyBetType, type GameRates, type Session } from '../../src/domain/bet-types.js';
import { listValidPannas, pannaAnk } from '../../src/domain/panna.js';
import { dailyPotentialWin } from '../../src/domain/payout.js';
import { addDays, istDate, istMinutes, parseClockTime } from '../../src/domain/time.js';
import { seededRandom } from './seeded-random.js';

/** A database is empty when nobody has ever signed up and no market exists. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  const game = await db.selectFrom('games').select('id').limit(1).executeTakeFirst();
  return !user && !game;
}

/**
 * The demo data (markets, rates, results, a player and an admin), only ever on an empty database. Everything
 * goes through the same service functions the API uses (markets, rates, bets, declarations and their
 * settlement, the ledger), each at its moment of the past on a clock of its own, so the demo obeys every rule
 * a real history would.
 */
export const DEMO_PLAYER = { name: 'Demo Player', mobileNumber: '9876543210', password: 'demo1234' };
export const DEMO_ADMIN = { mobileNumber: '9999999999', password: 'admin1234' };
export const DEMO_BALANCE = 5_000;
const RESULT_DAYS = 30;
/** A year of results in every chart: the days before the declared RESULT_DAYS come from the history import. */
const HISTORY_DAYS = 365;

/** Typical matka rates: a stake of `min` pays `max`. */
export const STANDARD_DAILY_RATES: GameRates = {
  singleDigit: { min: 10, max: 95 },
  jodiDigit: { min: 10, max: 950 },
  singlePana: { min: 10, max: 1_500 },
  doublePana: { min: 10, max: 3_000 },
  triplePana: { min: 10, max: 7_000 },
  halfSangam: { min: 10, max: 10_000 },
  fullSangam: { min: 10, max: 100_000 },
};

/**
 * Ten markets spread over the day: every open session takes bets from midnight until its open time and
 * the last close is 23:59, so at any minute of the day some session is open.
 */
export const DEMO_MARKETS: readonly { gameName: string; openTime: string; closeTime: string }[] = [
  { gameName: 'Sunrise Day', openTime: '08:30', closeTime: '09:30' },
  { gameName: 'Morning Star', openTime: '10:00', closeTime: '11:00' },
  { gameName: 'Lotus Day', openTime: '11:30', closeTime: '12:30' },
  { gameName: 'Silver Noon', openTime: '13:00', closeTime: '14:00' },
  { gameName: 'Peacock Day', openTime: '14:30', closeTime: '15:30' },
  { gameName: 'Golden Hour', openTime: '16:00', closeTime: '18:00' },
  { gameName: 'Evening Star', openTime: '18:30', closeTime: '19:30' },
  { gameName: 'Moonlight', openTime: '20:00', closeTime: '21:30' },
  { gameName: 'Night Lotus', openTime: '21:30', closeTime: '23:00' },
  { gameName: 'Midnight Star', openTime: '22:45', closeTime: '23:59' },
];

export interface DemoOptions {
  /** The server's DATA_DIR (config.dataDir): the banner images go to its `uploads`, where the server serves them from. */
  dataDir?: string;
}

/** Returns the lines of the start-up banner naming the demo sign-ins. */
export async function seedDemo(store: Store, clock: Clock, options: DemoOptions = {}): Promise<string[]> {
  const lines: string[] = [];
  // Markets, rates and the player date from before the first day of results.
  const start = settableClock(istInstant(addDays(istDate(clock.now()), -RESULT_DAYS - 1), '12:00'));
  const admin = await demoAdmin(store.db, clock, lines);
  await saveDailyRates(store, start, STANDARD_DAILY_RATES, SYSTEM_ACTOR);
  const markets = await seedMarkets(store, start);
  const days = await seedResultDays(markets, clock);
  await importResultYear(store, markets, settableClock(istInstant(days[0]!.date, '05:00')));
  const player = await createDemoPlayer(store.db, start);
  await seedHistory(store, clock, { adminId: admin, playerId: player, markets, days });
  lines.push(`Demo player:  ${DEMO_PLAYER.mobileNumber} / ${DEMO_PLAYER.password} (₹${DEMO_BALANCE.toLocaleString('en-IN')} balance)`);
  // Starline games and a week of their results, the banners, settings, contact details and How To Play. The
  // demo player gets no Starline bets, so the balance stays exactly DEMO_BALANCE.
  lines.push(...(await seedDemoContent(store, clock, { dataDir: options.dataDir })));
  return lines;
}

/** The configured admin (ADMIN_MOBILE) if there is one, else a demo admin. Returns its id. */
async function demoAdmin(db: Db, clock: Clock, lines: string[]): Promise<number> {
  const existing = await db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id').executeTakeFirst();
  if (existing) return Number(existing.id);
  await ensureAdmin(db, clock, DEMO_ADMIN.mobileNumber, DEMO_ADMIN.password);
  lines.push(`Demo admin:   ${DEMO_ADMIN.mobileNumber} / ${DEMO_ADMIN.password} (admin console)`);
  const created = await db
    .selectFrom('users')
    .select('id')
    .where('mobile_number', '=', DEMO_ADMIN.mobileNumber)
    .executeTakeFirstOrThrow();
  return Number(created.id);
}

interface Market {
  id: string;
  openTime: string;
  closeTime: string;
}

async function seedMarkets(store: Store, clock: Clock): Promise<Market[]> {
  const markets: Market[] = [];
  for (const market of DEMO_MARKETS) {
    const game = await createGame(store, clock, market, SYSTEM_ACTOR, OUTSIDE_APP.marketBoard);
    markets.push({ id: game._id, openTime: market.openTime, closeTime: market.closeTime });
  }
  return markets;
}

interface DayResults {
  date: string;
  /** Per market (same order as DEMO_MARKETS): the open and close pannas. */
  pannas: { open: string; close: string }[];
}

/** The past RESULT_DAYS days, oldest first, each with every market's two pannas. */
async function seedResultDays(markets: readonly Market[], clock: Clock): Promise<DayResults[]> {
  const random = seededRandom(20_261_120);
  const pannas = listValidPannas();
  const pick = () => pannas[Math.floor(random() * pannas.length)]!;
  const today = istDate(clock.now());
  return Array.from({ length: RESULT_DAYS }, (_, index) => ({
    date: addDays(today, index - RESULT_DAYS),
    pannas: markets.map(() => ({ open: pick(), close: pick() })),
  }));
}

/**
 * The year before the declared days, as an operator would bring a market's public history in: through the
 * history import, which writes the results and settles nothing (there are no bets on those days).
 */
async function importResultYear(store: Store, markets: readonly Market[], at: Clock): Promise<void> {
  const random = seededRandom(2_025);
  const pannas = listValidPannas();
  const pick = () => pannas[Math.floor(random() * pannas.length)]!;
  const today = istDate(at.now());
  for (const market of markets) {
    const lines = Array.from({ length: HISTORY_DAYS - RESULT_DAYS }, (_, index) => `${addDays(today, index - (HISTORY_DAYS - RESULT_DAYS))},${pick()},${pick()}`);
    await importHistory(store, at, { gameId: market.id, csv: lines.join('\n'), dryRun: false, actor: SYSTEM_ACTOR });
  }
}

async function createDemoPlayer(db: Db, clock: Clock): Promise<number> {
  const now = clock.now().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      name: DEMO_PLAYER.name,
      mobile_number: DEMO_PLAYER.mobileNumber,
      password_hash: await hashPassword(DEMO_PLAYER.password),
      role: 'player',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

interface PlannedBet {
  /** Index into the days (oldest first), or null for today. */
  day: number | null;
  market: number;
  input: { betType: DailyBetType; session: Session | null; betNumber: string; betAmount: number };
}

function otherSinglePanna(panna: string, offset: number): string {
  const singles = listValidPannas('single').filter((candidate) => candidate !== panna);
  return singles[offset % singles.length]!;
}

/** A week of bets with a few wins, and today's open bets while a session still takes them. */
function planBets(days: readonly DayResults[], markets: readonly Market[], now: Date): PlannedBet[] {
  const bets: PlannedBet[] = [];
  for (let back = 7; back >= 1; back -= 1) {
    const day = days.length - back;
    const market = back % markets.length;
    const { open, close } = days[day]!.pannas[market]!;
    const openAnk = pannaAnk(open);
    const closeAnk = pannaAnk(close);
    const winsSingle = back % 3 === 0;
    bets.push(
      { day, market, input: { betType: 'single', session: 'open', betNumber: String(winsSingle ? openAnk : (openAnk + 1) % 10), betAmount: 50 } },
      { day, market, input: { betType: 'singlePanna', session: 'close', betNumber: otherSinglePanna(close, back), betAmount: 50 } },
      {
        day,
        market,
        input: { betType: 'jodi', session: 'open', betNumber: `${openAnk}${back === 4 ? closeAnk : (closeAnk + 3) % 10}`, betAmount: 10 },
      },
    );
    if (back === 2) {
      bets.push({ day, market, input: { betType: 'halfSangam', session: 'open', betNumber: `${(openAnk + 1) % 10}-${close}`, betAmount: 20 } });
    }
    if (back === 5) {
      bets.push({ day, market, input: { betType: 'fullSangam', session: null, betNumber: `${open}-${otherSinglePanna(close, 7)}`, betAmount: 10 } });
    }
  }
  // Today: a couple of pending bets on the first market whose open session still takes bets.
  const minutes = istMinutes(now);
  const openNow = markets.findIndex((market) => minutes < parseClockTime(market.openTime)!);
  if (openNow >= 0) {
    bets.push(
      { day: null, market: openNow, input: { betType: 'single', session: 'open', betNumber: '7', betAmount: 100 } },
      { day: null, market: openNow, input: { betType: 'jodi', session: 'open', betNumber: '42', betAmount: 50 } },
    );
  }
  return bets;
}

/** What the planned bets will win minus what they stake, from the domain's own rules. */
function netOfBets(bets: readonly PlannedBet[], days: readonly DayResults[]): { net: number; staked: number } {
  let net = 0;
  let staked = 0;
  for (const bet of bets) {
    staked += bet.input.betAmount;
    net -= bet.input.betAmount;
    if (bet.day === null) continue;
    const { open, close } = days[bet.day]!.pannas[bet.market]!;
    if (betOutcome(bet.input, { openPanna: open, closePanna: close }) === 'won') {
      net += dailyPotentialWin(bet.input.betAmount, STANDARD_DAILY_RATES[rateKeyOfBetType(bet.input.betType)]);
    }
  }
  return { net, staked };
}

/** "HH:MM" of an IST day, moved by some minutes, as an instant. */
function istInstant(date: string, time: string, plusMinutes = 0): string {
  return new Date(Date.parse(`${date}T${time}:00.000+05:30`) + plusMinutes * 60_000).toISOString();
}

async function seedHistory(
  store: Store,
  clock: Clock,
  seed: { adminId: number; playerId: number; markets: readonly Market[]; days: readonly DayResults[] },
): Promise<void> {
  const { adminId, playerId, markets, days } = seed;
  const now = clock.now();
  const bets = planBets(days, markets, now);
  const { net, staked } = netOfBets(bets, days);
  // The opening credit is chosen so that the player ends on exactly DEMO_BALANCE after the history.
  const opening = DEMO_BALANCE - net;
  if (opening < staked) throw new Error('Demo history would overdraw: adjust planBets');
  const past = settableClock(istInstant(days[0]!.date, '06:00'));
  await creditOpeningBalance(store.db, past, adminId, playerId, opening);

  // The seed runs outside the app, before anyone could pause betting.
  const maintenance = new MaintenanceSwitch();
  const player = async () => store.db.selectFrom('users').selectAll().where('id', '=', playerId).executeTakeFirstOrThrow();
  const place = async (at: SettableClock | Clock, market: Market, input: PlannedBet['input']) => {
    const outcome = await placeBet(store, at, { user: await player(), idempotencyKey: undefined, input: { ...input, gameId: market.id } satisfies BetInput }, maintenance);
    if (outcome.status !== 201) throw new Error(`Demo bet refused: ${JSON.stringify(outcome.body)}`);
  };
  const declare = async (at: SettableClock, market: Market, gameDate: string, session: Session, pana: string) => {
    const input = { gameId: market.id, session, pana, gameDate };
    await declareResult(store, at, { adminId, idempotencyKey: undefined, input, actor: SYSTEM_ACTOR }, OUTSIDE_APP);
  };

  for (const [index, day] of days.entries()) {
    past.set(istInstant(day.date, '07:00'));
    for (const bet of bets.filter((planned) => planned.day === index)) await place(past, markets[bet.market]!, bet.input);
    for (const [marketIndex, market] of markets.entries()) {
      const { open, close } = day.pannas[marketIndex]!;
      past.set(istInstant(day.date, market.openTime, 5));
      await declare(past, market, day.date, 'open', open);
      past.set(istInstant(day.date, market.closeTime, 5));
      await declare(past, market, day.date, 'close', close);
    }
  }

  for (const bet of bets.filter((planned) => planned.day === null)) await place(clock, markets[bet.market]!, bet.input);

  // Today's sessions whose time has passed show a result, as they would after the admin's day so far.
  const today = istDate(now);
  const minutes = istMinutes(now);
  const random = seededRandom(Date.parse(`${today}T00:00:00Z`) / 86_400_000);
  const pannas = listValidPannas();
  for (const market of markets) {
    const openDue = parseClockTime(market.openTime)! + 5;
    const closeDue = parseClockTime(market.closeTime)! + 5;
    if (minutes < openDue) continue;
    past.set(istInstant(today, market.openTime, 5));
    await declare(past, market, today, 'open', pannas[Math.floor(random() * pannas.length)]!);
    if (minutes < closeDue) continue;
    past.set(istInstant(today, market.closeTime, 5));
    await declare(past, market, today, 'close', pannas[Math.floor(random() * pannas.length)]!);
  }
}

/** The opening credit, as an admin balance adjustment would record it (ledger kind `adjustment`). */
async function creditOpeningBalance(db: Db, clock: Clock, adminId: number, playerId: number, amount: number): Promise<void> {
  const at = clock.now().toISOString();
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('balance_adjustments')
      .values({ id, user_id: playerId, admin_id: adminId, amount, reason: 'Demo opening balance', created_at: at })
      .execute();
    await post(trx, { userId: playerId, amount, kind: 'adjustment', reference: `adjustment:${id}`, at });
  });
}

