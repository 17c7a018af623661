// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSession } from '../../../admin/src/admin-session';
import UserScreen from '../../../admin/src/screens/admin-user-screen';
import { fakeApi, responsiblePlayRoute } from './fake-api';
import { renderScreen } from './render-screen';
import { resetToasts, toasts } from './toast-mock';
import { operator } from './staff-session';

vi.mock('../../../src/ui/toast', async () => (await import('./toast-mock')).notifyMock);

const asha = {
  _id: '7',
  name: 'Asha Verma',
  mobileNumber: '9876543210',
  email: '',
  balance: 2500,
  role: 'player',
  isActive: true,
  createdAt: '2026-11-01T04:00:00.000Z',
  bankDetails: null,
  paymentDetails: null,
};
const ledgerRoute = {
  'GET /admin/users/7': { body: { user: asha } },
  'GET /admin/users/7/ledger': { body: { user: asha, entries: [], pagination: { current: 1, pages: 1, total: 0, limit: 20 } } },
};

/** The limits in effect as an audit entry holds them, with the daily loss limit at `dailyLoss`. */
function limitsWith(dailyLoss: number | null) {
  return { deposit: { daily: 1000, weekly: null, monthly: 20000 }, loss: { daily: dailyLoss, weekly: 1000, monthly: null } };
}

/** Friday 20 Nov 2026, 11:00 IST: Asha set a daily loss limit of ₹100 at 10:00, asked at 10:30 to raise it to ₹500, then took a 24-hour time-out. */
const record = {
  limits: { deposit: { daily: 1000, weekly: null, monthly: 20000 }, loss: { daily: 100, weekly: 1000, monthly: null } },
  pending: [{ kind: 'loss', period: 'daily', value: 500, effectiveAt: '2026-11-21T05:00:00.000Z' }],
  usage: { deposit: { daily: 300, weekly: 300, monthly: 4500 }, loss: { daily: 100, weekly: -200, monthly: 250 } },
  timeOutUntil: '2026-11-21T05:20:00.000Z',
  selfExcludedUntil: null,
  realityCheckMinutes: 30,
  changes: [
    { at: '2026-11-20T05:20:00.000Z', action: 'responsible_play.time_out', before: { until: null }, after: { until: '2026-11-21T05:20:00.000Z' } },
    {
      at: '2026-11-20T05:00:00.000Z',
      action: 'responsible_play.limits',
      before: { limits: limitsWith(100), pending: [] },
      after: { limits: limitsWith(100), pending: [{ kind: 'loss', period: 'daily', value: 500, effectiveAt: '2026-11-21T05:00:00.000Z' }] },
    },
    { at: '2026-11-20T04:30:00.000Z', action: 'responsible_play.limits', before: { limits: limitsWith(null), pending: [] }, after: { limits: limitsWith(100), pending: [] } },
    { at: '2026-11-20T04:00:00.000Z', action: 'responsible_play.reality_check', before: { minutes: 60 }, after: { minutes: 30 } },
  ],
};

