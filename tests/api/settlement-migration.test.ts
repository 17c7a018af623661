import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyBet } from '../../contract/bets.js';
import { betRecord } from '../../server/services/markets/betting.js';
import type { Store } from '../../server/store/connect.js';
import type { BetRow } from '../../server/store/schema.js';
import { declareOk, expectLedgerChain, ledgerOf, myBets, placeBetOk, revert, setRates } from './support/markets.js';
import { OldRows, signIn, storeMigratedTo } from './support/migrated-store.js';
import { signInAdmin } from './support/players.js';
import { expectLedgerBalanced, startServerOn, type TestServer } from './support/test-server.js';

/**
 * Migration 008 (bets written once, outcomes derived) on a database that lived under 007, when a declaration
 * wrote each bet's status, win amount, result, result date and settled_by: its players read the same bets,
 * its ledger still balances, and its declarations can still be reverted (with the references they were paid
 * under) and made.
 */

const PASSWORD = 'secret-pass';
const DAY_BOTH = '2026-11-17'; // open 128, close 359 declared
const DAY_OPEN = '2026-11-18'; // open 137 declared
const DAY_NONE = '2026-11-19'; // nothing declared

/** What 007's settlement wrote on a settled bet. */
interface Settled {
  status: 'won' | 'lost';
  result: string;
  declaration: { id: string; at: string };
}

interface OldBet {
  player: number;
  day: string;
  betType: string;
  session: 'open' | 'close' | null;
  betNumber: string;
  potentialWin: number;
  settled?: Settled;
}

/** A day's market as 007 kept it, written row by row as its code did: stakes, declarations, settled bets, wins. */
class OldDatabase extends OldRows {
  async game(): Promise<number> {
    const { rows } = await sql<{ id: number }>`
      insert into games (game_name, open_time, close_time, created_at)
      values ('Old Market', '12:00', '13:00', ${this.next()}) returning id`.execute(this.store.db);
    return Number(rows[0]!.id);
  }

  async declaration(gameId: number, day: string, session: 'open' | 'close', pana: string, digit: number) {
    const declaration = { id: `${day}-${session}-declaration`, at: this.next() };
    await sql`
      insert into game_results (game_id, game_date, session, pana, digit, declaration_id, declared_at)
      values (${gameId}, ${day}, ${session}, ${pana}, ${digit}, ${declaration.id}, ${declaration.at})`.execute(this.store.db);
    return declaration;
  }

  async bet(gameId: number, bet: OldBet): Promise<number> {
    const settled = bet.settled;
    const winAmount = settled?.status === 'won' ? bet.potentialWin : 0;
    const { rows } = await sql<{ id: number }>`
      insert into bets (user_id, game_id, bet_type, session, bet_number, bet_amount, potential_win, win_amount, status,
        game_date, result, result_date, created_at, settled_by)
      values (${bet.player}, ${gameId}, ${bet.betType}, ${bet.session}, ${bet.betNumber}, 10, ${bet.potentialWin},
        ${winAmount}, ${settled?.status ?? 'pending'}, ${bet.day}, ${settled?.result ?? null}, ${settled?.declaration.at ?? null},
        ${this.next()}, ${settled?.declaration.id ?? null})
      returning id`.execute(this.store.db);
    const id = Number(rows[0]!.id);
    await this.post(bet.player, -10, 'stake', `bet:${id}`);
    if (settled?.status === 'won') await this.post(bet.player, winAmount, 'win', `win:${id}:${settled.declaration.id}`);
    return id;
  }

  /** GET /bets/me of a player as 007 answered it: its stored rows through the API's record. */
  async answers(userId: number): Promise<DailyBet[]> {
    const { rows } = await sql<BetRow & { game_name: string }>`
      select bets.*, games.game_name from bets join games on games.id = bets.game_id
      where bets.user_id = ${userId} order by bets.created_at desc, bets.id desc`.execute(this.store.db);
    return rows.map(betRecord);
  }
}

