import type { Locator, Page } from 'playwright-core';
import { AdminPage } from './admin-page';

/**
 * The console's risk screens as an operator works them: a player's page (linked accounts, notes, tags), the
 * withdrawals held for review, the alerts inbox, and the closed accounts.
 */
export class RiskConsole extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  /** Finds a player on the Users screen by mobile number and opens their page. */
  async openPlayer(mobileNumber: string, name: string): Promise<void> {
    await this.goTo('Users');
    await this.page.getByRole('search').getByLabel('Search').fill(mobileNumber);
    await this.page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    const row = this.page.getByTestId('user').filter({ hasText: mobileNumber });
    await row.getByRole('link', { name: 'Open', exact: true }).click();
    await this.screenTitle(name).waitFor();
  }

  /** One player in the "Linked accounts" section of a player's page. */
  linkedAccount(name: string): Locator {
    const section = this.page.getByRole('region', { name: 'Linked accounts' });
    return section.getByTestId('linked-account').filter({ hasText: name });
  }

  async addNote(text: string): Promise<void> {
    const form = this.page.getByRole('form', { name: 'New note' });
    await form.getByLabel('New note').fill(text);
    await form.getByRole('button', { name: 'Add note', exact: true }).click();
  }

  note(text: string): Locator {
    return this.page.getByTestId('player-note').filter({ hasText: text });
  }

  async setTags(tags: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Edit tags', exact: true }).click();
    const form = this.page.getByRole('form', { name: 'Edit tags' });
    await form.getByLabel('Tags, separated by commas').fill(tags);
    await form.getByRole('button', { name: 'Save tags', exact: true }).click();
    await form.waitFor({ state: 'detached' });
  }

  /** The tags shown as chips on the player's page. */
  get tagChips(): Locator {
    return this.page.getByRole('region', { name: 'Tags' }).getByRole('listitem');
  }

  withdrawal(player: string): Locator {
    return this.page.getByTestId('withdrawal').filter({ hasText: player });
  }

  async showHeldWithdrawals(): Promise<void> {
    await this.page.getByRole('button', { name: 'Held for review', exact: true }).click();
  }

  /** Opens the alerts inbox from the menu, where the link also says how many are open. */
  async openAlerts(): Promise<void> {
    const menu = this.page.getByRole('navigation', { name: 'Console sections' });
    await menu.getByRole('link', { name: /^Alerts(\s*\d+ open)?$/ }).click();
    await this.screenTitle('Alerts').waitFor();
  }

  /** An alert of the inbox by its player and its kind in words. */
  riskAlert(player: string, kind: string): Locator {
    return this.page
      .getByTestId('alert')
      .filter({ hasText: player })
      .filter({ has: this.page.getByRole('heading', { name: kind, exact: true }) });
  }

  /** Closes an alert with a note through its confirmation. */
  async closeAlert(alert: Locator, note: string): Promise<void> {
    await alert.getByRole('button', { name: /^Close/ }).click();
    const dialog = this.dialog('Close alert');
    await dialog.getByLabel('Note', { exact: true }).fill(note);
    await this.confirm('Close');
  }

  closure(player: string): Locator {
    return this.page.getByTestId('closure').filter({ hasText: player });
  }
}
