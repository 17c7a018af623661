import { enDataRights } from './en-data-rights';
import { activePack, onCatalogueChange } from './t';
import { t as screens } from './t-screens';

/** The screens' catalogue with the data rights' text, for the screens that show it (the wallet, the privacy policy). */
export type DataRightsMessages = ReturnType<typeof current>;

function current() {
  return { ...screens, dataRights: activePack()?.dataRights ?? enDataRights };
}

/**
 * The active catalogue (a live binding: it changes with the language). Registered after ./t-screens.ts, which it
 * imports, so it re-derives from the screens' catalogue of the new language.
 */
export let t: DataRightsMessages = current();

onCatalogueChange(() => {
  t = current();
});

export { fill, problemText } from './t';
