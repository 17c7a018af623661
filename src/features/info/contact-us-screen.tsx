import { useSnapshot } from 'valtio';
import { paths } from '../../config/paths';
import { isOfflineError, useSetting } from '../../data/settings';
import { t } from '../../i18n/t-screens';
import { session } from '../../state/session';
import { Button } from '../../ui/button';
import { whatsappChatLink } from '../../ui/external-links';
import { ScreenLayout } from '../../ui/screen-layout';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import styles from './info-screens.module.css';

function ContactRow({ label, value, href }: { label: string; value: string; href: string | null }) {
  return (
    <div className={styles.contactRow}>
      <dt>{label}</dt>
      <dd>
        {value && href ? (
          <a href={href} target={href.startsWith('http') ? '_blank' : undefined} rel="noopener noreferrer">
            {value}
          </a>
        ) : (
          value || t.info.notSet
        )}
      </dd>
    </div>
  );
}

/** Contact Us: mobile, email and WhatsApp from the contact settings, a 24/7 note, Retry on failure. */
export default function ContactUsScreen() {
  const { status } = useSnapshot(session);
  const { value: contact, load } = useSetting('contact', {
    onError: (error) => {
      if (!isOfflineError(error) && !contact) notify.error(t.info.contactFailed);
    },
  });
  const backTo = status === 'signed-in' ? paths.dashboard.getHref() : paths.auth.getHref();

  let body;
  if (contact) {
    body = (
      <>
        <p className={styles.muted}>{t.info.contactIntro}</p>
        <dl className={styles.contactList}>
          <ContactRow label={t.info.mobileNumber} value={contact.mobileNumber} href={`tel:${contact.mobileNumber}`} />
          <ContactRow label={t.info.email} value={contact.email} href={`mailto:${contact.email}`} />
          <ContactRow
            label={t.info.whatsapp}
            value={contact.whatsappNumber}
            href={whatsappChatLink(contact.whatsappNumber)}
          />
        </dl>
      </>
    );
  } else if (load.error) {
    body = (
      <div className={styles.problem} role="alert">
        <p>{t.info.contactFailed}</p>
        <Button onClick={load.retry} disabled={load.loading}>
          {t.info.retry}
        </Button>
      </div>
    );
  } else {
    body = <Spinner />;
  }

  return (
    <ScreenLayout title={t.screens.contactUs} backTo={backTo}>
      <section className={styles.card}>{body}</section>
      <p className={styles.supportNote}>{t.info.supportNote}</p>
    </ScreenLayout>
  );
}
