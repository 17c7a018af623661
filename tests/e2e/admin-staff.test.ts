import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { FundRequestsScreen, WithdrawalsScreen } from './page-models/admin-console-screens';
import { AdminPage } from './page-models/admin-page';
import { ApprovalsScreen, StaffMenu, StaffScreen } from './page-models/admin-staff-screens';
import { launchBrowser } from './support/browser';
import { ApiClient, screenshot, uniqueMobileNumber } from './support/player-api';

/**
 * Staff roles and four-eyes approval in Chromium against the real server: the owner (the configured admin) adds a
 * cashier, who sees only the deposit screens and approves a player's deposit; the owner then makes withdrawals
 * above ₹5,000 need a second operator and adds a payouts operator and a manager; the payouts operator's approval of
 * a larger withdrawal waits (the withdrawal stays pending) until the manager approves it from the Approvals inbox.
 *
 * The steps share the owner and the players, so they run in order and each builds on the one before.
 */

const baseUrl = inject('baseUrl');
const api = new ApiClient(baseUrl);
const ARTIFACTS_DIR = resolve(import.meta.dirname, '../../.test-artifacts');
const LAPTOP = { width: 1280, height: 800 } as const;
const FOUR_EYES_LIMIT = 5000;
const WITHDRAWAL = 6000;

const suffix = String(Date.now()).slice(-5);
/** A member of staff the owner adds, by the role's name as the Staff screen offers it. */
function staffMember(name: string, role: string) {
  const password = `${role.toLowerCase()}-pass-1`;
  return { name: `${name} ${suffix}`, mobileNumber: uniqueMobileNumber('7'), password, role };
}

const cashier = staffMember('Ravi Cashier', 'Cashier');
const payouts = staffMember('Pooja Payouts', 'Payouts');
const manager = staffMember('Manish Manager', 'Manager');
/** A player of the journey, signed up in `beforeAll`. */
function player(name: string) {
  return { name: `${name} ${suffix}`, mobileNumber: uniqueMobileNumber(), password: 'player-pass-1', token: '' };
}

const depositor = player('Deepa Deposit');
const withdrawer = player('Vikram Withdraw');

let browser: Browser;
const contexts: BrowserContext[] = [];
let owner: StaffScreen;
let ownerToken = '';

/** A member of staff at their own laptop, signed in to the console. */
async function signInAs(member: { mobileNumber: string; password: string }): Promise<StaffMenu> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: LAPTOP, locale: 'en-IN' });
  contexts.push(context);
  const menu = new StaffMenu(await context.newPage());
  await menu.open();
  await menu.signIn(member.mobileNumber, member.password);
  return menu;
}

async function balanceOf(token: string): Promise<number> {
  return (await api.ok<{ user: { balance: number } }>('GET', '/auth/profile', token)).user.balance;
}

async function withdrawalStatus(): Promise<string> {
  const history = await api.ok<{ withdrawals: { status: string }[] }>('GET', '/withdraw/history', withdrawer.token);
  return history.withdrawals[0]!.status;
}

beforeAll(async () => {
  browser = await launchBrowser();
  ownerToken = await api.signIn(inject('adminMobile'), inject('adminPassword'));
  depositor.token = (await api.signUp(depositor.name, depositor.mobileNumber, depositor.password)).token;
  const account = await api.signUp(withdrawer.name, withdrawer.mobileNumber, withdrawer.password);
  withdrawer.token = account.token;
  await api.adjust(ownerToken, account.id, 10_000);
  await api.ok('PUT', '/user/bank-details', withdrawer.token, {
    accountHolderName: withdrawer.name,
    accountNumber: '123456784321',
    confirmAccountNumber: '123456784321',
    ifscCode: 'SBIN0001234',
    bankName: 'State Bank of India',
  });

  const context = await browser.newContext({ baseURL: baseUrl, viewport: LAPTOP, locale: 'en-IN' });
  contexts.push(context);
  owner = new StaffScreen(await context.newPage());
});

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const name = task.name.replace(/[^\w.-]+/g, '-').slice(0, 80);
  await mkdir(join(ARTIFACTS_DIR, 'e2e'), { recursive: true });
  for (const [index, context] of contexts.entries()) {
    for (const page of context.pages()) {
      const path = join(ARTIFACTS_DIR, 'e2e', `staff-${name}-${index}.png`);
      await page.screenshot({ path, fullPage: true }).catch(() => undefined);
    }
  }
});

afterAll(async () => {
  // The other journeys on this server expect an operator alone to move any withdrawal.
  if (ownerToken) {
    const off = { withdrawalAbove: null, adjustmentAbove: null, resultChanges: false };
    await api.call('PUT', '/admin/four-eyes', ownerToken, off);
  }
  await browser?.close();
});

