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

const opened = vi.hoisted(() => ({ links: [] as string[], outcome: 'copied' as 'opened' | 'copied' | 'shown', log: [] as string[] }));
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

beforeEach(async () => {
  for (const list of [toasts.success, toasts.error, toasts.info, opened.links, opened.log]) list.length = 0;
  opened.outcome = 'copied';
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
    expect(await screen.findByText('Minimum deposit: 100 points')).toBeTruthy();
  });

  it('refuses an amount under the minimum and an unusable UPI id', async () => {
    serveFunds();
    renderScreen();
    await screen.findByText('Minimum deposit: 100 points');
    fireEvent.change(amountBox(), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay using UPI App' }));
    expect(toasts.error).toEqual(['Minimum deposit amount is 100 points']);
  });

  it('refuses to build a payment link for a UPI id without @', async () => {
    const badSettings = { ...SETTINGS, upiId: 'not-an-id', minimumDeposit: 10 };
    await saveSetting('main', badSettings);
    const calls = serveFunds(badSettings);
    renderScreen();
    await screen.findByText('Minimum deposit: 10 points');
    fireEvent.change(amountBox(), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay using UPI App' }));
    expect(toasts.error).toEqual(['Invalid UPI ID configuration. Please contact support.']);
    expect(calls.some((c) => c.path === '/fund-request/create')).toBe(false);
  });

  it('creates the fund request first, then opens the UPI link (copied when no app opens it)', async () => {
    const calls = serveFunds();
    renderScreen();
    await screen.findByText('Minimum deposit: 100 points');
    fireEvent.change(amountBox(), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay using UPI App' }));
    await waitFor(() => expect(opened.links).toHaveLength(1));
    expect(opened.log).toEqual(['create', 'open']);

    const create = calls.find((c) => c.path === '/fund-request/create')!;
    const body = create.body as { amount: number; transactionId: string; paymentMethod: string };
    expect(body.amount).toBe(1500);
    expect(body.paymentMethod).toBe('UPI');
    expect(body.transactionId).toMatch(/^TXN\d{13}\d{3}$/);
    expect(create.headers['Idempotency-Key']).toBeTruthy();
    expect(opened.links[0]).toBe(
      `upi://pay?pa=matka@upi&pn=Matka%20Play&am=1500&cu=INR&mc=0000&tr=${body.transactionId}&tn=Add%20funds%20${body.transactionId}`,
    );
    expect(toasts.success).toEqual(['Fund request submitted successfully! Please wait for admin approval.']);
    await waitFor(() => expect(toasts.info).toHaveLength(1));
    expect(toasts.info[0]).toContain('copied to the clipboard');
  });

  it('shows the link itself when it can be neither opened nor copied', async () => {
    opened.outcome = 'shown';
    serveFunds();
    renderScreen();
    await screen.findByText('Minimum deposit: 100 points');
    fireEvent.change(amountBox(), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay using UPI App' }));
    const shown = await screen.findByTestId('payment-link');
    expect(shown.textContent).toMatch(/^upi:\/\/pay\?pa=matka@upi&pn=Matka%20Play&am=500&/);
    expect(toasts.info[0]).toContain(shown.textContent!);
  });

  it('creates the request, then shows the same link as a QR code in the "Scan QR Code" dialog', async () => {
    const calls = serveFunds();
    renderScreen();
    await screen.findByText('Minimum deposit: 100 points');
    fireEvent.change(amountBox(), { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Scan using QR Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan QR Code' });
    const image = within(dialog).getByTestId('payment-qr') as HTMLImageElement;
    const body = calls.find((c) => c.path === '/fund-request/create')!.body as { transactionId: string; paymentMethod: string };
    expect(body.paymentMethod).toBe('QR');
    expect(image.getAttribute('src')).toBe('data:image/png;base64,QR');
    expect(image.getAttribute('data-payload')).toBe(
      `upi://pay?pa=matka@upi&pn=Matka%20Play&am=2000&cu=INR&mc=0000&tr=${body.transactionId}&tn=Add%20funds%20${body.transactionId}`,
    );
    expect(image.getAttribute('width')).toBe('300');
    expect(opened.links).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says why a fund request failed: each validation message, else the server, else the fallback', async () => {
    serveFunds();
    renderScreen();
    await screen.findByText('Minimum deposit: 100 points');
    const attempt = async (answer: Response, expected: string) => {
      toasts.error.length = 0;
      fundAnswer = () => answer;
      fireEvent.change(amountBox(), { target: { value: '500' } });
      fireEvent.click(screen.getByRole('button', { name: 'Pay using UPI App' }));
      await waitFor(() => expect(toasts.error).toEqual([expected]));
    };
    await attempt(
      json(400, { message: 'Invalid', errors: [{ msg: 'Amount too big' }, { msg: 'Bad transaction id' }] }),
      'Validation error: Amount too big, Bad transaction id',
    );
    await attempt(json(403, { message: 'Your account is inactive' }), 'Your account is inactive');
    await attempt(json(500, {}), 'Failed to create fund request. Please try again.');
    expect(opened.links).toEqual([]);
  });

  it('refuses at once while offline, saying so', async () => {
    serveFunds();
    renderScreen();
    await screen.findByText('Minimum deposit: 100 points');
    setOnline(false);
    fireEvent.change(amountBox(), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Scan using QR Code' }));
    await waitFor(() => expect(toasts.error).toEqual(['You are offline. Connect to the internet and try again.']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
