import type { Banner, Game, GameRates, SessionResult, StarlineGameRates, User } from '../src/api/types';
import { LocalDatabase, type StoreSpecs, type Table } from './local-database';
import type { PlayerRecordTables } from './player-records';

/**
 * The player app's local cache (the offline cache in docs/architecture.md): screens render from here at once,
 * `src/sync/` refreshes it.
 * Schema changes are new versions appended to VERSIONS below; never edit a published one (local-database.ts says
 * why the strings are Dexie's: phones keep the database Dexie created).
 */

export type GameRow = Game;

/** Keyed by [gameId+gameDate+session]. */
export type ResultRow = SessionResult;
export type ResultKey = [gameId: string, gameDate: string, session: SessionResult['session']];

export type RatesRow =
  | { kind: 'daily'; rates: GameRates; updatedAt: number }
  | { kind: 'starline'; rates: StarlineGameRates; updatedAt: number };

/** One row per settings document: `main` (MainSettings), `contact` (ContactSettings), `adminWhatsapp`, `howToPlay`… */
export interface SettingRow<T = unknown> {
  key: string;
  value: T;
  updatedAt: number;
}

export type BannerRow = Banner;

/** The signed-in player's profile; a single row under the key `current`. */
export interface ProfileRow {
  key: 'current';
  user: User;
  updatedAt: number;
}

/** Freshness of each cached list: the ETag for `If-None-Match` and when it was last confirmed current. */
export interface SyncMetaRow {
  key: string;
  etag: string | null;
  updatedAt: number;
}

/** A chart as the server last answered it (chart-tables.ts): `game:<id>` a market's, `starline` the Starline grid's. */
export interface ChartRow {
  key: string;
  chart: unknown;
}

export const DATABASE_NAME = 'matka';

export type MatkaDatabase = LocalDatabase & {
  games: Table<GameRow, string>;
  results: Table<ResultRow, ResultKey>;
  rates: Table<RatesRow, RatesRow['kind']>;
  settings: Table<SettingRow, string>;
  banners: Table<BannerRow, string>;
  profile: Table<ProfileRow, ProfileRow['key']>;
  syncMeta: Table<SyncMetaRow, string>;
  charts: Table<ChartRow, string>;
} & PlayerRecordTables;

/** The tables each version added: primary key first, then the indexes. */
const VERSIONS: readonly StoreSpecs[] = [
  {
    games: '_id, openTime',
    results: '[gameId+gameDate+session], gameId, gameDate',
    rates: 'kind',
    settings: 'key',
    banners: '_id',
    profile: 'key',
    syncMeta: 'key',
  },
  // Version 2: the player's own records — bets, fund requests, withdrawals, Starline, enquiries (player-records.ts).
  {
    bets: '_id, betDate, status, gameId',
    fundRequests: '_id, createdAt, status',
    withdrawals: '_id, createdAt, status',
    starlineGames: '_id, openTime',
    starlineBets: '_id, createdAt, status',
    starlineResults: '++id, scope',
    enquiries: '_id, createdAt',
  },
  // Version 3: the jodi, panel and Starline charts, so they draw offline.
  { charts: 'key' },
];

export function openMatkaDatabase(name: string = DATABASE_NAME): MatkaDatabase {
  const database = new LocalDatabase(name, VERSIONS);
  // Each table also as a property of its name, as the helpers and tests read them (db.games, db.results…).
  for (const table of database.tables) Object.defineProperty(database, table.name, { value: table, enumerable: true });
  return database as MatkaDatabase;
}

export const db: MatkaDatabase = openMatkaDatabase();
