import type { Locator, Page } from 'playwright-core';
import { AdminPage } from './admin-page';

/** The cashier's dense lists: fund requests and withdrawals with filters, ticked rows and bulk actions. */
export class CashierListsScreen extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  fundRequest(text: string): Locator {
    return this.page.getByTestId('fund-request').filter({ hasText: text });
  }

  withdrawal(player: string): Locator {
    return this.page.getByTestId('withdrawal').filter({ hasText: player });
  }

  async showStatus(label: string): Promise<void> {
    await this.page.getByRole('button', { name: label, exact: true }).click();
  }

  /** Applies the days and amounts of the filters form. */
  async filter(filters: { from?: string; to?: string; minAmount?: string; maxAmount?: string }): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Filters' });
    if (filters.from !== undefined) await form.getByLabel('From day').fill(filters.from);
    if (filters.to !== undefined) await form.getByLabel('To day').fill(filters.to);
    if (filters.minAmount !== undefined) await form.getByLabel('Amount from (₹)').fill(filters.minAmount);
    if (filters.maxAmount !== undefined) await form.getByLabel('Amount to (₹)').fill(filters.maxAmount);
    await form.getByRole('button', { name: 'Apply', exact: true }).click();
  }

  async search(reference: string): Promise<void> {
    const search = this.page.getByRole('search');
    await search.getByLabel('Transaction ID or UTR', { exact: true }).fill(reference);
    await search.getByRole('button', { name: 'Search', exact: true }).click();
  }

  async clearSearch(): Promise<void> {
    await this.page.getByRole('search').getByRole('button', { name: 'Clear', exact: true }).click();
  }

  /** Ticks a row's box. */
  async tick(row: Locator): Promise<void> {
    await row.getByRole('checkbox').check();
  }

  bulkButton(name: RegExp | string): Locator {
    return this.page.getByRole('button', { name });
  }
}
