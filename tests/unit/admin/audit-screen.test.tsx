// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AuditScreen from '../../../admin/src/screens/admin-audit-screen';
import FundRequestsScreen from '../../../admin/src/screens/admin-fund-requests-screen';
import { AuditTrail } from '../../../admin/src/ui/audit-trail';
import { fakeApi } from './fake-api';
import { renderScreen } from './render-screen';
import { resetToasts } from './toast-mock';
import { signInAs } from './staff-session';

vi.mock('../../../src/ui/toast', async () => (await import('./toast-mock')).notifyMock);

const operator = { _id: '1', name: 'Ravi Admin', mobileNumber: '9000000001' };

function entry(id: string, action: string, target: { kind: string; id: string }, change: { before?: object | null; after?: object | null }) {
  return {
    _id: id,
    at: '2026-11-20T05:30:00.000Z',
    actor: operator,
    action,
    target,
    before: change.before ?? null,
    after: change.after ?? null,
    ip: '203.0.113.9',
    userAgent: 'Firefox/140',
  };
}

const approval = entry('42', 'fund_request.approve', { kind: 'fund_request', id: '11' }, {
  before: { status: 'pending' },
  after: { status: 'approved', amount: 1500 },
});
const declaration = entry('41', 'result.declare', { kind: 'result', id: '3:2026-11-20' }, { after: { session: 'open', pana: '128' } });

beforeEach(() => {
  resetToasts();
  signInAs('owner');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('audit screen', () => {
  it('lists operator actions newest first with who, what, which record, the change and from where', async () => {
    const api = fakeApi({
      'GET /admin/audit': { body: { entries: [approval, declaration], pagination: { current: 1, pages: 3, total: 41, limit: 20 } } },
    });
    renderScreen(<AuditScreen />);
    const table = await screen.findByRole('table', { name: 'Operator actions' });
    const rows = within(table).getAllByTestId('audit-entry');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('fund_request.approve');
    expect(rows[0]!.textContent).toContain('fund_request 11');
    expect(rows[0]!.textContent).toContain('Ravi Admin · 9000000001');
    expect(rows[0]!.textContent).toContain('status: pending → approved');
    expect(rows[0]!.textContent).toContain('203.0.113.9');
    expect(rows[1]!.textContent).toContain('result.declare');
    expect(within(table).getByRole('columnheader', { name: 'Action' })).toBeTruthy();
    expect(api.calls[0]!.query.get('page')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(api.callsTo('GET /admin/audit').at(-1)!.query.get('page')).toBe('2'));
  });

  it('sends the filters only when applied, and starts again at page 1', async () => {
    const api = fakeApi({ 'GET /admin/audit': { body: { entries: [], pagination: { current: 1, pages: 0, total: 0, limit: 20 } } } });
    renderScreen(<AuditScreen />);
    await screen.findByText('No operator actions match these filters.');
    const form = screen.getByRole('form', { name: 'Audit filters' });
    fireEvent.change(within(form).getByLabelText('Action'), { target: { value: 'fund_request.approve' } });
    fireEvent.change(within(form).getByLabelText('Record id'), { target: { value: '11' } });
    fireEvent.change(within(form).getByLabelText('From (date)'), { target: { value: '2026-11-20' } });
    expect(api.callsTo('GET /admin/audit')).toHaveLength(1);
    fireEvent.click(within(form).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(api.callsTo('GET /admin/audit')).toHaveLength(2));
    const query = api.callsTo('GET /admin/audit')[1]!.query;
    expect(query.get('action')).toBe('fund_request.approve');
    expect(query.get('targetId')).toBe('11');
    expect(query.get('from')).toBe('2026-11-20');
    expect(query.get('page')).toBe('1');
    expect(query.has('actor')).toBe(false);
  });

  it('downloads the filtered entries as CSV with the operator token', async () => {
    const api = fakeApi({ 'GET /admin/audit': { body: { entries: [approval], pagination: { current: 1, pages: 1, total: 1, limit: 20 } } } });
    const created: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:audit', revokeObjectURL: (url: string) => created.push(url) }));
    renderScreen(<AuditScreen />);
    await screen.findByRole('table', { name: 'Operator actions' });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(api.calls.some((call) => call.query.get('format') === 'csv')).toBe(true));
    await waitFor(() => expect(created).toEqual(['blob:audit']));
  });
});

describe('a record history', () => {
  it("shows one record's own entries", async () => {
    const api = fakeApi({ 'GET /admin/audit': { body: { entries: [approval], pagination: { current: 1, pages: 1, total: 1, limit: 50 } } } });
    renderScreen(<AuditTrail targetKind="fund_request" targetId="11" label="FR11" />);
    const history = await screen.findByRole('list', { name: 'History of FR11' });
    expect(within(history).getByTestId('audit-history-entry').textContent).toContain('fund_request.approve');
    expect(api.calls[0]!.query.get('targetKind')).toBe('fund_request');
    expect(api.calls[0]!.query.get('targetId')).toBe('11');
  });

  it('opens a fund request\'s history from its row in the queue, loading it only when asked', async () => {
    const request = {
      _id: '11', requestId: 'FR11', transactionId: '123456789012', amount: 1500, paymentMethod: 'UPI', status: 'approved',
      createdAt: '2026-11-20T04:00:00.000Z', remarks: '', user: { _id: '5', name: 'Asha', mobileNumber: '9876543210' },
    };
    const api = fakeApi({
      'GET /admin/fund-requests': { body: { requests: [request], pagination: { current: 1, pages: 1, total: 1, limit: 20 } } },
      'GET /admin/audit': { body: { entries: [approval], pagination: { current: 1, pages: 1, total: 1, limit: 50 } } },
    });
    renderScreen(<FundRequestsScreen />);
    const show = await screen.findByRole('button', { name: 'Show history' });
    expect(api.callsTo('GET /admin/audit')).toHaveLength(0);
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);
    const history = await screen.findByRole('list', { name: 'History of Request FR11' });
    expect(history.textContent).toContain('fund_request.approve');
    expect(history.textContent).toContain('status: pending → approved');
    expect(Object.fromEntries(api.callsTo('GET /admin/audit')[0]!.query)).toMatchObject({ targetKind: 'fund_request', targetId: '11' });
    fireEvent.click(screen.getByRole('button', { name: 'Hide history' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'History of Request FR11' })).toBeNull());
  });
});
