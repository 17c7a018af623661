// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replaceStarlineBets, replaceStarlineGames } from '../../../db/starline-tables';
import type { StarlineBetRecord, StarlineGame } from '../../../src/api/starline';
import StarlineChartScreen from '../../../src/features/starline/starline-chart-screen';
import StarlineGamingScreen from '../../../src/features/starline/starline-gaming-screen';
import StarlineHistoryScreen from '../../../src/features/starline/starline-history-screen';
import { session } from '../../../src/state/session';
import { syncScheduler } from '../../../src/sync/registry';
import { json, player, renderAt, serve, setOnline, setServerTimeIst, signedIn, type ApiCall } from '../support/player-harness';
import { starlineBet } from '../support/records';

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

const game = (id: string, openTime: string, fields: Partial<StarlineGame> = {}): StarlineGame => ({
  _id: id,
  gameName: `Starline ${openTime}`,
  gameNameHindi: 'स्टारलाइन',
  openTime,
  isActive: true,
  currentStatus: 'open',
  result: '***',
  minBet: 10,
  maxBet: 1000,
  runsToday: true,
  closedReason: null,
  voided: false,
  ...fields,
});

const GAMES = [
  game('s10', '10:00', { currentStatus: 'result_declared', result: '128', digit: 1 }),
  game('s11', '11:00', { currentStatus: 'closed' }),
  game('s12', '12:00'),
];

const RATES = {
  singleDigit: { min: 10, max: 95 },
  singlePana: { min: 10, max: 1400 },
  doublePana: { min: 10, max: 2800 },
  triplePana: { min: 10, max: 7000 },
};

interface Api {
  rates: () => Response;
  bet: (call: ApiCall) => Response;
  bets: (call: ApiCall) => Response;
  results: (call: ApiCall) => Response;
}

let api: Api;

function serveStarline() {
  return serve((call) => {
    if (call.path === '/starline/games') return json(200, { success: true, data: { games: GAMES } });
    if (call.path === '/starline/gamerates') return api.rates();
    if (call.path === '/starline/bets' && call.method === 'POST') return api.bet(call);
    if (call.path === '/starline/bets') return api.bets(call);
    if (call.path === '/starline/results') return api.results(call);
    if (call.path === '/user/profile') return json(200, { user: session.user });
    return undefined;
  });
}

beforeEach(async () => {
  for (const key of ['success', 'error', 'info'] as const) toasts[key].length = 0;
  api = {
    rates: () => json(200, RATES),
    bet: (call) =>
      json(201, {
        success: true,
        message: 'ok',
        data: { bet: starlineBet('new', call.body as Partial<StarlineBetRecord>), remainingBalance: 4500 },
      }),
    bets: () => json(200, { success: true, data: { bets: [], summary: {}, pagination: { current: 1, pages: 0, total: 0, limit: 10 } } }),
    results: () => json(200, { success: true, data: { results: [] } }),
  };
  setOnline(true);
  setServerTimeIst('2026-11-20T11:30');
  await signedIn();
});

afterEach(() => {
  cleanup();
  // The Starline games refresher is app-wide: no run of one test may land in the next.
  syncScheduler.abortAll();
  vi.unstubAllGlobals();
});

const renderGaming = () => renderAt('/starline-gaming', [{ path: '/starline-gaming', element: <StarlineGamingScreen /> }]);
const card = (id: string) => screen.getByTestId('starline-games').querySelector(`[data-game-id="${id}"]`) as HTMLElement;

