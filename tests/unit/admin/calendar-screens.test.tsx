// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ApprovalsScreen from '../../../admin/src/screens/admin-approvals-screen';
import ContentScreen from '../../../admin/src/screens/admin-content-screen';
import HolidaysScreen from '../../../admin/src/screens/admin-holidays-screen';
import MarketsScreen from '../../../admin/src/screens/admin-markets-screen';
import ResultsScreen from '../../../admin/src/screens/admin-results-screen';
import StarlineScreen from '../../../admin/src/screens/admin-starline-screen';
import { pendingApprovals } from '../../../admin/src/pending-approvals';
import { serverClock } from '../../../src/state/clock';
import { fakeApi } from './fake-api';
import { renderScreen } from './render-screen';
import { signInAs } from './staff-session';
import { resetToasts, toasts } from './toast-mock';

vi.mock('../../../src/ui/toast', async () => (await import('./toast-mock')).notifyMock);

const DAY = '2026-11-20';
const EMPTY_TRAIL = { entries: [], pagination: { current: 1, pages: 1, total: 0, limit: 50 } };
const kalyan = {
  _id: 'g1',
  gameName: 'Kalyan Day',
  openTime: '10:30',
  closeTime: '18:00',
  isActive: true,
  result: '***-**-***',
  days: [1, 2, 3, 4, 5, 6],
  runsToday: true,
  closedReason: null,
  voided: null,
};
const milan = {
  ...kalyan,
  _id: 'g2',
  gameName: 'Milan Night',
  openTime: '20:00',
  closeTime: '22:00',
  days: [0, 1, 2, 3, 4, 5, 6],
};
const starTen = {
  _id: 's1',
  gameName: 'Star 10',
  gameNameHindi: 'स्टार 10',
  openTime: '10:00',
  minBet: 10,
  maxBet: 5000,
  isActive: true,
  currentStatus: 'closed',
  result: '***',
  days: [1, 2, 3, 4, 5],
  runsToday: true,
  closedReason: null,
  voided: false,
};
const diwali = { _id: 'h1', date: DAY, name: 'Diwali', gameIds: null, starlineGameIds: [] };
const bhaiDooj = { _id: 'h2', date: '2026-11-13', name: 'Bhai Dooj', gameIds: ['g1'], starlineGameIds: ['s1'] };
const rates = {
  singleDigit: { min: 10, max: 95 },
  jodiDigit: { min: 10, max: 950 },
  singlePana: { min: 10, max: 1400 },
  doublePana: { min: 10, max: 2800 },
  triplePana: { min: 10, max: 7000 },
  halfSangam: { min: 10, max: 10000 },
  fullSangam: { min: 10, max: 100000 },
};

function exposure(session: 'open' | 'close', bets: number, stakes: number) {
  return { gameId: 'g1', gameDate: DAY, session, declaredPana: null, pending: { bets, stakes }, outcomes: [] };
}

