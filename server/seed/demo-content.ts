import { resolve } from 'node:path';
import type { Clock } from '../clock.js';
import { addBanner, uploadsDirOf } from '../services/content/banners.js';
import { SYSTEM_ACTOR } from '../services/operators/audit.js';
import { saveContactSettings, saveHowToPlay } from '../services/content/content.js';
import { saveMainSettings } from '../services/content/settings.js';
import { createStarlineGame, placeStarlineBetIn, saveStarlineRates } from '../services/starline/starline.js';
import { OUTSIDE_APP } from '../services/index.js';
import { declareStarlineResult } from '../services/starline/starline-settlement.js';
import type { Store } from '../store/connect.js';
import type { Db } from '../store/schema.js';
import { listValidPannas, pannaAnk } from '../../src/domain/panna.js';
import { DEFAULT_FUND_SETTINGS } from '../../src/domain/funds.js';
import { STARLINE_DEFAULT_RATES } from '../../src/domain/starline.js';
import { addDays, istDate, istMinutes, parseClockTime } from '../../src/domain/time.js';
import { bannerImage, type BannerArt } from './banner-art.js';

/**
 * The Starline and content part of the demo: twelve hourly Starline games 10:00–21:00 with a
 * week of results (settled through the real service), the Starline rates, two banners, the main settings,
 * contact details and How To Play. Runs once: a database that already has Starline games is left alone.
 */

const STARLINE_GAMES: readonly { openTime: string; gameName: string; gameNameHindi: string }[] = [
  { openTime: '10:00', gameName: 'Starline 10 AM', gameNameHindi: 'स्टारलाइन सुबह 10 बजे' },
  { openTime: '11:00', gameName: 'Starline 11 AM', gameNameHindi: 'स्टारलाइन सुबह 11 बजे' },
  { openTime: '12:00', gameName: 'Starline 12 PM', gameNameHindi: 'स्टारलाइन दोपहर 12 बजे' },
  { openTime: '13:00', gameName: 'Starline 1 PM', gameNameHindi: 'स्टारलाइन दोपहर 1 बजे' },
  { openTime: '14:00', gameName: 'Starline 2 PM', gameNameHindi: 'स्टारलाइन दोपहर 2 बजे' },
  { openTime: '15:00', gameName: 'Starline 3 PM', gameNameHindi: 'स्टारलाइन दोपहर 3 बजे' },
  { openTime: '16:00', gameName: 'Starline 4 PM', gameNameHindi: 'स्टारलाइन शाम 4 बजे' },
  { openTime: '17:00', gameName: 'Starline 5 PM', gameNameHindi: 'स्टारलाइन शाम 5 बजे' },
  { openTime: '18:00', gameName: 'Starline 6 PM', gameNameHindi: 'स्टारलाइन शाम 6 बजे' },
  { openTime: '19:00', gameName: 'Starline 7 PM', gameNameHindi: 'स्टारलाइन शाम 7 बजे' },
  { openTime: '20:00', gameName: 'Starline 8 PM', gameNameHindi: 'स्टारलाइन रात 8 बजे' },
  { openTime: '21:00', gameName: 'Starline 9 PM', gameNameHindi: 'स्टारलाइन रात 9 बजे' },
];

const RESULT_DAYS = 7;

/** The dashboard's banners: each image shows its title (also the image's text alternative) and one line more. */
export const DEMO_BANNERS: readonly BannerArt[] = [
  {
    title: 'Starline every hour, 10 AM to 9 PM',
    line: 'A new result every hour',
    from: [92, 24, 140],
    to: [214, 60, 110],
    stripe: [255, 196, 0],
  },
  {
    title: 'Add funds by UPI in seconds',
    line: 'Pay, then the admin approves',
    from: [10, 90, 80],
    to: [20, 140, 200],
    stripe: [120, 200, 220],
  },
];

export const DEMO_HOW_TO_PLAY = `# How To Play

Welcome! Here is everything you need to place your first bet.

## Daily games

Each market has an **open** session and a **close** session. The open result is a three-digit *panna* and its digit; the close result is the same.

- **Single Digit**: pick one digit from 0 to 9.
- **Jodi**: pick two digits, the open digit followed by the close digit.
- **Single, Double, Triple Panna**: pick a three-digit panna of that kind.
- **Half Sangam**: a digit and a panna, for example 5-128.
- **Full Sangam**: an open panna and a close panna, for example 128-359.

Open-session bets close at the market's open time; close-session bets stay open until its close time. Jodi and sangam bets close with the open session.

## Starline

Starline games run every hour from 10 AM to 9 PM. Each game has one result panna.

- Bets are taken until the game's open time.
- **Single Digit** wins on the result's digit; the pannas win on the result panna itself.
- A win pays your stake times the rate's multiplier (rate ÷ 10), rounded down.

### Money

- **Add Funds**: pay by UPI, then wait for the admin to approve your request.
- **Withdraw**: to a saved bank account or wallet; withdrawals are closed on Sundays.

*Play responsibly. You must be 18 or over to play.*
`;

