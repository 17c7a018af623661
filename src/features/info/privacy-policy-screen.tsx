import { useSnapshot } from 'valtio';
import { paths } from '../../config/paths';
import { useSetting } from '../../data/settings';
import { fill, t } from '../../i18n/t-data-rights';
import { session } from '../../state/session';
import { ScreenLayout } from '../../ui/screen-layout';
import styles from './info-screens.module.css';

/** The static privacy policy; the email and phone come from the contact settings when known. */
export default function PrivacyPolicyScreen() {
  const { status } = useSnapshot(session);
  const contact = useSetting('contact').value;
  const backTo = status === 'signed-in' ? paths.dashboard.getHref() : paths.auth.getHref();
  const unknown = t.info.notSet;

  return (
    <ScreenLayout title={t.screens.privacyPolicy} backTo={backTo}>
      <article className={styles.card}>
        <p>{t.info.privacyIntro}</p>
        <h2 className={styles.heading}>{t.info.privacyCollectedTitle}</h2>
        <p>{t.info.privacyCollected}</p>
        {/* What is kept and why, and the player's rights over it: a download, closing the account, erasure. */}
        <h2 className={styles.heading}>{t.dataRights.privacyKeptTitle}</h2>
        <p>{t.dataRights.privacyKept}</p>
        <h2 className={styles.heading}>{t.dataRights.privacyDownloadTitle}</h2>
        <p>{t.dataRights.privacyDownload}</p>
        <h2 className={styles.heading}>{t.dataRights.privacyDeleteTitle}</h2>
        <p>{t.dataRights.privacyDelete}</p>
        <h2 className={styles.heading}>{t.dataRights.privacyErasedTitle}</h2>
        <p>{t.dataRights.privacyErased}</p>
        <h2 className={styles.heading}>{t.info.privacyCountryTitle}</h2>
        <p>{t.info.privacyCountry}</p>
        <h2 className={styles.heading}>{t.info.privacyAgeTitle}</h2>
        <p>{t.info.privacyAge}</p>
        <h2 className={styles.heading}>{t.info.privacyContactTitle}</h2>
        <p>{t.info.privacyContact}</p>
        <ul>
          <li>{fill(t.info.privacyEmail, { email: contact?.email || unknown })}</li>
          <li>{fill(t.info.privacyPhone, { phone: contact?.mobileNumber || unknown })}</li>
          <li>{fill(t.info.privacyWhatsapp, { whatsapp: contact?.whatsappNumber || unknown })}</li>
        </ul>
      </article>
    </ScreenLayout>
  );
}