beforeEach(() => {
  signInAs('owner');
  resetToasts();
  pendingApprovals.list = [];
  // Friday 20 Nov 2026, 11:00 IST on the server's clock.
  serverClock.offsetMs = Date.parse('2026-11-20T05:30:00Z') - Date.now();
  serverClock.synced = true;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the weekdays a market runs', () => {
  it('shows each market’s days and whether it runs today, and sends the days chosen (at least one)', async () => {
    const closed = { kind: 'holiday', weekday: 5, holiday: 'Diwali', message: 'Closed for Diwali' };
    const api = fakeApi({
      'GET /admin/games': { body: { games: [kalyan, { ...milan, runsToday: false, closedReason: closed }] } },
      'GET /gamerates': { body: rates },
      'PUT /admin/games/g1': { body: { message: 'Game updated', game: kalyan } },
    });
    renderScreen(<MarketsScreen />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows[1]!.textContent).toContain('Closed for Diwali');
    expect(rows[0]!.textContent).toContain('Mon–Sat');
    expect(rows[0]!.textContent).toContain('Runs today');
    expect(rows[1]!.textContent).toContain('Every day');

    fireEvent.click(screen.getByRole('button', { name: 'Edit Kalyan Day' }));
    const dialog = screen.getByRole('dialog');
    const day = (name: string) => within(dialog).getByLabelText(name) as HTMLInputElement;
    expect(['Sun', 'Mon', 'Sat'].map((name) => day(name).checked)).toEqual([false, true, true]);
    for (const name of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']) fireEvent.click(day(name));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose at least one day')).toBeTruthy();
    expect(api.callsTo('PUT /admin/games/g1')).toHaveLength(0);

    fireEvent.click(day('Mon'));
    fireEvent.click(day('Wed'));
    fireEvent.click(day('Fri'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /admin/games/g1')).toHaveLength(1));
    expect(api.callsTo('PUT /admin/games/g1')[0]!.body).toMatchObject({ days: [1, 3, 5] });
  });

  it('shows a Starline game’s days and why it does not run today', async () => {
    const closed = { kind: 'holiday', weekday: 5, holiday: 'Bhai Dooj', message: 'Closed for Bhai Dooj' };
    const games = [{ ...starTen, runsToday: false, closedReason: closed }];
    fakeApi({ 'GET /admin/starline/games': { body: { games } } });
    renderScreen(<StarlineScreen />);
    const row = (await screen.findAllByRole('listitem'))[0]!;
    expect(row.textContent).toContain('Mon–Fri');
    expect(row.textContent).toContain('Closed for Bhai Dooj');
  });
});

describe('holidays', () => {
  it('lists holidays with the markets they close, adds one for chosen markets, deletes one', async () => {
    let holidays = [diwali, bhaiDooj];
    const api = fakeApi({
      'GET /admin/holidays': () => ({ body: { holidays } }),
      'GET /admin/games': { body: { games: [kalyan, milan] } },
      'GET /admin/starline/games': { body: { games: [starTen] } },
      'POST /admin/holidays': (call) => {
        const holiday = { ...(call.body as Omit<typeof diwali, '_id'>), _id: 'h3' };
        holidays = [holiday, ...holidays];
        return { status: 201, body: { holiday } };
      },
      'DELETE /admin/holidays/h2': () => {
        holidays = holidays.filter((holiday) => holiday._id !== 'h2');
        return { body: { message: 'Holiday deleted' } };
      },
    });
    renderScreen(<HolidaysScreen />);
    const rows = await screen.findAllByTestId('holiday');
    expect(rows[0]!.textContent).toContain('Diwali');
    expect(rows[0]!.textContent).toContain('All markets');
    await waitFor(() => expect(rows[1]!.textContent).toContain('Kalyan Day, Star 10 (Starline)'));
    expect(rows[1]!.textContent).toContain('Past');

    const form = screen.getByRole('form', { name: 'Add a holiday' });
    expect((within(form).getByLabelText('Date') as HTMLInputElement).value).toBe(DAY);
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2026-12-25' } });
    fireEvent.click(within(form).getByLabelText('All markets'));
    fireEvent.click(within(form).getByRole('button', { name: 'Add Holiday' }));
    expect(within(form).getByText('Enter the holiday name')).toBeTruthy();
    expect(within(form).getByText('Choose at least one market, or close all markets')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Christmas' } });
    fireEvent.click(within(form).getByLabelText('Milan Night'));
    fireEvent.click(within(form).getByLabelText('Star 10'));
    fireEvent.click(within(form).getByRole('button', { name: 'Add Holiday' }));
    await waitFor(() => expect(toasts.success).toEqual(['Holiday added']));
    expect(api.callsTo('POST /admin/holidays')[0]!.body).toEqual({
      date: '2026-12-25',
      name: 'Christmas',
      gameIds: ['g2'],
      starlineGameIds: ['s1'],
    });
    await waitFor(() => expect(screen.getAllByTestId('holiday')).toHaveLength(3));

    fireEvent.click(screen.getByRole('button', { name: /^Delete Bhai Dooj/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this holiday?' });
    expect(dialog.textContent).toContain('Bhai Dooj on Fri, 13 Nov, 2026 is deleted');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('holiday')).toHaveLength(2));
    expect(api.callsTo('DELETE /admin/holidays/h2')).toHaveLength(1);
  });

  it('shows an operator who may only read markets the list, without adding or deleting', async () => {
    signInAs('results', { permissions: ['markets.read'] });
    fakeApi({
      'GET /admin/holidays': { body: { holidays: [diwali] } },
      'GET /admin/games': { body: { games: [kalyan] } },
      'GET /admin/starline/games': { body: { games: [] } },
    });
    renderScreen(<HolidaysScreen />);
    await screen.findAllByTestId('holiday');
    expect(screen.queryByRole('form', { name: 'Add a holiday' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });
});

describe('voiding and correcting a daily result', () => {
  it('voids the whole day with a reason, saying first how many bets it refunds', async () => {
    const api = fakeApi({
      'GET /admin/games': { body: { games: [kalyan] } },
      'GET /admin/results/exposure': (call) => ({
        body: call.query.get('session') === 'open' ? exposure('open', 3, 300) : exposure('close', 2, 150),
      }),
      'GET /admin/audit': { body: EMPTY_TRAIL },
      'POST /admin/results/void': {
        body: {
          message: 'Kalyan Day of 20 Nov voided',
          voided: { gameId: 'g1', gameDate: DAY, session: null, bets: 5, refunded: 450, reversedWins: 0 },
        },
      },
    });
    renderScreen(<ResultsScreen />);
    await screen.findByLabelText('Panna');
    fireEvent.click(screen.getByRole('button', { name: 'Void' }));
    const dialog = screen.getByRole('dialog', { name: 'Void this draw?' });
    const refunds = () => within(dialog).getByTestId('void-refunds').textContent;
    await waitFor(() => expect(refunds()).toBe('5 pending bets (₹450 staked) will be refunded.'));
    fireEvent.click(within(dialog).getByLabelText('The open session'));
    await waitFor(() => expect(refunds()).toBe('3 pending bets (₹300 staked) will be refunded.'));
    expect(dialog.textContent).toContain('Jodi and sangam bets need the open');
    fireEvent.click(within(dialog).getByLabelText('The whole day'));
    const confirm = within(dialog).getByRole('button', { name: 'Void' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Result leaked before the draw' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /admin/results/void')[0]!.body).toEqual({
      gameId: 'g1',
      gameDate: DAY,
      session: null,
      reason: 'Result leaked before the draw',
    });
    expect(toasts.success).toEqual(['Kalyan Day of 20 Nov voided']);
    expect(screen.getByText(/Voided: 5 bets refunded, ₹450 in all\./)).toBeTruthy();
  });

  it('counts the open session’s bets while the close cannot be counted before the open is declared', async () => {
    fakeApi({
      'GET /admin/games': { body: { games: [kalyan] } },
      'GET /admin/results/exposure': (call) =>
        call.query.get('session') === 'open'
          ? { body: exposure('open', 2, 200) }
          : { status: 409, body: { code: 'OPEN_NOT_DECLARED', message: 'Declare the open result first' } },
      'GET /admin/audit': { body: EMPTY_TRAIL },
    });
    renderScreen(<ResultsScreen />);
    await screen.findByLabelText('Panna');
    fireEvent.click(screen.getByRole('button', { name: 'Void' }));
    const dialog = screen.getByRole('dialog', { name: 'Void this draw?' });
    await waitFor(() =>
      expect(within(dialog).getByTestId('void-refunds').textContent).toMatch(
        /^At least 2 pending bets \(₹200 staked\) will be refunded; the close session’s bets/,
      ),
    );
  });

  it('reads a voided day as Voided with its reason, and declares nothing on it', async () => {
    const friday = { kind: 'weekday', weekday: 5, holiday: null, message: 'Milan Night does not run on Fridays' };
    fakeApi({
      'GET /admin/games': {
        body: { games: [{ ...kalyan, voided: 'day' }, { ...milan, runsToday: false, closedReason: friday }] },
      },
      'GET /admin/results/exposure': { body: exposure('open', 0, 0) },
      'GET /admin/audit': {
        body: {
          ...EMPTY_TRAIL,
          entries: [
            {
              _id: '9',
              at: '2026-11-20T05:20:00.000Z',
              actor: { _id: '1', name: 'Operator One', mobileNumber: '9000000001' },
              action: 'result.void',
              target: { kind: 'result', id: `g1:${DAY}` },
              before: { gameName: 'Kalyan Day', gameDate: DAY, session: null, result: '***-**-***' },
              after: { reason: 'Server outage', sessions: ['open', 'close'], bets: 5, refunded: 450, reversedWins: 0 },
              ip: '127.0.0.1',
              userAgent: 'test',
            },
          ],
        },
      },
    });
    renderScreen(<ResultsScreen />);
    const note = await screen.findByTestId('voided-note');
    await waitFor(() => expect(note.textContent).toContain('Voided The whole day · Reason: Server outage'));
    expect((screen.getByRole('button', { name: 'Void' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Declare Result' }) as HTMLButtonElement).disabled).toBe(true);
    // Today's board says so too.
    expect(screen.getByRole('button', { name: /^Kalyan Day/ }).textContent).toContain('Voided: the whole day');
    expect(screen.getByRole('button', { name: /^Milan Night/ }).textContent).toContain('does not run on Fridays');
  });

  it('corrects a declared panna showing old → new and its preview, and says when it waits for approval', async () => {
    const held = {
      _id: 'a7',
      kind: 'result_change',
      target: { kind: 'result', id: `g1:${DAY}:open:correct` },
      amount: null,
      reason: 'Result changes need a second operator',
      action: { type: 'correct', session: 'open', pana: '137' },
      requestedBy: { _id: '1', name: 'Operator One' },
      requestedAt: '2026-11-20T05:30:00.000Z',
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
      note: null,
    };
    const api = fakeApi({
      'GET /admin/games': { body: { games: [{ ...kalyan, result: '128-1*-***' }] } },
      'GET /admin/results/exposure': { body: { ...exposure('open', 0, 0), declaredPana: '128' } },
      'GET /admin/audit': { body: EMPTY_TRAIL },
      'GET /admin/results/preview': {
        body: { result: '137-1*-***', declaredPana: '128', settlement: { settled: 4, won: 1, lost: 3, paid: 950 } },
      },
      'POST /admin/results/correct': { status: 202, body: { message: 'Waiting for approval', approval: held } },
      'GET /admin/approvals': { body: { approvals: [held] } },
    });
    renderScreen(<ResultsScreen />);
    await screen.findByText('This session is already declared with 128.');
    const correct = screen.getByRole('button', { name: 'Correct Result' }) as HTMLButtonElement;
    expect(correct.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Panna'), { target: { value: '137' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByTestId('result-preview');
    expect(correct.disabled).toBe(false);
    fireEvent.click(correct);
    const dialog = screen.getByRole('dialog', { name: 'Correct this result?' });
    expect(within(dialog).getByTestId('correct-old-new').textContent).toBe('128 → 137');
    expect(dialog.textContent).toContain('₹950');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Typed the wrong panna' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Correct Result' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /admin/results/correct')[0]!.body).toEqual({
      gameId: 'g1',
      gameDate: DAY,
      session: 'open',
      pana: '137',
      reason: 'Typed the wrong panna',
    });
    expect(screen.getByText(/Waiting for a second operator to approve/)).toBeTruthy();
    expect(screen.getByTestId('awaiting-approval').textContent).toContain('Requested by Operator One');
    expect((screen.getByRole('button', { name: 'Void' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('corrects at once when no approval is needed, reporting what the new panna settled', async () => {
    const api = fakeApi({
      'GET /admin/games': { body: { games: [{ ...kalyan, result: '128-1*-***' }] } },
      'GET /admin/results/exposure': { body: { ...exposure('open', 0, 0), declaredPana: '128' } },
      'GET /admin/audit': { body: EMPTY_TRAIL },
      'GET /admin/results/preview': {
        body: { result: '137-1*-***', declaredPana: '128', settlement: { settled: 4, won: 1, lost: 3, paid: 950 } },
      },
      'POST /admin/results/correct': {
        body: {
          message: 'Result corrected',
          result: '137-1*-***',
          corrected: {
            session: 'open',
            oldPana: '128',
            newPana: '137',
            settlement: { settled: 4, won: 1, lost: 3, paid: 950 },
          },
        },
      },
    });
    renderScreen(<ResultsScreen />);
    await screen.findByText('This session is already declared with 128.');
    fireEvent.change(screen.getByLabelText('Panna'), { target: { value: '137' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByTestId('result-preview');
    fireEvent.click(screen.getByRole('button', { name: 'Correct Result' }));
    const dialog = screen.getByRole('dialog', { name: 'Correct this result?' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Typed the wrong panna' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Correct Result' }));
    await waitFor(() => expect(toasts.success).toEqual(['Result corrected']));
    expect(api.callsTo('POST /admin/results/correct')).toHaveLength(1);
    expect(screen.getByText(/Corrected 128 → 137: 4 bets settled, 1 won, ₹950 paid\./)).toBeTruthy();
  });
});

describe('voiding a Starline day', () => {
  it('voids the day with a reason, counting its pending bets', async () => {
    const api = fakeApi({
      'GET /admin/starline/games': { body: { games: [starTen] } },
      'GET /admin/starline/results/exposure': {
        body: { gameId: 's1', gameDate: DAY, declaredPana: null, pending: { bets: 1, stakes: 50 }, outcomes: [] },
      },
      'GET /admin/audit': { body: EMPTY_TRAIL },
      'POST /admin/starline/results/void': {
        body: {
          message: 'Already voided',
          voided: { gameId: 's1', gameDate: DAY, session: null, bets: 0, refunded: 0, reversedWins: 0 },
        },
      },
    });
    renderScreen(<StarlineScreen />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Results' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = screen.getByRole('dialog', { name: 'Void this draw?' });
    expect(within(dialog).queryByLabelText('The open session')).toBeNull();
    const refunds = () => within(dialog).getByTestId('void-refunds').textContent;
    await waitFor(() => expect(refunds()).toBe('1 pending bet (₹50 staked) will be refunded.'));
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Power cut' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /admin/starline/results/void')[0]!.body).toEqual({
      gameId: 's1',
      gameDate: DAY,
      reason: 'Power cut',
    });
    expect(screen.getByText(/— Already voided/)).toBeTruthy();
  });
});

describe('withdrawal window and maintenance', () => {
  it('saves the withdrawal window and pauses betting with a message for players', async () => {
    const api = fakeApi({
      'GET /admin/withdrawal-window': { body: { enforced: false, days: [1, 2, 3, 4, 5, 6] } },
      'PUT /admin/withdrawal-window': (call) => ({ body: call.body }),
      'GET /admin/maintenance': { body: { betting: false, deposits: false, message: '' } },
      'PUT /admin/maintenance': (call) => ({ body: call.body }),
    });
    renderScreen(<ContentScreen />);
    fireEvent.click(screen.getByRole('tab', { name: 'Withdrawals and maintenance' }));
    const window = await screen.findByRole('form', { name: 'Withdrawal window' });
    fireEvent.click(within(window).getByLabelText('Enforce the withdrawal window'));
    fireEvent.click(within(window).getByLabelText('Sat'));
    fireEvent.click(within(window).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /admin/withdrawal-window')).toHaveLength(1));
    expect(api.callsTo('PUT /admin/withdrawal-window')[0]!.body).toEqual({ enforced: true, days: [1, 2, 3, 4, 5] });

    const maintenance = await screen.findByRole('form', { name: 'Maintenance' });
    fireEvent.click(within(maintenance).getByLabelText('Pause betting (daily and Starline)'));
    fireEvent.change(within(maintenance).getByLabelText('Message players see'), {
      target: { value: ' Back at 2 PM after an upgrade ' },
    });
    fireEvent.click(within(maintenance).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /admin/maintenance')).toHaveLength(1));
    expect(api.callsTo('PUT /admin/maintenance')[0]!.body).toEqual({
      betting: true,
      deposits: false,
      message: 'Back at 2 PM after an upgrade',
    });
    expect(toasts.success).toContain('Maintenance saved');
  });
});

describe('held result changes in the Approvals inbox', () => {
  it('names a held void and a held correction by what they would do', async () => {
    const held = (id: string, action: Record<string, unknown>) => ({
      _id: id,
      kind: 'result_change',
      target: { kind: 'result', id: `g1:${DAY}` },
      amount: null,
      reason: 'Result changes need a second operator',
      action,
      requestedBy: { _id: '8', name: 'Rekha Results' },
      requestedAt: '2026-11-20T05:00:00.000Z',
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
      note: null,
    });
    fakeApi({
      'GET /admin/approvals': {
        body: {
          approvals: [
            held('a1', { type: 'void', session: null, reason: 'Server outage' }),
            held('a2', { type: 'correct', session: 'open', pana: '137', reason: 'Typo' }),
            held('a3', { session: 'open' }),
          ],
        },
      },
    });
    renderScreen(<ApprovalsScreen />);
    const rows = await screen.findAllByTestId('approval');
    expect(rows.map((row) => row.querySelector('span')?.textContent)).toEqual([
      'Result void',
      'Result correction',
      'Result revert',
    ]);
    expect(rows[0]!.textContent).toContain('reason: Server outage');
  });
});
