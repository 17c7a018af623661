import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { hi } from '../../src/i18n/hi';
import { hiScreens } from '../../src/i18n/hi-screens';
import { HI_SERVER_REFUSALS } from '../../src/i18n/hi-server-errors';
import { launchBrowser, VIEWPORT, waitForPath } from './support/browser';
import { ApiClient, STANDARD_RATES, uniqueMobileNumber } from './support/player-api';
import { expectServiceWorkerActive } from './support/service-worker';

/**
 * The player app in the player's language: a first visit follows the browser's first language; a Hindi player
 * signs in, bets and reads the wallet and histories in Hindi (Latin digits, ₹1,00,000 grouping, Hindi months,
 * "11:05 AM"), switches to English in the drawer, and the choice holds across a reload, offline from the cache,
 * and a sign-out. The server stays English: the app shows its own Hindi for the codes it knows.
 */

const baseUrl = inject('baseUrl');
const api = new ApiClient(baseUrl);
const suffix = String(Date.now()).slice(-5);
const marketName = `Bhasha ${suffix}`;
const player = { name: 'Asha Verma', mobileNumber: uniqueMobileNumber('7'), password: 'bhasha-pass-1' };
const ARTIFACTS_DIR = resolve(import.meta.dirname, '../../.test-artifacts/e2e');

const DEVANAGARI = /[\u0900-\u097F]/;
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/;
/** The server's fixed clock is Friday 20 Nov 2026, about 11:00 IST: the records' day in Hindi, with Latin digits. */
const HINDI_DAY = '20 नव॰ 2026';
/** One time style in both languages: "11:05 AM". */
const CLOCK = /\b(1[0-2]|[1-9]):[0-5]\d (AM|PM)\b/;

let marketId = '';
let browser: Browser | undefined;
let context: BrowserContext | undefined;
let page: Page | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await api.signIn(inject('adminMobile'), inject('adminPassword'));
  if ((await api.call('GET', '/gamerates', null)).status === 404) await api.ok('PUT', '/admin/gamerates', admin, STANDARD_RATES);
  // At the server's 11:00 the open session of a noon market takes bets.
  const created = await api.ok<{ game: { _id: string } }>('POST', '/admin/games', admin, {
    gameName: marketName,
    openTime: '12:00',
    closeTime: '18:00',
  });
  marketId = created.game._id;

  const account = await api.signUp(player.name, player.mobileNumber, player.password);
  await api.adjust(admin, account.id, 250_000);
  // A withdrawal of a lakh, so that the statement shows a lakh's grouping; ₹1,50,000 is left to play with.
  await api.ok('PUT', '/user/bank-details', account.token, {
    accountHolderName: player.name,
    accountNumber: '123456789012',
    confirmAccountNumber: '123456789012',
    ifscCode: 'SBIN0001234',
    bankName: 'State Bank of India',
  });
  await api.ok('POST', '/withdraw/request', account.token, { amount: 100_000, method: 'bank' });
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page) {
    await mkdir(ARTIFACTS_DIR, { recursive: true });
    const name = `language-${task.name.replace(/[^\w.-]+/g, '-').slice(0, 80)}.png`;
    await page.screenshot({ path: join(ARTIFACTS_DIR, name), fullPage: true }).catch(() => undefined);
  }
  await context?.close();
  context = undefined;
  page = undefined;
});

/** A first visit from a browser whose languages start with `locale` (Chromium reports it in navigator.languages). */
async function newVisitor(locale: string): Promise<Page> {
  context = await browser!.newContext({ baseURL: baseUrl, viewport: VIEWPORT, locale });
  page = await context.newPage();
  return page;
}

function htmlLang(current: Page): Promise<string | null> {
  return current.locator('html').getAttribute('lang');
}

function title(current: Page, name: string): Locator {
  return current.getByRole('heading', { level: 1, name, exact: true });
}

function toast(current: Page, text: string): Locator {
  return current.locator('.Toastify__toast').filter({ hasText: text });
}

/** The language switch (sign-in screen or drawer): which of its buttons is pressed. */
async function pressedLanguage(scope: Locator | Page, groupName: string): Promise<string[]> {
  const group = scope.getByRole('group', { name: groupName, exact: true });
  await group.waitFor();
  return group.locator('button[aria-pressed="true"]').allTextContents();
}

function languageButton(scope: Locator | Page, name: 'English' | 'हिन्दी'): Locator {
  return scope.getByRole('button', { name, exact: true });
}

function drawer(current: Page, name: string): Locator {
  return current.getByRole('dialog', { name, exact: true });
}

