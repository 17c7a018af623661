// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCalendarDay } from '../../../admin/src/format';
import FundRequestsScreen from '../../../admin/src/screens/admin-fund-requests-screen';
import ReconciliationScreen from '../../../admin/src/screens/admin-reconciliation-screen';
import { wholeRupees } from '../../../admin/src/screens/received-decision';
import { draftFromMapping, EMPTY_DRAFT, fitToColumns, mappingFromDraft } from '../../../admin/src/statement-mapping';
import { fakeApi, type Reply } from './fake-api';
import { renderScreen } from './render-screen';
import { resetToasts, toasts } from './toast-mock';
import { signInAs } from './staff-session';

vi.mock('../../../src/ui/toast', async () => (await import('./toast-mock')).notifyMock);

const asha = { _id: '7', name: 'Asha Verma', mobileNumber: '9876543210' };
const ravi = { _id: '8', name: 'Ravi Kumar', mobileNumber: '9876500000' };

function request(id: string, amount: number, user = asha, utr = `4123456789${id.padStart(2, '0')}`) {
  return {
    _id: id,
    requestId: `FR${id}`,
    transactionId: utr,
    amount,
    paymentMethod: 'UPI',
    status: 'pending',
    createdAt: '2026-11-20T04:00:00.000Z',
    remarks: '',
    decidedAt: null,
    user,
  };
}

function credit(id: string, amount: number, state: string, claim: ReturnType<typeof request> | null) {
  return {
    _id: `c${id}`,
    statementId: 's1',
    bank: 'HDFC Bank',
    row: Number(id) + 5,
    date: '2026-11-19',
    amount,
    utr: claim?.transactionId ?? `5123456789${id.padStart(2, '0')}`,
    reference: '',
    narration: `UPI/${claim?.transactionId ?? 'unknown'}/payment`,
    state,
    request: claim,
  };
}

/** The answer of a fund request's approval or rejection. */
const decided = (message: string, answer: ReturnType<typeof request>, status: string) => ({
  body: { message, request: { ...answer, status } },
});

const list = (credits: unknown[], total: number) => ({ count: credits.length, total, credits });

const RECONCILIATION = {
  matched: list(
    [credit('1', 1500, 'matched', request('1', 1500)), credit('2', 1000, 'matched', request('2', 1000, ravi))],
    2500,
  ),
  mismatched: list(
    [credit('3', 450, 'mismatched', request('3', 500)), credit('4', 499.5, 'mismatched', request('4', 500, ravi))],
    949.5,
  ),
  unclaimed: list([credit('5', 700, 'unclaimed', null)], 700),
  stale: { count: 1, total: 800, requests: [request('6', 800, ravi)] },
  staleAfterHours: 24,
};

const STATEMENT = {
  _id: 's1',
  bank: 'HDFC Bank',
  fileName: 'hdfc-nov.csv',
  importedAt: '2026-11-20T05:00:00.000Z',
  importedBy: { _id: '1', name: 'Operator One' },
  rows: 9,
  credits: 5,
  duplicates: 1,
  debits: 2,
};

const HDFC_MAPPING = { date: 'Txn Date', credit: 'Credit Amount', debit: 'Debit Amount', narration: 'Description' };
const HDFC_CSV =
  'Account,50100012345678\n\nTxn Date,Description,Ref No,Debit Amount,Credit Amount,Balance\n' +
  '19/11/2026,UPI/412345678901/ok,412345678901,,1500.00,1500.00\n';

function routes(extra: Record<string, Reply> = {}) {
  return fakeApi({
    'GET /admin/reconciliation': { body: RECONCILIATION },
    'GET /admin/statements': {
      body: {
        statements: [STATEMENT],
        banks: [{ name: 'HDFC Bank', mapping: HDFC_MAPPING, updatedAt: STATEMENT.importedAt }],
      },
    },
    ...extra,
  });
}

function region(name: string) {
  return screen.getByRole('region', { name });
}

function chooseFile(content: string, name = 'hdfc-nov.csv') {
  const input = screen.getByLabelText('Statement (CSV)');
  fireEvent.change(input, { target: { files: [new File([content], name, { type: 'text/csv' })] } });
}

