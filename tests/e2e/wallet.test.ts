import jsQR from 'jsqr';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PlayerScreens } from './page-models/wallet-pages';
import { useBrowser, waitForPath } from './support/browser';
import { ApiClient, openSignedIn, screenshot, uniqueMobileNumber } from './support/player-api';

/**
 * The wallet journeys against the real server (FAKE_TIME Friday 20 Nov 2026, 11:00 IST): deposits by UPI
 * link and by QR code, an admin approval, the wallet and the statement; a bank account saved and a withdrawal;
 * the support chat with an admin reply; payout numbers and a password change request.
 */

const api = new ApiClient(inject('baseUrl'));
let adminToken = '';
let upiId = '';
let payeeName = '';

const UPI_LINK = (amount: number) =>
  `upi://pay?pa=${upiId}&pn=${encodeURIComponent(payeeName)}&am=${amount}&cu=INR&tn=Matka%20Play%20deposit`;
/** A 12-digit UPI reference no other run has used. */
const newUtr = (last: number) => `${Date.now()}`.slice(-11) + String(last);

interface FundRequest {
  _id: string;
  transactionId: string;
  amount: number;
  paymentMethod: string;
  status: string;
}

async function newPlayer(name: string, credit = 0): Promise<{ token: string; id: string; mobileNumber: string }> {
  const mobileNumber = uniqueMobileNumber('8');
  const { token, id } = await api.signUp(name, mobileNumber, 'wallet-pass-1');
  if (credit) await api.adjust(adminToken, id, credit);
  return { token, id, mobileNumber };
}

beforeAll(async () => {
  adminToken = await api.signIn(inject('adminMobile'), inject('adminPassword'));
  const settings = await api.ok<{ upiId?: string; upiName?: string }>('GET', '/main-settings/public', null);
  upiId = settings.upiId && settings.upiId.includes('@') ? settings.upiId : 'matkaplay@upi';
  payeeName = settings.upiName || 'Matka Play';
  if (upiId !== settings.upiId) await api.updateMainSettings(adminToken, { upiId });
});

