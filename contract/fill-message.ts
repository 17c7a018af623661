import { rupeesText } from '../src/domain/rupees.js';

/** The values a message is made from, by name: amounts as numbers of rupees, times as `HH:MM`, dates as `YYYY-MM-DD`. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Fills a template's `{name}` placeholders; a placeholder without a parameter stays visible rather than vanishing.
 * An amount after ₹ (`₹{min}` given 1000) is written as every rupee amount is, "₹1,000" (src/domain/rupees.ts).
 */
export function fillMessage(template: string, params?: MessageParams): string {
  return template.replace(/(₹?)\{(\w+)\}/g, (placeholder, rupee: string, name: string) => {
    if (!params || !Object.hasOwn(params, name)) return placeholder;
    const value = params[name]!;
    return rupee && typeof value === 'number' ? rupeesText(value) : `${rupee}${value}`;
  });
}

/** The names of a template's placeholders, in order of appearance, each once. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))];
}
