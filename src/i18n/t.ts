import { en, type Messages } from './en';

/** The active catalogue. Only English exists today; a language switch would swap this object. */
export const t: Messages = en;

/** Fills `{name}` placeholders of a catalogue template: fill('Signed in as {name}', { name: 'Asha' }). */
export function fill(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(params, key) ? String(params[key]) : whole,
  );
}