describe('wallet, deposits and withdrawals', () => {
  const browser = useBrowser();

  it('deposits by UPI link and by QR code; an approved request shows in the wallet and the statement', async () => {
    const { page, context } = browser;
    const screens = new PlayerScreens(page);
    const player = await newPlayer('Deepa Rao');

    await openSignedIn(page, player.token, '/add-fund');
    await screens.heading('Add Funds').waitFor();
    await page.getByText(/^Minimum deposit: ₹[\d,]+$/).waitFor();
    expect(await page.getByTestId('current-points').textContent()).toBe('₹0');
    await screenshot(page, 'add-fund');

    // By QR code: the link, drawn as a QR code that decodes back to it; the UTR of the payment makes the request.
    await screens.enterDeposit(2000);
    await screens.button('Scan using QR Code').click();
    await screens.qrImage.waitFor();
    await screenshot(page, 'add-fund-qr-dialog');
    const payload = (await screens.qrImage.getAttribute('data-payload'))!;
    expect(payload).toBe(UPI_LINK(2000));
    const pixels = await screens.qrPixels();
    expect(pixels.width).toBe(300);
    const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
    expect(decoded?.data).toBe(payload);
    await screens.qrDialog.getByRole('button', { name: 'I Have Paid' }).click();
    await screens.qrDialog.waitFor({ state: 'detached' });
    const qrUtr = newUtr(1);
    await screens.submitUtr(qrUtr);
    await screens.toast('Fund request submitted successfully! Please wait for admin approval.').waitFor();

    // By UPI app: headless Chromium has no UPI app, so the screen offers the UPI ID and the QR code instead. That
    // attempt leaves headless Chromium's tab waiting on the upi:// navigation for good, taking no more clicks (a
    // phone hands the link to its UPI app instead), so it gets a tab of its own, opened again afterwards as a phone
    // does with a tab it discarded: the UTR step is still there. Its Submit Payment gets the click as a DOM event,
    // the one way into that tab.
    const upiPage = await context.newPage();
    const upiScreens = new PlayerScreens(upiPage);
    await upiPage.goto('/add-fund');
    await upiPage.getByText(/^Minimum deposit: ₹[\d,]+$/).waitFor();
    await upiScreens.enterDeposit(1500);
    await upiScreens.button('Pay using UPI App').click();
    await upiScreens.payWithoutApp.waitFor();
    await upiPage.goto('/add-fund');
    await upiScreens.utrField.waitFor();
    expect(await upiScreens.field('Amount').inputValue()).toBe('1500');
    const upiUtr = newUtr(2);
    await upiScreens.utrField.fill(upiUtr);
    await upiScreens.button('Submit Payment').dispatchEvent('click');
    await upiScreens.toast('Fund request submitted successfully! Please wait for admin approval.').waitFor();
    await upiPage.close();

    const { requests } = await api.ok<{ requests: FundRequest[] }>('GET', '/fund-request/history', player.token);
    expect(requests).toHaveLength(2);
    const byUpi = requests.find((r) => r.transactionId === upiUtr);
    const byQr = requests.find((r) => r.transactionId === qrUtr);
    expect(byUpi).toMatchObject({ amount: 1500, paymentMethod: 'UPI', status: 'pending' });
    expect(byQr).toMatchObject({ amount: 2000, paymentMethod: 'QR', status: 'pending' });

    await api.ok('POST', `/admin/fund-requests/${byUpi!._id}/approve`, adminToken, { remarks: 'Received' });

    await page.goto('/wallet');
    await expect.poll(() => screens.walletBalance.textContent()).toBe('₹1,500');
    await screenshot(page, 'wallet');

    await page.goto('/wallet-statement');
    await screens.statementEntries.first().waitFor();
    await screens.tab('Funds').click();
    await expect.poll(() => screens.statementEntries.count()).toBe(2);
    const approved = screens.statementEntries.filter({ hasText: 'Approved' });
    expect(await approved.textContent()).toContain('+₹1,500');
    expect(await screens.badge('Approved', approved).isVisible()).toBe(true);
    expect(await approved.textContent()).toContain(byUpi!.transactionId);
    expect(await screens.statementEntries.filter({ hasText: 'Pending' }).textContent()).toContain('₹2,000');
    await screens.tab('All').click();
    await screenshot(page, 'wallet-statement');
  });

  it('saves a bank account, withdraws to it, and follows the request in the withdrawal history', async () => {
    const { page } = browser;
    const screens = new PlayerScreens(page);
    const player = await newPlayer('Rahul Sharma', 5000);

    await openSignedIn(page, player.token, '/withdraw-fund');
    await page.getByText('Add a payout method to withdraw your winnings.').waitFor();
    await screenshot(page, 'withdraw-fund-no-method');
    await page.getByRole('link', { name: 'Add Bank Account' }).click();
    await waitForPath(page, '/bank');
    await screens.field('Account Holder Name').fill('Rahul Sharma');
    await screens.field('Account Number').fill('123456784321');
    await screens.field('Confirm Account Number').fill('123456780000');
    await screens.field('IFSC Code').fill('sbin0001234');
    await screens.field('Bank Name').fill('State Bank of India');
    await screens.button('Save Bank Details').click();
    await screens.toast('Account numbers do not match').waitFor();
    await screens.field('Confirm Account Number').fill('123456784321');
    await screenshot(page, 'bank');
    await screens.button('Save Bank Details').click();
    await screens.toast('Bank details updated successfully!').waitFor();
    await waitForPath(page, '/withdraw-fund');

    await page.goto('/withdraw-fund');
    await screens.method('Bank').waitFor();
    expect(await page.getByText('Bank - XXXX4321 (Rahul Sharma)').isVisible()).toBe(true);
    expect(await screens.method('PhonePe').count()).toBe(0);
    await page.getByText(/^Withdrawal time: .+ to .+$/).waitFor();
    expect(await page.getByText('Withdrawals are closed on Sundays').isVisible()).toBe(true);
    await screens.field('Amount').fill('500');
    await screens.method('Bank').check();
    await screens.button('Withdraw').click();
    await screens.toast(/^Minimum withdrawal amount is ₹[\d,]+$/).waitFor();
    await screens.field('Amount').fill('1200');
    await screenshot(page, 'withdraw-fund');
    await screens.button('Withdraw').click();
    await screens.toast('Withdrawal request submitted successfully! Please wait for admin approval.').waitFor();
    await expect.poll(() => page.getByTestId('withdraw-balance').textContent()).toBe('₹3,800');

    await page.getByRole('link', { name: 'View Withdrawal History' }).click();
    await waitForPath(page, '/withdraw-history');
    await screens.withdrawals.first().waitFor();
    const card = screens.withdrawals.first();
    expect(await card.textContent()).toContain('₹1,200');
    expect(await screens.badge('Pending', card).isVisible()).toBe(true);
    expect(await card.getByText('Bank - XXXX4321 (Rahul Sharma)').isVisible()).toBe(true);

    const { withdrawals } = await api.ok<{ withdrawals: { _id: string }[] }>('GET', '/withdraw/history', player.token);
    await api.ok('POST', `/admin/withdrawals/${withdrawals[0]!._id}/status`, adminToken, { status: 'approved' });
    await api.ok('POST', `/admin/withdrawals/${withdrawals[0]!._id}/status`, adminToken, {
      status: 'completed',
      transactionId: 'UTR998877',
      remarks: 'Paid',
    });
    await page.reload();
    await screens.badge('Completed', card).waitFor();
    expect(await card.getByText('UTR998877').isVisible()).toBe(true);
    await screenshot(page, 'withdraw-history');
  });

  it('adds a payout number from the withdraw screen and comes back to it; quick amounts start at the minimum', async () => {
    const { page } = browser;
    const screens = new PlayerScreens(page);
    const player = await newPlayer('Round Trip', 3000);
    const { minimumWithdraw } = await api.ok<{ minimumWithdraw: number }>('GET', '/main-settings/public', null);

    await openSignedIn(page, player.token, '/withdraw-fund');
    await page.getByRole('link', { name: 'Add PhonePe' }).click();
    await waitForPath(page, '/phonepe');
    await screens.field('Mobile Number').fill('9000000021');
    await screens.button('Save').click();
    await screens.toast('PhonePe number updated successfully!').waitFor();
    await waitForPath(page, '/withdraw-fund');
    await screens.method('PhonePe').waitFor();
    expect(await page.getByText('PhonePe - 9000000021').isVisible()).toBe(true);

    const picks = await page.getByRole('group', { name: 'Quick Amounts' }).getByRole('button').allTextContents();
    const amounts = picks.map((pick) => Number(pick.replace(/[₹,]/g, '')));
    expect(amounts[0]).toBe(minimumWithdraw);
    expect(amounts.every((amount) => amount >= minimumWithdraw)).toBe(true);
    await screenshot(page, 'withdraw-fund-after-payout');
  });

  it('shows an empty withdrawal history and statement with their ways forward', async () => {
    const { page } = browser;
    const player = await newPlayer('Empty Wallet');
    await openSignedIn(page, player.token, '/withdraw-history');
    await page.getByRole('link', { name: 'Make First Withdrawal' }).waitFor();
    await screenshot(page, 'withdraw-history-empty');
    await page.goto('/wallet-statement');
    await page.getByText('No transactions found').waitFor();
    expect(await page.getByRole('link', { name: 'Add Funds' }).getAttribute('href')).toBe('/add-fund');
    await screenshot(page, 'wallet-statement-empty');
  });

  it('edits the profile from the wallet', async () => {
    const { page } = browser;
    const screens = new PlayerScreens(page);
    const player = await newPlayer('Kiran Patil', 250);
    await openSignedIn(page, player.token, '/wallet');
    await expect.poll(() => screens.walletBalance.textContent()).toBe('₹250');
    await screens.button('Edit Profile').click();
    await screens.field('Name').fill('Kiran P');
    await screens.field('Email (optional)').fill('kiran@example.com');
    await screenshot(page, 'wallet-edit-profile');
    await screens.button('Save Changes').click();
    await screens.toast('Profile updated successfully!').waitFor();
    await page.getByRole('heading', { name: 'Kiran P' }).waitFor();
    await screens.button('Refresh wallet').click();
    await screens.toast('Wallet data refreshed!').waitFor();
    const { user } = await api.ok<{ user: { name: string; email: string } }>('GET', '/user/profile', player.token);
    expect(user).toMatchObject({ name: 'Kiran P', email: 'kiran@example.com' });
  });
});

