/** The operator's How To Play text in both of the app's languages ("" for one never written). */
export type HowToPlayTexts = { readonly english: string; readonly hindi: string };

/** The text a player reads: the Hindi in Hindi once the operator wrote one, the English otherwise. */
export function howToPlayText(texts: HowToPlayTexts, language: 'en' | 'hi'): string {
  return language === 'hi' && texts.hindi.trim() !== '' ? texts.hindi : texts.english;
}
