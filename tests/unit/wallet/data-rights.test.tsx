// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WalletScreen from '../../../src/features/wallet/wallet-screen';
import { chooseLanguage, loadEnglishRefusals } from '../../../src/i18n/t';
import { session } from '../../../src/state/session';
import { json, player, renderAt, serve, setOnline, signedIn, type ApiCall } from '../support/player-harness';

const toasts = vi.hoisted(() => ({ success: [] as string[], error: [] as string[], sticky: [] as string[] }));
vi.mock('../../../src/ui/toast', () => ({
  notify: {
    success: (text: string) => toasts.success.push(text),
    error: (text: string) => toasts.error.push(text),
    info: () => undefined,
    sticky: (text: string) => toasts.sticky.push(text),
  },
  Toasts: () => null,
}));

const renderWallet = () => renderAt('/wallet', [{ path: '/wallet', element: <WalletScreen /> }]);

const EXPORT = { exportedAt: '2026-11-20T05:30:00.000Z', profile: player };

/** The file the app saved: its name and text, caught at the link's click. */
function catchSavedFiles(): { name: string; blob: Blob }[] {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal('URL', Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:saved-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
  });
  return saved;
}

/** Answers the profile polls, and the data rights' calls with `answer`. */
function serveWith(answer: (call: ApiCall) => Response | undefined): ApiCall[] {
  return serve((call) => (call.path === '/user/profile' ? json(200, { user: session.user ?? player }) : answer(call)));
}

beforeEach(async () => {
  toasts.success.length = 0;
  toasts.error.length = 0;
  toasts.sticky.length = 0;
  setOnline(true);
  await loadEnglishRefusals();
  await chooseLanguage('en', { remember: false });
  await signedIn();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('downloading my data', () => {
  it('saves the JSON file the server names', async () => {
    const saved = catchSavedFiles();
    serveWith((call) => {
      if (call.path !== '/user/data-export') return undefined;
      return new Response(JSON.stringify(EXPORT), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="my-data-2026-11-20.json"' },
      });
    });
    renderWallet();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(toasts.success).toEqual(['Your data has been downloaded']));
    expect(saved.map((file) => file.name)).toEqual(['my-data-2026-11-20.json']);
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual(EXPORT);
  });

  it('shows the daily limit in the player’s language', async () => {
    const saved = catchSavedFiles();
    serveWith((call) =>
      call.path === '/user/data-export'
        ? json(429, {
            message: 'You can download your data 3 times a day. Please try again tomorrow.',
            code: 'DATA_EXPORT_LIMIT',
            params: { max: 3 },
          })
        : undefined,
    );
    await chooseLanguage('hi', { remember: false });
    renderWallet();
    fireEvent.click(screen.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' }));
    await waitFor(() =>
      expect(toasts.error).toEqual(['आप दिन में 3 बार अपना डेटा डाउनलोड कर सकते हैं। कृपया कल फिर कोशिश करें।']),
    );
    expect(saved).toEqual([]);
  });
});

describe('deleting my account', () => {
  async function openDeletion() {
    renderWallet();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    return screen.getByRole('dialog', { name: 'Delete my account' });
  }

  it('explains what happens before asking for the password', async () => {
    serveWith(() => undefined);
    const dialog = await openDeletion();
    for (const text of ['closed at once', 'settled when their results are declared', 'paid out to your saved bank account', 'erased', 'kept as the law requires']) {
      expect(within(dialog).getByText(new RegExp(text))).toBeTruthy();
    }
    expect((within(dialog).getByRole('button', { name: 'Delete account' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a wrong password beside the field, and the account stays open', async () => {
    const calls = serveWith((call) =>
      call.path === '/user/account-deletion'
        ? json(400, {
            message: 'The password is not right',
            code: 'PASSWORD_WRONG',
            errors: [{ path: 'password', msg: 'The password is not right', code: 'PASSWORD_WRONG' }],
          })
        : undefined,
    );
    const dialog = await openDeletion();
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'not-mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('The password is not right'));
    expect(within(dialog).getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.path === '/user/account-deletion').map((call) => call.body)).toEqual([
      { password: 'not-mine' },
    ]);
    expect(session.status).toBe('signed-in');
    expect(toasts.error).toEqual([]);
  });

  it('signs out and says the account is closed', async () => {
    serveWith((call) => {
      if (call.path === '/user/account-deletion') return json(200, { message: 'Your account has been closed.' });
      if (call.path === '/auth/logout') return json(401, { message: 'Unauthorized' });
      return undefined;
    });
    const dialog = await openDeletion();
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(session.status).toBe('signed-out'));
    await waitFor(() =>
      expect(toasts.sticky).toEqual([
        'Your account has been closed. Your personal data will be erased once nothing is pending.',
      ]),
    );
  });
});