describe('the language of the player app', () => {
  it('a first visit from an English browser is in English', async () => {
    const current = await newVisitor('en-IN');
    await current.goto('/');
    await waitForPath(current, '/auth');
    await title(current, en.auth.signInTitle).waitFor();
    expect(await htmlLang(current)).toBe('en-IN');
    expect(await current.locator('form').getByRole('button', { name: 'Sign In', exact: true }).count()).toBe(1);
    expect(await pressedLanguage(current, 'Language')).toEqual(['English']);
  });

  it('a wrong password in Hindi shows the Hindi of the server’s LOGIN_FAILED', async () => {
    const current = await newVisitor('hi-IN');
    await current.goto('/auth');
    await title(current, 'साइन इन').waitFor();
    await current.getByLabel(hi.auth.mobileNumber, { exact: true }).fill(player.mobileNumber);
    await current.getByLabel(hi.auth.password, { exact: true }).fill('not-my-password');
    await current.locator('form').getByRole('button', { name: hi.auth.signInButton, exact: true }).click();
    // A refusal naming no field: one message above the submit button.
    const aboveSubmit = current.locator('form [role="alert"]:has(+ button[type="submit"])');
    await aboveSubmit.filter({ hasText: HI_SERVER_REFUSALS.LOGIN_FAILED }).waitFor({ timeout: 10_000 });
    expect(await current.getByText('Invalid mobile number or password').count()).toBe(0);
    expect(await htmlLang(current)).toBe('hi');
  });

  it(
    'a Hindi player signs in, bets and reads the wallet and histories in Hindi, switches to English in the drawer, and the choice holds across reloads, offline and a sign-out',
    { timeout: 240_000 },
    async () => {
      const current = await newVisitor('hi-IN');
      expect(await current.evaluate(() => navigator.languages[0])).toBe('hi-IN');

      // First visit: the sign-in screen in Hindi, the switch on हिन्दी.
      await current.goto('/');
      await waitForPath(current, '/auth');
      await title(current, 'साइन इन').waitFor();
      expect(await htmlLang(current)).toBe('hi');
      expect(await current.getByText(hi.auth.signInSubtitle, { exact: true }).count()).toBe(1);
      const form = current.locator('form');
      expect(await form.getByRole('button', { name: hi.auth.signInButton, exact: true }).count()).toBe(1);
      expect(await current.getByRole('button', { name: hi.auth.createAccountButton, exact: true }).count()).toBe(1);
      expect(await current.getByLabel(hi.auth.mobileNumber, { exact: true }).getAttribute('placeholder')).toBe(
        hi.auth.mobileNumberPlaceholder,
      );
      expect(await pressedLanguage(current, 'भाषा')).toEqual(['हिन्दी']);
      expect(await current.getByText('Sign In', { exact: true }).count(), 'no English title or button').toBe(0);

      // Signing in.
      await current.getByLabel(hi.auth.mobileNumber, { exact: true }).fill(player.mobileNumber);
      await current.getByLabel(hi.auth.password, { exact: true }).fill(player.password);
      await form.getByRole('button', { name: hi.auth.signInButton, exact: true }).click();
      await waitForPath(current, '/dashboard');
      await toast(current, hi.auth.loginSuccessful).waitFor();
      await current.getByRole('button', { name: hi.dashboard.openMenu, exact: true }).waitFor();
      expect(await htmlLang(current)).toBe('hi');

      // A bet of ₹10 on Single Digit 7: the Hindi toast and the new balance, ₹1,49,990.
      await current.goto(`/bet/single-digit/${marketId}`);
      await title(current, hi.betTypes['single-digit']).waitFor();
      await current.getByRole('group').getByRole('button', { name: '7', exact: true }).click();
      await current.getByLabel(hiScreens.bet.betAmount, { exact: true }).fill('10');
      await current.getByRole('button', { name: hiScreens.bet.placeBet, exact: true }).click();
      await toast(current, hiScreens.bet.placed).waitFor();
      await toast(current, 'नया बैलेंस: ₹1,49,990').waitFor();

      // The wallet.
      await current.goto('/wallet');
      await title(current, 'वॉलेट').waitFor();
      await expect.poll(() => current.getByTestId('wallet-balance').textContent()).toBe('₹1,49,990');
      await current.getByText(hiScreens.wallet.balance, { exact: true }).waitFor();

      // The bidding history: the bet, its day with the Hindi month, its time as "11:05 AM".
      await current.goto('/bidding-history');
      await title(current, 'बोली का इतिहास').waitFor();
      const bet = current.getByTestId('bet-list').getByRole('listitem').filter({ hasText: marketName });
      await bet.waitFor();
      const betText = (await bet.innerText()).replace(/\s+/g, ' ');
      expect(betText).toContain(HINDI_DAY);
      // "Placed 20 Nov 2026, 11:05 AM" as Hindi writes it: "20 नव॰ 2026, 11:05 AM को लगाई".
      expect(betText).toMatch(new RegExp(hiScreens.history.placedLine.replace('{date}', `${HINDI_DAY}, ${CLOCK.source}`)));
      expect(betText).toContain(hi.records.status.pending);
      expect(betText).not.toMatch(DEVANAGARI_DIGIT);

      // The statement: the lakh withdrawn and the bet, in Hindi, ₹ with Indian grouping in Latin digits.
      await current.goto('/wallet-statement');
      await title(current, 'वॉलेट स्टेटमेंट').waitFor();
      const entries = current.getByTestId('statement-entries').getByRole('listitem');
      await expect.poll(() => entries.count()).toBe(2);
      const withdrawal = entries.filter({ hasText: 'निकासी' });
      expect((await withdrawal.innerText()).replace(/\s+/g, ' ')).toMatch(/−₹1,00,000/);
      const statementText = (await current.locator('main').innerText()).replace(/\s+/g, ' ');
      expect(statementText).toContain(HINDI_DAY);
      expect(statementText).toMatch(CLOCK);
      expect(statementText).toContain(hiScreens.statement.tabs.all);
      expect(statementText).not.toMatch(DEVANAGARI_DIGIT);

      // The drawer: English at once.
      await current.goto('/dashboard');
      await current.getByRole('button', { name: hi.dashboard.openMenu, exact: true }).click();
      const hindiMenu = drawer(current, hi.dashboard.menu);
      await hindiMenu.waitFor();
      expect(await pressedLanguage(hindiMenu, 'भाषा')).toEqual(['हिन्दी']);
      // Every precached file, the Hindi chunk included, is in the service worker's cache.
      await expectServiceWorkerActive(current);
      await languageButton(hindiMenu, 'English').click();
      await expect.poll(() => htmlLang(current)).toBe('en-IN');
      await current.getByRole('button', { name: 'Open menu', exact: true }).waitFor();
      expect(await current.evaluate(() => localStorage.getItem('matka.language'))).toBe('en');
      await expectDashboardIn(current, 'en');

      // A reload keeps English (and the service worker now controls the page).
      await current.reload();
      await current.getByRole('button', { name: 'Open menu', exact: true }).waitFor();
      expect(await htmlLang(current)).toBe('en-IN');
      await expectDashboardIn(current, 'en');

      await context!.setOffline(true);
      try {
        // Offline, from the cache: still English.
        await current.reload();
        await current.getByRole('button', { name: 'Open menu', exact: true }).waitFor();
        expect(await htmlLang(current)).toBe('en-IN');
        await expectDashboardIn(current, 'en');

        // Back to Hindi, offline: the Hindi text comes from the cache too.
        await current.getByRole('button', { name: 'Open menu', exact: true }).click();
        const englishMenu = drawer(current, 'Menu');
        expect(await pressedLanguage(englishMenu, 'Language')).toEqual(['English']);
        await languageButton(englishMenu, 'हिन्दी').click();
        await expect.poll(() => htmlLang(current)).toBe('hi');
        await current.getByRole('button', { name: hi.dashboard.openMenu, exact: true }).waitFor();
        await expectDashboardIn(current, 'hi');
        await current.reload();
        await current.getByRole('button', { name: hi.dashboard.openMenu, exact: true }).waitFor();
        expect(await htmlLang(current)).toBe('hi');
        await expectDashboardIn(current, 'hi');
      } finally {
        await context!.setOffline(false);
      }

      // Signing out keeps the device's language: the sign-in screen is in Hindi.
      await current.getByRole('button', { name: hi.dashboard.openMenu, exact: true }).click();
      await drawer(current, hi.dashboard.menu).getByRole('button', { name: hi.dashboard.signOut, exact: true }).click();
      await waitForPath(current, '/auth');
      await title(current, 'साइन इन').waitFor();
      expect(await htmlLang(current)).toBe('hi');
      expect(await pressedLanguage(current, 'भाषा')).toEqual(['हिन्दी']);
      expect(DEVANAGARI.test(await current.locator('main').innerText())).toBe(true);
    },
  );
});

/**
 * The dashboard as a player of `language` sees it: the market's card, and every text of the screen's main part
 * in that language (the market's and the player's names are Latin; the Hindi is Devanagari).
 */
async function expectDashboardIn(current: Page, language: 'en' | 'hi'): Promise<void> {
  const card = current.getByTestId('game-card').filter({ has: current.getByRole('heading', { name: marketName, exact: true }) });
  await card.waitFor();
  const text = (await current.locator('main').textContent()) ?? '';
  const catalogue = language === 'en' ? en : hi;
  expect(text).toContain(catalogue.dashboard.signedInAs.replace('{name}', player.name));
  if (language === 'en') expect(text).not.toMatch(DEVANAGARI);
  else expect(text).not.toContain(en.dashboard.signedInAs.replace('{name}', player.name));
}
