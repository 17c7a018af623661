import type { Locator, Page } from 'playwright-core';

/**
 * The player app's screens as the admin journey drives them (deposit, payout number, withdrawal, enquiry, histories,
 * wallet). The bet screen and the dashboard have their own page models (bet-page.ts, dashboard-page.ts).
 */
export class JourneyPlayer {
  constructor(readonly page: Page) {}

  toast(text: string | RegExp): Locator {
    return this.page.locator('.Toastify__toast').filter({ hasText: text });
  }

  /** Add Funds: the QR code of the UPI payment, then the payment's UTR, which makes the fund request. */
  async depositByQr(amount: number, utr = `${Date.now()}`.slice(-12).padStart(12, '7')): Promise<void> {
    await this.page.goto('/add-fund');
    await this.page.getByLabel('Amount', { exact: true }).fill(String(amount));
    await this.page.getByRole('button', { name: 'Scan using QR Code' }).click();
    const qr = this.page.getByRole('dialog', { name: 'Scan QR Code' });
    await qr.getByTestId('payment-qr').waitFor();
    await qr.getByRole('button', { name: 'I Have Paid' }).click();
    await this.page.getByLabel('UPI reference (UTR)', { exact: true }).fill(utr);
    await this.page.getByRole('button', { name: 'Submit Payment', exact: true }).click();
    await this.toast('Fund request submitted successfully! Please wait for admin approval.').waitFor();
  }

  async savePhonePe(mobileNumber: string): Promise<void> {
    await this.page.goto('/phonepe');
    await this.page.getByLabel('Mobile Number', { exact: true }).fill(mobileNumber);
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
    await this.toast(/PhonePe number updated successfully!/).waitFor();
  }

  async withdraw(amount: number, method: 'PhonePe' | 'Paytm' | 'Google Pay' | 'Bank'): Promise<void> {
    await this.page.goto('/withdraw-fund');
    await this.page.getByLabel('Amount', { exact: true }).fill(String(amount));
    await this.page.getByRole('radio', { name: new RegExp(`^${method}`) }).check();
    await this.page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await this.toast('Withdrawal request submitted successfully! Please wait for admin approval.').waitFor();
  }

  async sendEnquiry(message: string): Promise<void> {
    await this.page.goto('/enquiry');
    const start = this.page.getByRole('button', { name: 'Start New Enquiry' });
    const box = this.page.getByLabel('Message', { exact: true });
    await start.or(box).first().waitFor();
    if (await start.isVisible()) await start.click();
    await box.fill(message);
    await this.page.getByRole('button', { name: 'Send', exact: true }).click();
    await this.toast('Message sent successfully!').waitFor();
  }

  get enquiryMessages(): Locator {
    return this.page.getByTestId('enquiry-messages').getByRole('listitem');
  }

  get walletBalance(): Locator {
    return this.page.getByTestId('wallet-balance');
  }

  get betList(): Locator {
    return this.page.getByTestId('bet-list');
  }
}