/** A small deterministic generator, so the demo's results are the same on every machine. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 0x1_0000_0000;
  };
}

/** A clock standing still at one instant, so the services can act "at" a past moment of the demo. */
const clockAt = (iso: string): Clock => ({ now: () => new Date(iso) });

/** IST wall-clock "HH:MM" of a day as an instant. */
function istInstant(day: string, time: string): string {
  return new Date(`${day}T${time}:00.000+05:30`).toISOString();
}

export interface DemoContentOptions {
  /** Where banner images are stored (`${dataDir}/uploads`); defaults to DATA_DIR or ./data, as the server's config. */
  dataDir?: string;
  /** A player who gets a few Starline bets on the past days (their stakes leave that player's balance). */
  starlinePlayerId?: number;
}

/** Seeds the Starline and content demo; returns lines for the start-up banner. */
export async function seedDemoContent(store: Store, clock: Clock, options: DemoContentOptions = {}): Promise<string[]> {
  const db = store.db;
  const existing = await db.selectFrom('starline_games').select('id').limit(1).executeTakeFirst();
  if (existing) return [];
  const dataDir = options.dataDir ?? resolve(process.env.DATA_DIR || './data');
  const now = clock.now();
  const today = istDate(now);

  await saveStarlineRates(store, clock, { ...STARLINE_DEFAULT_RATES }, SYSTEM_ACTOR);
  const games = [];
  for (const game of STARLINE_GAMES) {
    const fields = { ...game, minBet: 10, maxBet: 5000, isActive: true };
    games.push(await createStarlineGame(store, clock, fields, SYSTEM_ACTOR));
  }

  const pannas = listValidPannas();
  const random = sequence(20_261_120);
  let declared = 0;
  for (let back = RESULT_DAYS; back >= 0; back -= 1) {
    const day = addDays(today, -back);
    for (const [index, game] of games.entries()) {
      const open = parseClockTime(game.openTime) ?? 0;
      if (back === 0 && istMinutes(now) <= open) continue; // today's games still to come stay open
      const pana = pannas[Math.floor(random() * pannas.length)]!;
      if (options.starlinePlayerId !== undefined && back > 0 && back <= 3 && index % 4 === 0) {
        await placeDemoBets(db, options.starlinePlayerId, game._id, istInstant(day, '09:30'), pana, index);
      }
      // Declared five minutes after that day's open time, as an admin would.
      const declaredAt = istInstant(day, `${game.openTime.slice(0, 2)}:05`);
      await declareStarlineResult(store, back === 0 ? clock : clockAt(declaredAt), {
        gameId: game._id,
        pana,
        gameDate: day,
      }, SYSTEM_ACTOR, OUTSIDE_APP);
      declared += 1;
    }
  }

  const uploadsDir = uploadsDirOf(dataDir);
  for (const banner of DEMO_BANNERS) {
    await addBanner(store, clock, uploadsDir, { title: banner.title, data: bannerImage(banner) }, SYSTEM_ACTOR);
  }

  await saveMainSettings(store, clock, {
    appLink: 'https://matka.example.com/',
    whatsappNumber: '9123456780',
    upiId: 'matka.demo@upi',
    ...DEFAULT_FUND_SETTINGS,
  }, SYSTEM_ACTOR);
  await saveContactSettings(store, clock, {
    mobileNumber: '9123456780',
    email: 'support@matka.example.com',
    whatsappNumber: '9123456780',
  }, SYSTEM_ACTOR);
  await saveHowToPlay(store, clock, { content: DEMO_HOW_TO_PLAY }, SYSTEM_ACTOR);

  return [`Starline:     ${games.length} games, ${declared} results; 2 banners; settings and content`];
}

/** Two bets of a demo player on a past game day, one of which wins on that day's result. */
async function placeDemoBets(db: Db, userId: number, gameId: string, at: string, pana: string, index: number) {
  const bets = [
    { betType: 'single digit', betNumber: String(pannaAnk(pana)), betAmount: 50 },
    { betType: 'single pana', betNumber: index % 8 === 0 ? '128' : '137', betAmount: 20 },
  ];
  for (const bet of bets) {
    try {
      const player = { id: userId, balance: 0, play_controlled: 0 };
      await db.transaction().execute((trx) => placeStarlineBetIn(trx, clockAt(at), player, { gameId, ...bet }));
    } catch {
      // A demo player without the balance simply has fewer bets.
    }
  }
}
