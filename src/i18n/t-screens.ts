import { enScreens, type ScreenMessages } from './en-screens';
import { activePack, onCatalogueChange, t as start } from './t';

/** The start's catalogue and the lazily loaded screens' text together. */
export type AllMessages = ReturnType<typeof current>;

function current() {
  return { ...start, ...(activePack()?.screens ?? enScreens) } satisfies ScreenMessages;
}

/**
 * The active catalogue for screens loaded after the start (a live binding: it changes with the language). Start
 * screens read ./t.ts, whose catalogue leaves these texts out to keep the start small.
 */
export let t: AllMessages = current();

onCatalogueChange(() => {
  t = current();
});

export { fill, problemText } from './t';
