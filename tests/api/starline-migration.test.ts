import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StarlineBet } from '../../contract/starline.js';
import { betRecord } from '../../server/services/starline/starline.js';
import type { Store } from '../../server/store/connect.js';
import type { StarlineBetRow } from '../../server/store/schema.js';
import { expectLedgerChain, ledgerOf } from './support/markets.js';
import { OldRows, signIn, storeMigratedTo } from './support/migrated-store.js';
import { signInAdmin } from './support/players.js';
import { expectLedgerBalanced, startServerOn, type TestServer } from './support/test-server.js';

/**
 * Migration 017 (Starline bets written once, outcomes derived) on a database that lived under 016, when a
 * declaration updated every bet of its day and a revert put them back to pending: its players read the same
 * bets, the rows read the same, its ledger still balances, and its days can still be reverted (under the
 * references their wins were paid with) and declared.
 */

const PASSWORD = 'secret-pass';
const DAY_DECLARED = '2026-11-17'; // 128 declared
const DAY_REVERTED = '2026-11-18'; // 137 declared, then reverted
const DAY_NONE = '2026-11-19'; // nothing declared

interface OldBet {
  player: number;
  day: string;
  betType: 'single digit' | 'single pana' | 'double pana' | 'triple pana';
  betNumber: string;
  potentialWin: number;
  status: 'pending' | 'won' | 'lost' | 'cancelled';
}

/** Starline as 016 kept it, written row by row as its code did: stakes, results, bets updated by settlement. */
class OldStarline extends OldRows {
  async game(): Promise<number> {
    const at = this.next();
    const { rows } = await sql<{ id: number }>`
      insert into starline_games (game_name, open_time, min_bet, max_bet, created_at, updated_at)
      values ('Old Star', '23:00', 10, 5000, ${at}, ${at}) returning id`.execute(this.store.db);
    return Number(rows[0]!.id);
  }

  async bet(gameId: number, bet: OldBet): Promise<number> {
    const { rows } = await sql<{ id: number }>`
      insert into starline_bets (user_id, game_id, bet_type, bet_number, bet_amount, potential_win, win_amount, status,
        game_date, result, result_date, created_at)
      values (${bet.player}, ${gameId}, ${bet.betType}, ${bet.betNumber}, 10, ${bet.potentialWin}, 0, 'pending',
        ${bet.day}, null, null, ${this.next()})
      returning id`.execute(this.store.db);
    const id = Number(rows[0]!.id);
    await this.post(bet.player, -10, 'starline_stake', `starline-bet:${id}`);
    return id;
  }

  /** A declaration as 016 made it: the result row, every pending bet of the day updated, the winners paid. */
  async declare(gameId: number, day: string, pana: string, digit: number, wins: (betId: number) => boolean) {
    const declaration = { id: `${day}-declaration`, at: this.next() };
    await sql`
      insert into starline_results (game_id, game_date, pana, digit, declaration_id, declared_at)
      values (${gameId}, ${day}, ${pana}, ${digit}, ${declaration.id}, ${declaration.at})`.execute(this.store.db);
    const { rows } = await sql<{ id: number; user_id: number; potential_win: number }>`
      select id, user_id, potential_win from starline_bets
      where game_id = ${gameId} and game_date = ${day} and status = 'pending' order by id`.execute(this.store.db);
    for (const row of rows) {
      const won = wins(Number(row.id));
      await sql`
        update starline_bets set status = ${won ? 'won' : 'lost'}, win_amount = ${won ? Number(row.potential_win) : 0},
          result = ${pana}, result_date = ${declaration.at}
        where id = ${row.id}`.execute(this.store.db);
      if (won) {
        await this.post(Number(row.user_id), Number(row.potential_win), 'starline_win', `starline-bet:${row.id}:${declaration.id}`);
      }
    }
    return declaration;
  }

