import type { Locator, Page } from 'playwright-core';

/** The admin console at /admin/. */
export class AdminPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/admin/');
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
}
