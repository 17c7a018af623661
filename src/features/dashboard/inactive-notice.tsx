import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { isOfflineError, useContactSettings } from '../../data/dashboard';
import { t } from '../../i18n/t';
import { whatsappChatLink } from '../../ui/external-links';
import styles from './inactive-notice.module.css';

/**
 * At the top of an inactive player's dashboard: why there is no betting, deposit or withdrawal, and the ways to
 * reach the operator — Contact Us, WhatsApp (the contact settings' number, as on Contact Us) and Enquiry. Bet links
 * of an inactive player lead here, so they never bounce without a word.
 */
export function InactiveNotice() {
  const contact = useContactSettings({
    onError: (error) => {
      if (!isOfflineError(error)) console.warn('Contact settings could not be refreshed', error);
    },
  });
  const whatsapp = whatsappChatLink(contact?.whatsappNumber);

  return (
    <section className={styles.notice} aria-labelledby="inactive-title" data-testid="inactive-notice">
      <h2 id="inactive-title" className={styles.title}>
        {t.dashboard.inactiveTitle}
      </h2>
      <p className={styles.text}>{t.dashboard.inactiveText}</p>
      <ul className={styles.ways} aria-label={t.dashboard.inactiveWays}>
        <li>
          <Link to={paths.contactUs.getHref()} className={styles.way}>
            {t.dashboard.contactUs}
          </Link>
        </li>
        {whatsapp && (
          <li>
            <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={styles.way}>
              {t.dashboard.inactiveWhatsapp}
            </a>
          </li>
        )}
        <li>
          <Link to={paths.enquiry.getHref()} className={styles.way}>
            {t.dashboard.enquiry}
          </Link>
        </li>
      </ul>
    </section>
  );
}
