import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser, waitForPath } from './support/browser';
import { ApiClient, openSignedIn, uniqueMobileNumber } from './support/player-api';

/**
 * An inactive player is told why: the dashboard's notice with the ways to reach the operator, game
 * cards with times and results but no "taking bets", and bet links that land on that notice.
 */

const api = new ApiClient(inject('baseUrl'));
const SHOTS_DIR = '/tmp/shots';
const CONTACT = { mobileNumber: '9123456780', email: 'support@matka.example', whatsappNumber: '9123456781' };

let adminToken = '';
let market = { _id: '', gameName: '' };

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/p2-${name}.png` });
}

/** A player deactivated by the operator, signed in again (deactivation ended their sessions). */
async function inactivePlayer(): Promise<string> {
  const mobileNumber = uniqueMobileNumber('6');
  const player = await api.signUp('Sunita Devi', mobileNumber, 'inactive-pass-1');
  await api.ok('PATCH', `/admin/users/${player.id}`, adminToken, { isActive: false });
  return api.signIn(mobileNumber, 'inactive-pass-1');
}

beforeAll(async () => {
  adminToken = await api.signIn(inject('adminMobile'), inject('adminPassword'));
  await api.ok('PUT', '/admin/contact-settings', adminToken, CONTACT);
  const gameName = `Inactive View ${String(Date.now()).slice(-5)}`;
  // Both sessions take bets at FAKE_TIME (11:00 IST): an active player's card would say so.
  const created = await api.ok<{ game: { _id: string } }>('POST', '/admin/games', adminToken, {
    gameName,
    openTime: '12:00',
    closeTime: '18:00',
  });
  market = { _id: created.game._id, gameName };
});

describe('an inactive player at 360×740', () => {
  const browser = useBrowser();

  it('sees the notice at the top with the ways to reach the operator, and no "taking bets"', async () => {
    const { page } = browser;
    await openSignedIn(page, await inactivePlayer(), '/dashboard');
    const notice = page.getByTestId('inactive-notice');
    await notice.getByRole('heading', { name: 'Your account is inactive' }).waitFor();
    const card = page.getByTestId('game-card').filter({ hasText: market.gameName });
    await card.waitFor();

    expect(await notice.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact-us');
    await notice.getByRole('link', { name: 'Chat on WhatsApp' }).waitFor();
    expect(await notice.getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href')).toBe('https://wa.me/919123456781');
    expect(await notice.getByRole('link', { name: 'Enquiry' }).getAttribute('href')).toBe('/enquiry');
    // At the top: above the banner and the markets, in the first screen.
    const noticeBox = (await notice.boundingBox())!;
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(740);
    expect(noticeBox.y).toBeLessThan((await card.boundingBox())!.y);

    // Cards: times and results, never "taking bets", no Play Game.
    await card.getByText('12:00 PM').waitFor();
    await card.getByTestId('game-result').waitFor();
    for (const text of await page.getByTestId('game-card').allTextContents()) expect(text).not.toContain('taking bets');
    expect(await page.getByText(/taking bets/).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Play Game' }).count()).toBe(0);
    await shot(page, 'inactive-dashboard');

    await notice.getByRole('link', { name: 'Contact Us' }).click();
    await waitForPath(page, '/contact-us');
    await page.getByText(CONTACT.email).waitFor();
  });

  it('is shown why when a bet link leads nowhere', async () => {
    const { page } = browser;
    await openSignedIn(page, await inactivePlayer(), `/bet/single-digit/${market._id}`);
    await waitForPath(page, '/dashboard');
    await page.getByTestId('inactive-notice').getByText('Betting, deposits and withdrawals are not available').waitFor();
    await shot(page, 'inactive-bet-link');
  });
});
