// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replaceBets } from '../../../db/history-tables';
import { replaceStarlineBets } from '../../../db/starline-tables';
import { replaceFundRequests, replaceWithdrawals } from '../../../db/wallet-tables';
import { statementCounters, statementEntries } from '../../../src/features/wallet/statement-entries';
import WalletStatementScreen from '../../../src/features/wallet/wallet-statement-screen';
import { json, renderAt, serve, setOnline, signedIn } from '../support/player-harness';
import { dailyBet, fundRequest, starlineBet, withdrawal } from '../support/records';

const toasts = vi.hoisted(() => ({ success: [] as string[], error: [] as string[], info: [] as string[] }));
vi.mock('../../../src/ui/toast', () => ({
  notify: {
    success: (text: string) => toasts.success.push(text),
    error: (text: string) => toasts.error.push(text),
    info: (text: string) => toasts.info.push(text),
    sticky: () => undefined,
    dismiss: () => undefined,
  },
  Toasts: () => null,
}));

const sources = {
  fundRequests: [
    fundRequest('f1', { amount: 1500, status: 'approved', createdAt: '2026-11-18T05:00:00.000Z' }),
    fundRequest('f2', { amount: 700, paymentMethod: 'QR', createdAt: '2026-11-20T06:00:00.000Z' }),
  ],
  withdrawals: [withdrawal('w1', { amount: 1200, createdAt: '2026-11-19T05:00:00.000Z' })],
  bets: [
    dailyBet('b1', { betAmount: 50, status: 'won', winAmount: 475, betDate: '2026-11-19T04:00:00.000Z', resultDate: '2026-11-19T09:00:00.000Z' }),
    dailyBet('b2', { betAmount: 20, status: 'lost', betDate: '2026-11-20T04:30:00.000Z' }),
  ],
  starlineBets: [
    starlineBet('s1', { betAmount: 100, status: 'won', winAmount: 1000, createdAt: '2026-11-20T04:10:00.000Z', resultDate: '2026-11-20T04:40:00.000Z' }),
  ],
};

describe('statement entries', () => {
  it('merges every kind, newest first, with a win entry for each winning bet', () => {
    const entries = statementEntries(sources);
    expect(entries.map((e) => e.key)).toEqual([
      'fund:f2',
      'starline-win:s1',
      'bet:b2',
      'starline-bet:s1',
      'win:b1',
      'withdraw:w1',
      'bet:b1',
      'fund:f1',
    ]);
    expect(entries.find((e) => e.key === 'fund:f1')).toMatchObject({ direction: 'credit', title: 'Fund Request · UPI' });
    expect(entries.find((e) => e.key === 'fund:f2')).toMatchObject({ direction: 'none', title: 'Fund Request · QR Code' });
    expect(entries.find((e) => e.key === 'win:b1')).toMatchObject({ amount: 475, title: 'Win · Kalyan Day', detail: 'Single Digit · 7' });
    expect(entries.find((e) => e.key === 'starline-bet:s1')).toMatchObject({ title: 'Starline Bet · Starline 10 AM' });
    expect(statementCounters(sources)).toEqual({ fundRequests: 2, withdrawals: 1, totalBets: 3, totalWinnings: 1475 });
  });
});

const toastsReset = () => {
  for (const list of [toasts.success, toasts.error, toasts.info]) list.length = 0;
};

beforeEach(async () => {
  toastsReset();
  setOnline(true);
  await signedIn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderStatement = () => renderAt('/wallet-statement', [{ path: '/wallet-statement', element: <WalletStatementScreen /> }]);

describe('wallet statement screen', () => {
  it('shows the counters, the merged list and the five tabs', async () => {
    serve((call) => {
      if (call.path === '/fund-request/history') return json(200, { success: true, requests: sources.fundRequests });
      if (call.path === '/withdraw/history') return json(200, { withdrawals: sources.withdrawals });
      if (call.path === '/bets/me') return json(200, { bets: sources.bets });
      if (call.path === '/starline/bets') {
        return json(200, { success: true, data: { bets: sources.starlineBets, summary: {}, pagination: { current: 1, pages: 1, total: 1, limit: 100 } } });
      }
      return undefined;
    });
    renderStatement();
    const list = await screen.findByTestId('statement-entries');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(8));
    const counters = screen.getAllByRole('term');
    expect(counters.map((c) => c.textContent)).toEqual(['Fund Requests', 'Withdrawals', 'Total Bets', 'Total Winnings']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['2', '1', '3', '₹1,475']);

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Funds', 'Withdraw', 'Bets', 'Wins']);
    fireEvent.click(screen.getByRole('tab', { name: 'Wins' }));
    expect(within(screen.getByTestId('statement-entries')).getAllByRole('listitem').map((li) => li.getAttribute('data-kind'))).toEqual([
      'wins',
      'wins',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Withdraw' }));
    const rows = within(screen.getByTestId('statement-entries')).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('−₹1,200')).toBeTruthy();
    expect(within(rows[0]!).getByText('Pending')).toBeTruthy();
    expect(toasts.error).toEqual([]);
  });

  it('renders from the cache and offers Add Funds / Withdraw Funds when a tab is empty', async () => {
    await replaceFundRequests(sources.fundRequests);
    await replaceWithdrawals([]);
    await replaceBets([]);
    await replaceStarlineBets([]);
    serve(() => json(500, {}));
    renderStatement();
    await screen.findByTestId('statement-entries');
    await waitFor(() => expect(toasts.error).toEqual(['Failed to load wallet statement']));
    fireEvent.click(screen.getByRole('tab', { name: 'Bets' }));
    expect(screen.getByText('No transactions found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Funds' }).getAttribute('href')).toBe('/add-fund');
    expect(screen.getByRole('link', { name: 'Withdraw Funds' }).getAttribute('href')).toBe('/withdraw-fund');
  });
});
