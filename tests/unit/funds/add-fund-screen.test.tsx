// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSetting } from '../../../db/tables';
import { json, player, renderAt, serve, setOnline, signedIn, type ApiCall } from '../support/player-harness';

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

const opened = vi.hoisted(() => ({ links: [] as string[], outcome: 'not-opened' as 'opened' | 'not-opened', log: [] as string[] }));
vi.mock('../../../src/features/funds/open-payment-link', () => ({
  openPaymentLink: async (link: string) => {
    opened.links.push(link);
    opened.log.push('open');
    return opened.outcome;
  },
}));
vi.mock('../../../src/features/funds/payment-qr', () => ({
  makePaymentQr: async (link: string) => {
    if (link.includes('fail')) throw new Error('QR');
    return 'data:image/png;base64,QR';
  },
}));

const { default: AddFundScreen } = await import('../../../src/features/funds/add-fund-screen');

const SETTINGS = {
  appLink: '',
  whatsappNumber: '',
  upiId: 'matka@upi',
  upiName: 'Matka Pay & Co',
  minimumDeposit: 100,
  minimumWithdraw: 1000,
  withdrawalOpenTime: '6:00 AM',
  withdrawalCloseTime: '9:10 AM',
};

let fundAnswer: (call: ApiCall) => Response;

function serveFunds(settings: object = SETTINGS) {
  return serve((call) => {
    if (call.path === '/main-settings/public') return json(200, settings);
    if (call.path === '/user/profile') return json(200, { user: player });
    if (call.path === '/fund-request/history') return json(200, { success: true, requests: [] });
    if (call.path === '/fund-request/create') {
      opened.log.push('create');
      return fundAnswer(call);
    }
    return undefined;
  });
}

const renderScreen = () => renderAt('/add-fund', [{ path: '/add-fund', element: <AddFundScreen /> }]);
const amountBox = () => screen.getByLabelText('Amount') as HTMLInputElement;
const utrBox = () => screen.getByLabelText('UPI reference (UTR)') as HTMLInputElement;

