import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { db } from '../../../db/database';
import { clearPlayerData, saveSyncMeta, touchSyncMeta } from '../../../db/player-data';
import { listGames, listResults, replaceGames, replaceResults, saveSetting, getSetting } from '../../../db/tables';

const RUNS = { runsToday: true, closedReason: null, voided: null };

describe('matka database', () => {
  it('has the version 1 tables (version 2 adds the player records: player-records.test.ts)', () => {
    expect(db.tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['banners', 'games', 'profile', 'rates', 'results', 'settings', 'syncMeta']),
    );
  });

  it('lists games by open time and results newest first', async () => {
    await replaceGames([
      { _id: 'b', gameName: 'B', openTime: '15:00', closeTime: '17:00', result: '***-**-***', ...RUNS },
      { _id: 'a', gameName: 'A', openTime: '09:30', closeTime: '11:30', result: '***-**-***', ...RUNS },
    ]);
    expect((await listGames()).map((g) => g._id)).toEqual(['a', 'b']);

    await replaceResults([
      { gameId: 'a', gameDate: '2026-11-18T18:30:00.000Z', session: 'open', pana: '128', digit: 1 },
      { gameId: 'a', gameDate: '2026-11-19T18:30:00.000Z', session: 'open', pana: '550', digit: 0 },
      { gameId: 'b', gameDate: '2026-11-19T18:30:00.000Z', session: 'close', pana: '100', digit: 1 },
    ]);
    expect((await listResults('a')).map((r) => r.pana)).toEqual(['550', '128']);
  });

  it('clears everything at sign-out', async () => {
    await saveSetting('main', { upiId: 'x@y' });
    await saveSyncMeta('games', '"v1"');
    await touchSyncMeta('games');
    expect((await db.syncMeta.get('games'))?.etag).toBe('"v1"');
    await clearPlayerData();
    expect(await getSetting('main')).toBeUndefined();
    expect(await db.games.count()).toBe(0);
    expect(await db.syncMeta.count()).toBe(0);
  });
});
