// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WalletScreen from '../../../src/features/wallet/wallet-screen';
import { session } from '../../../src/state/session';
import { json, player, renderAt, serve, setOnline, signedIn } from '../support/player-harness';

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

const renderWallet = () => renderAt('/wallet', [{ path: '/wallet', element: <WalletScreen /> }]);

beforeEach(async () => {
  toasts.success.length = 0;
  toasts.error.length = 0;
  setOnline(true);
  await signedIn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('wallet screen', () => {
  it('shows the profile, the balance and the four money buttons', async () => {
    serve((call) => (call.path === '/user/profile' ? json(200, { user: { ...player, balance: 7250 } }) : undefined));
    renderWallet();
    expect(screen.getByRole('heading', { name: 'Asha Verma' })).toBeTruthy();
    expect(screen.getByText('9876543210')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('₹7,250'));
    for (const [name, href] of [
      ['Add Funds', '/add-fund'],
      ['Withdraw Funds', '/withdraw-fund'],
      ['Withdrawal History', '/withdraw-history'],
      ['Wallet Statement', '/wallet-statement'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('keeps the cached balance and says so when the wallet cannot be loaded', async () => {
    serve(() => json(500, { message: 'Down' }));
    renderWallet();
    await waitFor(() => expect(toasts.error).toContain('Failed to load wallet data'));
    expect(screen.getByTestId('wallet-balance').textContent).toBe('₹5,000');
  });

  it('refreshes on request: "Wallet data refreshed!"', async () => {
    serve((call) => (call.path === '/user/profile' ? json(200, { user: player }) : undefined));
    renderWallet();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh wallet' }));
    await waitFor(() => expect(toasts.success).toContain('Wallet data refreshed!'));
  });

  it('edits the profile: name required, email optional, Save Changes, Cancel', async () => {
    const calls = serve((call) => {
      if (call.path === '/user/profile' && call.method === 'GET') return json(200, { user: session.user });
      if (call.path === '/user/profile' && call.method === 'PUT') {
        return json(200, { message: 'ok', user: { ...player, ...(call.body as object) } });
      }
      return undefined;
    });
    renderWallet();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const form = screen.getByRole('form', { name: 'Edit Profile' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(toasts.error).toEqual(['Name is required']);

    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit Profile' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const again = screen.getByRole('form', { name: 'Edit Profile' });
    expect((within(again).getByLabelText('Name') as HTMLInputElement).value).toBe('Asha Verma');
    fireEvent.change(within(again).getByLabelText('Name'), { target: { value: 'Asha V' } });
    fireEvent.change(within(again).getByLabelText('Email (optional)'), { target: { value: 'asha@example.com' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toasts.success).toContain('Profile updated successfully!'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Asha V', email: 'asha@example.com' });
    expect(session.user?.name).toBe('Asha V');
    expect(screen.getByRole('heading', { name: 'Asha V' })).toBeTruthy();
  });

  it('refuses a name that passes for staff or hides its direction, with the domain message, and sends nothing', async () => {
    const calls = serve((call) => (call.path === '/user/profile' && call.method === 'GET' ? json(200, { user: session.user }) : undefined));
    renderWallet();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const form = screen.getByRole('form', { name: 'Edit Profile' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Matka Play Support' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Asha\u202E' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(toasts.error).toEqual([
      'Name must not look like a Matka Play staff or support name',
      'Name must not contain text-direction control characters',
    ]);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('says "Failed to update profile" when the server gives no reason', async () => {
    serve((call) => (call.method === 'PUT' ? json(500, {}) : json(200, { user: player })));
    renderWallet();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toasts.error).toContain('Failed to update profile'));
  });
});
