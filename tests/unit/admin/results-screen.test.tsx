// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ResultsScreen from '../../../admin/src/screens/admin-results-screen';
import { serverClock } from '../../../src/state/clock';
import { fakeApi } from './fake-api';
import { renderScreen } from './render-screen';
import { resetToasts, toasts } from './toast-mock';
import { signInAs } from './staff-session';

vi.mock('../../../src/ui/toast', async () => (await import('./toast-mock')).notifyMock);

const kalyan = { _id: 'g1', gameName: 'Kalyan Day', openTime: '10:30', closeTime: '18:00', isActive: true, result: '***-**-***' };
const milan = { _id: 'g2', gameName: 'Milan Night', openTime: '20:00', closeTime: '22:00', isActive: true, result: '***-**-***' };

beforeEach(() => {
  signInAs('owner');
  resetToasts();
  // Friday 20 Nov 2026, 11:00 IST on the server's clock (the fake API's Date header says the same): Kalyan Day's
  // open is over, its close still takes bets.
  serverClock.offsetMs = Date.parse('2026-11-20T05:30:00Z') - Date.now();
  serverClock.synced = true;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const panna = () => screen.getByLabelText('Panna') as HTMLInputElement;

describe('declaring a daily result', () => {
  it('derives the ank and result string as the panna is typed, and names an invalid panna', async () => {
    fakeApi({ 'GET /admin/games': { body: { games: [kalyan, milan] } } });
    renderScreen(<ResultsScreen />);
    await screen.findByLabelText('Panna');
    expect((screen.getByLabelText('Market') as HTMLSelectElement).value).toBe('g1');
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('2026-11-20');

    fireEvent.change(panna(), { target: { value: '1a28' } });
    expect(panna().value).toBe('128');
    expect(screen.getByTestId('derived-ank').textContent).toBe('1');
    expect(screen.getByTestId('derived-result').textContent).toBe('128-1*-***');

    fireEvent.click(screen.getByLabelText('Close'));
    expect(screen.getByTestId('derived-result').textContent).toBe('***-*1-128');

    fireEvent.change(panna(), { target: { value: '821' } });
    expect(screen.getByText(/Panna 821 is not valid/)).toBeTruthy();
    expect(screen.getByTestId('derived-ank').textContent).toBe('*');
    expect((screen.getByRole('button', { name: 'Preview' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says from when a session still taking bets can be declared, and offers no preview until then', async () => {
    fakeApi({ 'GET /admin/games': { body: { games: [kalyan, milan] } } });
    renderScreen(<ResultsScreen />);
    await screen.findByLabelText('Panna');
    fireEvent.change(panna(), { target: { value: '128' } });
    expect(screen.queryByTestId('declarable-from')).toBeNull();
    expect((screen.getByRole('button', { name: 'Preview' }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(screen.getByLabelText('Close'));
    expect(screen.getByTestId('declarable-from').textContent).toBe(
      'Betting on the close session is still taken: its result can be declared after 6:00 PM, the close time.',
    );
    expect((screen.getByRole('button', { name: 'Preview' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByLabelText('Open'));
    fireEvent.change(screen.getByLabelText('Market'), { target: { value: 'g2' } });
    expect(screen.getByTestId('declarable-from').textContent).toBe(
      'Betting on the open session is still taken: its result can be declared from 8:00 PM, the open time.',
    );
    // Past days are closed whatever the hour.
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-19' } });
    expect(screen.queryByTestId('declarable-from')).toBeNull();
  });

  it('previews the winners and payout, declares after a confirmation, and reports the settlement', async () => {
    const api = fakeApi({
      'GET /admin/games': { body: { games: [kalyan, milan] } },
      'GET /admin/results/preview': { body: { result: '128-1*-***', settlement: { settled: 6, won: 2, lost: 4, paid: 1140 } } },
      'POST /admin/results': {
        body: { message: 'Result declared', result: '128-1*-***', settlement: { settled: 6, won: 2, lost: 4, paid: 1140 } },
      },
      'GET /admin/audit': (call) => ({
        body: {
          entries: api.callsTo('POST /admin/results').length === 0 ? [] : [declaredEntry],
          pagination: { current: 1, pages: 1, total: 1, limit: Number(call.query.get('limit')) },
        },
      }),
    });
    const declaredEntry = {
      _id: '7',
      at: '2026-11-20T05:31:00.000Z',
      actor: { _id: '1', name: 'Asha Operator', mobileNumber: '9000000001' },
      action: 'result.declare',
      target: { kind: 'result', id: 'g1:2026-11-20' },
      before: null,
      after: { session: 'open', pana: '128' },
      ip: '127.0.0.1',
      userAgent: 'test',
    };
    renderScreen(<ResultsScreen />);
    expect(await screen.findByText('No operator actions on record yet.')).toBeTruthy();
    await screen.findByLabelText('Panna');
    const declare = screen.getByRole('button', { name: 'Declare Result' }) as HTMLButtonElement;
    fireEvent.change(panna(), { target: { value: '128' } });
    expect(declare.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Revert Declaration' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByTestId('result-preview');
    expect(preview.textContent).toContain('Winning bets2');
    expect(preview.textContent).toContain('₹1,140');
    const query = api.callsTo('GET /admin/results/preview')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ gameId: 'g1', session: 'open', pana: '128', gameDate: '2026-11-20' });

    expect(declare.disabled).toBe(false);
    fireEvent.click(declare);
    const dialog = screen.getByRole('dialog', { name: 'Declare this result?' });
    expect(dialog.textContent).toContain('Kalyan Day');
    expect(dialog.textContent).toContain('128-1*-***');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Declare Result' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /admin/results')[0]!.body).toEqual({ gameId: 'g1', session: 'open', pana: '128', gameDate: '2026-11-20' });
    const outcome = screen.getAllByRole('status').find((element) => element.textContent?.includes('Declared 128-1*-***'));
    expect(outcome?.textContent).toContain('Declared 128-1*-***: 6 bets settled, 2 won, ₹1,140 paid.');
    expect(toasts.success).toEqual(['Result declared']);
    // The day's history is read again and shows the declaration.
    const history = await screen.findByRole('list', { name: /^History of Kalyan Day · / });
    await waitFor(() => expect(history.textContent).toContain('result.declare'));
    expect(history.textContent).toContain('Asha Operator');
    expect(api.callsTo('GET /admin/audit').at(-1)!.query.get('targetId')).toBe('g1:2026-11-20');
  });

  it('asks for preview again once the panna changes', async () => {
    fakeApi({
      'GET /admin/games': { body: { games: [kalyan] } },
      'GET /admin/results/preview': { body: { result: '128-1*-***', settlement: { settled: 0, won: 0, lost: 0, paid: 0 } } },
    });
    renderScreen(<ResultsScreen />);
    await screen.findByLabelText('Panna');
    fireEvent.change(panna(), { target: { value: '128' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByTestId('result-preview');
    fireEvent.change(panna(), { target: { value: '137' } });
    expect(screen.queryByTestId('result-preview')).toBeNull();
    expect(screen.getByText(/preview again before declaring/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Declare Result' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reverts a declaration after a confirmation that says what is undone', async () => {
    const api = fakeApi({
      'GET /admin/games': { body: { games: [{ ...kalyan, result: '128-1*-***' }] } },
      'DELETE /admin/results': { body: { message: 'Result reverted' } },
    });
    renderScreen(<ResultsScreen />);
    await screen.findByText('This session is already declared with 128.');
    fireEvent.click(screen.getByRole('button', { name: 'Revert Declaration' }));
    const dialog = screen.getByRole('dialog', { name: 'Revert this declaration?' });
    expect(dialog.textContent).toContain('The open result of Kalyan Day');
    expect(dialog.textContent).toContain('taken back');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revert Declaration' }));
    await waitFor(() => expect(toasts.success).toEqual(['Result reverted']));
    expect(api.callsTo('DELETE /admin/results')[0]!.body).toEqual({ gameId: 'g1', session: 'open', gameDate: '2026-11-20' });
  });

  it("shows the server's refusal (a different panna for a declared session)", async () => {
    fakeApi({
      'GET /admin/games': { body: { games: [kalyan] } },
      'GET /admin/results/preview': { body: { result: '137-1*-***', settlement: { settled: 0, won: 0, lost: 0, paid: 0 } } },
      'POST /admin/results': { status: 409, body: { message: 'The open result is already declared as 128; revert it first' } },
      'GET /admin/results/exposure': {
        body: { gameId: 'g1', gameDate: '2026-11-20', session: 'open', declaredPana: null, pending: { bets: 0, stakes: 0 }, outcomes: [] },
      },
      'GET /admin/audit': { body: { entries: [], pagination: { current: 1, pages: 1, total: 0, limit: 50 } } },
    });
    renderScreen(<ResultsScreen />);
    await screen.findByLabelText('Panna');
    fireEvent.change(panna(), { target: { value: '137' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByTestId('result-preview');
    fireEvent.click(screen.getByRole('button', { name: 'Declare Result' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Declare Result' }));
    await waitFor(() => expect(toasts.error).toEqual(['The open result is already declared as 128; revert it first']));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('lists today’s results with the next to declare first, and a row opens its declaration', async () => {
    fakeApi({
      'GET /admin/games': { body: { games: [milan, kalyan] } },
      'GET /admin/starline/games': {
        body: { games: [{ _id: 's1', gameName: 'Starline 10 AM', openTime: '10:00', isActive: true, result: '128', digit: 1, voided: false }] },
      },
    });
    renderScreen(<ResultsScreen />, { route: '/results', path: '/results' });
    const list = await screen.findByRole('list', { name: 'Today’s results to declare' });
    await waitFor(() => expect(within(list).getAllByTestId('result-due')).toHaveLength(5));
    const rows = within(list).getAllByTestId('result-due');
    expect(rows.map((row) => row.dataset.state)).toEqual(['overdue', 'upcoming', 'upcoming', 'upcoming', 'declared']);
    expect(rows[0]!.textContent).toContain('Kalyan Day');
    expect(rows[0]!.textContent).toContain('Betting closed 10:30 AM · waiting 30 min');
    expect(rows[4]!.textContent).toContain('Starline 10 AM');
    expect(rows[4]!.textContent).toContain('128-1');

    fireEvent.click(within(rows[3]!).getByRole('link'));
    await waitFor(() => expect((screen.getByLabelText('Market') as HTMLSelectElement).value).toBe('g2'));
    expect((screen.getByLabelText('Close') as HTMLInputElement).checked).toBe(true);
  });

  it('says why Declare is disabled: betting still open, the open first, or declared already', async () => {
    fakeApi({ 'GET /admin/games': { body: { games: [kalyan, { ...milan, openTime: '10:40', closeTime: '10:50' }] } } });
    renderScreen(<ResultsScreen />);
    await screen.findByLabelText('Panna');
    expect(screen.queryByTestId('declare-why')).toBeNull();
    fireEvent.click(screen.getByLabelText('Close'));
    expect(screen.getByTestId('declare-why').textContent).toBe('Betting on the close is open until 6:00 PM');
    fireEvent.change(screen.getByLabelText('Market'), { target: { value: 'g2' } });
    expect(screen.getByTestId('declare-why').textContent).toBe('Declare the open first');
  });

  it('says a declared session is reverted before it changes', async () => {
    fakeApi({ 'GET /admin/games': { body: { games: [{ ...kalyan, result: '123-6*-***' }] } } });
    renderScreen(<ResultsScreen />);
    expect((await screen.findByTestId('declare-why')).textContent).toBe('Already declared 123-6: revert to change');
    expect((screen.getByRole('button', { name: 'Declare Result' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
