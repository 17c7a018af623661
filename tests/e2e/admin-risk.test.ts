import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RiskConsole } from './page-models/admin-risk-screens';
import { launchBrowser } from './support/browser';
import { ApiClient, screenshot, uniqueMobileNumber } from './support/player-api';

/**
 * Risk signals and closed accounts in the console, end to end: two players save the same bank account (number and
 * IFSC), one asks to withdraw and, with the holds of linked players turned on, the withdrawal is held for review.
 * The operator (laptop, 1366×768) sees the other player linked on the first one's page with the masked account,
 * sees the Review mark with its reason on Withdrawals and approves it only after writing a note, adds a note and a
 * tag on the player, closes the alert about the two, and finds a player who closed their account with money owed.
 * Against the shared server, whose withdrawal holds are off (tests/e2e/support/server.ts): this file turns the
 * holds of linked players on and puts the previous settings back at the end.
 */

const LAPTOP = { width: 1366, height: 768 } as const;
const api = new ApiClient(inject('baseUrl'));
const suffix = String(Date.now()).slice(-6);
const PASSWORD = 'player-pass-1';
/** An account number no other player of the suite saves; its last 4 digits are what the console shows. */
const ACCOUNT_NUMBER = `50100${suffix}5678`;
const WITHDRAWAL = 1000;

interface Player {
  name: string;
  mobileNumber: string;
  id: string;
  token: string;
}

const player = (name: string): Player => ({
  name: `${name} ${suffix}`,
  mobileNumber: uniqueMobileNumber(),
  id: '',
  token: '',
});
const asha = player('Asha Verma');
const ravi = player('Ravi Kumar');
const meena = player('Meena Shah');

interface Alert {
  _id: string;
  kind: string;
  user: { _id: string };
  detail: string;
}

let browser: Browser;
let context: BrowserContext;
let ownerToken: string;
let previousLinkedHold: unknown;

async function signUp(account: Player): Promise<void> {
  const { id, token } = await api.signUp(account.name, account.mobileNumber, PASSWORD);
  account.id = id;
  account.token = token;
}

async function saveSharedBankAccount(account: Player): Promise<void> {
  await api.ok('PUT', '/user/bank-details', account.token, {
    accountHolderName: account.name,
    accountNumber: ACCOUNT_NUMBER,
    confirmAccountNumber: ACCOUNT_NUMBER,
    ifscCode: 'SBIN0001234',
    bankName: 'State Bank of India',
  });
}

/** The open alert that Asha and Ravi are linked (raised after the write that linked them, by the server's queue). */
async function linkedAlert(): Promise<Alert | undefined> {
  const { alerts } = await api.ok<{ alerts: Alert[] }>('GET', '/admin/alerts?status=open', ownerToken);
  return alerts.find(
    (alert) =>
      alert.kind === 'linked_accounts' &&
      ((alert.user._id === ravi.id && alert.detail.endsWith(`player ${asha.id}`)) ||
        (alert.user._id === asha.id && alert.detail.endsWith(`player ${ravi.id}`))),
  );
}

beforeAll(async () => {
  ownerToken = await api.signIn(inject('adminMobile'), inject('adminPassword'));
  const settings = await api.ok<{ linkedWithdrawal: unknown }>('GET', '/admin/risk', ownerToken);
  previousLinkedHold = settings.linkedWithdrawal;
  await api.ok('PUT', '/admin/risk', ownerToken, { linkedWithdrawal: { enabled: true } });

  await signUp(asha);
  await signUp(ravi);
  await saveSharedBankAccount(asha);
  await saveSharedBankAccount(ravi);
  await api.adjust(ownerToken, asha.id, 5000);
  await api.ok('POST', '/withdraw/request', asha.token, { amount: WITHDRAWAL, method: 'bank' });

  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: LAPTOP, locale: 'en-IN' });
});

afterAll(async () => {
  if (ownerToken && previousLinkedHold !== undefined) {
    await api.ok('PUT', '/admin/risk', ownerToken, { linkedWithdrawal: previousLinkedHold });
  }
  await context?.close();
  await browser?.close();
});