describe('payout numbers and password change', () => {
  const browser = useBrowser();

  it('saves Paytm, Google Pay and PhonePe numbers, each returning to the dashboard', async () => {
    const { page } = browser;
    const screens = new PlayerScreens(page);
    const player = await newPlayer('Payout Player');
    const apps = [
      ['/paytm', 'Paytm', 'Paytm number updated successfully!', 'paytm', '9000000011'],
      ['/googlepay', 'Google Pay', 'Google Pay number updated successfully!', 'googlePay', '9000000012'],
      ['/phonepe', 'PhonePe', 'PhonePe number updated successfully!', 'phonepe', '9000000013'],
    ] as const;
    await openSignedIn(page, player.token, '/paytm');
    for (const [path, title, message, , number] of apps) {
      await page.goto(path);
      await screens.heading(title).waitFor();
      await screens.field('Mobile Number').fill('12345');
      await screens.button('Save').click();
      await screens.toast('Please enter a valid 10-digit mobile number').waitFor();
      await screens.field('Mobile Number').fill(number);
      await screenshot(page, path.slice(1));
      await screens.button('Save').click();
      await screens.toast(message).waitFor();
      await waitForPath(page, '/dashboard');
    }
    const { paymentDetails } = await api.ok<{ paymentDetails: Record<string, string> }>('GET', '/user/payment-details', player.token);
    for (const [, , , key, number] of apps) expect(paymentDetails[key]).toBe(number);

    await page.goto('/withdraw-fund');
    await screens.method('PhonePe').waitFor();
    expect(await page.getByRole('radio').count()).toBe(3);
  });

  it('sends a password change request with the mobile number prefilled', async () => {
    const { page } = browser;
    const screens = new PlayerScreens(page);
    const player = await newPlayer('Password Player');
    await openSignedIn(page, player.token, '/change-password');
    const mobile = screens.field('Mobile Number');
    await expect.poll(() => mobile.inputValue()).toBe(player.mobileNumber);
    await mobile.fill(`+91 ${player.mobileNumber}`);
    expect(await mobile.inputValue()).toBe(player.mobileNumber);
    await screens.field('New Password').fill('new-pass-9');
    await screens.field('Confirm Password').fill('new-pass-8');
    await screens.button('Change Password').click();
    await screens.toast('Passwords do not match').waitFor();
    await screens.field('Confirm Password').fill('new-pass-9');
    await screenshot(page, 'change-password');
    await screens.button('Change Password').click();
    await screens.toast('Password change request submitted successfully! It will be reviewed by an administrator.').waitFor();
  });
});

