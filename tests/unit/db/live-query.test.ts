import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openMatkaDatabase } from '../../../db/database';
import { liveQuery } from '../../../db/live-query';
import { clearPlayerData } from '../../../db/player-data';
import { listBanners, listGames, replaceBanners, replaceGames } from '../../../db/tables';
import type { Game } from '../../../src/api/types';

const RUNS = { runsToday: true, closedReason: null, voided: null };
const game = (id: string, openTime: string): Game => ({
  _id: id, gameName: id, openTime, closeTime: '23:00', result: '***-**-***', ...RUNS,
});

/** Follows a live query: every answer it gives, and a way to wait for the next one. */
function follow<T>(querier: () => Promise<T>) {
  const answers: T[] = [];
  let waiting: (() => void) | null = null;
  const subscription = liveQuery(querier).subscribe({
    next: (value) => {
      answers.push(value);
      waiting?.();
    },
  });
  const answerCount = (count: number) =>
    answers.length >= count ? Promise.resolve() : new Promise<void>((done) => (waiting = () => answers.length >= count && done()));
  return { answers, answerCount, stop: () => subscription.unsubscribe() };
}

beforeEach(() => clearPlayerData());
afterEach(() => clearPlayerData());

describe('live queries over the cache', () => {
  it('answer at once and again after a write to a table they read, not after writes elsewhere', async () => {
    const games = follow(async () => (await listGames()).map((g) => g._id));
    await games.answerCount(1);
    expect(games.answers).toEqual([[]]);

    await replaceGames([game('b', '15:00'), game('a', '09:30')]);
    await games.answerCount(2);
    expect(games.answers.at(-1)).toEqual(['a', 'b']);

    await replaceBanners([{ _id: 'x', imageUrl: '/x.png' } as never]);
    await listBanners(); // a read after the banners' write: any re-run of the games' query would have begun by now
    expect(games.answers).toHaveLength(2);

    await clearPlayerData();
    await games.answerCount(3);
    expect(games.answers.at(-1)).toEqual([]);
    games.stop();
  });

  it('follow what another tab writes', async () => {
    const games = follow(async () => (await listGames()).length);
    await games.answerCount(1);
    // Another tab stores a market through its own connection, then announces the write on the shared channel.
    await writeAsAnotherTab(game('a', '09:30'));
    expect(games.answers).toEqual([0]);
    const otherTab = new BroadcastChannel('matka-cache-writes');
    otherTab.postMessage(['games']);
    await games.answerCount(2);
    expect(games.answers.at(-1)).toBe(1);
    otherTab.close();
    games.stop();
  });
});

async function writeAsAnotherTab(row: Game): Promise<void> {
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('matka');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  await new Promise<void>((resolve, reject) => {
    const transaction = database.transaction('games', 'readwrite');
    transaction.objectStore('games').put(row);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
  database.close();
}

describe('the database the app has always used', () => {
  it('opens a phone\'s cache as Dexie left it at version 3, with its rows and indexes', async () => {
    const name = 'matka-kept-test';
    const old = new Dexie(name);
    old.version(1).stores({ games: '_id, openTime', results: '[gameId+gameDate+session], gameId, gameDate', rates: 'kind', settings: 'key', banners: '_id', profile: 'key', syncMeta: 'key' });
    old.version(2).stores({ bets: '_id, betDate, status, gameId', fundRequests: '_id, createdAt, status', withdrawals: '_id, createdAt, status', starlineGames: '_id, openTime', starlineBets: '_id, createdAt, status', starlineResults: '++id, scope', enquiries: '_id, createdAt' });
    old.version(3).stores({ charts: 'key' });
    await old.table('games').bulkPut([game('late', '20:00'), game('early', '08:00')]);
    await old.table('results').put({ gameId: 'early', gameDate: '2026-11-19', session: 'open', pana: '128', digit: 1 });
    await old.table('starlineResults').add({ scope: 'all', gameDate: '2026-11-19', winningNumber: '999', declaredAt: 'x' });
    old.close();

    const kept = openMatkaDatabase(name);
    expect((await kept.games.orderedBy('openTime')).map((g) => g._id)).toEqual(['early', 'late']);
    expect(await kept.results.where('gameId', 'early')).toHaveLength(1);
    await kept.starlineResults.replaceWhere('scope', 'all', [{ scope: 'all', gameDate: '2026-11-20', winningNumber: '100', declaredAt: 'y' }]);
    expect((await kept.starlineResults.where('scope', 'all')).map((r) => r.winningNumber)).toEqual(['100']);
    kept.close();

    // And Dexie still reads what this layer wrote, should a player go back to an older app.
    const again = new Dexie(name);
    again.version(3).stores({ games: '_id, openTime', starlineResults: '++id, scope' });
    expect(await again.table('starlineResults').where('scope').equals('all').count()).toBe(1);
    again.close();
  });
});
