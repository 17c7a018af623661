import type { Locator, Page } from 'playwright-core';

/** The /dashboard screen. */
export class DashboardPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/dashboard');
  }

  get appTitle(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Matka Play' });
  }

  get signOutButton(): Locator {
    return this.page.getByRole('button', { name: 'Sign Out' });
  }

  signedInAs(name: string): Locator {
    return this.page.getByText(`Signed in as ${name}`);
  }

  async signOut(): Promise<void> {
    await this.signOutButton.click();
  }
}
