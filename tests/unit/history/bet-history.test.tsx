// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DailyBet } from '../../../contract/bets';
import BiddingHistoryScreen from '../../../src/features/history/bidding-history-screen';
import WinningHistoryScreen from '../../../src/features/history/winning-history-screen';
import { json, renderAt, serve, setOnline, setServerTimeIst, signedIn } from '../support/player-harness';
import { dailyBet } from '../support/records';

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

/** An instant on an IST day: day offset from 20 Nov 2026, at 10:mm IST. */
const at = (daysBack: number, minute = 0) =>
  new Date(Date.parse(`2026-11-20T10:${String(minute).padStart(2, '0')}:00+05:30`) - daysBack * 86_400_000).toISOString();

/**
 * 23 bets: today 8 (b00-b07), 3 days ago 5 (b08-b12), 20 days ago 5 (b13-b17), 45 days ago 5 (b18-b22).
 * Every fourth is won (winAmount 95 × stake / 10), b05 won with 0 (does not count as a winning), every fifth lost.
 */
const BETS: DailyBet[] = Array.from({ length: 23 }, (_, i) => {
  const daysBack = i < 8 ? 0 : i < 13 ? 3 : i < 18 ? 20 : 45;
  const betAmount = 10 * (i + 1);
  const won = i % 4 === 0;
  return dailyBet(`b${String(i).padStart(2, '0')}`, {
    gameId: i % 2 === 0 ? 'g1' : 'g2',
    gameName: i % 2 === 0 ? 'Kalyan Day' : 'Milan Night',
    betAmount,
    status: won || i === 5 ? 'won' : i % 5 === 0 ? 'lost' : 'pending',
    winAmount: won ? betAmount * 9.5 : 0,
    betDate: at(daysBack, i),
  });
});

const list = () => within(screen.getByTestId('bet-list')).getAllByRole('listitem').map((li) => li.getAttribute('data-bet-id'));
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const select = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(async () => {
  for (const key of ['success', 'error', 'info'] as const) toasts[key].length = 0;
  setOnline(true);
  setServerTimeIst('2026-11-20T11:00');
  await signedIn();
  serve((call) => (call.path === '/bets/me' ? json(200, { bets: BETS }) : undefined));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('bidding history', () => {
  it('summarises, pages by 10 with page buttons, newest first', async () => {
    renderAt('/bidding-history', [{ path: '/bidding-history', element: <BiddingHistoryScreen /> }]);
    await screen.findByTestId('bet-list');
    expect(stat('Total Bets')).toBe('23');
    expect(stat('Total Staked')).toBe('₹2,760');
    // Won: b00 b04 b08 b12 b16 b20 (+ b05 with 0) = 7 of 23 → 30%.
    expect(stat('Win Rate')).toBe('30%');
    expect(stat('Total Won')).toBe(`₹${(95 * (1 + 5 + 9 + 13 + 17 + 21)).toLocaleString('en-IN')}`);
    expect(list()).toEqual(['b07', 'b06', 'b05', 'b04', 'b03', 'b02', 'b01', 'b00', 'b12', 'b11']);
    expect(screen.getByText('Showing 1-10 of 23')).toBeTruthy();

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Previous', 'Page 1', 'Page 2', 'Page 3', 'Next']);
    expect(within(pages).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(list()).toEqual(['b20', 'b19', 'b18']);
    expect(within(pages).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('filters by date, game and status, and sorts by amount and win amount', async () => {
    renderAt('/bidding-history', [{ path: '/bidding-history', element: <BiddingHistoryScreen /> }]);
    await screen.findByTestId('bet-list');
    select('Date', 'today');
    expect(stat('Total Bets')).toBe('8');
    select('Date', 'last7Days');
    expect(stat('Total Bets')).toBe('13');
    select('Date', 'lastMonth');
    expect(stat('Total Bets')).toBe('18');
    select('Date', 'custom');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-30' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-17' } });
    expect(stat('Total Bets')).toBe('10');
    select('Date', 'all');

    select('Game', 'g2');
    expect(stat('Total Bets')).toBe('11');
    select('Status', 'won');
    expect(list()).toEqual(['b05']);
    select('Game', '');
    expect(stat('Total Bets')).toBe('7');
    expect(stat('Win Rate')).toBe('100%');

    select('Status', '');
    select('Sort By', 'amount');
    expect(list()!.slice(0, 3)).toEqual(['b22', 'b21', 'b20']);
    select('Sort By', 'winAmount');
    expect(list()!.slice(0, 3)).toEqual(['b20', 'b16', 'b12']);
  });

  it('says so when nothing matches, and when loading fails', async () => {
    serve(() => json(500, {}));
    renderAt('/bidding-history', [{ path: '/bidding-history', element: <BiddingHistoryScreen /> }]);
    expect(await screen.findByText('No bets found')).toBeTruthy();
    await waitFor(() => expect(toasts.error).toEqual(['Failed to load bidding history']));
  });
});

describe('winning history', () => {
  it('lists only won bets paying more than 0, with its own summary', async () => {
    renderAt('/winning-history', [{ path: '/winning-history', element: <WinningHistoryScreen /> }]);
    await screen.findByTestId('bet-list');
    expect(list()).toEqual(['b04', 'b00', 'b12', 'b08', 'b16', 'b20']);
    const won = 95 * (1 + 5 + 9 + 13 + 17 + 21);
    // Every stake of the period counts, the lost bets' too (the same ₹2,760 the bidding history shows).
    const staked = 2760;
    expect(stat('Total Wins')).toBe('6');
    expect(stat('Total Won')).toBe(`₹${won.toLocaleString('en-IN')}`);
    expect(stat('Total Staked')).toBe(`₹${staked.toLocaleString('en-IN')}`);
    expect(stat('Net')).toBe(`₹${(won - staked).toLocaleString('en-IN')}`);
    expect(screen.queryByLabelText('Status')).toBeNull();

    select('Date', 'last7Days');
    expect(list()).toEqual(['b04', 'b00', 'b12', 'b08']);
    // The 13 bets of the last 7 days (₹10 to ₹130) against the 4 that won.
    expect(stat('Total Staked')).toBe('₹910');
    expect(stat('Net')).toBe(`₹${(95 * (1 + 5 + 9 + 13) - 910).toLocaleString('en-IN')}`);
    select('Sort By', 'winAmount');
    expect(list()).toEqual(['b12', 'b08', 'b04', 'b00']);
    // Only the games of winning bets are offered.
    const games = within(screen.getByLabelText('Game')).getAllByRole('option').map((o) => o.textContent);
    expect(games).toEqual(['All Games', 'Kalyan Day']);
    select('Date', 'today');
    select('Game', 'g1');
    expect(list()).toEqual(['b04', 'b00']);
    select('Date', 'custom');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    expect(screen.getByText('No winnings found')).toBeTruthy();
  });
});
