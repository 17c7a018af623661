import type { Locator, Page } from 'playwright-core';

/** The player's money screens: wallet, add fund, withdraw, histories, statement, payout forms, support chat. */

export class PlayerScreens {
  constructor(readonly page: Page) {}

  toast(text: string | RegExp): Locator {
    return this.page.locator('.Toastify__toast').filter({ hasText: text });
  }

  /** A status badge (colour, icon and word) showing `word`, inside `scope` (default: the whole page). */
  badge(word: string, scope?: Locator): Locator {
    return (scope ?? this.page.locator('body')).locator('[data-tone]').filter({ hasText: new RegExp(`^\\W*${word}$`) });
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }

  // ---- Wallet ----
  get walletBalance(): Locator {
    return this.page.getByTestId('wallet-balance');
  }

  // ---- Add fund ----
  async enterDeposit(amount: number): Promise<void> {
    await this.field('Amount').fill(String(amount));
  }

  get qrDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Scan QR Code' });
  }

  get qrImage(): Locator {
    return this.qrDialog.getByTestId('payment-qr');
  }

  /** Who is paid and how much, shown before paying. */
  get payee(): Locator {
    return this.page.getByRole('region', { name: 'You pay' });
  }

  /** Where no UPI app opened: the UPI ID to copy and the QR code to save. */
  get payWithoutApp(): Locator {
    return this.page.getByRole('region', { name: 'No UPI app opened?' });
  }

  get utrField(): Locator {
    return this.field('UPI reference (UTR)');
  }

  /** The UTR step: the payment's reference, then Submit Payment (the fund request is made only then). */
  async submitUtr(utr: string): Promise<void> {
    await this.utrField.fill(utr);
    await this.button('Submit Payment').click();
  }

  /** What the UTR field says is wrong with the reference (the app's rule or the server's answer). */
  get utrProblem(): Locator {
    return this.page.locator('form').filter({ has: this.utrField }).getByRole('alert');
  }

  /** The pixels of the QR image as the browser drew them (for decoding in the test). */
  async qrPixels(): Promise<{ data: number[]; width: number; height: number }> {
    return this.qrImage.evaluate(async (node) => {
      const image = node as HTMLImageElement;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
      return { data: Array.from(data), width, height };
    });
  }

  /** The pixels of a PNG file (a saved QR code), drawn by the browser (for decoding in the test). */
  async pngPixels(png: Buffer): Promise<{ data: number[]; width: number; height: number }> {
    return this.page.evaluate(async (source) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
      return { data: Array.from(data), width, height };
    }, `data:image/png;base64,${png.toString('base64')}`);
  }

  // ---- Withdraw ----
  method(name: 'Bank' | 'PhonePe' | 'Google Pay' | 'Paytm'): Locator {
    return this.page.getByRole('radio', { name: new RegExp(`^${name}`) });
  }

  get withdrawals(): Locator {
    return this.page.getByTestId('withdrawals').getByRole('listitem');
  }

  // ---- Statement ----
  tab(name: 'All' | 'Funds' | 'Withdraw' | 'Bets' | 'Wins'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  get statementEntries(): Locator {
    return this.page.getByTestId('statement-entries').getByRole('listitem');
  }

  // ---- Histories ----
  stat(label: string): Locator {
    return this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  get bets(): Locator {
    return this.page.getByTestId('bet-list').getByRole('listitem');
  }

  async betIds(): Promise<string[]> {
    return this.bets.evaluateAll((items) => items.map((item) => item.getAttribute('data-bet-id') ?? ''));
  }

  pageButton(number: number): Locator {
    return this.page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: `Page ${number}`, exact: true });
  }

  get pageButtons(): Locator {
    return this.page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: /^Page \d+$/ });
  }

  // ---- Enquiry ----
  get enquiryMessages(): Locator {
    return this.page.getByTestId('enquiry-messages').getByRole('listitem');
  }

  // ---- Starline ----
  starlineCard(gameName: string): Locator {
    return this.page.getByTestId('starline-games').getByRole('listitem').filter({
      has: this.page.getByRole('heading', { name: gameName, exact: true }),
    });
  }

  get betDialog(): Locator {
    return this.page.getByRole('dialog');
  }
}
