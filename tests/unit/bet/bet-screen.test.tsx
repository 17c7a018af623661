// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../db/database';
import { replaceGames, saveDailyRates } from '../../../db/tables';
import type { Game, GameRates, User } from '../../../src/api/types';
import BetScreen from '../../../src/features/bet/bet-screen';
import { serverClock } from '../../../src/state/clock';
import { session } from '../../../src/state/session';
import { ui } from '../../../src/state/ui';

const toasts = vi.hoisted(() => ({ success: [] as string[], error: [] as string[] }));
vi.mock('../../../src/ui/toast', () => ({
  notify: {
    success: (text: string) => toasts.success.push(text),
    error: (text: string) => toasts.error.push(text),
    info: () => undefined,
    sticky: () => undefined,
    dismiss: () => undefined,
  },
  Toasts: () => null,
}));

const player: User = {
  _id: 'u1',
  name: 'Asha Verma',
  mobileNumber: '9876543210',
  email: '',
  balance: 5000,
  role: 'player',
  isActive: true,
  bankDetails: null,
  paymentDetails: { paytm: '', googlePay: '', phonepe: '' },
};

const RUNS = { runsToday: true, closedReason: null, voided: null };
const kalyan: Game = {
  _id: 'g1',
  gameName: 'Kalyan Day',
  openTime: '12:00',
  closeTime: '18:00',
  result: '***-**-***',
  ...RUNS,
};
const closedMarket: Game = {
  _id: 'g2',
  gameName: 'Early Bird',
  openTime: '08:00',
  closeTime: '10:00',
  result: '***-**-***',
  ...RUNS,
};

const rates: GameRates = {
  singleDigit: { min: 10, max: 95 },
  jodiDigit: { min: 10, max: 950 },
  singlePana: { min: 10, max: 1500 },
  doublePana: { min: 10, max: 3000 },
  triplePana: { min: 10, max: 7000 },
  halfSangam: { min: 10, max: 10000 },
  fullSangam: { min: 10, max: 100000 },
};

/** Makes serverNow() read `hh:mm` IST today (Friday 20 Nov 2026). */
function setServerTime(hours: number, minutes: number, seconds = 0): void {
  const target = Date.UTC(2026, 10, 20, hours, minutes, seconds) - (5 * 60 + 30) * 60_000;
  serverClock.offsetMs = target - Date.now();
  serverClock.synced = true;
}

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type BetHandler = (body: Record<string, unknown>, headers: Record<string, string>) => Response | Promise<Response>;

interface Server {
  bets: { body: Record<string, unknown>; headers: Record<string, string> }[];
  onBet: BetHandler;
  games: Game[];
}