  /** A revert as 016 made it: the result row deleted, the wins reversed, the day's bets pending again. */
  async revert(gameId: number, day: string, declarationId: string) {
    await sql`delete from starline_results where game_id = ${gameId} and game_date = ${day}`.execute(this.store.db);
    const { rows } = await sql<{ id: number; user_id: number; win_amount: number }>`
      select id, user_id, win_amount from starline_bets
      where game_id = ${gameId} and game_date = ${day} and status = 'won' order by id`.execute(this.store.db);
    for (const row of rows) {
      await this.post(Number(row.user_id), -Number(row.win_amount), 'starline_win_reversal', `starline-bet:${row.id}:${declarationId}`);
    }
    await sql`
      update starline_bets set status = 'pending', win_amount = 0, result = null, result_date = null
      where game_id = ${gameId} and game_date = ${day} and status in ('won', 'lost')`.execute(this.store.db);
  }

  async cancel(betId: number) {
    await sql`update starline_bets set status = 'cancelled' where id = ${betId}`.execute(this.store.db);
  }
}

/** Every Starline bet row as read through starline_bets, in id order, with its numbers as numbers. */
async function starlineRows(store: Store): Promise<StarlineBetRow[]> {
  const { rows } = await sql<StarlineBetRow>`select * from starline_bets order by id`.execute(store.db);
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    game_id: Number(row.game_id),
    bet_amount: Number(row.bet_amount),
    potential_win: Number(row.potential_win),
    win_amount: Number(row.win_amount),
  }));
}

