// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MarketsScreen from '../../../admin/src/screens/admin-markets-screen';
import { fakeApi, type Call } from './fake-api';
import { renderScreen } from './render-screen';
import { resetToasts, toasts } from './toast-mock';
import { signInAs } from './staff-session';

vi.mock('../../../src/ui/toast', async () => (await import('./toast-mock')).notifyMock);

const kalyan = { _id: 'g1', gameName: 'Kalyan Day', openTime: '12:00', closeTime: '18:00', isActive: true, result: '***-**-***' };
const CSV = 'date,open_pana,close_pana\n2026-11-17,128,370\n2026-11-18,589,\n2026-11-19,100,999\n';
const conflict = { date: '2026-11-18', existing: '146-1*-***', incoming: '589-2*-***' };

function routes(history: (call: Call) => { status?: number; body?: unknown }) {
  return fakeApi({
    'GET /admin/games': { body: { games: [kalyan] } },
    'GET /gamerates': { body: null },
    'POST /admin/games/g1/history': history,
  });
}

async function openDialog() {
  renderScreen(<MarketsScreen />);
  fireEvent.click(await screen.findByRole('button', { name: 'Import history Kalyan Day' }));
  return screen.findByRole('dialog', { name: 'Import history: Kalyan Day' });
}

function chooseFile(dialog: HTMLElement, content: string) {
  const input = within(dialog).getByLabelText('CSV file');
  fireEvent.change(input, { target: { files: [new File([content], 'kalyan.csv', { type: 'text/csv' })] } });
}

beforeEach(() => {
  resetToasts();
  signInAs('owner');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('importing a market’s history from the markets screen', () => {
  it('previews the chosen file (a dry run), shows the conflict, then imports it and says what was imported', async () => {
    // The preview and the import answer alike: the import does what its preview said.
    const api = routes(() => ({ body: { imported: 2, unchanged: 0, conflicts: [conflict], errors: [] } }));
    const dialog = await openDialog();
    chooseFile(dialog, CSV);

    const preview = await within(dialog).findByTestId('history-import-report');
    const [dryRun] = api.callsTo('POST /admin/games/g1/history');
    expect(dryRun!.query.get('dryRun')).toBe('1');
    expect(dryRun!.headers.get('Content-Type')).toBe('text/csv');
    expect(dryRun!.body).toBe(CSV);
    expect(within(preview).getByText('What this import does')).toBeTruthy();
    expect(preview.textContent).toContain('Days to import2');
    expect(preview.textContent).toContain('Conflicts1');
    expect(preview.textContent).toContain('An import writes results only: it settles no bets.');
    const conflicts = within(preview).getByTestId('history-conflicts');
    expect(within(conflicts).getByRole('rowheader').textContent).toMatch(/^Wed, 18 Nov,? 2026$/);
    expect(within(conflicts).getByText('146-1*-***')).toBeTruthy();
    expect(within(conflicts).getByText('589-2*-***')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Import 2 days' }));
    await within(dialog).findByText('What was imported');
    const calls = api.callsTo('POST /admin/games/g1/history');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.query.get('dryRun')).toBeNull();
    expect(calls[1]!.body).toBe(CSV);
    expect(toasts.success).toEqual(['Imported 2 days of Kalyan Day']);
    expect(within(dialog).getByTestId('history-conflicts')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Import/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists the lines with errors and offers no Import: a file with errors imports nothing', async () => {
    const api = routes(() => ({
      body: {
        imported: 1,
        unchanged: 0,
        conflicts: [],
        errors: [
          { line: 3, message: 'open_pana: Panna 321 is not valid: its digits must not descend, with 0 counting above 9 (e.g., 123)' },
          { line: 5, message: 'date: 2026-11-20 is not a past day; only days before today (IST) are imported' },
        ],
      },
    }));
    const dialog = await openDialog();
    chooseFile(dialog, CSV);
    const errors = await within(dialog).findByTestId('history-errors');
    expect(within(errors).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['3', '5']);
    expect(errors.textContent).toContain('open_pana: Panna 321 is not valid');
    expect(within(dialog).getByText('A file with errors imports nothing: fix these lines and choose the file again.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Import/ })).toBeNull();
    expect(api.callsTo('POST /admin/games/g1/history')).toHaveLength(1);
  });

  it("shows the server's refusal of the file (too many rows) in the dialog, and nothing to import", async () => {
    const message = 'A file holds at most 10,000 rows; this one has 10,001';
    routes(() => ({ status: 413, body: { message, code: 'TOO_MANY_ROWS', errors: [{ msg: message, path: 'body', code: 'TOO_MANY_ROWS' }] } }));
    const dialog = await openDialog();
    chooseFile(dialog, CSV);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(within(dialog).queryByTestId('history-import-report')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Import/ })).toBeNull();
  });

  it('says when every day of the file is already stored', async () => {
    routes(() => ({ body: { imported: 0, unchanged: 3, conflicts: [], errors: [] } }));
    const dialog = await openDialog();
    chooseFile(dialog, CSV);
    expect(await within(dialog).findByText('Nothing to import: every day of this file is already stored or in conflict.')).toBeTruthy();
    expect((await within(dialog).findByTestId('history-import-report')).textContent).toContain('Already stored3');
    expect(within(dialog).queryByRole('button', { name: /^Import/ })).toBeNull();
  });
});
