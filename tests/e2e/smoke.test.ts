import { describe, expect, inject, it } from 'vitest';
import { AdminPage } from './page-models/admin-page';
import { AuthPage } from './page-models/auth-page';
import { DashboardPage } from './page-models/dashboard-page';
import { pathOf, useBrowser, waitForPath } from './support/browser';
import { screenshot } from './support/player-api';
import { expectServiceWorkerActive } from './support/service-worker';

let counter = 0;
function uniqueMobileNumber(): string {
  counter += 1;
  return `7${String((Date.now() + counter) % 1_000_000_000).padStart(9, '0')}`;
}

describe('player app shell', () => {
  const browser = useBrowser();

  it('sends / to /dashboard, which sends a signed-out visitor to /auth', async () => {
    const { page } = browser;
    await page.goto('/privacy-policy');
    const historyBefore = await page.evaluate(() => history.length);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });

    await page.goto('/');
    await waitForPath(page, '/auth');
    await new AuthPage(page).heading('Sign In').waitFor();

    expect(visited).toContain('/dashboard');
    expect(visited.indexOf('/dashboard')).toBeLessThan(visited.lastIndexOf('/auth'));
    // The redirects replace history entries: one page load, one entry.
    expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
  });

  it('sends an unknown path to /auth', async () => {
    const { page } = browser;
    await page.goto('/no-such-screen/at-all');
    await waitForPath(page, '/auth');
    await new AuthPage(page).heading('Sign In').waitFor();
  });

  it('opens the sign-in screen offline once the service worker has cached the shell', async () => {
    const { page, context } = browser;
    const auth = new AuthPage(page);
    await auth.open();
    await expectServiceWorkerActive(page);
    await context.setOffline(true);
    await page.goto('/dashboard');
    await waitForPath(page, '/auth');
    await auth.heading('Sign In').waitFor();
    await context.setOffline(false);
  });

  it('toggles between Sign In and Create Account, clearing the form; Forgot Password only when signing in', async () => {
    const { page } = browser;
    const auth = new AuthPage(page);
    await auth.open();
    await screenshot(page, 'auth-sign-in');
    await auth.mobileNumber.fill('9876543210');
    await auth.password.fill('something');

    await auth.switchToCreateAccount();
    expect(await auth.mobileNumber.inputValue()).toBe('');
    expect(await auth.password.inputValue()).toBe('');
    expect(await auth.fullName.isVisible()).toBe(true);
    expect(await auth.confirmPassword.isVisible()).toBe(true);
    expect(await auth.ageConfirmation.isVisible()).toBe(true);
    expect(await auth.forgotPasswordLink.count()).toBe(0);
    await screenshot(page, 'auth-create-account');

    await auth.switchToSignIn();
    expect(await auth.fullName.count()).toBe(0);
    expect(await auth.forgotPasswordLink.isVisible()).toBe(true);
  });

  it('signs up a new player through /auth, lands on /dashboard, and stays signed in after a reload', async () => {
    const { page } = browser;
    const auth = new AuthPage(page);
    const dashboard = new DashboardPage(page);
    const player = { name: 'Asha Verma', mobileNumber: uniqueMobileNumber(), password: 'secret-pass-1' };

    await auth.open();
    await expect(auth.forgotPasswordLink.isVisible()).resolves.toBe(true);
    await auth.signUp(player);

    await waitForPath(page, '/dashboard');
    await auth.toast('Account created successfully!').waitFor();
    await dashboard.signedInAs(player.name).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    await page.reload();
    await dashboard.signedInAs(player.name).waitFor();
    expect(pathOf(page)).toBe('/dashboard');

    await dashboard.signOut();
    await waitForPath(page, '/auth');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await auth.signIn(player.mobileNumber, player.password);
    await waitForPath(page, '/dashboard');
    await auth.toast('Login successful!').waitFor();
  });

  it('signs in with a mobile number pasted or autofilled as the phone writes it: "+91 98765 43210", "098765 43210"', async () => {
    const { page } = browser;
    const auth = new AuthPage(page);
    const player = { name: 'Meena Rao', mobileNumber: uniqueMobileNumber(), password: 'secret-pass-3' };
    const signup = await fetch(`${browser.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(player),
    });
    expect(signup.status).toBe(201);
    const spaced = `${player.mobileNumber.slice(0, 5)} ${player.mobileNumber.slice(5)}`;

    await auth.open();
    await auth.signIn(`+91 ${spaced}`, player.password);
    await waitForPath(page, '/dashboard');
    await new DashboardPage(page).signedInAs(player.name).waitFor();
    await new DashboardPage(page).signOut();
    await waitForPath(page, '/auth');

    await auth.signIn(`0${spaced}`, player.password);
    await waitForPath(page, '/dashboard');

    const admin = new AdminPage(page);
    await admin.open();
    await admin.signIn(`+91 ${inject('adminMobile')}`, inject('adminPassword'));
    await admin.title.waitFor();
  });

  it('sends an administrator who signs in to the player app on to the admin console', async () => {
    const { page } = browser;
    const auth = new AuthPage(page);
    await auth.open();
    await auth.signIn(inject('adminMobile'), inject('adminPassword'));
    await waitForPath(page, '/admin/');
    await new AdminPage(page).title.waitFor();
  });

  it('shows the admin console sign-in at /admin/, refusing players and admitting the administrator', async () => {
    const { page } = browser;
    const admin = new AdminPage(page);

    const player = { name: 'Ravi Kumar', mobileNumber: uniqueMobileNumber(), password: 'secret-pass-2' };
    const signup = await fetch(`${browser.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(player),
    });
    expect(signup.status).toBe(201);

    await admin.open();
    await admin.signIn(player.mobileNumber, player.password);
    await admin.alert.filter({ hasText: 'This account is not an administrator.' }).waitFor();

    await admin.mobileNumber.fill('');
    await admin.password.fill('');

    await admin.signIn(inject('adminMobile'), inject('adminPassword'));
    await page.getByText(/^Signed in as /).waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await admin.mobileNumber.waitFor();
  });
});
