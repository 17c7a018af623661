import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { getGameChart, getStarlineChart, saveGameChart, saveStarlineChart } from '../../../db/chart-tables';
import { db, openMatkaDatabase } from '../../../db/database';
import { clearPlayerData } from '../../../db/player-data';
import type { GameChart } from '../../../contract/markets';
import type { StarlineChart } from '../../../contract/starline';

const CHART: GameChart = {
  game: { _id: '7', gameName: 'Kalyan', openTime: '15:45', closeTime: '17:45' },
  days: [{ date: '2026-11-16', openPana: '128', closePana: '359', jodi: '17', voided: null }],
};
const STARLINE: StarlineChart = {
  games: [{ _id: '1', gameName: 'Star 10', gameNameHindi: '', openTime: '10:00' }],
  days: [{ date: '2026-11-16', results: [{ gameId: '1', pana: '128', digit: 1, voided: false }] }],
};

describe('chart cache (database version 3)', () => {
  it('keeps each market\'s chart and the Starline chart, and clears them at sign-out', async () => {
    expect(db.verno).toBe(3);
    await saveGameChart('7', CHART);
    await saveStarlineChart(STARLINE);
    expect(await getGameChart('7')).toEqual(CHART);
    expect(await getGameChart('8')).toBeUndefined();
    expect(await getStarlineChart()).toEqual(STARLINE);
    await clearPlayerData();
    expect(await getGameChart('7')).toBeUndefined();
    expect(await getStarlineChart()).toBeUndefined();
  });

  it('upgrades a version 2 database in place, keeping what it held', async () => {
    const name = 'matka-upgrade-test';
    const old = new Dexie(name);
    old.version(1).stores({ games: '_id, openTime', results: '[gameId+gameDate+session], gameId, gameDate', rates: 'kind', settings: 'key', banners: '_id', profile: 'key', syncMeta: 'key' });
    old.version(2).stores({ bets: '_id, betDate, status, gameId', fundRequests: '_id, createdAt, status', withdrawals: '_id, createdAt, status', starlineGames: '_id, openTime', starlineBets: '_id, createdAt, status', starlineResults: '++id, scope', enquiries: '_id, createdAt' });
    await old.table('syncMeta').put({ key: 'games', etag: '"v1"', updatedAt: 1 });
    old.close();

    const upgraded = openMatkaDatabase(name);
    expect(await upgraded.syncMeta.get('games')).toEqual({ key: 'games', etag: '"v1"', updatedAt: 1 });
    await upgraded.charts.put({ key: 'starline', chart: STARLINE });
    expect(upgraded.verno).toBe(3);
    expect((await upgraded.charts.get('starline'))?.chart).toEqual(STARLINE);
    upgraded.close();
  });
});