describe('an operator follows the risk signals of two players who share a bank account', () => {
  let operator: RiskConsole;

  it("lists the other player on the first one's page, with the shared bank account masked", async () => {
    operator = new RiskConsole(await context.newPage());
    await operator.open();
    await operator.signIn(inject('adminMobile'), inject('adminPassword'));
    await operator.screenTitle('Overview').waitFor();
    await operator.openPlayer(asha.mobileNumber, asha.name);

    const linked = operator.linkedAccount(ravi.name);
    await linked.waitFor();
    expect(await linked.textContent()).toContain('Same bank account ••••5678');
    expect(await linked.textContent()).not.toContain(ACCOUNT_NUMBER);
    await linked.getByRole('link', { name: new RegExp(ravi.name) }).waitFor();
  });

  it('adds a note and a tag on the player', async () => {
    await operator.addNote('Shares a bank account with her brother; asked for ID proof');
    await operator.note('asked for ID proof').waitFor();
    const me = await api.ok<{ user: { name: string } }>('GET', '/auth/profile', ownerToken);
    expect(await operator.note('asked for ID proof').textContent()).toContain(me.user.name);

    await operator.setTags('shared bank, VIP');
    await expect.poll(() => operator.tagChips.allTextContents()).toEqual(['shared bank', 'VIP']);
    const { user } = await api.ok<{ user: { tags: string[] } }>('GET', `/admin/users/${asha.id}`, ownerToken);
    expect(user.tags).toEqual(['shared bank', 'VIP']);
    await screenshot(operator.page, 'admin-risk-player-1366x768');
  });

  it('shows the withdrawal held for review with its reason, and approves it only with a note', async () => {
    await operator.goTo('Withdrawals');
    await operator.showHeldWithdrawals();
    const row = operator.withdrawal(asha.name);
    await row.waitFor();
    expect(await row.getByTestId('review-mark').textContent()).toContain('Review');
    expect(await row.getByTestId('review-reasons').textContent()).toMatch(/linked|shares|other player/i);

    await row.getByRole('button', { name: 'Update Status' }).click();
    const dialog = operator.dialog('Update withdrawal');
    await dialog.getByLabel(/^Approved/).check();
    const confirm = dialog.getByRole('button', { name: 'Update Status', exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Review note (required)').fill('Brother and sister, one household: checked by phone');
    expect(await confirm.isDisabled()).toBe(false);
    await operator.confirm('Update Status');
    await operator.outcome(`now Approved`).waitFor();
    await screenshot(operator.page, 'admin-risk-withdrawal-1366x768');

    const history = await api.ok<{ withdrawals: { status: string }[] }>('GET', '/withdraw/history', asha.token);
    expect(history.withdrawals[0]!.status).toBe('approved');
  });

  it('sees the alert that the two are linked in the inbox and closes it with a note', async () => {
    await expect.poll(async () => (await linkedAlert()) !== undefined, { timeout: 15_000 }).toBe(true);
    const found = (await linkedAlert())!;
    const about = found.user._id === asha.id ? asha : ravi;

    await operator.openAlerts();
    const alert = operator.riskAlert(about.name, 'Linked accounts').filter({ hasText: found.detail });
    await alert.waitFor();
    await operator.closeAlert(alert, 'Known family: withdrawal approved with a note');
    await alert.getByText('Known family: withdrawal approved with a note').waitFor();
    expect(await alert.getByRole('button', { name: /^Close/ }).count()).toBe(0);

    const { alerts } = await api.ok<{ alerts: Alert[] }>('GET', '/admin/alerts?status=closed', ownerToken);
    expect(alerts.some((closed) => closed._id === found._id)).toBe(true);
    await screenshot(operator.page, 'admin-risk-alerts-1366x768');
  });

  it('lists a player who closed their account with the money owed to them', async () => {
    await signUp(meena);
    await api.adjust(ownerToken, meena.id, 700);
    await api.ok('POST', '/user/account-deletion', meena.token, { password: PASSWORD });

    await operator.goTo('Closed accounts');
    const closure = operator.closure(meena.name);
    await closure.waitFor();
    expect(await closure.textContent()).toContain('Money owed');
    expect(await closure.textContent()).toContain('₹700');
    await closure.getByRole('button', { name: `Erase now: ${meena.name}` }).click();
    await operator.confirm('Erase now');
    await closure.getByRole('status').filter({ hasText: 'a balance of ₹700' }).waitFor();
    await screenshot(operator.page, 'admin-risk-closures-1366x768');
  });
});
