import type { Locator, Page } from 'playwright-core';
import { LANGUAGE_STORAGE_KEY } from '../../../src/i18n/language';
import { DashboardPage } from './dashboard-page';

/**
 * What a player sees of a market's day: a market closed today on the dashboard and its game screen, a voided
 * draw, and a voided bet in the bidding history and the wallet statement.
 */
export class MarketDayPages {
  readonly dashboard: DashboardPage;

  constructor(readonly page: Page) {
    this.dashboard = new DashboardPage(page);
  }

  /** Chooses the app's language on this device (as the language switch does) and reloads. */
  async useLanguage(language: 'en' | 'hi'): Promise<void> {
    await this.page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [LANGUAGE_STORAGE_KEY, language]);
    await this.page.reload();
  }

  /** The status line of a market's card: its sessions, or why it is closed today. */
  cardStatus(gameName: string): Locator {
    return this.dashboard.gameCard(gameName).locator('[data-status]');
  }

  /** The words of a market's card: "Betting open", "Closed · opens 8:30 AM", "Result declared"… */
  cardWords(gameName: string): Locator {
    return this.dashboard.gameCard(gameName).locator('[data-word]');
  }

  /** The card's Play Game: a link while a session takes bets; none otherwise. */
  playGame(gameName: string, name = 'Play Game'): Locator {
    const card = this.dashboard.gameCard(gameName);
    return card.getByRole('link', { name }).or(card.getByRole('button', { name }));
  }

  voidedNote(gameName: string): Locator {
    return this.dashboard.gameCard(gameName).getByTestId('voided-note');
  }

  // ---- Game selection ----
  get selectionBanner(): Locator {
    return this.page.getByTestId('selection-banner');
  }

  betTypeButton(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  // ---- Bidding history and statement ----
  bet(gameName: string): Locator {
    return this.page.getByTestId('bet-list').getByRole('listitem').filter({ hasText: gameName });
  }

  refunded(bet: Locator): Locator {
    return bet.getByTestId('refunded');
  }

  statementEntry(title: string): Locator {
    return this.page.getByTestId('statement-entries').getByRole('listitem').filter({ hasText: title });
  }

  get walletBalance(): Locator {
    return this.page.getByTestId('wallet-balance');
  }

  get freshnessNote(): Locator {
    return this.page.getByTestId('freshness-note');
  }
}
