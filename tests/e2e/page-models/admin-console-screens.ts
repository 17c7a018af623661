import type { Locator, Page } from 'playwright-core';
import { AdminPage } from './admin-page';

/** The console's screens as an operator works them (admin/src/screens). */

export class MarketsScreen extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  async createMarket(market: { gameName: string; openTime: string; closeTime: string }): Promise<void> {
    const form = this.page.locator('form').filter({ has: this.page.getByRole('button', { name: 'Create Market' }) });
    await form.getByLabel('Market Name').fill(market.gameName);
    await form.getByLabel('Open Time').fill(market.openTime);
    await form.getByLabel('Close Time').fill(market.closeTime);
    await form.getByRole('button', { name: 'Create Market' }).click();
  }

  market(gameName: string): Locator {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name: gameName, exact: true }) });
  }

  /** Opens a market's Import history dialog and chooses a CSV file; returns the dialog once it shows the preview. */
  async previewHistory(gameName: string, file: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Import history ${gameName}`, exact: true }).click();
    const dialog = this.dialog(`Import history: ${gameName}`);
    await dialog.getByLabel('CSV file').setInputFiles(file);
    await dialog.getByTestId('history-import-report').waitFor();
    return dialog;
  }

  /** Fills every min/max of the game rates table and saves. */
  async saveRates(rates: Record<string, { min: number; max: number }>, labels: Record<string, string>): Promise<void> {
    for (const [key, range] of Object.entries(rates)) {
      await this.page.getByLabel(`${labels[key]} Stake (₹)`, { exact: true }).fill(String(range.min));
      await this.page.getByLabel(`${labels[key]} Pays (₹)`, { exact: true }).fill(String(range.max));
    }
    await this.page.getByRole('button', { name: 'Save Rates' }).click();
  }
}

export class ResultsScreen extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  async choose(gameName: string, session: 'Open' | 'Close'): Promise<void> {
    const market = this.page.getByLabel('Market', { exact: true });
    const value = await market.locator('option', { hasText: gameName }).first().getAttribute('value');
    await market.selectOption(value!);
    await this.page.getByLabel(session, { exact: true }).check();
  }

  get panna(): Locator {
    return this.page.getByLabel('Panna', { exact: true });
  }

  get derivedAnk(): Locator {
    return this.page.getByTestId('derived-ank');
  }

  get derivedResult(): Locator {
    return this.page.getByTestId('derived-result');
  }

  get currentResult(): Locator {
    return this.page.getByTestId('current-result');
  }

  get preview(): Locator {
    return this.page.getByTestId('result-preview');
  }

  /** The value of one line of the preview ("Winning bets", "Payout", …). */
  previewValue(label: string): Locator {
    return this.preview.locator('div').filter({ has: this.page.locator('dt', { hasText: label }) }).locator('dd');
  }

  async runPreview(): Promise<void> {
    await this.page.getByRole('button', { name: 'Preview', exact: true }).click();
    await this.preview.waitFor();
  }

  async declare(): Promise<void> {
    await this.page.getByRole('button', { name: 'Declare Result', exact: true }).click();
    await this.dialog('Declare this result?').waitFor();
  }
}

export class FundRequestsScreen extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  request(transactionIdOrPlayer: string): Locator {
    return this.page.getByTestId('fund-request').filter({ hasText: transactionIdOrPlayer });
  }

  get requests(): Locator {
    return this.page.getByTestId('fund-request');
  }

  /** Looks for requests by their transaction id or UTR (or its beginning). */
  async search(reference: string): Promise<void> {
    const search = this.page.getByRole('search');
    await search.getByLabel('Transaction ID or UTR', { exact: true }).fill(reference);
    await search.getByRole('button', { name: 'Search', exact: true }).click();
  }
}

export class WithdrawalsScreen extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  withdrawal(player: string): Locator {
    return this.page.getByTestId('withdrawal').filter({ hasText: player });
  }

  async moveTo(player: string, status: 'Approved' | 'Processing' | 'Completed' | 'Rejected', details: { transactionId?: string; remarks?: string } = {}): Promise<void> {
    await this.withdrawal(player).getByRole('button', { name: 'Update Status' }).click();
    const dialog = this.dialog('Update withdrawal');
    await dialog.getByLabel(new RegExp(`^${status}`)).check();
    if (details.transactionId !== undefined) await dialog.getByLabel('Transaction ID').fill(details.transactionId);
    if (details.remarks !== undefined) await dialog.getByLabel('Remarks (optional)').fill(details.remarks);
  }
}

export class EnquiriesScreen extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  thread(player: string): Locator {
    return this.page.getByTestId('enquiry').filter({ hasText: player });
  }

  async reply(message: string): Promise<void> {
    await this.page.getByLabel('Your reply').fill(message);
    await this.page.getByRole('button', { name: 'Send Reply' }).click();
  }
}

export class ContentScreen extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  async tab(name: 'Banners' | 'Main settings' | 'Contact settings' | 'How To Play'): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  async chooseBannerImage(path: string, title: string): Promise<void> {
    await this.page.getByLabel('Banner Title').fill(title);
    await this.page.getByLabel('Image (PNG, JPEG or WebP)').setInputFiles(path);
    await this.page.getByTestId('banner-preview').waitFor();
  }

  banner(title: string): Locator {
    return this.page.getByTestId('banner').filter({ hasText: title });
  }
}