beforeEach(() => {
  resetToasts();
  signInAs('cashier');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the reconciliation lists', () => {
  it('shows each list with its count and total, and the request beside each matched credit', async () => {
    routes();
    renderScreen(<ReconciliationScreen />);
    const matched = await screen.findByTestId('matched-credits');
    expect(within(region('Matched')).getByTestId('list-summary').textContent).toBe('2 · ₹2,500');
    expect(within(region('Mismatched')).getByTestId('list-summary').textContent).toBe('2 · ₹949.50');
    expect(within(region('Unclaimed')).getByTestId('list-summary').textContent).toBe('1 · ₹700');
    expect(within(region('Stale requests')).getByTestId('list-summary').textContent).toBe('1 · ₹800');
    const first = within(matched).getAllByRole('row')[1]!;
    expect(first.textContent).toContain('₹1,500');
    expect(first.textContent).toContain('412345678901');
    expect(first.textContent).toContain('Asha Verma · 9876543210');
    expect(first.textContent).toContain('FR1');
    const mismatched = screen.getByTestId('mismatched-credits');
    expect(within(mismatched).getAllByRole('row')[1]!.textContent).toContain('₹450');
    expect(within(mismatched).getAllByRole('row')[1]!.textContent).toContain('₹500');
    expect(within(mismatched).getAllByRole('row')[2]!.textContent).toContain('₹499.50');
    expect(
      screen.getByText('Pending for more than 24 hours with no credit of their UTR on any statement.'),
    ).toBeTruthy();
  });

  it('approves the matches in one call after confirming their count and total, then shows the skips', async () => {
    const api = routes({
      'POST /admin/reconciliation/approve': {
        body: {
          message: 'Deposits approved',
          approved: [{ creditId: 'c1', request: { ...request('1', 1500), status: 'approved' }, balance: 1500 }],
          skipped: [{ creditId: 'c2', code: 'CREDIT_SETTLED', message: 'This credit has already been settled' }],
        },
      },
    });
    renderScreen(<ReconciliationScreen />);
    await screen.findByTestId('matched-credits');
    fireEvent.click(screen.getByRole('button', { name: 'Approve 2 matches' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve 2 deposits totalling ₹2,500?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve 2' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /admin/reconciliation/approve')[0]!.body).toEqual({ creditIds: ['c1', 'c2'] });
    expect(toasts.success).toEqual(['Deposits approved']);
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Approved 1 deposit (₹1,500); skipped 1.');
    expect(screen.getByTestId('skipped-credits').textContent).toContain(
      '412345678902: This credit has already been settled',
    );
    await waitFor(() => expect(api.callsTo('GET /admin/reconciliation')).toHaveLength(2));
  });

  it('approves a mismatch for the whole rupees received, asking for them when the credit has paise', async () => {
    const api = routes({
      'POST /admin/fund-requests/3/approve': decided('Fund request approved', request('3', 450), 'approved'),
      'POST /admin/fund-requests/4/approve': decided('Fund request approved', request('4', 499, ravi), 'approved'),
    });
    renderScreen(<ReconciliationScreen />);
    const mismatched = await screen.findByTestId('mismatched-credits');
    fireEvent.click(within(mismatched).getByRole('button', { name: 'Approve ₹450' }));
    let dialog = screen.getByRole('dialog', { name: 'Approve this deposit?' });
    expect((within(dialog).getByLabelText('Amount received (₹)') as HTMLInputElement).value).toBe('450');
    expect(dialog.textContent).toContain('The player entered ₹500; this amount is credited instead.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /admin/fund-requests/3/approve')[0]!.body).toEqual({ amount: 450 });
    expect(screen.getByText('Approved: ₹450 credited to Asha Verma.')).toBeTruthy();

    fireEvent.click(within(mismatched).getByRole('button', { name: 'Approve received' }));
    dialog = screen.getByRole('dialog', { name: 'Approve this deposit?' });
    const amount = within(dialog).getByLabelText('Amount received (₹)') as HTMLInputElement;
    expect(amount.value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await within(dialog).findByText('Enter the amount received, in whole rupees');
    expect(api.callsTo('POST /admin/fund-requests/4/approve')).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '499' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /admin/fund-requests/4/approve')[0]!.body).toEqual({ amount: 499 });
  });

  it('rejects a stale request only with a reason, which it sends as the remarks the player reads', async () => {
    const api = routes({
      'POST /admin/fund-requests/6/reject': decided('Fund request rejected', request('6', 800, ravi), 'rejected'),
    });
    renderScreen(<ReconciliationScreen />);
    const stale = await screen.findByTestId('stale-requests');
    fireEvent.click(within(stale).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this deposit?' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' No payment with this UTR ' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /admin/fund-requests/6/reject')[0]!.body).toEqual({ remarks: 'No payment with this UTR' });
    expect(screen.getByText('Rejected: ₹800 for Ravi Kumar, nothing credited.')).toBeTruthy();
  });

  it('offers a stale request for its own amount, changeable', async () => {
    const api = routes({
      'POST /admin/fund-requests/6/approve': decided('Fund request approved', request('6', 750, ravi), 'approved'),
    });
    renderScreen(<ReconciliationScreen />);
    const stale = await screen.findByTestId('stale-requests');
    fireEvent.click(within(stale).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this deposit?' });
    const amount = within(dialog).getByLabelText('Amount received (₹)') as HTMLInputElement;
    expect(amount.value).toBe('800');
    fireEvent.change(amount, { target: { value: '750' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /admin/fund-requests/6/approve')[0]!.body).toEqual({ amount: 750 });
  });

  it('shows a role that may only read the lists no import, no decisions and no setting', async () => {
    signInAs('auditor');
    routes();
    renderScreen(<ReconciliationScreen />);
    await screen.findByTestId('matched-credits');
    expect(screen.queryByRole('form', { name: 'Import a statement' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.queryByLabelText('Stale after (hours)')).toBeNull();
  });

  it('lets an owner change the hours after which a request is stale', async () => {
    signInAs('owner');
    const api = routes({ 'PUT /admin/reconciliation/settings': { body: { staleAfterHours: 48 } } });
    renderScreen(<ReconciliationScreen />);
    const hours = (await screen.findByLabelText('Stale after (hours)')) as HTMLInputElement;
    expect(hours.value).toBe('24');
    fireEvent.change(hours, { target: { value: '900' } });
    fireEvent.click(within(screen.getByRole('form', { name: 'Stale requests' })).getByRole('button', { name: 'Save' }));
    await screen.findByText('Enter whole hours from 1 to 720');
    fireEvent.change(hours, { target: { value: '48' } });
    fireEvent.click(within(screen.getByRole('form', { name: 'Stale requests' })).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /admin/reconciliation/settings')).toHaveLength(1));
    expect(api.callsTo('PUT /admin/reconciliation/settings')[0]!.body).toEqual({ staleAfterHours: 48 });
    expect(toasts.success).toEqual(['Setting saved']);
  });

  it('lists the recent statements and opens one with its credits and their states', async () => {
    routes({
      'GET /admin/statements/s1': {
        body: {
          statement: STATEMENT,
          credits: [credit('1', 1500, 'settled', { ...request('1', 1500), status: 'approved' })],
        },
      },
    });
    renderScreen(<ReconciliationScreen />);
    const statements = await screen.findByTestId('statements');
    const row = within(statements).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('HDFC Bank');
    expect(row.textContent).toContain('hdfc-nov.csv');
    expect(row.textContent).toContain('Operator One');
    fireEvent.click(within(row).getByRole('button', { name: 'Open hdfc-nov.csv' }));
    const dialog = screen.getByRole('dialog', { name: 'HDFC Bank: hdfc-nov.csv' });
    const credits = await within(dialog).findByTestId('statement-credits');
    expect(credits.textContent).toContain('Settled');
    expect(credits.textContent).toContain('Asha Verma');
  });
});

describe('importing a statement', () => {
  it("offers the file's header as columns, fills a remembered bank's mapping, and sends the file with it", async () => {
    const api = routes({
      'POST /admin/statements': { status: 201, body: { message: 'Statement imported', statement: STATEMENT } },
    });
    renderScreen(<ReconciliationScreen />);
    await screen.findByTestId('statements');
    chooseFile(HDFC_CSV);
    const date = (await screen.findByLabelText('Date')) as HTMLSelectElement;
    expect(Array.from(date.options).map((option) => option.value)).toEqual([
      '',
      'Txn Date',
      'Description',
      'Ref No',
      'Debit Amount',
      'Credit Amount',
      'Balance',
    ]);
    fireEvent.change(screen.getByLabelText('Bank'), { target: { value: 'HDFC Bank' } });
    expect(date.value).toBe('Txn Date');
    expect((screen.getByRole('radio', { name: 'Credit and debit columns' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Credit') as HTMLSelectElement).value).toBe('Credit Amount');
    fireEvent.change(screen.getByLabelText('Reference (optional)'), { target: { value: 'Ref No' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));

    const result = await screen.findByTestId('statement-import-result');
    expect(result.textContent).toContain('Rows9');
    expect(result.textContent).toContain('New credits5');
    expect(result.textContent).toContain('Already imported1');
    expect(result.textContent).toContain('Debits skipped2');
    const form = api.callsTo('POST /admin/statements')[0]!.body as FormData;
    expect(form.get('bank')).toBe('HDFC Bank');
    expect(JSON.parse(form.get('mapping') as string)).toEqual({ ...HDFC_MAPPING, reference: 'Ref No' });
    expect((form.get('file') as File).name).toBe('hdfc-nov.csv');
    await waitFor(() => expect(api.callsTo('GET /admin/reconciliation')).toHaveLength(2));
  });

  it('asks for the bank, the file and the columns before sending anything', async () => {
    const api = routes();
    renderScreen(<ReconciliationScreen />);
    await screen.findByTestId('statements');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByText('Enter the bank name');
    expect(screen.getByText('Choose the statement file')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Bank'), { target: { value: 'Axis Bank' } });
    chooseFile('Date,Amount,Remarks\n19/11/2026,500,UPI/412345678901\n', 'axis.csv');
    await screen.findByLabelText('Date');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByText('Choose the date column');
    expect(screen.getByText('Choose the amount column')).toBeTruthy();
    expect(api.callsTo('POST /admin/statements')).toHaveLength(0);
  });

  it("shows the server's refusal of the file, naming the row and the column, beside the form", async () => {
    routes({
      'POST /admin/statements': {
        status: 400,
        body: {
          message: 'Row 7: the amount in Credit Amount cannot be read',
          code: 'STATEMENT_AMOUNT_INVALID',
          params: { row: 7, column: 'Credit Amount' },
        },
      },
    });
    renderScreen(<ReconciliationScreen />);
    await screen.findByTestId('statements');
    chooseFile(HDFC_CSV);
    await screen.findByLabelText('Date');
    fireEvent.change(screen.getByLabelText('Bank'), { target: { value: 'HDFC Bank' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const alert = await screen.findByTestId('statement-import-error');
    expect(alert.textContent).toContain('7');
    expect(alert.textContent).toContain('Credit Amount');
    expect(screen.queryByTestId('statement-import-result')).toBeNull();
  });
});

describe('a fund request paid by a statement row', () => {
  it('shows the bank, the date, the amount and the line of the statement', async () => {
    const row = { ...credit('1', 1500, 'matched', null), utr: '412345678901' };
    fakeApi({
      'GET /admin/fund-requests': {
        body: {
          requests: [{ ...request('1', 1500), statementRow: row }, { ...request('2', 900), statementRow: null }],
          pagination: { current: 1, pages: 1, total: 2, limit: 20 },
        },
      },
    });
    renderScreen(<FundRequestsScreen />);
    const [paid, unpaid] = await screen.findAllByTestId('fund-request');
    const day = formatCalendarDay('2026-11-19');
    expect(paid!.textContent).toContain(`Bank statementHDFC Bank · ${day} · ₹1,500 · line 6`);
    expect(unpaid!.textContent).not.toContain('Bank statement');
  });
});

describe('the column mapping', () => {
  it('sends a signed amount or credit (and debit) columns, and names the first column still to choose', () => {
    expect(mappingFromDraft(EMPTY_DRAFT)).toEqual({ problems: ['date', 'amount'] });
    expect(mappingFromDraft({ ...EMPTY_DRAFT, date: 'Date' })).toEqual({ problems: ['amount'] });
    expect(mappingFromDraft({ ...EMPTY_DRAFT, date: 'Date', amount: 'Amount', credit: 'Cr' })).toEqual({
      mapping: { date: 'Date', amount: 'Amount' },
    });
    const split = { ...EMPTY_DRAFT, date: 'Date', amountKind: 'split', amount: 'Amount' } as const;
    expect(mappingFromDraft(split)).toEqual({ problems: ['credit'] });
    expect(mappingFromDraft({ ...draftFromMapping(HDFC_MAPPING), reference: 'Ref' })).toEqual({
      mapping: { ...HDFC_MAPPING, reference: 'Ref' },
    });
  });

  it("spells a remembered column as the file's header does, and drops one the file lacks", () => {
    const fitted = fitToColumns(draftFromMapping(HDFC_MAPPING), ['TXN  DATE', 'Credit Amount', 'Narration']);
    expect(fitted).toMatchObject({ date: 'TXN  DATE', credit: 'Credit Amount', debit: '', narration: '' });
  });

  it('reads whole positive rupees only', () => {
    expect(wholeRupees(' 450 ')).toBe(450);
    expect(wholeRupees('499.50')).toBeNull();
    expect(wholeRupees('0')).toBeNull();
    expect(wholeRupees('')).toBeNull();
  });
});
