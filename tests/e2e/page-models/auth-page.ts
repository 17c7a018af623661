import type { Locator, Page } from 'playwright-core';

/** The /auth screen as a player sees it. */
export class AuthPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/auth');
    await this.heading('Sign In').waitFor();
  }

  heading(name: 'Sign In' | 'Create Account'): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  get fullName(): Locator {
    return this.page.getByLabel('Full Name', { exact: true });
  }

  get mobileNumber(): Locator {
    return this.page.getByLabel('Mobile Number', { exact: true });
  }

  get password(): Locator {
    return this.page.getByLabel('Password', { exact: true });
  }

  get confirmPassword(): Locator {
    return this.page.getByLabel('Confirm Password', { exact: true });
  }

  get ageConfirmation(): Locator {
    return this.page.getByLabel('I am 18 or older');
  }

  get forgotPasswordLink(): Locator {
    return this.page.getByRole('link', { name: 'Forgot Password?' });
  }

  /** The link-like button under the form that switches modes (not the form's submit button of the same name). */
  private modeSwitch(prompt: string, name: string): Locator {
    return this.page.locator('p', { hasText: prompt }).getByRole('button', { name, exact: true });
  }

  async switchToCreateAccount(): Promise<void> {
    await this.modeSwitch("Don't have an account?", 'Create Account').click();
    await this.heading('Create Account').waitFor();
  }

  async switchToSignIn(): Promise<void> {
    await this.modeSwitch('Already have an account?', 'Sign In').click();
    await this.heading('Sign In').waitFor();
  }

  async signUp(player: { name: string; mobileNumber: string; password: string }): Promise<void> {
    await this.switchToCreateAccount();
    await this.fullName.fill(player.name);
    await this.mobileNumber.fill(player.mobileNumber);
    await this.password.fill(player.password);
    await this.confirmPassword.fill(player.password);
    await this.ageConfirmation.check();
    await this.page.locator('form').getByRole('button', { name: 'Create Account', exact: true }).click();
  }

  async signIn(mobileNumber: string, password: string): Promise<void> {
    await this.mobileNumber.fill(mobileNumber);
    await this.password.fill(password);
    await this.page.locator('form').getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  /** The text of a visible toast containing `text`. */
  toast(text: string): Locator {
    return this.page.locator('.Toastify__toast').filter({ hasText: text });
  }
}
