import type { Locator, Page } from 'playwright-core';

type LimitKind = 'deposit' | 'loss';
type LimitPeriod = 'daily' | 'weekly' | 'monthly';

/** The Responsible play screen (/responsible-play), the dashboard's notice of a break, and the reality check. */
export class ResponsiblePlayPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/responsible-play');
    await this.limit('loss', 'daily').waitFor();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Responsible play', exact: true });
  }

  /** One limit's row: its value, the period's usage, a pending change, and its form. */
  limit(kind: LimitKind, period: LimitPeriod): Locator {
    return this.page.getByTestId(`limit-${kind}-${period}`);
  }

  limitValue(kind: LimitKind, period: LimitPeriod): Locator {
    return this.limit(kind, period).getByTestId('limit-value');
  }

  pending(kind: LimitKind, period: LimitPeriod): Locator {
    return this.limit(kind, period).getByTestId('limit-pending');
  }

  /** Types a new limit into the row's labelled field and saves it. */
  async setLimit(kind: LimitKind, period: LimitPeriod, amount: number): Promise<void> {
    await this.page.getByLabel(`New ${period} ${kind} limit (₹)`, { exact: true }).fill(String(amount));
    await this.limit(kind, period).getByRole('button', { name: 'Save', exact: true }).click();
  }

  async cancelPending(kind: LimitKind, period: LimitPeriod): Promise<void> {
    await this.pending(kind, period).getByRole('button', { name: 'Cancel', exact: true }).click();
  }

  /** A length in the Time-out, Self-exclusion or Reality check group. */
  choice(group: 'Time-out' | 'Self-exclusion' | 'Reality check', name: string): Locator {
    return this.page.getByRole('group', { name: group, exact: true }).getByRole('button', { name, exact: true });
  }

  get timeOutRunning(): Locator {
    return this.page.getByTestId('time-out-running');
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.Toastify__toast').filter({ hasText: text });
  }

  /** The dashboard's notice while a time-out or self-exclusion runs. */
  get pausedNotice(): Locator {
    return this.page.getByTestId('play-paused-notice');
  }

  get realityCheck(): Locator {
    return this.page.getByRole('dialog', { name: 'Reality check' });
  }
}
