// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY, adminSession, startAdminSession } from '../../../admin/src/admin-session';
import { RequireAdmin, RequireSignedOut } from '../../../admin/src/layout/guards';
import SignInScreen from '../../../admin/src/screens/admin-sign-in-screen';
import TwoFactorScreen from '../../../admin/src/screens/admin-two-factor-screen';
import { fakeApi } from './fake-api';
import { resetToasts, toasts } from './toast-mock';
import { PERMISSIONS } from '../../../src/domain/staff';

vi.mock('../../../src/ui/toast', async () => (await import('./toast-mock')).notifyMock);

const admin = { _id: '1', name: 'Operator One', mobileNumber: '9000000001', email: '', balance: 0, role: 'admin', isActive: true, staffRole: 'owner', permissions: [...PERMISSIONS] };
const WRONG_CODE = 'That code is not right. Please check your authenticator app and try again.';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTPAUTH_URL = `otpauth://totp/Matka%20Play:9000000001?issuer=Matka%20Play&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;
const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `a1b2${i}-c3d4e`);

function renderConsole(path: string) {
  const router = createMemoryRouter(
    [
      { element: <RequireSignedOut />, children: [{ path: '/sign-in', element: <SignInScreen /> }] },
      {
        element: <RequireAdmin />,
        children: [
          { path: '/', element: <h2>Console home</h2> },
          { path: '/two-factor', element: <TwoFactorScreen /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function enterPassword() {
  fireEvent.change(await screen.findByLabelText('Mobile Number'), { target: { value: '9000000001' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'admin-pass-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

function signIn(token: string) {
  localStorage.setItem(ADMIN_TOKEN_KEY, token);
  adminSession.status = 'signed-in';
  adminSession.user = admin as never;
}

beforeEach(() => {
  localStorage.clear();
  resetToasts();
  adminSession.status = 'signed-out';
  adminSession.user = null;
  adminSession.ended = null;
  adminSession.enrolmentRequired = false;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('console sign-in with two-factor', () => {
  it('asks for the code after the password, and opens the console with the right one', async () => {
    const api = fakeApi({
      'POST /auth/login': { body: { twoFactorRequired: true, challenge: 'challenge-1' } },
      'POST /auth/login/2fa': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { body: { message: 'Login successful', token: 'admin-token', user: admin } }
          : { status: 401, body: { message: WRONG_CODE, code: 'WRONG_CODE' } },
    });
    renderConsole('/');
    await enterPassword();

    await screen.findByRole('heading', { name: 'Two-factor sign in' });
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the code.');

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(WRONG_CODE));
    // A wrong code is not a lost session: the operator stays on the code step.
    expect(adminSession.ended).toBeNull();

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Console home');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('admin-token');
    expect(api.callsTo('POST /auth/login/2fa').map((call) => call.body)).toEqual([
      { challenge: 'challenge-1', code: '000000' },
      { challenge: 'challenge-1', code: '123456' },
    ]);
  });

  it('takes a recovery code in the same field', async () => {
    const api = fakeApi({
      'POST /auth/login': { body: { twoFactorRequired: true, challenge: 'challenge-2' } },
      'POST /auth/login/2fa': { body: { message: 'Login successful', token: 'admin-token', user: admin } },
    });
    renderConsole('/sign-in');
    await enterPassword();
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: 'a1b2c-3d4e5-f6a7b-8c9d0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Console home');
    expect(api.callsTo('POST /auth/login/2fa')[0]!.body).toEqual({ challenge: 'challenge-2', code: 'a1b2c-3d4e5-f6a7b-8c9d0' });
  });

  it('goes back to the password with Start over', async () => {
    fakeApi({ 'POST /auth/login': { body: { twoFactorRequired: true, challenge: 'challenge-3' } } });
    renderConsole('/sign-in');
    await enterPassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(await screen.findByRole('heading', { name: 'Administrator sign in' })).toBeTruthy();
  });
});

describe('two-factor screen', () => {
  it('enrols: QR code and key, a wrong code refused beside the field, then the recovery codes once', async () => {
    signIn('admin-token');
    const api = fakeApi({
      'GET /admin/2fa': { body: { enabled: false, required: false } },
      'POST /admin/2fa/setup': { body: { secret: SECRET, otpauthUrl: OTPAUTH_URL } },
      'POST /admin/2fa/enable': ({ body }) =>
        (body as { code: string }).code === '654321'
          ? { body: { message: 'Two-factor sign-in is on', recoveryCodes: RECOVERY_CODES } }
          : { status: 400, body: { message: WRONG_CODE, errors: [{ msg: WRONG_CODE, path: 'code' }] } },
    });
    renderConsole('/two-factor');
    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));

    const qr = (await screen.findByAltText('QR code for your authenticator app')) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText(SECRET)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn On' }));
    expect(await screen.findByText(WRONG_CODE)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn On' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    expect(toasts.success).toEqual(['Two-factor sign-in is on']);
    expect(api.callsTo('POST /admin/2fa/enable')[0]!.headers.get('Authorization')).toBe('Bearer admin-token');

    fireEvent.click(screen.getByRole('button', { name: 'I Have Saved Them' }));
    expect(await screen.findByText('Two-factor sign-in is on.')).toBeTruthy();
    expect(screen.queryByText(RECOVERY_CODES[0]!)).toBeNull();
  });

  it('turns off with a code', async () => {
    signIn('admin-token');
    const api = fakeApi({
      'GET /admin/2fa': { body: { enabled: true, required: false } },
      'POST /admin/2fa/disable': { body: { message: 'Two-factor sign-in is off' } },
    });
    renderConsole('/two-factor');
    fireEvent.change(await screen.findByLabelText('Code or recovery code'), { target: { value: '222333' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn Off' }));
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeTruthy();
    expect(api.callsTo('POST /admin/2fa/disable')[0]!.body).toEqual({ code: '222333' });
    expect(toasts.success).toEqual(['Two-factor sign-in is off']);
  });

  it('opens on the two-factor screen, and nothing else, while the server requires enrolment', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'stored-token');
    fakeApi({
      'GET /auth/profile': { body: { user: admin } },
      'GET /admin/2fa': { body: { enabled: false, required: true } },
      'POST /admin/2fa/setup': { body: { secret: SECRET, otpauthUrl: OTPAUTH_URL } },
      'POST /admin/2fa/enable': { body: { recoveryCodes: RECOVERY_CODES } },
    });
    await startAdminSession();
    expect(adminSession.enrolmentRequired).toBe(true);
    const router = renderConsole('/');
    expect(await screen.findByText('This console requires two-factor sign-in. Set it up to continue.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/two-factor');

    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    fireEvent.change(await screen.findByLabelText('Code from the app'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn On' }));
    await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(adminSession.enrolmentRequired).toBe(false);
    await router.navigate('/');
    expect(await screen.findByText('Console home')).toBeTruthy();
  });

  it('sends an operator who must enrol from the sign-in answer straight to the two-factor screen', async () => {
    fakeApi({
      'POST /auth/login': { body: { message: 'Login successful', token: 'admin-token', user: admin, twoFactorEnrolmentRequired: true } },
      'GET /admin/2fa': { body: { enabled: false, required: true } },
    });
    const router = renderConsole('/');
    await enterPassword();
    await screen.findByRole('button', { name: 'Set up two-factor sign-in' });
    expect(router.state.location.pathname).toBe('/two-factor');
  });
});
