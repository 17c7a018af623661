import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CashierListsScreen } from './page-models/admin-cashier-screens';
import { launchBrowser } from './support/browser';
import { ApiClient, istDay, screenshot, uniqueMobileNumber } from './support/player-api';

/**
 * A cashier's day of deposits on a laptop (1366×768): three players send UTRs for unusual amounts; the cashier
 * filters today's pending requests by amount, finds one by the last four digits of its UTR (as a bank SMS shows
 * them), ticks the three and approves them after one confirmation stating their count and total. The payouts
 * operator then marks a pending withdrawal paid in one step. Against the shared server (FAKE_TIME).
 */

const LAPTOP = { width: 1366, height: 768 } as const;
const api = new ApiClient(inject('baseUrl'));
const suffix = String(Date.now()).slice(-6);
const password = 'staff-pass-123';
const cashier = { name: `Kavita Cashier ${suffix}`, mobileNumber: uniqueMobileNumber('7'), password };
const payouts = { name: `Pooja Payouts ${suffix}`, mobileNumber: uniqueMobileNumber('7'), password };

function depositor(name: string, index: number, amount: number) {
  return { name: `${name} ${suffix}`, mobileNumber: uniqueMobileNumber(), utr: `6${suffix}0${index}${suffix.slice(-3)}`, amount, token: '' };
}

// Amounts no other journey uses, so the amount filter leaves these three.
const asha = depositor('Asha Verma', 1, 1517);
const ravi = depositor('Ravi Kumar', 2, 1518);
const meena = depositor('Meena Shah', 3, 1519);
const withdrawer = { name: `Dev Withdrawer ${suffix}`, mobileNumber: uniqueMobileNumber(), id: '', token: '' };

let browser: Browser;
let context: BrowserContext;
let today: string;

async function balanceOf(token: string): Promise<number> {
  return (await api.ok<{ user: { balance: number } }>('GET', '/auth/profile', token)).user.balance;
}

beforeAll(async () => {
  const ownerToken = await api.signIn(inject('adminMobile'), inject('adminPassword'));
  await api.ok('POST', '/admin/staff', ownerToken, { ...cashier, staffRole: 'cashier' });
  await api.ok('POST', '/admin/staff', ownerToken, { ...payouts, staffRole: 'payouts' });
  for (const player of [asha, ravi, meena]) {
    player.token = (await api.signUp(player.name, player.mobileNumber, 'player-pass-1')).token;
    await api.ok('POST', '/fund-request/create', player.token, { amount: player.amount, utr: player.utr, paymentMethod: 'UPI' });
  }
  const account = await api.signUp(withdrawer.name, withdrawer.mobileNumber, 'player-pass-1');
  withdrawer.id = account.id;
  withdrawer.token = account.token;
  await api.adjust(ownerToken, withdrawer.id, 3000);
  await api.ok('PUT', '/user/payment-details', withdrawer.token, { paytm: withdrawer.mobileNumber });
  await api.ok('POST', '/withdraw/request', withdrawer.token, { amount: 1000, method: 'paytm' });
  today = istDay(await api.serverNow());
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: LAPTOP, locale: 'en-IN' });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe("a cashier's lists for a day's work", () => {
  it('filters pending deposits, finds one by the last digits of its UTR, and approves three with one confirmation', async () => {
    const screen = new CashierListsScreen(await context.newPage());
    await screen.open();
    await screen.signIn(cashier.mobileNumber, cashier.password);
    await screen.screenTitle('Fund requests').waitFor();
    await screen.showStatus('Pending');
    await screen.filter({ from: today, to: today, minAmount: '1517', maxAmount: '1519' });
    for (const player of [asha, ravi, meena]) await screen.fundRequest(player.utr).waitFor();
    await expect.poll(() => screen.page.getByTestId('fund-request').count()).toBe(3);

    // The last four digits from the bank SMS find Asha's request among today's.
    const digits = asha.utr.slice(-4);
    await screen.search(digits);
    await screen.fundRequest(asha.utr).waitFor();
    // The search's answer has replaced the list once the others' rows are gone.
    for (const player of [ravi, meena]) await screen.fundRequest(player.utr).waitFor({ state: 'detached' });
    for (const row of await screen.page.getByTestId('fund-request').all()) expect(await row.textContent()).toContain(digits);
    await screen.clearSearch();
    await screen.fundRequest(meena.utr).waitFor();

    const before = await Promise.all([asha, ravi, meena].map((player) => balanceOf(player.token)));
    for (const player of [asha, ravi, meena]) await screen.tick(screen.fundRequest(player.utr));
    await screen.page.getByText('3 selected · ₹4,554').waitFor();
    await screenshot(screen.page, 'admin-cashier-fund-requests-1366x768');
    await screen.bulkButton('Approve 3 selected').click();
    await screen.dialog('Approve 3 deposits totalling ₹4,554?').waitFor();
    await screen.confirm('Approve');
    await screen.outcome('3 done').waitFor();
    await screen.fundRequest(asha.utr).getByRole('status').filter({ hasText: `Approved: ₹1,517 credited to ${asha.name}.` }).waitFor();
    const after = await Promise.all([asha, ravi, meena].map((player) => balanceOf(player.token)));
    expect(after).toEqual([before[0]! + 1517, before[1]! + 1518, before[2]! + 1519]);
  });

  it('marks a pending withdrawal paid in one step', async () => {
    // The payouts operator signs in on their own machine.
    const own = await browser.newContext({ baseURL: inject('baseUrl'), viewport: LAPTOP, locale: 'en-IN' });
    const screen = new CashierListsScreen(await own.newPage());
    await screen.open();
    await screen.signIn(payouts.mobileNumber, payouts.password);
    await screen.screenTitle('Withdrawals').waitFor();
    const row = screen.withdrawal(withdrawer.name);
    await row.waitFor();
    await row.getByRole('button', { name: `Mark paid ${withdrawer.name}` }).click();
    const dialog = screen.dialog('Mark this withdrawal paid?');
    expect(await dialog.textContent()).toContain(`₹1,000 for ${withdrawer.name} is approved and completed in one step.`);
    await dialog.getByLabel('Payment reference (UTR)').fill(`9${suffix}00001`);
    await screen.confirm('Mark paid');
    await row.getByRole('status').filter({ hasText: `₹1,000 for ${withdrawer.name}: now Completed.` }).waitFor();
    await screenshot(screen.page, 'admin-cashier-withdrawal-paid-1366x768');

    const history = await api.ok<{ withdrawals: { status: string; transactionId: string }[] }>('GET', '/withdraw/history', withdrawer.token);
    expect(history.withdrawals[0]).toMatchObject({ status: 'completed', transactionId: `9${suffix}00001` });
    expect(await balanceOf(withdrawer.token)).toBe(2000);
    await own.close();
  });
});
