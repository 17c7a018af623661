import type { Locator, Page } from 'playwright-core';
import { AdminPage } from './admin-page';

/** Which header of the statement file holds what, as the import form asks for it. */
export interface StatementColumns {
  date: string;
  /** One signed amount column… */
  amount?: string;
  /** …or a credit column (with an optional debit column). */
  credit?: string;
  debit?: string;
  reference?: string;
  narration?: string;
}

/** The Reconciliation screen (admin/src/screens/admin-reconciliation-screen.tsx) as a cashier works it. */
export class ReconciliationScreen extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  get importForm(): Locator {
    return this.page.getByRole('form', { name: 'Import a statement' });
  }

  /** Names the bank, chooses the file, picks its columns from the file's header, and imports it. */
  async importStatement(bank: string, file: string, columns: StatementColumns): Promise<void> {
    const form = this.importForm;
    await form.getByLabel('Bank', { exact: true }).fill(bank);
    await form.getByLabel('Statement (CSV)', { exact: true }).setInputFiles(file);
    await form.getByLabel('Date', { exact: true }).selectOption(columns.date);
    if (columns.amount !== undefined) {
      await form.getByRole('radio', { name: 'One amount column (debits negative)' }).check();
      await form.getByLabel('Amount', { exact: true }).selectOption(columns.amount);
    } else {
      await form.getByRole('radio', { name: 'Credit and debit columns' }).check();
      await form.getByLabel('Credit', { exact: true }).selectOption(columns.credit ?? '');
      await form.getByLabel('Debit (optional)', { exact: true }).selectOption(columns.debit ?? '');
    }
    await form.getByLabel('Reference (optional)', { exact: true }).selectOption(columns.reference ?? '');
    await form.getByLabel('Narration (optional)', { exact: true }).selectOption(columns.narration ?? '');
    await form.getByRole('button', { name: 'Import', exact: true }).click();
  }

  /** What the last import did (rows, new credits, already imported, debits skipped). */
  get importResult(): Locator {
    return this.page.getByTestId('statement-import-result');
  }

  /** One figure of the import's result, by its label. */
  importFigure(label: string): Locator {
    return this.importResult.locator('div').filter({ has: this.page.locator('dt', { hasText: label }) }).locator('dd');
  }

  /** A list's section: "Matched", "Mismatched", "Unclaimed" or "Stale requests". */
  list(name: 'Matched' | 'Mismatched' | 'Unclaimed' | 'Stale requests'): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** "count · total" under a list's title. */
  summary(name: 'Matched' | 'Mismatched' | 'Unclaimed' | 'Stale requests'): Locator {
    return this.list(name).getByTestId('list-summary');
  }

  /** The row of a list's table that shows this UTR. */
  credit(name: 'Matched' | 'Mismatched' | 'Unclaimed', utr: string): Locator {
    return this.list(name).getByRole('row').filter({ hasText: utr });
  }

  /** "Approve N matches", then the confirmation that states the count and the total. */
  async approveMatches(count: number, total: string): Promise<void> {
    const matches = `Approve ${count} ${count === 1 ? 'match' : 'matches'}`;
    await this.page.getByRole('button', { name: matches, exact: true }).click();
    await this.dialog(`Approve ${count} ${count === 1 ? 'deposit' : 'deposits'} totalling ${total}?`).waitFor();
    await this.confirm(`Approve ${count}`);
  }
}
