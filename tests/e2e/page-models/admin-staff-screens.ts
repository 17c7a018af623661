import type { Locator, Page } from 'playwright-core';
import { AdminPage } from './admin-page';

/** The console's menu as a member of staff sees it: only the screens their role permits. */
export class StaffMenu extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  get navigation(): Locator {
    return this.page.getByRole('navigation', { name: 'Console sections' });
  }

  /** The sections in the menu, in order, by their names (a count beside Approvals left out). */
  async sections(): Promise<string[]> {
    const names = await this.navigation.getByRole('link').allTextContents();
    return names.map((name) => name.replace(/\d+\s*\d* pending$/, '').trim());
  }

  /** The link to Approvals, whose name carries the count of pending approvals ("Approvals 1 pending"). */
  get approvalsLink(): Locator {
    return this.navigation.getByRole('link', { name: /^Approvals/ });
  }

  /** Opens Staff or Approvals from the menu (the other sections open with `goTo`). */
  async goToSection(section: 'Staff' | 'Approvals'): Promise<void> {
    const menu = this.page.getByRole('button', { name: /Menu/ });
    if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    const link =
      section === 'Approvals' ? this.approvalsLink : this.navigation.getByRole('link', { name: section, exact: true });
    await link.click();
    await this.screenTitle(section).waitFor();
  }
}

/** The owner's Staff screen: the staff accounts and the four-eyes rules. */
export class StaffScreen extends StaffMenu {
  member(name: string): Locator {
    return this.page.getByTestId('staff-member').filter({ hasText: name });
  }

  async addMember(member: { name: string; mobileNumber: string; password: string; role: string }): Promise<void> {
    await this.page.getByRole('button', { name: 'Add Member', exact: true }).click();
    const dialog = this.dialog('Add a member of staff');
    await dialog.getByLabel('Name', { exact: true }).fill(member.name);
    await dialog.getByLabel('Mobile Number', { exact: true }).fill(member.mobileNumber);
    await dialog.getByLabel('Password', { exact: true }).fill(member.password);
    await dialog.getByLabel('Role', { exact: true }).selectOption({ label: member.role });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** Sets the four-eyes rules; an amount left out stays as it is, an empty one means never. */
  async setFourEyes(rules: { withdrawalAbove?: string; adjustmentAbove?: string }): Promise<void> {
    if (rules.withdrawalAbove !== undefined) {
      await this.page.getByLabel('Withdrawals above (₹)', { exact: true }).fill(rules.withdrawalAbove);
    }
    if (rules.adjustmentAbove !== undefined) {
      await this.page.getByLabel('Balance adjustments above (₹)', { exact: true }).fill(rules.adjustmentAbove);
    }
    await this.page.getByRole('button', { name: 'Save Rules', exact: true }).click();
  }
}

/** The approvals inbox: actions waiting for a second operator. */
export class ApprovalsScreen extends StaffMenu {
  approval(text: string): Locator {
    return this.page.getByTestId('approval').filter({ hasText: text });
  }

  async approve(text: string, note = ''): Promise<void> {
    await this.approval(text).getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = this.dialog('Approve this action?');
    if (note) await dialog.getByLabel('Note (optional)').fill(note);
    await this.confirm('Approve');
  }
}