beforeEach(async () => {
  for (const list of [toasts.success, toasts.error, toasts.info, opened.links, opened.log]) list.length = 0;
  opened.outcome = 'not-opened';
  fundAnswer = (call) =>
    json(201, {
      success: true,
      message: 'ok',
      request: { _id: 'f1', requestId: 'R1', status: 'pending', createdAt: new Date().toISOString(), ...(call.body as object) },
    });
  setOnline(true);
  await signedIn();
  await saveSetting('main', SETTINGS);
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('add fund screen', () => {
  it('shows the current points, a digits-only amount, the six quick picks and the minimum', async () => {
    serveFunds();
    renderScreen();
    expect(screen.getByTestId('current-points').textContent).toBe('₹5,000');
    fireEvent.change(amountBox(), { target: { value: '12a3.5' } });
    expect(amountBox().value).toBe('1235');
    const picks = within(screen.getByRole('group', { name: 'Quick Amounts' })).getAllByRole('button');
    expect(picks.map((b) => b.textContent)).toEqual(['₹500', '₹1,000', '₹2,000', '₹5,000', '₹10,000', '₹15,000']);
    fireEvent.click(picks[3]!);
    expect(amountBox().value).toBe('5000');
    expect(await screen.findByText('Minimum deposit: ₹100')).toBeTruthy();
  });

  it('refuses an amount under the minimum and an unusable UPI id', async () => {
    serveFunds();
    renderScreen();
    await screen.findByText('Minimum deposit: ₹100');
    fireEvent.change(amountBox(), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay using UPI App' }));
    expect(toasts.error).toEqual(['Minimum deposit amount is 100 points']);
  });

  it('waits for the payee before paying, rather than refusing a UPI ID not yet fetched', async () => {
    await signedIn(); // nothing cached
    let answerSettings!: () => void;
    const settingsHeld = new Promise<void>((resolve) => (answerSettings = resolve));
    serve((call) => {
      if (call.path === '/main-settings/public') return settingsHeld.then(() => json(200, SETTINGS));
      if (call.path === '/user/profile') return json(200, { user: player });
      if (call.path === '/fund-request/history') return json(200, { success: true, requests: [] });
      return undefined;
    });
    renderScreen();
    fireEvent.change(amountBox(), { target: { value: '500' } });
    const scan = screen.getByRole('button', { name: 'Scan using QR Code' }) as HTMLButtonElement;
    await waitFor(() => expect(scan.disabled).toBe(true));
    expect(screen.getByTestId('payee-upi-id').textContent).toBe('—');
    fireEvent.click(scan);
    answerSettings();
    await waitFor(() => expect(screen.getByTestId('payee-upi-id').textContent).toBe('matka@upi'));
    expect(scan.disabled).toBe(false);
    fireEvent.click(scan);
    expect((await screen.findByTestId('payment-qr')).getAttribute('data-payload')).toContain('pa=matka@upi&');
    expect(toasts.error).toEqual([]);
  });

  it('refuses to build a payment link for a UPI id without @', async () => {
    const badSettings = { ...SETTINGS, upiId: 'not-an-id', minimumDeposit: 10 };
    await saveSetting('main', badSettings);
    const calls = serveFunds(badSettings);
    renderScreen();
    await screen.findByText('Minimum deposit: ₹10');
    fireEvent.change(amountBox(), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay using UPI App' }));
    expect(toasts.error).toEqual(['Invalid UPI ID configuration. Please contact support.']);
    expect(calls.some((c) => c.path === '/fund-request/create')).toBe(false);
  });

  it('shows the payee from the settings and the amount before paying', async () => {
    serveFunds();
    renderScreen();
    await screen.findByText('Minimum deposit: ₹100');
    const payee = screen.getByRole('region', { name: 'You pay' });
    expect(within(payee).getByTestId('payee-name').textContent).toBe('Matka Pay & Co');
    expect(within(payee).getByTestId('payee-upi-id').textContent).toBe('matka@upi');
    expect(within(payee).getByTestId('payee-amount').textContent).toBe('—');
    fireEvent.change(amountBox(), { target: { value: '1500' } });
    expect(within(payee).getByTestId('payee-amount').textContent).toBe('₹1,500');
  });

  it('opens the UPI link with pa, pn, am, cu and tn; the request is created only with the UTR', async () => {
    const calls = serveFunds();
    renderScreen();
    await screen.findByText('Minimum deposit: ₹100');
    fireEvent.change(amountBox(), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay using UPI App' }));
    await waitFor(() => expect(opened.links).toHaveLength(1));
    expect(opened.links[0]).toBe('upi://pay?pa=matka@upi&pn=Matka%20Pay%20%26%20Co&am=1500&cu=INR&tn=Matka%20Play%20deposit');
    await screen.findByRole('region', { name: 'No UPI app opened?' });
    expect(toasts.info).toEqual([]);
    expect(calls.some((c) => c.path === '/fund-request/create')).toBe(false);
    expect(toasts.success).toEqual([]);

    fireEvent.change(utrBox(), { target: { value: 'UTR 4123 4567 8901' } });
    expect(utrBox().value).toBe('412345678901');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Payment' }));
    await waitFor(() => expect(toasts.success).toEqual(['Fund request submitted successfully! Please wait for admin approval.']));
    const create = calls.find((c) => c.path === '/fund-request/create')!;
    expect(create.body).toEqual({ amount: 1500, utr: '412345678901', paymentMethod: 'UPI' });
    expect(create.headers['Idempotency-Key']).toBeTruthy();
    expect(amountBox().value).toBe('');
    expect(screen.queryByLabelText('UPI reference (UTR)')).toBeNull();
  });

  it('shows the room left instead of the payee when the amount would pass a deposit limit, and never opens the link', async () => {
    const refusal = {
      allowed: false,
      code: 'DEPOSIT_LIMIT_REACHED',
      message: 'This deposit would take you over your daily deposit limit of ₹1000 (₹600 used).',
      params: { period: 'daily', limit: 1000, used: 600, resetsDate: '2026-11-21', resetsTime: '00:00' },
      room: 400,
    };
    const calls = serve((call) => {
      if (call.path === '/fund-request/allowance') {
        return json(200, Number(call.query.get('amount')) > 400 ? refusal : { allowed: true, room: 400 });
      }
      return call.path === '/main-settings/public' ? json(200, SETTINGS) : undefined;
    });
    renderScreen();
    await screen.findByText('Minimum deposit: ₹100');
    fireEvent.change(amountBox(), { target: { value: '1500' } });
    // Paid before the answer came: the link is not opened, and the answer shows.
    fireEvent.click(screen.getByRole('button', { name: 'Pay using UPI App' }));
    expect((await screen.findByTestId('deposit-room')).textContent).toBe('You can add up to ₹400 more today.');
    expect(screen.getByRole('heading', { name: 'Deposit limit reached' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'You pay' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Scan using QR Code' })).toBeNull();
    expect(opened.links).toEqual([]);
    expect(calls.find((c) => c.path === '/fund-request/allowance')!.query.get('amount')).toBe('1500');

    fireEvent.change(amountBox(), { target: { value: '400' } });
    await waitFor(() => expect(screen.queryByTestId('deposit-refusal')).toBeNull());
    expect(within(screen.getByRole('region', { name: 'You pay' })).getByTestId('payee-amount').textContent).toBe('₹400');
  });

  it('falls back to the app name as the payee when no payee name is set', async () => {
    const { upiName: _unset, ...settings } = SETTINGS;
    await saveSetting('main', settings);
    serveFunds(settings);
    renderScreen();
    await screen.findByText('Minimum deposit: ₹100');
    expect(screen.getByTestId('payee-name').textContent).toBe('Matka Play');
    fireEvent.change(amountBox(), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay using UPI App' }));
    await waitFor(() => expect(opened.links[0]).toMatch(/^upi:\/\/pay\?pa=matka@upi&pn=Matka%20Play&am=500&cu=INR&/));
  });

  it('where no UPI app opens, offers the UPI ID to copy and the QR code to save, never the link as text', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    serveFunds();
    renderScreen();
    await screen.findByText('Minimum deposit: ₹100');
    fireEvent.change(amountBox(), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay using UPI App' }));
    const panel = await screen.findByRole('region', { name: 'No UPI app opened?' });
    expect(within(panel).getByTestId('pay-without-app-amount').textContent).toBe('₹500');
    expect(within(panel).getByTestId('pay-without-app-upi-id').textContent).toBe('matka@upi');
    fireEvent.click(within(panel).getByRole('button', { name: 'Copy UPI ID' }));
    await within(panel).findByRole('button', { name: 'Copied' });
    expect(writeText).toHaveBeenCalledWith('matka@upi');
    const save = await within(panel).findByRole('link', { name: 'Save QR' });
    expect(save.getAttribute('href')).toBe('data:image/png;base64,QR');
    expect(save.getAttribute('download')).toBe('matka-play-pay-500.png');
    // This browser cannot share files: no Share QR.
    expect(within(panel).queryByRole('button', { name: 'Share QR' })).toBeNull();
    expect(document.body.textContent).not.toContain('upi://');
    expect(toasts.info).toEqual([]);
  });

  it('shares the QR code as a PNG file where the browser can share files', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { canShare: () => true, share }));
    serveFunds();
    renderScreen();
    await screen.findByText('Minimum deposit: ₹100');
    fireEvent.change(amountBox(), { target: { value: '800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay using UPI App' }));
    const panel = await screen.findByRole('region', { name: 'No UPI app opened?' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Share QR' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const [{ files, title }] = share.mock.calls[0] as unknown as [{ files: File[]; title: string }];
    expect(title).toBe('Pay ₹800');
    expect(files.map((file) => [file.name, file.type])).toEqual([['matka-play-pay-800.png', 'image/png']]);
  });

  it('offers nothing more when the UPI app opened', async () => {
    opened.outcome = 'opened';
    serveFunds();
    renderScreen();
    await screen.findByText('Minimum deposit: ₹100');
    fireEvent.change(amountBox(), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay using UPI App' }));
    await screen.findByLabelText('UPI reference (UTR)');
    expect(screen.queryByRole('region', { name: 'No UPI app opened?' })).toBeNull();
  });

  it('shows the same link as a QR code with the payee; "I Have Paid" leads to the UTR, nothing is created before', async () => {
    const calls = serveFunds();
    renderScreen();
    await screen.findByText('Minimum deposit: ₹100');
    fireEvent.change(amountBox(), { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Scan using QR Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan QR Code' });
    const image = within(dialog).getByTestId('payment-qr') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('data:image/png;base64,QR');
    expect(image.getAttribute('data-payload')).toBe('upi://pay?pa=matka@upi&pn=Matka%20Pay%20%26%20Co&am=2000&cu=INR&tn=Matka%20Play%20deposit');
    expect(image.getAttribute('width')).toBe('300');
    expect(dialog.textContent).toContain('Matka Pay & Co');
    expect(dialog.textContent).toContain('matka@upi');
    expect(opened.links).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'I Have Paid' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(utrBox()));
    expect(calls.some((c) => c.path === '/fund-request/create')).toBe(false);

    fireEvent.change(utrBox(), { target: { value: '612345678901' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Payment' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/fund-request/create')?.body).toEqual({ amount: 2000, utr: '612345678901', paymentMethod: 'QR' }));
  });

  it('says when the UTR is missing or not 12 digits, under the field, and sends nothing', async () => {
    const calls = serveFunds();
    renderScreen();
    await screen.findByText('Minimum deposit: ₹100');
    fireEvent.change(amountBox(), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Scan using QR Code' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Payment' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter the UPI reference (UTR) of your payment');
    fireEvent.change(utrBox(), { target: { value: '12345' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Payment' }));
    expect(screen.getByRole('alert').textContent).toBe('UPI reference (UTR) must be 12 digits');
    expect(utrBox().getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.path === '/fund-request/create')).toBe(false);
  });

  it('keeps the UTR step for the tab: a screen opened again (a tab the phone discarded) still asks for it', async () => {
    const calls = serveFunds();
    renderScreen();
    await screen.findByText('Minimum deposit: ₹100');
    fireEvent.change(amountBox(), { target: { value: '700' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay using UPI App' }));
    await screen.findByLabelText('UPI reference (UTR)');
    cleanup();

    renderScreen();
    expect(await screen.findByText('Enter the 12-digit UPI reference (UTR) your UPI app shows for this payment of ₹700.')).toBeTruthy();
    expect(amountBox().value).toBe('700');
    fireEvent.change(utrBox(), { target: { value: '512345678901' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Payment' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/fund-request/create')?.body).toEqual({ amount: 700, utr: '512345678901', paymentMethod: 'UPI' }));
    await waitFor(() => expect(screen.queryByLabelText('UPI reference (UTR)')).toBeNull());
    cleanup();
    renderScreen();
    await screen.findByText('Minimum deposit: ₹100');
    expect(screen.queryByLabelText('UPI reference (UTR)')).toBeNull();
  });

  it('a new amount asks for a new payment before any UTR', async () => {
    serveFunds();
    renderScreen();
    await screen.findByText('Minimum deposit: ₹100');
    fireEvent.change(amountBox(), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay using UPI App' }));
    await screen.findByLabelText('UPI reference (UTR)');
    fireEvent.change(amountBox(), { target: { value: '900' } });
    expect(screen.queryByLabelText('UPI reference (UTR)')).toBeNull();
  });

  it('says why a fund request failed: each validation message, else the server, else the fallback', async () => {
    serveFunds();
    renderScreen();
    await screen.findByText('Minimum deposit: ₹100');
    fireEvent.change(amountBox(), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay using UPI App' }));
    await screen.findByLabelText('UPI reference (UTR)');
    const attempt = async (answer: Response, expected: string) => {
      toasts.error.length = 0;
      fundAnswer = () => answer;
      fireEvent.change(utrBox(), { target: { value: '412345678901' } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit Payment' }));
      await waitFor(() => expect(toasts.error).toEqual([expected]));
    };
    await attempt(
      json(400, { message: 'Invalid', errors: [{ msg: 'Amount too big' }, { msg: 'Bad transaction id' }] }),
      'Validation error: Amount too big, Bad transaction id',
    );
    await attempt(json(403, { message: 'Your account is inactive' }), 'Your account is inactive');
    await attempt(json(500, {}), 'Failed to create fund request. Please try again.');
    const reused = 'This UPI reference (UTR) has already been used for a fund request';
    await attempt(json(409, { message: reused, code: 'UTR_ALREADY_USED' }), reused);
    expect(screen.getByRole('alert').textContent).toBe(reused);
    expect(toasts.success).toEqual([]);
  });

  it('refuses to submit while offline, saying so; the QR code still shows', async () => {
    const calls = serveFunds();
    renderScreen();
    await screen.findByText('Minimum deposit: ₹100');
    setOnline(false);
    fireEvent.change(amountBox(), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Scan using QR Code' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Scan QR Code' })).getByRole('button', { name: 'I Have Paid' }));
    fireEvent.change(utrBox(), { target: { value: '412345678901' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Payment' }));
    await waitFor(() => expect(toasts.error).toEqual(['You are offline. Connect to the internet and try again.']));
    expect(calls.some((c) => c.path === '/fund-request/create')).toBe(false);
    expect(utrBox().value).toBe('412345678901');
  });
});