describe('staff roles and four-eyes approval in the console', () => {
  it('lets the owner add a cashier, who sees only the deposit screens and approves a deposit', async () => {
    await owner.open();
    await owner.signIn(inject('adminMobile'), inject('adminPassword'));
    await owner.screenTitle('Overview').waitFor();
    await owner.goToSection('Staff');
    await owner.addMember(cashier);
    await owner.member(cashier.name).waitFor();
    expect(await owner.member(cashier.name).textContent()).toContain('Cashier');

    const transactionId = `UTR${suffix}77`;
    await api.ok('POST', '/fund-request/create', depositor.token, { amount: 1500, transactionId, paymentMethod: 'QR' });
    const before = await balanceOf(depositor.token);

    // The cashier lands on Fund requests, and the menu offers nothing of markets, withdrawals or staff.
    const cashierConsole = await signInAs(cashier);
    await cashierConsole.screenTitle('Fund requests').waitFor();
    const sections = await cashierConsole.sections();
    expect(sections).toContain('Fund requests');
    const elsewhere = ['Overview', 'Markets', 'Results', 'Withdrawals', 'Approvals', 'Staff', 'Content', 'Audit trail'];
    for (const hidden of elsewhere) expect(sections).not.toContain(hidden);

    const funds = new FundRequestsScreen(cashierConsole.page);
    await funds.search(transactionId);
    await funds.request(transactionId).getByRole('button', { name: 'Approve', exact: true }).click();
    await funds.dialog('Approve this deposit?').waitFor();
    await funds.confirm('Approve');
    await funds.outcome(`Approved: ₹1,500 credited to ${depositor.name}.`).waitFor();
    await expect.poll(() => balanceOf(depositor.token)).toBe(before + 1500);
  });

  it('holds a large withdrawal approved by the payouts operator until a manager approves it', async () => {
    await owner.goToSection('Staff');
    await owner.setFourEyes({ withdrawalAbove: String(FOUR_EYES_LIMIT) });
    const rules = () => api.ok<{ withdrawalAbove: number | null }>('GET', '/admin/four-eyes', ownerToken);
    await expect.poll(async () => (await rules()).withdrawalAbove).toBe(FOUR_EYES_LIMIT);
    await owner.addMember(payouts);
    await owner.member(payouts.name).waitFor();
    await owner.addMember(manager);
    await owner.member(manager.name).waitFor();
    await screenshot(owner.page, 'admin-staff-1280x800');

    await api.ok('POST', '/withdraw/request', withdrawer.token, { amount: WITHDRAWAL, method: 'bank' });

    // The payouts operator approves it: the screen says it waits, and the withdrawal is still pending.
    const payoutsConsole = await signInAs(payouts);
    await payoutsConsole.screenTitle('Withdrawals').waitFor();
    const withdrawals = new WithdrawalsScreen(payoutsConsole.page);
    await withdrawals.withdrawal(withdrawer.name).waitFor();
    await withdrawals.moveTo(withdrawer.name, 'Approved');
    await withdrawals.confirm('Update Status');
    const row = withdrawals.withdrawal(withdrawer.name);
    await row.getByRole('status').filter({ hasText: 'Waiting for a second operator to approve' }).waitFor();
    await row.getByTestId('awaiting-approval').filter({ hasText: payouts.name }).waitFor();
    expect(await row.getByRole('button', { name: 'Update Status' }).count()).toBe(0);
    expect(await withdrawalStatus()).toBe('pending');
    await screenshot(payoutsConsole.page, 'admin-withdrawal-awaiting-approval-1280x800');

    // The manager sees one approval waiting, approves it, and the withdrawal is approved.
    const managerConsole = await signInAs(manager);
    await managerConsole.screenTitle('Overview').waitFor();
    await managerConsole.approvalsLink.filter({ hasText: '1 pending' }).waitFor();
    const approvals = new ApprovalsScreen(managerConsole.page);
    await approvals.goToSection('Approvals');
    const waiting = approvals.approval('₹6,000');
    await waiting.waitFor();
    expect(await waiting.textContent()).toContain(payouts.name);
    await screenshot(managerConsole.page, 'admin-approvals-1280x800');
    await approvals.approve('₹6,000', 'Checked the account');
    await approvals.outcome('Action approved and carried out').waitFor();
    await expect.poll(() => approvals.approvalsLink.textContent()).not.toContain('pending');
    await expect.poll(() => withdrawalStatus()).toBe('approved');
  });

  it('keeps a signed-in cashier out of a screen their role does not include', async () => {
    const cashierConsole = new AdminPage(contexts[1]!.pages()[0]!);
    await cashierConsole.page.goto('/admin/withdrawals');
    await cashierConsole.screenTitle('Fund requests').waitFor();
    expect(new URL(cashierConsole.page.url()).pathname).toBe('/admin/fund-requests');
  });
});