function serve(): Server {
  const server: Server = {
    bets: [],
    games: [kalyan, closedMarket],
    onBet: (body) => json(201, { message: 'Bet placed', bet: {}, newBalance: 5000 - Number(body.betAmount) }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://app.test').pathname;
      const headers = (init.headers ?? {}) as Record<string, string>;
      if (path === '/api/games') return json(200, server.games);
      if (path === '/api/gamerates') return json(200, rates);
      if (path === '/api/user/profile') return json(200, { user: session.user });
      if (path === '/api/bets' && init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        server.bets.push({ body, headers });
        return server.onBet(body, headers);
      }
      return json(404, { message: 'Not found' });
    }),
  );
  return server;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/bet/:betTypePath/:gameId?', element: <BetScreen /> },
      { path: '/dashboard', element: <p>Dashboard screen</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

const placeBetButton = () =>
  screen.getByRole('button', { name: /^(Place Bet|Placing Bet\.\.\.)$/ }) as HTMLButtonElement;
const numberBox = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const amountBox = () => screen.getByLabelText('Bet Amount') as HTMLInputElement;

async function ready(): Promise<void> {
  await screen.findByRole('button', { name: 'Place Bet' });
}

beforeEach(async () => {
  toasts.success.length = 0;
  toasts.error.length = 0;
  setOnline(true);
  setServerTime(11, 0);
  await db.games.clear();
  await db.rates.clear();
  await replaceGames([kalyan, closedMarket]);
  await saveDailyRates(rates);
  session.status = 'signed-in';
  session.token = 'token-1';
  session.user = { ...player };
  session.fromCache = false;
  ui.betInProgress = false;
});

afterEach(() => {
  cleanup();
  // Background refreshes a test left running end against a closed server, not the network.
  vi.stubGlobal('fetch', vi.fn(async () => json(503, { message: 'Test over' })));
});

afterAll(() => {
  vi.unstubAllGlobals();
});

describe('the bet screen', () => {
  it('shows the header, the open session by default, and places a single digit bet', async () => {
    const server = serve();
    const router = renderAt('/bet/single-digit/g1');
    await ready();

    expect(screen.getByRole('heading', { level: 1, name: 'Single Digit' })).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toContain('₹5,000');
    expect(screen.getByText('Kalyan Day')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('session-notice').textContent).toContain('Open session betting is available');
    expect(screen.getByTestId('potential-win').textContent).toBe('₹0');
    expect(screen.queryByText('Bet Summary')).toBeNull();

    fireEvent.click(within(screen.getByRole('group', { name: 'Choose a digit' })).getByRole('button', { name: '7' }));
    expect(numberBox('Digit').value).toBe('7');
    fireEvent.change(amountBox(), { target: { value: '100' } });
    await waitFor(() => expect(screen.getByTestId('potential-win').textContent).toBe('₹950'));

    const summary = screen.getByRole('region', { name: 'Bet Summary' });
    expect(summary.textContent).toContain('Kalyan Day');
    expect(summary.textContent).toContain('Open');
    expect(summary.textContent).toContain('Single Digit: 7');
    expect(summary.textContent).toContain('₹100');

    fireEvent.click(placeBetButton());
    await waitFor(() => expect(toasts.success).toEqual(['Bet placed successfully!', 'New balance: ₹4,900']));

    expect(server.bets).toHaveLength(1);
    const [{ body, headers }] = server.bets as [Server['bets'][number]];
    expect(body).toMatchObject({ gameId: 'g1', betType: 'single', session: 'open', betNumber: '7', betAmount: 100 });
    const gameDate = new Date(String(body.gameDate));
    expect([gameDate.getHours(), gameDate.getMinutes()]).toEqual([0, 0]);
    expect(headers['Idempotency-Key']).toMatch(/\S{16,}/);
    expect(session.user?.balance).toBe(4900);
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toContain('₹4,900'));
    // Fields cleared, then the dashboard after 1.5 s.
    expect(numberBox('Digit').value).toBe('');
    expect(amountBox().value).toBe('');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 3000 });
  });

  it('shows "Placing Bet..." and holds the update prompt while the bet is out', async () => {
    const server = serve();
    let answer: (response: Response) => void = () => undefined;
    server.onBet = () => new Promise<Response>((resolve) => (answer = resolve));
    renderAt('/bet/jodi/g1');
    await ready();

    fireEvent.change(numberBox('Jodi'), { target: { value: '05' } });
    fireEvent.change(amountBox(), { target: { value: '20' } });
    fireEvent.click(placeBetButton());

    await waitFor(() => expect(placeBetButton().textContent).toBe('Placing Bet...'));
    expect((placeBetButton() as HTMLButtonElement).disabled).toBe(true);
    expect(ui.betInProgress).toBe(true);

    await act(async () => answer(json(201, { message: 'ok', bet: {}, newBalance: 4980 })));
    await waitFor(() => expect(ui.betInProgress).toBe(false));
    expect(server.bets[0]!.body).toMatchObject({ betType: 'jodi', betNumber: '05', session: 'open', betAmount: 20 });
  });

  it('shows each errors[].msg as its own toast, else the message, else "Failed to place bet"', async () => {
    const server = serve();
    renderAt('/bet/single-panna/g1');
    await ready();
    fireEvent.change(numberBox('Panna'), { target: { value: '128' } });
    fireEvent.change(amountBox(), { target: { value: '50' } });

    server.onBet = () => json(400, { message: 'Validation failed', errors: [{ msg: 'First problem' }, { msg: 'Second problem' }] });
    fireEvent.click(placeBetButton());
    await waitFor(() => expect(toasts.error).toEqual(['First problem', 'Second problem']));

    server.onBet = () => json(400, { message: 'Insufficient balance' });
    await waitFor(() => expect(placeBetButton().textContent).toBe('Place Bet'));
    fireEvent.click(placeBetButton());
    await waitFor(() => expect(toasts.error.at(-1)).toBe('Insufficient balance'));

    server.onBet = () => json(500, undefined);
    await waitFor(() => expect((placeBetButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeBetButton());
    await waitFor(() => expect(toasts.error.at(-1)).toBe('Failed to place bet'));

    // The form stays as typed; each definite answer ended its submission, so each send had its own key.
    expect(numberBox('Panna').value).toBe('128');
    const keys = server.bets.map((b) => b.headers['Idempotency-Key']);
    expect(new Set(keys).size).toBe(3);
    expect(toasts.success).toEqual([]);
  });

  it('sends nothing offline and says so', async () => {
    const server = serve();
    renderAt('/bet/single-digit/g1');
    await ready();
    fireEvent.change(numberBox('Digit'), { target: { value: '3' } });
    fireEvent.change(amountBox(), { target: { value: '10' } });
    setOnline(false);
    fireEvent.click(placeBetButton());
    await waitFor(() => expect(toasts.error).toEqual(['You are offline. Connect to the internet to place a bet.']));
    expect(server.bets).toHaveLength(0);
  });

  it('reuses the Idempotency-Key when the same bet is sent again after no answer', async () => {
    const server = serve();
    server.onBet = () => {
      throw new TypeError('Failed to fetch');
    };
    renderAt('/bet/single-digit/g1');
    await ready();
    fireEvent.change(numberBox('Digit'), { target: { value: '4' } });
    fireEvent.change(amountBox(), { target: { value: '10' } });
    fireEvent.click(placeBetButton());
    // The client itself retries a lost write twice with the same key before giving up.
    await waitFor(() => expect(toasts.error).toEqual(['Failed to place bet']), { timeout: 5000 });
    expect(server.bets).toHaveLength(3);

    server.onBet = (body) => json(201, { message: 'ok', bet: {}, newBalance: 5000 - Number(body.betAmount) });
    fireEvent.click(placeBetButton());
    await waitFor(() => expect(toasts.success).toContain('Bet placed successfully!'));
    const keys = new Set(server.bets.map((b) => b.headers['Idempotency-Key']));
    expect(keys.size).toBe(1);
  }, 10_000);

  it('gives instant feedback with the original app\'s messages and sends nothing the rules refuse', async () => {
    const server = serve();
    renderAt('/bet/double-panna/g1');
    await ready();

    fireEvent.change(numberBox('Panna'), { target: { value: '12' } });
    expect(screen.queryByText('Panna must be a 3-digit number')).toBeNull();
    fireEvent.change(numberBox('Panna'), { target: { value: '128' } });
    expect(screen.getByTestId('panna-hint').textContent).toContain('Hint: Single Panna');
    expect(screen.getByText('This is a single panna, but you selected double panna')).toBeTruthy();
    fireEvent.change(numberBox('Panna'), { target: { value: '550' } });
    expect(screen.getByTestId('panna-hint').textContent).toContain('Hint: Double Panna');
    expect(screen.queryByText(/but you selected/)).toBeNull();

    fireEvent.change(amountBox(), { target: { value: '5' } });
    fireEvent.blur(amountBox());
    expect(screen.getByText('Minimum bet amount is ₹10')).toBeTruthy();
    fireEvent.click(placeBetButton());
    await waitFor(() => expect(toasts.error).toEqual(['Minimum bet amount is ₹10']));

    fireEvent.change(amountBox(), { target: { value: '6000' } });
    fireEvent.click(placeBetButton());
    await waitFor(() => expect(toasts.error.at(-1)).toBe('Insufficient balance'));
    expect(server.bets).toHaveLength(0);
  });

  it('offers example pannas of the page kind and the ten triple pannas', async () => {
    serve();
    renderAt('/bet/triple-panna/g1');
    await ready();
    const buttons = within(screen.getByRole('group', { name: 'Triple Pannas' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['000', '111', '222', '333', '444', '555', '666', '777', '888', '999']);
    fireEvent.click(buttons[5]!);
    expect(numberBox('Panna').value).toBe('555');
    expect(screen.getByTestId('panna-hint').textContent).toContain('Triple Panna');
  });

  it('labels half sangam by session and sends digit-panna', async () => {
    const server = serve();
    renderAt('/bet/half-sangam/g1');
    await ready();
    expect(numberBox('Open Ank - Close Panna')).toBeTruthy();
    expect(screen.getByText('Half Sangam (Open)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const box = numberBox('Close Ank - Open Panna');
    expect(screen.getByText('Half Sangam (Close)')).toBeTruthy();
    fireEvent.change(box, { target: { value: '5128' } });
    expect(box.value).toBe('5-128');
    expect(screen.getByRole('region', { name: 'Bet Summary' }).textContent).toContain('Half Sangam (Close): 5-128');

    fireEvent.change(amountBox(), { target: { value: '10' } });
    await waitFor(() => expect(screen.getByTestId('potential-win').textContent).toBe('₹10,000'));
    fireEvent.click(placeBetButton());
    await waitFor(() => expect(server.bets).toHaveLength(1));
    expect(server.bets[0]!.body).toMatchObject({ betType: 'halfSangam', session: 'close', betNumber: '5-128' });
  });

  it('hides the session toggle for full sangam, splits six digits 3-3 and sends session null', async () => {
    const server = serve();
    renderAt('/bet/full-sangam/g1');
    await ready();
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();

    fireEvent.change(numberBox('Open Panna - Close Panna'), { target: { value: '128359' } });
    expect(numberBox('Open Panna - Close Panna').value).toBe('128-359');
    expect(screen.getByText('Open Panna 128 · Close Panna 359')).toBeTruthy();
    fireEvent.change(amountBox(), { target: { value: '10' } });
    fireEvent.click(placeBetButton());
    await waitFor(() => expect(server.bets).toHaveLength(1));
    expect(server.bets[0]!.body).toMatchObject({ betType: 'fullSangam', session: null, betNumber: '128-359' });
  });

  it('offers a game picker without a game in the URL, and asks for a game', async () => {
    const server = serve();
    renderAt('/bet/single-digit');
    await ready();
    const picker = screen.getByLabelText('Select Game') as HTMLSelectElement;
    expect(picker.value).toBe('');
    expect(picker.options[0]!.textContent).toBe('Please select a game');
    // A market whose sessions are over cannot be chosen.
    const early = [...picker.options].find((o) => o.value === 'g2')!;
    expect(early.disabled).toBe(true);

    fireEvent.change(numberBox('Digit'), { target: { value: '1' } });
    fireEvent.change(amountBox(), { target: { value: '10' } });
    fireEvent.click(placeBetButton());
    await waitFor(() => expect(toasts.error).toEqual(['Please select a game']));
    expect(server.bets).toHaveLength(0);

    fireEvent.change(picker, { target: { value: 'g1' } });
    fireEvent.click(placeBetButton());
    await waitFor(() => expect(server.bets).toHaveLength(1));
    expect(server.bets[0]!.body).toMatchObject({ gameId: 'g1' });
  });

  it('says so when the chosen session closes while the player is on the screen', async () => {
    const server = serve();
    setServerTime(11, 59, 50);
    renderAt('/bet/single-digit/g1');
    await ready();
    expect(screen.getByTestId('session-notice').textContent).toContain('Open session betting is available');

    act(() => setServerTime(12, 0, 5));
    await waitFor(() => expect(screen.getByTestId('session-notice').textContent).toContain('Open session betting has closed'));
    await waitFor(() => expect(toasts.error).toEqual(['Open session betting has closed']));

    // Place Bet waits, with the reason beside it; the session stays the one the player was betting on.
    fireEvent.change(numberBox('Digit'), { target: { value: '1' } });
    fireEvent.change(amountBox(), { target: { value: '10' } });
    expect(placeBetButton().disabled).toBe(true);
    expect(screen.getByTestId('place-bet-reason').textContent).toContain('Open session betting has closed');
    expect(placeBetButton().getAttribute('aria-describedby')).toBe(screen.getByTestId('place-bet-reason').id);
    expect(screen.getByRole('button', { name: 'Open' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.submit(placeBetButton().form!);
    await waitFor(() => expect(toasts.error).toHaveLength(2));
    expect(toasts.error[1]).toBe('Open session betting has closed');
    expect(server.bets).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('session-notice').textContent).toContain('Close session betting is available');
    expect(placeBetButton().disabled).toBe(false);
    expect(screen.queryByTestId('place-bet-reason')).toBeNull();
    // Switching to a session that is already closed is answered by the notice alone, not by another toast.
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByTestId('session-notice').textContent).toContain('Open session betting has closed');
    await new Promise((r) => setTimeout(r, 50));
    expect(toasts.error).toHaveLength(2);
  });

  it('opens on the close session once the open session has closed, and bets on it', async () => {
    const server = serve();
    setServerTime(12, 30);
    renderAt('/bet/single-digit/g1');
    await ready();
    expect(screen.getByRole('button', { name: 'Close' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('session-notice').textContent).toContain('Close session betting is available');
    expect(screen.queryByTestId('place-bet-reason')).toBeNull();

    fireEvent.change(numberBox('Digit'), { target: { value: '4' } });
    fireEvent.change(amountBox(), { target: { value: '10' } });
    fireEvent.click(placeBetButton());
    await waitFor(() => expect(server.bets).toHaveLength(1));
    expect(server.bets[0]!.body).toMatchObject({ session: 'close', betNumber: '4' });
  });

  it('keeps Place Bet disabled with the reason beside it while the chosen session is closed', async () => {
    serve();
    renderAt('/bet/single-digit/g2');
    await ready();
    expect(placeBetButton().disabled).toBe(true);
    expect(screen.getByTestId('place-bet-reason').textContent).toContain('Open session betting has closed');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('place-bet-reason').textContent).toContain('Close session betting has closed');
  });

  it('promises no Potential Win on a number that cannot be bet on', async () => {
    serve();
    renderAt('/bet/double-panna/g1');
    await ready();
    fireEvent.change(amountBox(), { target: { value: '20' } });
    fireEvent.change(numberBox('Panna'), { target: { value: '550' } });
    await waitFor(() => expect(screen.getByTestId('potential-win').textContent).toBe('₹6,000'));
    fireEvent.change(numberBox('Panna'), { target: { value: '123' } });
    expect(screen.getByTestId('potential-win').textContent).toBe('₹0');
    fireEvent.change(numberBox('Panna'), { target: { value: '55' } });
    expect(screen.getByTestId('potential-win').textContent).toBe('₹0');
  });

  it('shows "Loading games..." until the first games arrive', async () => {
    await db.games.clear();
    const server = serve();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const realFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (String(url).endsWith('/api/games')) await gate;
        return realFetch(url, init);
      }),
    );
    renderAt('/bet/jodi/g1');
    expect(await screen.findByText('Loading games...')).toBeTruthy();
    server.games = [kalyan];
    release();
    await ready();
    expect(screen.getByText('Kalyan Day')).toBeTruthy();
  });

  it('says "Game not found" for an unknown game', async () => {
    serve();
    renderAt('/bet/jodi/nope');
    expect(await screen.findByText('Game not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to dashboard' })).toBeTruthy();
  });

  it('sends an inactive player to the dashboard', async () => {
    serve();
    session.user = { ...player, isActive: false };
    const router = renderAt('/bet/single-digit/g1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
