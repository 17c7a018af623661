import type { Locator, Page } from 'playwright-core';

export type BetTypePath =
  | 'single-digit'
  | 'jodi'
  | 'single-panna'
  | 'double-panna'
  | 'triple-panna'
  | 'half-sangam'
  | 'full-sangam';

/** The bet screen /bet/{type}/{gameId} as a player sees it. */
export class BetPage {
  constructor(private readonly page: Page) {}

  async open(type: BetTypePath, gameId?: string): Promise<void> {
    await this.page.goto(gameId === undefined ? `/bet/${type}` : `/bet/${type}/${encodeURIComponent(gameId)}`);
    await this.placeBetButton.waitFor();
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  get balance(): Locator {
    return this.page.getByTestId('balance');
  }

  session(name: 'Open' | 'Close'): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  get sessionNotice(): Locator {
    return this.page.getByTestId('session-notice');
  }

  /** The number box, whatever the bet type labels it. */
  get number(): Locator {
    return this.page.locator('input[name="betNumber"]');
  }

  /** A 0-9, quick pick or triple panna button. */
  pick(value: string): Locator {
    return this.page.getByRole('group').getByRole('button', { name: value, exact: true });
  }

  get amount(): Locator {
    return this.page.getByLabel('Bet Amount', { exact: true });
  }

  get potentialWin(): Locator {
    return this.page.getByTestId('potential-win');
  }

  get summary(): Locator {
    return this.page.getByRole('region', { name: 'Bet Summary' });
  }

  get placeBetButton(): Locator {
    return this.page.getByRole('button', { name: /^(Place Bet|Placing Bet\.\.\.)$/ });
  }

  /** Types or picks the number, types the amount; the session toggle first when given. */
  async fill(bet: { session?: 'Open' | 'Close'; number?: string; pick?: string; amount: number }): Promise<void> {
    if (bet.session) await this.session(bet.session).click();
    if (bet.pick !== undefined) await this.pick(bet.pick).click();
    if (bet.number !== undefined) await this.number.fill(bet.number);
    await this.amount.fill(String(bet.amount));
  }

  async placeBet(): Promise<void> {
    await this.placeBetButton.click();
  }

  /** A quick amount button of the slip screens: "₹100". */
  quickAmount(label: string): Locator {
    return this.page.getByRole('group', { name: 'Quick Amounts' }).getByRole('button', { name: label, exact: true });
  }

  get addToSlipButton(): Locator {
    return this.page.getByRole('button', { name: 'Add to Slip', exact: true });
  }

  get slip(): Locator {
    return this.page.getByRole('region', { name: 'Bet Slip' });
  }

  get slipLines(): Locator {
    return this.page.getByTestId('slip-line');
  }

  get slipTotal(): Locator {
    return this.page.getByTestId('slip-total');
  }

  get placeSlipButton(): Locator {
    return this.page.getByRole('button', { name: /^Place \d+ Bets$/ });
  }

  get confirmation(): Locator {
    return this.page.getByRole('dialog', { name: 'Confirm Bets' });
  }

  toast(text: string): Locator {
    return this.page.locator('.Toastify__toast').filter({ hasText: text });
  }
}