describe('migration 008: a database settled by rewriting bets, read through the derived outcomes', () => {
  let store: Store;
  let dispose: () => Promise<void>;
  let server: TestServer;
  let gameId: number;
  const players: { id: number; mobileNumber: string; token: string; before: DailyBet[] }[] = [];
  const bets: Record<string, number> = {};
  let lastOldBet = 0;

  beforeAll(async () => {
    ({ store, dispose } = await storeMigratedTo('007-two-factor'));
    const old = new OldDatabase(store, PASSWORD);
    const alice = await old.player('9100000001', 10_000);
    const bob = await old.player('9100000002', 10_000);
    gameId = await old.game();
    const bothOpen = await old.declaration(gameId, DAY_BOTH, 'open', '128', 1);
    const bothClose = await old.declaration(gameId, DAY_BOTH, 'close', '359', 7);
    const openOnly = await old.declaration(gameId, DAY_OPEN, 'open', '137', 1);
    const openHalf = (status: 'won' | 'lost', declaration: Settled['declaration']) => ({ status, result: '128-1*-***', declaration });
    const bothDeclared = (status: 'won' | 'lost') => ({ status, result: '128-17-359', declaration: bothClose });
    const rows: Record<string, OldBet> = {
      openWin: { player: alice, day: DAY_BOTH, betType: 'single', session: 'open', betNumber: '1', potentialWin: 95, settled: openHalf('won', bothOpen) },
      closeLoss: { player: alice, day: DAY_BOTH, betType: 'single', session: 'close', betNumber: '3', potentialWin: 95, settled: bothDeclared('lost') },
      jodiWin: { player: alice, day: DAY_BOTH, betType: 'jodi', session: 'open', betNumber: '17', potentialWin: 950, settled: bothDeclared('won') },
      fullWin: { player: bob, day: DAY_BOTH, betType: 'fullSangam', session: null, betNumber: '128-359', potentialWin: 100_000, settled: bothDeclared('won') },
      halfLoss: { player: bob, day: DAY_BOTH, betType: 'halfSangam', session: 'close', betNumber: '7-129', potentialWin: 10_000, settled: bothDeclared('lost') },
      openOnlyWin: { player: bob, day: DAY_OPEN, betType: 'single', session: 'open', betNumber: '1', potentialWin: 95, settled: { status: 'won', result: '137-1*-***', declaration: openOnly } },
      openOnlyLoss: { player: bob, day: DAY_OPEN, betType: 'singlePanna', session: 'open', betNumber: '128', potentialWin: 1500, settled: { status: 'lost', result: '137-1*-***', declaration: openOnly } },
      waitsForClose: { player: alice, day: DAY_OPEN, betType: 'single', session: 'close', betNumber: '5', potentialWin: 95 },
      halfWaits: { player: alice, day: DAY_OPEN, betType: 'halfSangam', session: 'open', betNumber: '1-359', potentialWin: 10_000 },
      undeclaredOpen: { player: alice, day: DAY_NONE, betType: 'doublePanna', session: 'open', betNumber: '550', potentialWin: 3000 },
      undeclaredClose: { player: bob, day: DAY_NONE, betType: 'triplePanna', session: 'close', betNumber: '000', potentialWin: 7000 },
    };
    for (const [name, row] of Object.entries(rows)) bets[name] = await old.bet(gameId, row);
    lastOldBet = Math.max(...Object.values(bets));
    for (const [id, mobileNumber] of [[alice, '9100000001'], [bob, '9100000002']] as const) {
      players.push({ id, mobileNumber, token: '', before: await old.answers(id) });
    }

    server = await startServerOn({ store, dispose });
    for (const player of players) player.token = await signIn(server, player.mobileNumber, PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
  });

  const [alice, bob] = [0, 1];

  it('answers every player the same bets as before: pending, won and lost, with their results and wins', async () => {
    for (const player of players) {
      expect(player.before.map((record) => record.status)).toContain('won');
      expect(await myBets(server, player.token)).toEqual(player.before);
    }
    expect(players[alice]!.before.find((record) => record._id === String(bets.openWin))).toMatchObject({
      status: 'won', winAmount: 95, result: '128-1*-***',
    });
    await expectLedgerBalanced(server);
  });

  it('reverts a declaration made before the migration, taking back its wins under the references they were paid with', async () => {
    const admin = await signInAdmin(server);
    const response = await revert(server, admin, { gameId: String(gameId), session: 'close', gameDate: DAY_BOTH });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      result: '128-1*-***',
      reverted: { session: 'close', pana: '359', bets: 4, won: 2, reversed: 950 + 100_000 },
    });
    const reversals = (await ledgerOf(server, players[bob]!.id)).filter((entry) => entry.kind === 'win_reversal');
    expect(reversals).toEqual([
      expect.objectContaining({ amount: -100_000, reference: `win_reversal:${bets.fullWin}:${DAY_BOTH}-close-declaration` }),
    ]);
    const mine = new Map((await myBets(server, players[alice]!.token)).map((record) => [record._id, record]));
    expect(mine.get(String(bets.jodiWin))).toMatchObject({ status: 'pending', winAmount: 0, result: null, resultDate: null });
    expect(mine.get(String(bets.closeLoss))).toMatchObject({ status: 'pending', result: null });
    expect(mine.get(String(bets.openWin))).toMatchObject({ status: 'won', winAmount: 95, result: '128-1*-***' });
    for (const player of players) await expectLedgerChain(server, player.id);
    await expectLedgerBalanced(server);
  });

  it("settles the migrated day's pending bets when its close is declared, and takes new bets after the old ones", async () => {
    const admin = await signInAdmin(server);
    const close = await declareOk(server, admin, { gameId: String(gameId), session: 'close', pana: '359', gameDate: DAY_OPEN });
    expect(close).toMatchObject({ result: '137-17-359', settlement: { settled: 2, won: 1, lost: 1, paid: 10_000 } });
    const mine = new Map((await myBets(server, players[alice]!.token)).map((record) => [record._id, record]));
    expect(mine.get(String(bets.halfWaits))).toMatchObject({ status: 'won', winAmount: 10_000, result: '137-17-359' });
    expect(mine.get(String(bets.waitsForClose))).toMatchObject({ status: 'lost', winAmount: 0, result: '137-17-359' });
    expect(mine.get(String(bets.undeclaredOpen))).toMatchObject({ status: 'pending' });

    await setRates(server, admin);
    const placed = await placeBetOk(server, players[alice]!.token, {
      gameId: String(gameId), betType: 'single', session: 'open', betNumber: '4', betAmount: 10,
    });
    expect(Number(placed._id)).toBeGreaterThan(lastOldBet);
    expect((await myBets(server, players[alice]!.token))[0]).toMatchObject({ _id: placed._id, status: 'pending' });
    for (const player of players) await expectLedgerChain(server, player.id);
    await expectLedgerBalanced(server);
  });
});
