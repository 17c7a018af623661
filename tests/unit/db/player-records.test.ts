import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../db/database';
import { listEnquiries, replaceEnquiries, saveEnquiry } from '../../../db/enquiry-tables';
import { listBets, replaceBets, saveBets } from '../../../db/history-tables';
import { clearPlayerData, getCachedProfile, saveCachedProfile } from '../../../db/player-data';
import { proxy } from 'valtio';
import {
  getStarlineGame,
  listStarlineBets,
  listStarlineGames,
  listStarlineResults,
  replaceStarlineBets,
  replaceStarlineGames,
  replaceStarlineResults,
  saveStarlineBets,
} from '../../../db/starline-tables';
import {
  listFundRequests,
  listWithdrawals,
  replaceFundRequests,
  replaceWithdrawals,
  saveFundRequest,
  saveWithdrawal,
} from '../../../db/wallet-tables';
import type { DailyBet } from '../../../contract/bets';
import type { StarlineBetRecord, StarlineGame } from '../../../src/api/starline';
import type { FundRequestRecord, WithdrawalRecord } from '../../../src/api/wallet';

const fund = (id: string, createdAt: string): FundRequestRecord => ({
  _id: id, requestId: `R${id}`, transactionId: `TXN${id}`, amount: 500, paymentMethod: 'UPI', status: 'pending', createdAt, remarks: '',
});
const withdrawal = (id: string, createdAt: string): WithdrawalRecord => ({
  _id: id, amount: 1000, method: 'bank', status: 'pending', createdAt, accountDetails: 'Bank - XXXX4321 (R Sharma)',
  transactionId: '', remarks: '',
});
const bet = (id: string, betDate: string): DailyBet => ({
  _id: id, gameId: 'g1', gameName: 'Kalyan', betType: 'single', session: 'open', betNumber: '7', betAmount: 10,
  potentialWin: 95, winAmount: 0, status: 'pending', betDate, gameDate: betDate, resultDate: null, result: null, createdAt: betDate,
});
const starlineBet = (id: string, createdAt: string): StarlineBetRecord => ({
  _id: id, gameId: { _id: 's1', gameName: 'Starline 10 AM' }, gameName: 'Starline 10 AM', betType: 'single digit', betNumber: '4',
  betAmount: 10, potentialWin: 100, winAmount: 0, status: 'pending', betDate: createdAt, gameDate: createdAt.slice(0, 10),
  resultDate: null, result: null, createdAt,
});
const game = (id: string, openTime: string): StarlineGame => ({
  _id: id, gameName: `Starline ${openTime}`, gameNameHindi: '', openTime, isActive: true, currentStatus: 'open', result: '***', minBet: 10, maxBet: 1000,
  runsToday: true, closedReason: null, voided: false,
});

beforeEach(async () => {
  await clearPlayerData();
});

