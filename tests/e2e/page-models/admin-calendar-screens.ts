import type { Locator, Page } from 'playwright-core';
import { AdminPage } from './admin-page';

/** The console's market calendars as an operator works them: market days, holidays, voiding a day. */
export class CalendarConsole extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  /** Opens a section of the Markets group by its menu name (Holidays included). */
  async goToSection(section: 'Markets' | 'Results' | 'Holidays'): Promise<void> {
    const menu = this.page.getByRole('button', { name: /Menu/ });
    if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await this.page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: section, exact: true })
      .click();
    await this.screenTitle(section).waitFor();
  }

  market(gameName: string): Locator {
    return this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: gameName, exact: true }) });
  }

  /** Edits a market so that it runs on exactly these weekdays ("Mon", "Tue"… as the form shows them). */
  async setMarketDays(gameName: string, days: readonly string[]): Promise<void> {
    await this.page.getByRole('button', { name: `Edit ${gameName}`, exact: true }).click();
    const dialog = this.dialog(`Edit ${gameName}`);
    for (const day of ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']) {
      await dialog.getByLabel(day, { exact: true }).setChecked(days.includes(day));
    }
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
  }

  /** Adds a holiday on `date` (YYYY-MM-DD) closing the daily markets named, or every market. */
  async addHoliday(holiday: { date: string; name: string; markets: readonly string[] | 'all' }): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Add a holiday' });
    await form.getByLabel('Date', { exact: true }).fill(holiday.date);
    await form.getByLabel('Name', { exact: true }).fill(holiday.name);
    await form.getByLabel('All markets', { exact: true }).setChecked(holiday.markets === 'all');
    if (holiday.markets !== 'all') {
      for (const market of holiday.markets) await form.getByLabel(market, { exact: true }).check();
    }
    await form.getByRole('button', { name: 'Add Holiday' }).click();
  }

  holiday(name: string): Locator {
    return this.page.getByTestId('holiday').filter({ hasText: name });
  }

  /** On the Results screen: voids a market's whole day today with a reason; returns what the dialog said first. */
  async voidDay(gameName: string, reason: string): Promise<string> {
    const market = this.page.getByLabel('Market', { exact: true });
    const value = await market.locator('option', { hasText: gameName }).first().getAttribute('value');
    await market.selectOption(value!);
    await this.page.getByRole('button', { name: 'Void', exact: true }).click();
    const dialog = this.dialog('Void this draw?');
    await dialog.getByLabel('The whole day', { exact: true }).check();
    const refunds = dialog.getByTestId('void-refunds');
    await refunds.filter({ hasText: /refunded/ }).waitFor();
    const said = (await refunds.textContent()) ?? '';
    await dialog.getByLabel('Reason', { exact: true }).fill(reason);
    await this.confirm('Void');
    return said;
  }
}
