// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../db/database';
import { clearPlayerData, getSyncMeta } from '../../../db/player-data';
import { getDailyRates, getSetting, listGames, listResults } from '../../../db/tables';
import type { Game } from '../../../src/api/types';
import { refreshGameRates, refreshGameResults, refreshHowToPlay, settingKeys } from '../../../src/sync/content';
import { refreshGames } from '../../../src/sync/games';

/** The refreshers write what the API answers into the cache, with If-None-Match on polled lists (docs/api.md). */

const RUNS = { runsToday: true, closedReason: null, voided: null };
const games: Game[] = [
  { _id: 'g1', gameName: 'Kalyan Morning', openTime: '10:00', closeTime: '12:00', result: '***-**-***', ...RUNS },
  { _id: 'g2', gameName: 'Milan Day', openTime: '15:00', closeTime: '17:00', result: '128-1*-***', ...RUNS },
];

interface Sent {
  url: string;
  headers: Record<string, string>;
}

function serve(handler: (url: string, headers: Record<string, string>) => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      sent.push({ url, headers });
      return handler(url, headers);
    }),
  );
  return sent;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const signal = () => new AbortController().signal;

beforeEach(async () => {
  await clearPlayerData();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('games refresher', () => {
  it('stores the list and its ETag, then sends If-None-Match and keeps the cache on a 304', async () => {
    let etag = '"v1"';
    const sent = serve((_url, headers) =>
      headers['If-None-Match'] === etag ? new Response(null, { status: 304 }) : json(200, games, { ETag: etag }),
    );

    await refreshGames(signal());
    expect(sent[0]!.headers['If-None-Match']).toBeUndefined();
    expect((await listGames()).map((g) => g._id)).toEqual(['g1', 'g2']);
    const first = await getSyncMeta('games');
    expect(first?.etag).toBe('"v1"');

    await new Promise((resolve) => setTimeout(resolve, 5));
    await refreshGames(signal());
    expect(sent[1]!.headers['If-None-Match']).toBe('"v1"');
    expect(await listGames()).toHaveLength(2);
    const confirmed = await getSyncMeta('games');
    expect(confirmed?.etag).toBe('"v1"');
    expect(confirmed!.updatedAt).toBeGreaterThan(first!.updatedAt);

    etag = '"v2"';
    serve(() => json(200, [games[1]], { ETag: '"v2"' }));
    await refreshGames(signal());
    expect((await listGames()).map((g) => g._id)).toEqual(['g2']);
    expect((await getSyncMeta('games'))?.etag).toBe('"v2"');
  });

  it('sends no ETag when the cached list is gone (a 304 would leave the screen empty)', async () => {
    serve(() => json(200, games, { ETag: '"v1"' }));
    await refreshGames(signal());
    await db.games.clear();
    const sent = serve(() => json(200, games, { ETag: '"v1"' }));
    await refreshGames(signal());
    expect(sent[0]!.headers['If-None-Match']).toBeUndefined();
    expect(await listGames()).toHaveLength(2);
  });

  it('writes nothing once its run was aborted (signed out meanwhile)', async () => {
    const controller = new AbortController();
    serve(() => {
      controller.abort();
      return json(200, games, { ETag: '"v1"' });
    });
    await refreshGames(controller.signal).catch(() => undefined);
    expect(await listGames()).toEqual([]);
    expect(await getSyncMeta('games')).toBeUndefined();
  });
});

describe('content refreshers', () => {
  it('caches game rates, and forgets them when the server says none are set (404)', async () => {
    const rates = {
      singleDigit: { min: 10, max: 95 },
      jodiDigit: { min: 10, max: 950 },
      singlePana: { min: 10, max: 1500 },
      doublePana: { min: 10, max: 3000 },
      triplePana: { min: 10, max: 7000 },
      halfSangam: { min: 10, max: 10000 },
      fullSangam: { min: 10, max: 100000 },
    };
    serve(() => json(200, rates));
    await refreshGameRates(signal());
    expect(await getDailyRates()).toEqual(rates);
    expect(await getSyncMeta('rates:daily')).toBeDefined();

    serve(() => json(404, { message: 'Game rates are not set' }));
    await refreshGameRates(signal());
    expect(await getDailyRates()).toBeUndefined();
  });

  it("replaces one game's chart results and keeps the others", async () => {
    serve((url) =>
      url.includes('gameId=g1')
        ? json(200, {
            results: [
              { gameId: 'g1', gameDate: '2026-11-19', session: 'open', pana: '128', digit: 1 },
              { gameId: 'g1', gameDate: '2026-11-19', session: 'close', pana: '359', digit: 7 },
            ],
          })
        : json(200, { results: [{ gameId: 'g2', gameDate: '2026-11-19', session: 'open', pana: '550', digit: 0 }] }),
    );
    await refreshGameResults('g2', signal());
    await refreshGameResults('g1', signal());
    expect(await listResults('g1')).toHaveLength(2);
    expect(await listResults('g2')).toHaveLength(1);
    expect(await getSyncMeta('results:g1')).toBeDefined();
  });

  it('keeps How To Play for offline reading and sends no token for it', async () => {
    const sent = serve(() => json(200, { content: '# Guide' }));
    await refreshHowToPlay(signal());
    expect(await getSetting(settingKeys.howToPlay)).toBe('# Guide');
    expect(sent[0]!.headers.Authorization).toBeUndefined();
  });

  it('keeps the Hindi How To Play beside the English, and forgets one the operator cleared', async () => {
    let answer: Record<string, string> = { content: '# Guide', contentHi: '# मार्गदर्शिका' };
    serve(() => json(200, answer));
    await refreshHowToPlay(signal());
    expect(await getSetting(settingKeys.howToPlayHi)).toBe('# मार्गदर्शिका');
    answer = { content: '# Guide' };
    await refreshHowToPlay(signal());
    expect(await getSetting(settingKeys.howToPlayHi)).toBe('');
  });
});