describe('enquiry and support', () => {
  const browser = useBrowser();

  it('sends visitors to /auth', async () => {
    const { page } = browser;
    await page.goto('/enquiry');
    await waitForPath(page, '/auth');
  });

  it('round trip: the player writes, an admin replies, the player reads it; a closed enquiry hides the send box', async () => {
    const { page } = browser;
    const screens = new PlayerScreens(page);
    const player = await newPlayer('Query Seeker');
    await openSignedIn(page, player.token, '/enquiry');
    await screens.button('Start New Enquiry').click();
    const send = screens.button('Send');
    expect(await send.isDisabled()).toBe(true);
    await screens.field('Message').fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await screens.field('Message').fill('My deposit of ₹500 is not showing');
    await send.click();
    await screens.toast('Message sent successfully!').waitFor();
    await screens.enquiryMessages.first().waitFor();
    await screens.badge('Open').waitFor();

    const { enquiries } = await api.ok<{ enquiries: { _id: string; user: { _id: string } }[] }>(
      'GET',
      '/admin/enquiries?status=open',
      adminToken,
    );
    const enquiry = enquiries.find((e) => e.user._id === player.id)!;
    await api.ok('POST', `/admin/enquiries/${enquiry._id}/messages`, adminToken, { message: 'We have credited it now.' });

    await page.reload();
    const reply = screens.enquiryMessages.filter({ hasText: 'We have credited it now.' });
    await reply.waitFor();
    expect(await reply.getAttribute('data-sender')).toBe('admin');
    expect(await reply.getByText('Support', { exact: true }).isVisible()).toBe(true);
    expect(await screens.enquiryMessages.first().getAttribute('data-sender')).toBe('user');
    await screenshot(page, 'enquiry-open');

    await api.ok('POST', `/admin/enquiries/${enquiry._id}/close`, adminToken, {});
    await page.reload();
    await screens.badge('Closed').waitFor();
    expect(await screens.field('Message').count()).toBe(0);
    await page.getByText('This enquiry is closed. Start a new enquiry if you need more help.').waitFor();
    await screenshot(page, 'enquiry-closed');
  });
});