beforeEach(() => {
  resetToasts();
  adminSession.status = 'signed-in';
  adminSession.user = { ...asha, ...operator('owner') } as never;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openPanel() {
  renderScreen(<UserScreen />, { route: '/users/:userId', path: '/users/7' });
  const panel = await screen.findByTestId('responsible-play');
  return { panel, section: screen.getByRole('region', { name: 'Responsible play' }) };
}

function cells(panel: HTMLElement, rowHeader: string): string[] {
  const row = within(panel).getByRole('rowheader', { name: rowHeader }).closest('tr')!;
  return [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '');
}

describe("a player's responsible play on their page", () => {
  it('shows the limits with what is used of them, the pending raise, the time-out and the changes, newest first', async () => {
    const api = fakeApi({ ...ledgerRoute, ...responsiblePlayRoute('7', record) });
    const { panel } = await openPanel();

    const headers = within(panel).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Period', 'Deposit limit', 'Loss limit']);
    expect(cells(panel, 'Daily')).toEqual(['₹300 of ₹1,000 today', '₹100 of ₹100 today']);
    expect(cells(panel, 'Weekly')).toEqual(['No limit (₹300 this week)', '₹0 of ₹1,000 this week (₹200 ahead)']);
    expect(cells(panel, 'Monthly')).toEqual(['₹4,500 of ₹20,000 this month', 'No limit (₹250 this month)']);

    const pending = within(panel).getAllByTestId('responsible-play-pending');
    expect(pending).toHaveLength(1);
    expect(pending[0]!.textContent).toMatch(/^Daily loss limit: ₹100 → ₹500 from 21 Nov 2026, 10:30\s?AM$/);

    const facts = within(panel).getAllByRole('definition').map((fact) => fact.closest('div')!.textContent);
    expect(facts[0]).toMatch(/^Time-outUntil 21 Nov 2026, 10:50\s?AM$/);
    expect(facts[1]).toBe('Self-exclusionNone');
    expect(facts[2]).toBe('Reality checkEvery 30 minutes');

    const changes = within(panel).getAllByTestId('responsible-play-change');
    const lines = changes.map((change) => [...change.children].map((line) => line.textContent));
    expect(lines.map(([head]) => head)).toEqual([
      expect.stringMatching(/^Time-out20 Nov 2026, 10:50\s?AM$/),
      expect.stringMatching(/^Limits20 Nov 2026, 10:30\s?AM$/),
      expect.stringMatching(/^Limits20 Nov 2026, 10:00\s?AM$/),
      expect.stringMatching(/^Reality check20 Nov 2026, 9:30\s?AM$/),
    ]);
    expect(lines.map(([, ...change]) => change)).toEqual([
      [expect.stringMatching(/^None → Until 21 Nov 2026, 10:50\s?AM$/)],
      [expect.stringMatching(/^Pending daily loss limit: None → ₹500 from 21 Nov 2026, 10:30\s?AM$/)],
      ['Daily loss limit: no limit → ₹100'],
      ['Every 60 minutes → Every 30 minutes'],
    ]);

    expect(api.callsTo('GET /admin/users/7/responsible-play')).toHaveLength(1);
  });

  it('says operators cannot lift anything, and offers no control that would', async () => {
    const api = fakeApi({ ...ledgerRoute, ...responsiblePlayRoute('7', { ...record, selfExcludedUntil: '2027-05-20T05:20:00.000Z' }) });
    const { panel, section } = await openPanel();

    expect(within(panel).getByText('Set by the player. Operators cannot lift limits, time-outs or self-exclusions.')).toBeTruthy();
    expect(within(panel).getAllByRole('definition')[1]!.textContent).toMatch(/^Until 20 May 2027, 10:50\s?AM$/);
    for (const role of ['button', 'link', 'textbox', 'spinbutton', 'checkbox', 'combobox', 'switch'] as const) {
      expect(within(section).queryAllByRole(role)).toHaveLength(0);
    }
    // Nor anywhere else on the page: the balance adjustment and (de)activation are the player page's only actions.
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons.filter((name) => /lift|end|remove|limit|time-out|exclu/i.test(name ?? ''))).toEqual([]);
    expect(api.calls.filter((call) => call.path.includes('responsible-play') && call.method !== 'GET')).toEqual([]);
  });

  it('shows a player who has set nothing as having no limits and no break', async () => {
    fakeApi({ ...ledgerRoute, ...responsiblePlayRoute('7') });
    const { panel } = await openPanel();
    expect(cells(panel, 'Daily')).toEqual(['No limit (₹0 today)', 'No limit (₹0 today)']);
    expect(cells(panel, 'Monthly')).toEqual(['No limit (₹0 this month)', 'No limit (₹0 this month)']);
    expect(within(panel).getByText('No pending changes.')).toBeTruthy();
    expect(within(panel).getByText('No changes yet.')).toBeTruthy();
    const facts = within(panel).getAllByRole('definition').map((fact) => fact.textContent);
    expect(facts).toEqual(['None', 'None', 'Every 60 minutes']);
  });

  it("says when the player's responsible play cannot be loaded, and loads it again on Try again", async () => {
    const api = fakeApi({ ...ledgerRoute, 'GET /admin/users/7/responsible-play': { status: 500, body: { message: 'Database unavailable' } } });
    renderScreen(<UserScreen />, { route: '/users/:userId', path: '/users/7' });
    const section = await screen.findByRole('region', { name: 'Responsible play' });
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('Database unavailable');
    expect(toasts.error).toContain('Database unavailable');

    api.set('GET /admin/users/7/responsible-play', responsiblePlayRoute('7', record)['GET /admin/users/7/responsible-play']!);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(section).findByTestId('responsible-play')).toBeTruthy();
  });
});
