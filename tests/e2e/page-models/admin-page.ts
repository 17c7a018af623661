import type { Locator, Page } from 'playwright-core';

export type ConsoleSection =
  | 'Overview'
  | 'Markets'
  | 'Results'
  | 'Starline'
  | 'Fund requests'
  | 'Reconciliation'
  | 'Withdrawals'
  | 'Users'
  | 'Alerts'
  | 'Closed accounts'
  | 'Risk settings'
  | 'Password requests'
  | 'Enquiries'
  | 'Content';

/** The admin console at /admin/: its sign-in screen and its frame (header, section menu, toasts, dialogs). */
export class AdminPage {
  constructor(readonly page: Page) {}

  async open(path = '/admin/'): Promise<void> {
    await this.page.goto(path);
    await this.title.waitFor();
  }

  get title(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Matka Admin' });
  }

  get mobileNumber(): Locator {
    return this.page.getByLabel('Mobile Number', { exact: true });
  }

  get password(): Locator {
    return this.page.getByLabel('Password', { exact: true });
  }

  get alert(): Locator {
    return this.page.getByRole('alert');
  }

  async signIn(mobileNumber: string, password: string): Promise<void> {
    await this.mobileNumber.fill(mobileNumber);
    await this.password.fill(password);
    await this.page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  signedInAs(name: string): Locator {
    return this.page.getByText(`Signed in as ${name}`);
  }

  get signOutButton(): Locator {
    return this.page.getByRole('button', { name: 'Sign Out', exact: true });
  }

  /** A screen's title (h2 under the console's h1). */
  screenTitle(name: string): Locator {
    return this.page.getByRole('heading', { level: 2, name, exact: true });
  }

  /** Opens a section from the menu (a drawer on a phone, a sidebar on a laptop). */
  async goTo(section: ConsoleSection, screenTitle: string = section): Promise<void> {
    const menu = this.page.getByRole('button', { name: /Menu/ });
    if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await this.page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: section, exact: true }).click();
    await this.screenTitle(screenTitle).waitFor();
  }

  /** The open confirmation (or edit) dialog. */
  dialog(name?: string): Locator {
    return name === undefined ? this.page.getByRole('dialog') : this.page.getByRole('dialog', { name });
  }

  /** Confirms the open dialog with its action button and waits for it to close. */
  async confirm(button: string): Promise<void> {
    const dialog = this.dialog();
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.Toastify__toast').filter({ hasText: text });
  }

  /** What the screen says just happened (the outcome line under a record or form). */
  outcome(text: string | RegExp): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }
}
