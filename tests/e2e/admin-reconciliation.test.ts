import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ReconciliationScreen } from './page-models/admin-reconciliation-screen';
import { launchBrowser } from './support/browser';
import { ApiClient, screenshot, uniqueMobileNumber } from './support/player-api';

/**
 * Deposits reconciled with the bank statement, end to end: three players pay by UPI and send their payments' UTRs
 * as fund requests; a cashier imports the bank's statement in the console (account lines above the header, a
 * debit, one payment of less than its request), chooses the file's columns in the form, sees two credits matched
 * and one mismatched, and approves the matches in one step through the confirmation. The two players' balances
 * show their deposits on the console's player page; the mismatched request waits. Against the shared server
 * (FAKE_TIME, Friday 20 Nov 2026 11:00 IST, running on).
 */

const LAPTOP = { width: 1280, height: 800 } as const;
const api = new ApiClient(inject('baseUrl'));
const suffix = String(Date.now()).slice(-6);

/** A 12-digit UTR no other request of the suite carries. */
const utr = (index: number) => `4${suffix}${String(index).padStart(5, '0')}`;

/** A player of the journey and the deposit they send: the amount they enter and the amount the bank received. */
function depositor(name: string, index: number, amount: number, received: number) {
  const mobileNumber = uniqueMobileNumber();
  return { name: `${name} ${suffix}`, mobileNumber, id: '', token: '', utr: utr(index), amount, received, before: 0 };
}

const asha = depositor('Asha Verma', 1, 1500, 1500);
const ravi = depositor('Ravi Kumar', 2, 2000, 2000);
const meena = depositor('Meena Shah', 3, 1000, 900);
const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const cashier = { name: `Kavita Cashier ${suffix}`, mobileNumber: uniqueMobileNumber('7'), password: 'cashier-pass-1' };

/** The statement as the bank exports it: account lines, a blank line, then the header and the transactions. */
function hdfcStatement(): string {
  const credit = (player: typeof asha, balance: string) => {
    const narration = `UPI-${player.name.toUpperCase()}-pay@okaxis-${player.utr}-PAYMENT`;
    const amount = `${player.received.toLocaleString('en-IN')}.00`;
    return `19/11/26,${narration},0000${player.utr},19/11/26,,"${amount}","${balance}"`;
  };
  return [
    'HDFC BANK Ltd.,,,,,,',
    'Statement of account 50100012345678,,,,,,',
    ',,,,,,',
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    credit(asha, '1,01,500.00'),
    `19/11/26,NEFT-RENT-NOVEMBER,N323260000001,19/11/26,"25,000.00",,"76,500.00"`,
    credit(ravi, '78,500.00'),
    credit(meena, '79,400.00'),
    '',
  ].join('\n');
}

let browser: Browser;
let context: BrowserContext;
let workDir: string;

beforeAll(async () => {
  const ownerToken = await api.signIn(inject('adminMobile'), inject('adminPassword'));
  await api.ok('POST', '/admin/staff', ownerToken, { ...cashier, staffRole: 'cashier' });
  for (const player of [asha, ravi, meena]) {
    const account = await api.signUp(player.name, player.mobileNumber, 'player-pass-1');
    player.id = account.id;
    player.token = account.token;
    player.before = await balanceOf(player.token);
    await api.ok('POST', '/fund-request/create', player.token, {
      amount: player.amount,
      transactionId: player.utr,
      paymentMethod: 'UPI',
    });
  }
  workDir = await mkdtemp(join(tmpdir(), 'reconciliation-e2e-'));
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: LAPTOP, locale: 'en-IN' });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function balanceOf(token: string): Promise<number> {
  return (await api.ok<{ user: { balance: number } }>('GET', '/auth/profile', token)).user.balance;
}

describe('a cashier reconciles deposits with the bank statement', () => {
  it('imports the statement, sees the matches, approves them in one step, and the players are credited', async () => {
    const file = join(workDir, 'hdfc-19-nov.csv');
    await writeFile(file, hdfcStatement());

    const screen = new ReconciliationScreen(await context.newPage());
    await screen.open();
    await screen.signIn(cashier.mobileNumber, cashier.password);
    await screen.screenTitle('Fund requests').waitFor();
    await screen.goTo('Reconciliation');

    await screen.importStatement('HDFC Bank', file, {
      date: 'Date',
      credit: 'Deposit Amt.',
      debit: 'Withdrawal Amt.',
      reference: 'Chq./Ref.No.',
      narration: 'Narration',
    });
    await screen.importResult.waitFor();
    expect(await screen.importFigure('Rows').textContent()).toBe('4');
    expect(await screen.importFigure('New credits').textContent()).toBe('3');
    expect(await screen.importFigure('Already imported').textContent()).toBe('0');
    expect(await screen.importFigure('Debits skipped').textContent()).toBe('1');

    // Two credits match their requests; Meena's ₹900 is short of the ₹1,000 she entered.
    await screen.credit('Matched', asha.utr).waitFor();
    expect(await screen.summary('Matched').textContent()).toBe('2 · ₹3,500');
    expect(await screen.credit('Matched', asha.utr).textContent()).toContain(asha.name);
    expect(await screen.credit('Matched', ravi.utr).textContent()).toContain('₹2,000');
    const short = screen.credit('Mismatched', meena.utr);
    expect(await short.textContent()).toContain('₹900');
    expect(await short.textContent()).toContain('₹1,000');
    await short.getByRole('button', { name: 'Approve ₹900', exact: true }).waitFor();
    await screenshot(screen.page, 'admin-reconciliation-1280x800');

    await screen.approveMatches(2, '₹3,500');
    await screen.outcome('Approved 2 deposits (₹3,500); skipped 0.').waitFor();
    await expect.poll(() => screen.summary('Matched').textContent()).toBe('0 · ₹0');
    await screen.credit('Mismatched', meena.utr).waitFor();

    // The players' balances show their deposits on the console's player page; Meena's request still waits.
    for (const player of [asha, ravi]) {
      await screen.page.goto(`/admin/users/${player.id}`);
      const balance = RUPEES.format(player.before + player.received);
      await expect.poll(() => screen.page.getByTestId('user-balance').textContent()).toBe(balance);
    }
    expect(await balanceOf(meena.token)).toBe(meena.before);
  });
});
