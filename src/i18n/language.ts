/**
 * The languages of the player app and which one a device starts in: the player's choice, kept on the device
 * (it works offline and survives sign-out), else the browser's first language (`hi…` → Hindi, else English).
 */
export const LANGUAGES = ['en', 'hi'] as const;

export type Language = (typeof LANGUAGES)[number];

/** The localStorage entry holding the player's choice. */
export const LANGUAGE_STORAGE_KEY = 'matka.language';

/** `<html lang>` of each language. */
export const HTML_LANG: Readonly<Record<Language, string>> = { en: 'en-IN', hi: 'hi' };

/** The locale that dates and weekdays are written in (Latin digits in every language). */
export const DATE_LOCALE: Readonly<Record<Language, string>> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn' };

function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

export function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or a full quota: the choice holds for this visit only.
  }
}

/** The browser's preferred language among ours: only its first preference counts. */
export function browserLanguage(preferences: readonly string[] = navigator.languages ?? [navigator.language]): Language {
  const primary = (preferences[0] ?? '').toLowerCase().split('-')[0];
  return isLanguage(primary) ? primary : 'en';
}

export function initialLanguage(): Language {
  return storedLanguage() ?? browserLanguage();
}
