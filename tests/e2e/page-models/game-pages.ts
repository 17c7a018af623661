import type { Locator, Page } from 'playwright-core';

/** /game-selection/{gameId}: a market's bet types. */
export class GameSelectionPage {
  constructor(private readonly page: Page) {}

  async open(gameId: string): Promise<void> {
    await this.page.goto(`/game-selection/${encodeURIComponent(gameId)}`);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Select Game Type' });
  }

  get gameName(): Locator {
    return this.page.getByRole('heading', { level: 2 });
  }

  get banner(): Locator {
    return this.page.getByTestId('selection-banner');
  }

  betType(label: string): Locator {
    return this.page.getByRole('button', { name: label, exact: true });
  }

  /** A tap on a bet type, dimmed ones included (they answer with a toast). */
  async tap(label: string): Promise<void> {
    await this.betType(label).click({ force: true });
  }

  async isDimmed(label: string): Promise<boolean> {
    return (await this.betType(label).getAttribute('aria-disabled')) === 'true';
  }

  get notFound(): Locator {
    return this.page.getByText('Game not found');
  }

  get backToDashboard(): Locator {
    return this.page.getByRole('button', { name: 'Back to Dashboard' });
  }
}

/** /game-chart/{gameId}: a market's past results and charts. */
export class GameChartPage {
  constructor(private readonly page: Page) {}

  async open(gameId: string): Promise<void> {
    await this.page.goto(`/game-chart/${encodeURIComponent(gameId)}`);
  }

  get table(): Locator {
    return this.page.getByRole('table');
  }

  /** [date, day, result] per row, as shown. */
  async rows(): Promise<string[][]> {
    return this.table.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
    );
  }

  get legend(): Locator {
    return this.page.getByRole('heading', { name: 'Result Format' });
  }

  get empty(): Locator {
    return this.page.getByText('No historical results available');
  }
}

/** /game-rates: what each bet type wins. */
export class GameRatesPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/game-rates');
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Game Rates' });
  }

  rate(label: string): Locator {
    return this.page.getByRole('row', { name: new RegExp(`^${label}\\b`) }).locator('td');
  }

  get noRates(): Locator {
    return this.page.getByText('No game rates set.');
  }
}
