import type { Locator, Page } from 'playwright-core';

/** The /dashboard screen, in either variant. */
export class DashboardPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/dashboard');
    await this.appTitle.waitFor();
  }

  get appTitle(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Matka Play' });
  }

  get menuButton(): Locator {
    return this.page.getByRole('button', { name: 'Open menu' });
  }

  get drawer(): Locator {
    return this.page.getByRole('dialog', { name: 'Menu' });
  }

  get signOutButton(): Locator {
    return this.drawer.getByRole('button', { name: 'Sign Out' });
  }

  get balanceChip(): Locator {
    return this.page.getByTestId('balance-chip');
  }

  get refreshButton(): Locator {
    return this.page.getByRole('button', { name: 'Refresh games' });
  }

  get freshnessNote(): Locator {
    return this.page.getByTestId('freshness-note');
  }

  get installPrompt(): Locator {
    return this.page.getByTestId('install-prompt');
  }

  /**
   * Fires a synthetic `beforeinstallprompt`, as Chromium does when the app is installable (headless Chromium never
   * does), and waits until the page has handled it and rendered; true when the app took the offer (called
   * preventDefault to show its own prompt).
   */
  async offerInstall(): Promise<boolean> {
    return this.page.evaluate(async () => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
      // The store notifies React in a microtask; two frames later any prompt is on screen.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return offer.defaultPrevented;
    });
  }

  get bannerCarousel(): Locator {
    return this.page.getByRole('region', { name: 'Banners' });
  }

  tile(name: string): Locator {
    return this.page.locator('main').getByRole('link', { name, exact: true }).or(
      this.page.locator('main').getByRole('button', { name, exact: true }),
    );
  }

  get playStarline(): Locator {
    return this.page.getByRole('link', { name: 'Play Starline' });
  }

  get gameCards(): Locator {
    return this.page.getByTestId('game-card');
  }

  gameCard(gameName: string): Locator {
    return this.gameCards.filter({ has: this.page.getByRole('heading', { name: gameName, exact: true }) });
  }

  /** marketClosed | resultDeclared | sessions | gameClosed */
  async cardStatus(gameName: string): Promise<string | null> {
    return this.gameCard(gameName).locator('[data-status]').getAttribute('data-status');
  }

  /** e.g. ['open:tick', 'close:cross'] */
  async cardIndicators(gameName: string): Promise<string[]> {
    const values = await this.gameCard(gameName).locator('[data-indicator]').evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('data-indicator') ?? ''),
    );
    return values;
  }

  async cardResult(gameName: string): Promise<string> {
    return (await this.gameCard(gameName).getByTestId('game-result').textContent()) ?? '';
  }

  /** Game names in the order the cards show them. */
  async gameNames(): Promise<string[]> {
    return this.gameCards.locator('h2').allTextContents();
  }

  signedInAs(name: string): Locator {
    return this.page.getByText(`Signed in as ${name}`);
  }

  async openMenu(): Promise<void> {
    await this.menuButton.click();
    await this.drawer.waitFor();
  }

  async signOut(): Promise<void> {
    if (!(await this.drawer.isVisible())) await this.openMenu();
    await this.signOutButton.click();
  }

  toast(text: string): Locator {
    return this.page.locator('.Toastify__toast').filter({ hasText: text });
  }
}