describe('player records (database version 2)', () => {
  it('adds the version 2 tables beside the version 1 ones', () => {
    expect(db.verno).toBeGreaterThanOrEqual(2); // version 3 adds the charts (chart-tables.test.ts)
    expect(db.tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['bets', 'fundRequests', 'withdrawals', 'starlineGames', 'starlineBets', 'starlineResults', 'enquiries']),
    );
  });

  it('lists fund requests and withdrawals newest first, replacing and adding', async () => {
    await replaceFundRequests([fund('1', '2026-11-18T05:00:00Z'), fund('2', '2026-11-20T05:00:00Z')]);
    await saveFundRequest(fund('3', '2026-11-19T05:00:00Z'));
    expect((await listFundRequests()).map((r) => r._id)).toEqual(['2', '3', '1']);
    await replaceFundRequests([fund('9', '2026-11-01T05:00:00Z')]);
    expect((await listFundRequests()).map((r) => r._id)).toEqual(['9']);

    await replaceWithdrawals([withdrawal('w1', '2026-11-18T05:00:00Z')]);
    await saveWithdrawal(withdrawal('w2', '2026-11-20T05:00:00Z'));
    expect((await listWithdrawals()).map((w) => w._id)).toEqual(['w2', 'w1']);
  });

  it('keeps bets, Starline games, bets and charts', async () => {
    await replaceBets([bet('b1', '2026-11-18T05:00:00Z'), bet('b2', '2026-11-20T05:00:00Z')]);
    await saveBets([bet('b3', '2026-11-19T05:00:00Z')]);
    expect((await listBets()).map((b) => b._id)).toEqual(['b2', 'b3', 'b1']);

    await replaceStarlineGames([game('s2', '11:00'), game('s1', '10:00')]);
    expect((await listStarlineGames()).map((g) => g._id)).toEqual(['s1', 's2']);
    expect((await getStarlineGame('s2'))?.openTime).toBe('11:00');

    await replaceStarlineBets([starlineBet('x1', '2026-11-19T05:00:00Z')]);
    await saveStarlineBets([starlineBet('x2', '2026-11-20T05:00:00Z')]);
    expect((await listStarlineBets()).map((b) => b._id)).toEqual(['x2', 'x1']);

    await replaceStarlineResults('s1', [
      { gameDate: '2026-11-18', winningNumber: '128', declaredAt: '2026-11-18T04:35:00Z' },
      { gameDate: '2026-11-19', winningNumber: '550', declaredAt: '2026-11-19T04:35:00Z' },
    ]);
    await replaceStarlineResults('all', [{ gameDate: '2026-11-19', winningNumber: '999', declaredAt: '2026-11-19T05:35:00Z' }]);
    expect((await listStarlineResults('s1')).map((r) => r.winningNumber)).toEqual(['550', '128']);
    await replaceStarlineResults('s1', [{ gameDate: '2026-11-20', winningNumber: '100', declaredAt: '2026-11-20T04:35:00Z' }]);
    expect(await listStarlineResults('s1')).toEqual([
      { gameDate: '2026-11-20', winningNumber: '100', declaredAt: '2026-11-20T04:35:00Z' },
    ]);
    expect((await listStarlineResults('all')).map((r) => r.winningNumber)).toEqual(['999']);
  });

  it('keeps enquiries newest first', async () => {
    await replaceEnquiries([
      { _id: 'e1', status: 'closed', createdAt: '2026-11-01T05:00:00Z', messages: [] },
      { _id: 'e2', status: 'open', createdAt: '2026-11-10T05:00:00Z', messages: [] },
    ]);
    await saveEnquiry({ _id: 'e3', status: 'open', createdAt: '2026-11-20T05:00:00Z', messages: [] });
    expect((await listEnquiries()).map((e) => e._id)).toEqual(['e3', 'e2', 'e1']);
  });

  it('caches a profile whose payout details the session store has wrapped in proxies', async () => {
    const store = proxy<{ user: unknown }>({ user: null });
    const user = {
      _id: 'u1', name: 'Asha', mobileNumber: '9876543210', email: '', balance: 10, role: 'player' as const, isActive: true,
      bankDetails: { accountHolderName: 'A', accountNumber: '1', ifscCode: 'I', bankName: 'B' },
      paymentDetails: { paytm: '', googlePay: '', phonepe: '9' },
    };
    store.user = user; // valtio replaces the nested objects of `user` with proxies, in place
    await saveCachedProfile(user);
    expect((await getCachedProfile())?.paymentDetails?.phonepe).toBe('9');
  });

  it('forgets all of them at sign-out', async () => {
    await replaceFundRequests([fund('1', '2026-11-18T05:00:00Z')]);
    await replaceWithdrawals([withdrawal('w1', '2026-11-18T05:00:00Z')]);
    await replaceBets([bet('b1', '2026-11-18T05:00:00Z')]);
    await replaceStarlineGames([game('s1', '10:00')]);
    await replaceStarlineBets([starlineBet('x1', '2026-11-19T05:00:00Z')]);
    await replaceStarlineResults('all', [{ gameDate: '2026-11-19', winningNumber: '999', declaredAt: '2026-11-19T05:35:00Z' }]);
    await replaceEnquiries([{ _id: 'e1', status: 'open', createdAt: '2026-11-01T05:00:00Z', messages: [] }]);
    await clearPlayerData();
    for (const table of [db.fundRequests, db.withdrawals, db.bets, db.starlineGames, db.starlineBets, db.starlineResults, db.enquiries]) {
      expect(await table.count()).toBe(0);
    }
  });
});
