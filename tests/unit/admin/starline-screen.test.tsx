// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import StarlineScreen from '../../../admin/src/screens/admin-starline-screen';
import { serverClock } from '../../../src/state/clock';
import { fakeApi } from './fake-api';
import { renderScreen } from './render-screen';
import { resetToasts, toasts } from './toast-mock';
import { signInAs } from './staff-session';

vi.mock('../../../src/ui/toast', async () => (await import('./toast-mock')).notifyMock);

const ten = { _id: 's1', gameName: 'Star 10', gameNameHindi: 'स्टार 10', openTime: '10:00', minBet: 10, maxBet: 5000, isActive: true, currentStatus: 'closed', result: '***' };
const eleven = { ...ten, _id: 's2', gameName: 'Star 11', openTime: '11:00', result: '137' };

beforeEach(() => {
  signInAs('owner');
  resetToasts();
  serverClock.offsetMs = Date.parse('2026-11-20T05:30:00Z') - Date.now();
  serverClock.synced = true;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Starline', () => {
  it('lists games with their limits and result, and creates one after checking its fields', async () => {
    const api = fakeApi({
      'GET /admin/starline/games': { body: { games: [eleven, ten] } },
      'POST /admin/starline/games': { status: 201, body: { message: 'Starline game created', game: { ...ten, _id: 's3' } } },
    });
    renderScreen(<StarlineScreen />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Star 10');
    expect(rows[1]!.textContent).toContain('137-1');
    expect(rows[1]!.textContent).toContain('₹5,000');

    fireEvent.click(screen.getByRole('button', { name: 'Create Game' }));
    expect(screen.getByText('Please enter the game name')).toBeTruthy();
    expect(screen.getByText('Time must be in HH:MM (24-hour) format')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Game Name'), { target: { value: 'Star 12' } });
    fireEvent.change(screen.getByLabelText('Game Name (Hindi)'), { target: { value: 'स्टार 12' } });
    fireEvent.change(screen.getByLabelText('Open Time'), { target: { value: '12:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Game' }));
    await waitFor(() => expect(toasts.success).toEqual(['Starline game created']));
    expect(api.callsTo('POST /admin/starline/games')[0]!.body).toEqual({
      gameName: 'Star 12',
      gameNameHindi: 'स्टार 12',
      openTime: '12:00',
      minBet: 10,
      maxBet: 10000,
      days: [0, 1, 2, 3, 4, 5, 6],
      isActive: true,
    });
  });

  it('previews what a result settles, declares it after a confirmation, and reverts', async () => {
    let result = '***';
    const api = fakeApi({
      'GET /admin/starline/games': () => ({ body: { games: [{ ...ten, result }] } }),
      'GET /admin/starline/results/preview': {
        body: { gameId: 's1', gameDate: '2026-11-20', pana: '128', digit: 1, declaredPana: null, settlement: { settled: 4, won: 1, lost: 3, paid: 1500 } },
      },
      'POST /admin/starline/results': () => {
        result = '128';
        return { body: { message: 'Result declared', result: { pana: '128' }, settlement: { settled: 4, won: 1, lost: 3, paid: 1500 } } };
      },
      'DELETE /admin/starline/results': { body: { message: 'Result reverted' } },
    });
    renderScreen(<StarlineScreen />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Results' }));
    expect((screen.getByRole('button', { name: 'Revert Declaration' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Panna'), { target: { value: '128' } });
    expect(screen.getByTestId('derived-ank').textContent).toBe('1');
    expect(screen.getByTestId('derived-result').textContent).toBe('128-1');
    const declareButton = screen.getByRole('button', { name: 'Declare Result' }) as HTMLButtonElement;
    expect(declareButton.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByTestId('result-preview');
    expect(preview.textContent).toContain('Winning bets1');
    expect(preview.textContent).toContain('₹1,500');
    expect(Object.fromEntries(api.callsTo('GET /admin/starline/results/preview')[0]!.query)).toEqual({
      gameId: 's1',
      pana: '128',
      gameDate: '2026-11-20',
    });
    expect(declareButton.disabled).toBe(false);

    fireEvent.click(declareButton);
    const dialog = screen.getByRole('dialog', { name: 'Declare this result?' });
    expect(dialog.textContent).toContain('Star 10');
    expect(dialog.textContent).toContain('₹1,500');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Declare Result' }));
    await screen.findByText(/Declared 128-1: 4 bets settled, 1 won, ₹1,500 paid\./);
    await screen.findByText('128-1', { selector: 'strong' });
    expect(api.callsTo('POST /admin/starline/results')[0]!.body).toEqual({ gameId: 's1', pana: '128', gameDate: '2026-11-20' });

    fireEvent.click(screen.getByRole('button', { name: 'Revert Declaration' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revert Declaration' }));
    await waitFor(() => expect(api.callsTo('DELETE /admin/starline/results')).toHaveLength(1));
    expect(api.callsTo('DELETE /admin/starline/results')[0]!.body).toEqual({ gameId: 's1', gameDate: '2026-11-20' });
  });

  it('edits a game in a dialog, and activates an inactive one after a confirmation naming its time', async () => {
    const api = fakeApi({
      'GET /admin/starline/games': { body: { games: [ten, { ...eleven, isActive: false }] } },
      'PUT /admin/starline/games/s1': { body: { message: 'Starline game updated', game: ten } },
      'PUT /admin/starline/games/s2': { body: { message: 'Starline game activated', game: eleven } },
    });
    renderScreen(<StarlineScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Star 10' }));
    const editor = screen.getByRole('dialog', { name: 'Edit Star 10' });
    fireEvent.change(within(editor).getByLabelText('Max Bet (₹)'), { target: { value: '6000' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.success).toEqual(['Starline game updated']));
    expect(api.callsTo('PUT /admin/starline/games/s1')[0]!.body).toEqual({
      gameName: 'Star 10',
      gameNameHindi: 'स्टार 10',
      openTime: '10:00',
      minBet: 10,
      maxBet: 6000,
      days: [0, 1, 2, 3, 4, 5, 6],
      isActive: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Activate Star 11' }));
    const confirm = screen.getByRole('dialog', { name: 'Activate' });
    expect(confirm.textContent).toContain('Opens 11:00 AM');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(api.callsTo('PUT /admin/starline/games/s2')).toHaveLength(1));
    expect(api.callsTo('PUT /admin/starline/games/s2')[0]!.body).toEqual({ isActive: true });
  });

  it('edits the Starline rates', async () => {
    const api = fakeApi({
      'GET /admin/starline/games': { body: { games: [] } },
      'GET /starline/gamerates': { body: { singleDigit: { min: 10, max: 100 }, singlePana: { min: 10, max: 1500 }, doublePana: { min: 10, max: 3000 }, triplePana: { min: 10, max: 7000 } } },
      'PUT /admin/starline/gamerates': { body: { message: 'Starline game rates updated' } },
    });
    renderScreen(<StarlineScreen />);
    fireEvent.click(screen.getByRole('tab', { name: 'Rates' }));
    fireEvent.change(await screen.findByLabelText('SINGLE DIGIT Pays (₹)'), { target: { value: '95' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Rates' }));
    await waitFor(() => expect(toasts.success).toEqual(['Starline game rates updated']));
    expect((api.callsTo('PUT /admin/starline/gamerates')[0]!.body as { singleDigit: unknown }).singleDigit).toEqual({ min: 10, max: 95 });
  });
});
