// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { browserLanguage, initialLanguage, LANGUAGE_STORAGE_KEY } from '../../../src/i18n/language';

/** Which language a device starts in: the player's kept choice, else the browser's first language. */

function setBrowserLanguages(languages: string[]): void {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}

afterEach(() => {
  localStorage.clear();
  // Back to the environment's own languages (defined on Navigator's prototype).
  delete (navigator as { languages?: unknown }).languages;
});

describe("the browser's language", () => {
  it('is Hindi only when Hindi is the first preference', () => {
    expect(browserLanguage(['hi-IN', 'en'])).toBe('hi');
    expect(browserLanguage(['hi'])).toBe('hi');
    expect(browserLanguage(['en-IN', 'hi'])).toBe('en');
    expect(browserLanguage(['mr-IN', 'hi-IN'])).toBe('en');
  });

  it('is English when the browser names none', () => {
    expect(browserLanguage([])).toBe('en');
  });
});

describe('the language a visit starts in', () => {
  it("follows the browser's first language on a first visit", () => {
    setBrowserLanguages(['hi-IN', 'en-US']);
    expect(initialLanguage()).toBe('hi');
    setBrowserLanguages(['en-IN', 'hi']);
    expect(initialLanguage()).toBe('en');
  });

  it("keeps the player's choice over the browser's language", () => {
    setBrowserLanguages(['hi-IN']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(initialLanguage()).toBe('en');

    setBrowserLanguages(['en-IN']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    expect(initialLanguage()).toBe('hi');
  });

  it('ignores a stored value that is not one of its languages', () => {
    setBrowserLanguages(['hi-IN']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(initialLanguage()).toBe('hi');
  });
});
