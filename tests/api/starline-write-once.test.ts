import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStarlineGame } from './support/markets.js';
import { creditPlayer, signInAdmin, signUpPlayer } from './support/players.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

/**
 * A Starline declaration and its revert write no bet row: the winners go to starline_bet_wins and the outcome is
 * derived. On PostgreSQL every placed row keeps its xmin (the transaction that wrote it); on SQLite a trigger
 * refuses any update of a placed bet, so a settlement that updated bets would fail.
 */

const ist = (day: string, time: string) => new Date(`${day}T${time}:00.000+05:30`).toISOString();
const DAY = '2026-11-20';

describe('Starline settlement writes no bet row', () => {
  let server: TestServer;
  let admin: string;
  let gameId: string;

  beforeAll(async () => {
    server = await startTestServer({ now: ist(DAY, '09:00') });
    admin = await signInAdmin(server);
    gameId = (await createStarlineGame(server, admin, { gameName: 'Write Once', openTime: '10:00' }))._id;
    const player = await signUpPlayer(server);
    await creditPlayer(server, player.userId, 1000);
    for (const [betType, betNumber] of [
      ['single digit', '1'],
      ['single digit', '2'],
      ['single pana', '128'],
      ['double pana', '112'],
    ]) {
      const placed = await server.request({
        method: 'POST',
        url: '/api/starline/bets',
        token: player.token,
        payload: { gameId, betType, betNumber, betAmount: 10 },
      });
      expect(placed.statusCode, placed.body).toBe(201);
    }
    server.clock.set(ist(DAY, '10:30'));
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Each placed row's version: PostgreSQL's xmin, or on SQLite the row itself (updates are refused). */
  async function versions(): Promise<unknown[]> {
    if (server.databaseKind === 'postgres') {
      const { rows } = await sql`select id, xmin::text as version from starline_placed_bets order by id`.execute(server.store.db);
      return rows;
    }
    return (await sql`select * from starline_placed_bets order by id`.execute(server.store.db)).rows;
  }

  it('declares and reverts with every placed row as written', async () => {
    if (server.databaseKind === 'sqlite') {
      await sql`create trigger starline_placed_bets_written_once before update on starline_placed_bets
        begin select raise(abort, 'a placed Starline bet was updated'); end`.execute(server.store.db);
    }
    try {
      const before = await versions();
      expect(before).toHaveLength(4);
      const declared = await server.request({
        method: 'POST',
        url: '/api/admin/starline/results',
        token: admin,
        payload: { gameId, pana: '128' },
      });
      expect(declared.statusCode, declared.body).toBe(200);
      expect(declared.json()).toMatchObject({ settlement: { settled: 4, won: 2, lost: 2, paid: 100 + 1500 } });
      expect(await versions()).toEqual(before);
      const wins = await server.store.db.selectFrom('starline_bet_wins').select('win_amount').execute();
      expect(wins.map((win) => Number(win.win_amount)).sort((a, b) => a - b)).toEqual([100, 1500]);

      const reverted = await server.request({
        method: 'DELETE',
        url: '/api/admin/starline/results',
        token: admin,
        payload: { gameId },
      });
      expect(reverted.statusCode, reverted.body).toBe(200);
      expect(await versions()).toEqual(before);
      expect(await server.store.db.selectFrom('starline_bet_wins').selectAll().execute()).toEqual([]);
      await expectLedgerBalanced(server);
    } finally {
      if (server.databaseKind === 'sqlite') {
        await sql`drop trigger starline_placed_bets_written_once`.execute(server.store.db);
      }
    }
  });
});