describe('Starline gaming', () => {
  it('shows the rate banner and a card per game: open time, result or * * *, status, Chart and Play Game', async () => {
    serveStarline();
    renderGaming();
    await screen.findByTestId('starline-games');
    const banner = screen.getByRole('region', { name: 'Starline Game Rates' });
    await waitFor(() => expect(within(banner).getByText('₹10 pays ₹1,400')).toBeTruthy());
    expect(within(banner).getByText('Single Digit')).toBeTruthy();

    expect(within(card('s10')).getByText('Open 10:00 AM')).toBeTruthy();
    expect(within(card('s10')).getByText('128-1')).toBeTruthy();
    expect(within(card('s10')).getByText('Result Declared')).toBeTruthy();
    expect(within(card('s11')).getByText('* * *')).toBeTruthy();
    expect(within(card('s11')).getByText('Betting Closed')).toBeTruthy();
    expect(within(card('s12')).getByText('Betting Open')).toBeTruthy();
    expect(within(card('s12')).getByRole('link', { name: 'Chart' }).getAttribute('href')).toBe('/starline-chart/s12');
    expect(within(card('s12')).getByRole('button', { name: 'Play Game' })).toBeTruthy();
  });

  it("falls back to the original app's default ranges when the rates cannot be loaded", async () => {
    api.rates = () => json(500, {});
    serveStarline();
    renderGaming();
    const banner = screen.getByRole('region', { name: 'Starline Game Rates' });
    expect(within(banner).getByText('₹10 pays ₹100')).toBeTruthy();
    expect(within(banner).getByText('₹10 pays ₹7,000')).toBeTruthy();
    expect(toasts.error).toEqual([]);
  });

  it('hides the betting controls from an inactive player', async () => {
    await signedIn({ ...player, isActive: false });
    serveStarline();
    renderGaming();
    await screen.findByTestId('starline-games');
    expect(screen.queryByRole('button', { name: 'Play Game' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Chart' })).toHaveLength(3);
    expect(screen.getByText('Starline betting is not available on your account.')).toBeTruthy();
  });

  it('refuses a closed game: "Betting is not available for this game right now"', async () => {
    serveStarline();
    renderGaming();
    await screen.findByTestId('starline-games');
    fireEvent.click(within(card('s11')).getByRole('button', { name: 'Play Game' }));
    fireEvent.click(within(card('s10')).getByRole('button', { name: 'Play Game' }));
    expect(toasts.error).toEqual([
      'Betting is not available for this game right now',
      'Betting is not available for this game right now',
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('judges a cached "open" by the clock once its open time has passed', async () => {
    await replaceStarlineGames([game('s11', '11:00')]);
    serve(() => undefined);
    setOnline(false);
    renderGaming();
    await screen.findByTestId('starline-games');
    expect(within(card('s11')).getByText('Betting Closed')).toBeTruthy();
  });

  it('places a bet from the modal: four types, quick amounts, live potential win, Place enabled only when valid', async () => {
    const calls = serveStarline();
    renderGaming();
    await screen.findByTestId('starline-games');
    await waitFor(() => expect(screen.getByText('₹10 pays ₹1,400')).toBeTruthy());
    fireEvent.click(within(card('s12')).getByRole('button', { name: 'Play Game' }));
    const dialog = screen.getByRole('dialog', { name: 'Starline 12:00' });
    const types = within(within(dialog).getByRole('group', { name: 'Bet Type' })).getAllByRole('button');
    expect(types.map((b) => b.textContent)).toEqual(['Single Digit', 'Single Panna', 'Double Panna', 'Triple Panna']);
    const quick = within(within(dialog).getByRole('group', { name: 'Quick Amounts' })).getAllByRole('button');
    expect(quick.map((b) => b.textContent)).toEqual(['₹100', '₹500', '₹1,000', '₹2,000']);
    const place = within(dialog).getByRole('button', { name: 'Place Bet' });
    expect(place).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('Min ₹10 · Max ₹1,000')).toBeTruthy();

    fireEvent.click(types[1]!);
    const number = within(dialog).getByLabelText('Bet Number') as HTMLInputElement;
    fireEvent.change(number, { target: { value: '1a2' } });
    expect(number.value).toBe('12');
    fireEvent.change(number, { target: { value: '128' } });
    expect(within(dialog).getByText('Hint: Single Panna')).toBeTruthy();
    fireEvent.click(quick[3]!);
    expect(within(dialog).getByText('Maximum bet amount is ₹1,000')).toBeTruthy();
    expect(place).toHaveProperty('disabled', true);
    fireEvent.click(quick[0]!);
    // floor(100 × 1400 / 10)
    expect(within(dialog).getByTestId('potential-win').textContent).toBe('₹14,000');
    expect(place).toHaveProperty('disabled', false);
    fireEvent.change(within(dialog).getByLabelText('Bet Amount'), { target: { value: '15' } });
    expect(within(dialog).getByTestId('potential-win').textContent).toBe('₹2,100');

    fireEvent.click(place);
    await waitFor(() => expect(toasts.success).toEqual(['Bet placed successfully!']));
    const post = calls.find((c) => c.path === '/starline/bets' && c.method === 'POST')!;
    expect(post.body).toEqual({ gameId: 's12', betType: 'single pana', betNumber: '128', betAmount: 15 });
    expect(post.headers['Idempotency-Key']).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(session.user?.balance).toBe(4500));
  });

  it("shows the server's refusal, else \"Failed to place bet\"", async () => {
    serveStarline();
    renderGaming();
    await screen.findByTestId('starline-games');
    fireEvent.click(within(card('s12')).getByRole('button', { name: 'Play Game' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Bet Number'), { target: { value: '7' } });
    fireEvent.change(within(dialog).getByLabelText('Bet Amount'), { target: { value: '50' } });
    api.bet = () => json(400, { success: false, message: 'Betting is closed for this game' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place Bet' }));
    await waitFor(() => expect(toasts.error).toEqual(['Betting is closed for this game']));
    api.bet = () => json(500, {});
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place Bet' }));
    await waitFor(() => expect(toasts.error).toContain('Failed to place bet'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('Starline history', () => {
  const bets = Array.from({ length: 12 }, (_, i) =>
    starlineBet(`x${String(i).padStart(2, '0')}`, {
      createdAt: new Date(Date.parse('2026-11-20T04:00:00Z') - i * 3_600_000).toISOString(),
      status: i === 0 ? 'won' : 'lost',
      winAmount: i === 0 ? 100 : 0,
      betAmount: 10,
    }),
  );

  const stubScreenWidth = (wide: boolean) =>
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: wide && query === '(min-width: 640px)',
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })),
    );

  it('asks the server for the page and filters, and shows cards on a narrow screen', async () => {
    stubScreenWidth(false);
    const calls = serveStarline();
    api.bets = (call) => {
      const page = Number(call.query.get('page') ?? 1);
      if (call.query.get('limit') === '100') {
        return json(200, { success: true, data: { bets, summary: {}, pagination: { current: 1, pages: 1, total: 12, limit: 100 } } });
      }
      const slice = call.query.get('status') === 'won' ? bets.slice(0, 1) : bets.slice((page - 1) * 10, page * 10);
      const total = call.query.get('status') === 'won' ? 1 : 12;
      return json(200, {
        success: true,
        data: {
          bets: slice,
          summary: { totalBets: total, totalBetAmount: total * 10, totalWinAmount: 100, netProfitLoss: 100 - total * 10 },
          pagination: { current: page, pages: Math.ceil(total / 10), total, limit: 10 },
        },
      });
    };
    renderAt('/starline-history', [{ path: '/starline-history', element: <StarlineHistoryScreen /> }]);
    const cards = await screen.findByTestId('starline-bets-cards');
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(10));
    expect(screen.getByText('−₹20')).toBeTruthy();
    const pageQuery = calls.find((c) => c.path === '/starline/bets' && c.query.get('limit') === '10')!;
    expect(pageQuery.query.get('page')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(screen.getByTestId('starline-bets-cards')).getAllByRole('listitem')).toHaveLength(2));

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'won' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/starline/bets' && c.query.get('limit') === '10').at(-1)!;
      expect(Object.fromEntries(last.query)).toEqual({ page: '1', limit: '10', status: 'won', startDate: '2026-11-20' });
    });
    await waitFor(() => expect(within(screen.getByTestId('starline-bets-cards')).getAllByRole('listitem')).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'View Details' }));
    const details = screen.getByRole('dialog', { name: 'Bet Details' });
    expect(within(details).getByText('Starline 10 AM')).toBeTruthy();
    expect(within(details).getByText('Won')).toBeTruthy();
    fireEvent.click(within(details).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a table on a wide screen and works from the cache offline', async () => {
    stubScreenWidth(true);
    await replaceStarlineBets(bets);
    serve(() => undefined);
    setOnline(false);
    renderAt('/starline-history', [{ path: '/starline-history', element: <StarlineHistoryScreen /> }]);
    const table = await screen.findByTestId('starline-bets-table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Date', 'Game', 'Type', 'Number', 'Amount', 'Win Amount', 'Status', 'Bet Details',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Showing 1-10 of 12')).toBeTruthy();
    expect(toasts.error).toEqual([]);
  });
});

describe('Starline chart', () => {
  it('shows a game chart with Date, Day, Result, Time and the explanation', async () => {
    api.results = (call) =>
      json(200, {
        success: true,
        data: {
          results:
            call.query.get('gameId') === 's10'
              ? [
                  { gameDate: '2026-11-20', winningNumber: '128', declaredAt: '2026-11-20T04:35:00.000Z' },
                  { gameDate: '2026-11-19', winningNumber: '550', declaredAt: '2026-11-19T04:36:00.000Z' },
                ]
              : [],
        },
      });
    serveStarline();
    renderAt('/starline-chart/s10', [{ path: '/starline-chart/:gameId?', element: <StarlineChartScreen /> }]);
    expect(await screen.findByRole('heading', { name: 'Starline 10:00' })).toBeTruthy();
    const table = await screen.findByTestId('starline-chart');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Date', 'Day', 'Result', 'Time']);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['20 Nov 2026', 'Friday', '128-1', '10:05 AM'],
      ['19 Nov 2026', 'Thursday', '550-0', '10:06 AM'],
    ]);
    expect(screen.getByText(/the digit is the last digit of the sum/)).toBeTruthy();
  });

  it('says "Game not found" with a way back for an unknown game', async () => {
    serveStarline();
    renderAt('/starline-chart/nope', [{ path: '/starline-chart/:gameId?', element: <StarlineChartScreen /> }]);
    expect(await screen.findByText('Game not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Starline' }).getAttribute('href')).toBe('/starline-gaming');
  });

  it('says "Failed to load starline results." when the chart cannot be loaded', async () => {
    api.results = () => json(500, {});
    serveStarline();
    renderAt('/starline-chart', [{ path: '/starline-chart/:gameId?', element: <StarlineChartScreen /> }]);
    await waitFor(() => expect(toasts.error).toEqual(['Failed to load starline results.']));
    expect(await screen.findByText('No results available')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Starline 12:00 · 12:00 PM' })).toBeTruthy();
  });
});
