import Dexie, { type EntityTable, type Table } from 'dexie';
import type { Banner, Game, GameRates, SessionResult, StarlineGameRates, User } from '../src/api/types';
import type { PlayerRecordTables } from './player-records';

/**
 * The player app's local cache (the offline cache in docs/architecture.md): screens render from here at once,
 * `src/sync/` refreshes it.
 * Schema changes are new `version(n)` blocks appended below; never edit a published one.
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

export type MatkaDatabase = Dexie & {
  games: EntityTable<GameRow, '_id'>;
  results: Table<ResultRow, ResultKey>;
  rates: EntityTable<RatesRow, 'kind'>;
  settings: EntityTable<SettingRow, 'key'>;
  banners: EntityTable<BannerRow, '_id'>;
  profile: EntityTable<ProfileRow, 'key'>;
  syncMeta: EntityTable<SyncMetaRow, 'key'>;
  charts: EntityTable<ChartRow, 'key'>;
} & PlayerRecordTables;

export function openMatkaDatabase(name: string = DATABASE_NAME): MatkaDatabase {
  const database = new Dexie(name) as MatkaDatabase;
  database.version(1).stores({
    games: '_id, openTime',
    results: '[gameId+gameDate+session], gameId, gameDate',
    rates: 'kind',
    settings: 'key',
    banners: '_id',
    profile: 'key',
    syncMeta: 'key',
  });
  // Version 2: the player's own records — bets, fund requests, withdrawals, Starline, enquiries (player-records.ts).
  database.version(2).stores({
    bets: '_id, betDate, status, gameId',
    fundRequests: '_id, createdAt, status',
    withdrawals: '_id, createdAt, status',
    starlineGames: '_id, openTime',
    starlineBets: '_id, createdAt, status',
    starlineResults: '++id, scope',
    enquiries: '_id, createdAt',
  });
  // Version 3: the jodi, panel and Starline charts, so they draw offline.
  database.version(3).stores({ charts: 'key' });
  return database;
}

export const db: MatkaDatabase = openMatkaDatabase();