describe('migration 017: Starline bets settled by updating them, read through derived outcomes', () => {
  let store: Store;
  let dispose: () => Promise<void>;
  let server: TestServer;
  let gameId: number;
  let rowsBefore: StarlineBetRow[];
  const players: { id: number; mobileNumber: string; token: string; before: StarlineBet[] }[] = [];
  const bets: Record<string, number> = {};
  let lastOldBet = 0;

  beforeAll(async () => {
    ({ store, dispose } = await storeMigratedTo('016-password-request-origins'));
    const old = new OldStarline(store, PASSWORD);
    const alice = await old.player('9200000001', 10_000);
    const bob = await old.player('9200000002', 10_000);
    gameId = await old.game();
    const rows: Record<string, OldBet> = {
      digitWin: { player: alice, day: DAY_DECLARED, betType: 'single digit', betNumber: '1', potentialWin: 95, status: 'won' },
      panaLoss: { player: alice, day: DAY_DECLARED, betType: 'single pana', betNumber: '129', potentialWin: 1500, status: 'lost' },
      panaWin: { player: bob, day: DAY_DECLARED, betType: 'single pana', betNumber: '128', potentialWin: 1500, status: 'won' },
      doubleLoss: { player: bob, day: DAY_DECLARED, betType: 'double pana', betNumber: '550', potentialWin: 3000, status: 'lost' },
      revertedWin: { player: alice, day: DAY_REVERTED, betType: 'single digit', betNumber: '1', potentialWin: 95, status: 'pending' },
      revertedLoss: { player: bob, day: DAY_REVERTED, betType: 'triple pana', betNumber: '000', potentialWin: 7000, status: 'pending' },
      waiting: { player: alice, day: DAY_NONE, betType: 'single digit', betNumber: '8', potentialWin: 95, status: 'pending' },
      cancelled: { player: bob, day: DAY_NONE, betType: 'single digit', betNumber: '8', potentialWin: 95, status: 'cancelled' },
    };
    for (const [name, row] of Object.entries(rows)) bets[name] = await old.bet(gameId, row);
    lastOldBet = Math.max(...Object.values(bets));
    const winners = new Set([bets.digitWin, bets.panaWin, bets.revertedWin]);
    await old.declare(gameId, DAY_DECLARED, '128', 1, (id) => winners.has(id));
    const reverted = await old.declare(gameId, DAY_REVERTED, '137', 1, (id) => winners.has(id));
    await old.revert(gameId, DAY_REVERTED, reverted.id);
    await old.cancel(bets.cancelled!);

    rowsBefore = await starlineRows(store);
    expect(rowsBefore.map((row) => row.status)).toEqual(['won', 'lost', 'won', 'lost', 'pending', 'pending', 'pending', 'cancelled']);
    for (const [id, mobileNumber] of [[alice, '9200000001'], [bob, '9200000002']] as const) {
      const before = rowsBefore
        .filter((row) => row.user_id === id)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
        .map((row) => betRecord(row, 'Old Star'));
      players.push({ id, mobileNumber, token: '', before });
    }

    server = await startServerOn({ store, dispose });
    for (const player of players) player.token = await signIn(server, player.mobileNumber, PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function historyOf(token: string, query = ''): Promise<StarlineBet[]> {
    const response = await server.request({ method: 'GET', url: `/api/starline/bets${query}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { bets: StarlineBet[] } }).data.bets;
  }

  it('reads every bet as before: the rows, each player’s history, and the ledger balances', async () => {
    expect(await starlineRows(store)).toEqual(rowsBefore);
    for (const player of players) {
      expect(await historyOf(player.token)).toEqual(player.before);
      expect(await historyOf(player.token, '?status=pending')).toEqual(player.before.filter((bet) => bet.status === 'pending'));
    }
    const admin = await signInAdmin(server);
    const exposure = await server.request({
      method: 'GET',
      url: `/api/admin/starline/results/exposure?gameId=${gameId}&gameDate=${DAY_REVERTED}`,
      token: admin,
    });
    expect(exposure.statusCode, exposure.body).toBe(200);
    expect(exposure.json()).toMatchObject({ declaredPana: null, pending: { bets: 2, stakes: 20 } });
    await expectLedgerBalanced(server);
  });

  it('reverts a day declared before the migration under the references its wins were paid with', async () => {
    const admin = await signInAdmin(server);
    const response = await server.request({
      method: 'DELETE',
      url: '/api/admin/starline/results',
      token: admin,
      payload: { gameId: String(gameId), gameDate: DAY_DECLARED },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ reversed: { bets: 2, amount: 95 + 1500 } });
    const reversals = (await ledgerOf(server, players[1]!.id)).filter((entry) => entry.kind === 'starline_win_reversal');
    expect(reversals).toEqual([
      expect.objectContaining({ amount: -1500, reference: `starline-bet:${bets.panaWin}:${DAY_DECLARED}-declaration` }),
    ]);
    const mine = await historyOf(players[0]!.token);
    expect(mine.find((bet) => bet._id === String(bets.digitWin))).toMatchObject({ status: 'pending', winAmount: 0, result: null });
    for (const player of players) await expectLedgerChain(server, player.id);
    await expectLedgerBalanced(server);
  });

  it('declares the migrated days again, leaves the cancelled bet alone, and numbers new bets after the old ones', async () => {
    const admin = await signInAdmin(server);
    const declare = (gameDate: string, pana: string) =>
      server.request({
        method: 'POST',
        url: '/api/admin/starline/results',
        token: admin,
        payload: { gameId: String(gameId), pana, gameDate },
      });
    const again = await declare(DAY_REVERTED, '137');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ settlement: { settled: 2, won: 1, lost: 1, paid: 95 } });
    const none = await declare(DAY_NONE, '170');
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toMatchObject({ settlement: { settled: 1, won: 1, lost: 0, paid: 95 } });

    const wins = (await ledgerOf(server, players[0]!.id)).filter((entry) => entry.kind === 'starline_win');
    expect(wins.map((entry) => entry.reference)).toContain(`starline-bet:${bets.revertedWin}:${DAY_REVERTED}-declaration`);
    expect(wins.filter((entry) => entry.reference.startsWith(`starline-bet:${bets.revertedWin}:`))).toHaveLength(2);
    const bob = await historyOf(players[1]!.token);
    expect(bob.find((bet) => bet._id === String(bets.cancelled))).toMatchObject({ status: 'cancelled', winAmount: 0 });
    expect(bob.find((bet) => bet._id === String(bets.revertedLoss))).toMatchObject({ status: 'lost', result: '137' });

    const placed = await server.request({
      method: 'POST',
      url: '/api/starline/bets',
      token: players[0]!.token,
      payload: { gameId: String(gameId), betType: 'single digit', betNumber: '4', betAmount: 10 },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const placedId = (placed.json() as { data: { bet: { _id: string } } }).data.bet._id;
    expect(Number(placedId)).toBeGreaterThan(lastOldBet);
    expect((await historyOf(players[0]!.token))[0]).toMatchObject({ _id: placedId, status: 'pending' });
    for (const player of players) await expectLedgerChain(server, player.id);
    await expectLedgerBalanced(server);
  });
});
