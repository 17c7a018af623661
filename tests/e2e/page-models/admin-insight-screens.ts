import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { ResultsScreen } from './admin-console-screens';
import { AdminPage } from './admin-page';

/** The console's insight screens as an operator works them: Reports, and the exposure on Results. */

export type ReportPeriodName = 'Today' | 'Yesterday' | 'Last 7 days' | 'Last 30 days' | 'This month' | 'Custom';
export type ReportTableName = 'By day' | 'By market' | 'Top players by stakes';

export class ReportsScreen extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  /** Opens Reports from the section menu. */
  async openFromMenu(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Reports', exact: true }).click();
    await this.screenTitle('Reports').waitFor();
  }

  async choosePeriod(name: ReportPeriodName): Promise<void> {
    await this.page.getByRole('group', { name: 'Report period' }).getByRole('button', { name, exact: true }).click();
  }

  /** The line that says which days the report covers. */
  covers(text: string | RegExp): Locator {
    return this.page.getByText(text);
  }

  /** The figure on one totals card ("Stakes", "Net (stakes − payouts)", …). */
  total(label: string): Locator {
    return this.page
      .getByTestId('report-totals')
      .locator('div')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${escape(label)}$`) }) })
      .locator('dd');
  }

  /** The chart as drawn: uPlot's canvas. */
  get chartCanvas(): Locator {
    return this.page.getByTestId('report-chart').locator('canvas');
  }

  get chartImage(): Locator {
    return this.page.getByTestId('report-chart').getByRole('img');
  }

  table(name: ReportTableName): Locator {
    return this.page.getByRole('table', { name, exact: true });
  }

  /** The cells of the row whose first cell (its row header) reads `rowHeader`, as text. */
  async row(table: ReportTableName, rowHeader: string | RegExp): Promise<string[]> {
    const row = this.table(table).getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: rowHeader, exact: true }) });
    return (await row.locator('th, td').allTextContents()).map((cell) => cell.trim());
  }

  /** The column headers of a table. */
  async headers(table: ReportTableName): Promise<string[]> {
    return this.table(table).getByRole('columnheader').allTextContents();
  }

  /** Downloads one table as CSV: the file's suggested name and its text. */
  async downloadCsv(table: ReportTableName): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: `Download CSV: ${table}`, exact: true }).click(),
    ]);
    const path = await download.path();
    return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
  }
}

/** The exposure panel beside a declaration form (Results, and Starline's Results tab). */
class ExposurePanel {
  constructor(private readonly page: Page) {}

  get panel(): Locator {
    return this.page.getByTestId('exposure');
  }

  /** A pending figure of the panel ("Pending bets", "Pending stakes"). */
  pending(label: 'Pending bets' | 'Pending stakes'): Locator {
    return this.panel.locator('div').filter({ has: this.page.locator('dt', { hasText: label }) }).locator('dd');
  }

  /** The costliest results as rows of cell texts (panna, ank, winning bets, payout). */
  async costliest(): Promise<string[][]> {
    const rows = this.page.getByTestId('exposure-costliest').locator('tbody tr');
    await rows.first().waitFor();
    const cells: string[][] = [];
    for (const row of await rows.all()) cells.push((await row.locator('th, td').allTextContents()).map((cell) => cell.trim()));
    return cells;
  }

  /** Looks a panna up in the panel: its row's cell texts. */
  async find(panna: string): Promise<string[]> {
    await this.panel.getByLabel('Find a panna').fill(panna);
    const row = this.page.getByTestId('exposure-found').locator('tbody tr');
    await row.waitFor();
    return (await row.locator('th, td').allTextContents()).map((cell) => cell.trim());
  }
}

/** The Results screen with the exposure panel beside its declaration form. */
export class ExposureOnResults extends ResultsScreen {
  private readonly panel: ExposurePanel;

  constructor(page: Page) {
    super(page);
    this.panel = new ExposurePanel(page);
  }

  get exposure(): Locator {
    return this.panel.panel;
  }

  pending(label: 'Pending bets' | 'Pending stakes'): Locator {
    return this.panel.pending(label);
  }

  costliest(): Promise<string[][]> {
    return this.panel.costliest();
  }

  find(panna: string): Promise<string[]> {
    return this.panel.find(panna);
  }
}

/** The Starline screen's Results tab with the same panel. */
export class ExposureOnStarline extends AdminPage {
  private readonly panel: ExposurePanel;

  constructor(page: Page) {
    super(page);
    this.panel = new ExposurePanel(page);
  }

  pending(label: 'Pending bets' | 'Pending stakes'): Locator {
    return this.panel.pending(label);
  }

  costliest(): Promise<string[][]> {
    return this.panel.costliest();
  }

  find(panna: string): Promise<string[]> {
    return this.panel.find(panna);
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
