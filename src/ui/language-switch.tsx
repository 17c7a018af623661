import { useSyncExternalStore } from 'react';
import { LANGUAGES, type Language } from '../i18n/language';
import { chooseLanguage, language, subscribeToLanguage, t } from '../i18n/t';
import styles from './language-switch.module.css';

/** Each language named in itself, so a player finds their own whatever the app is showing. */
const NAMES: Readonly<Record<Language, { name: string; lang: string }>> = {
  en: { name: 'English', lang: 'en' },
  hi: { name: 'हिन्दी', lang: 'hi' },
};

/** The language switch of the sign-in screen and the drawer: the choice is kept on the device. */
export function LanguageSwitch() {
  const active = useSyncExternalStore(subscribeToLanguage, () => language);
  return (
    <div role="group" aria-label={t.app.language} className={styles.switch}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={NAMES[option].lang}
          aria-pressed={option === active}
          className={styles.option}
          onClick={() => {
            if (option !== active) void chooseLanguage(option);
          }}
        >
          {NAMES[option].name}
        </button>
      ))}
    </div>
  );
}
