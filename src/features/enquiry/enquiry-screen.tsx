import { useId, useState, type FormEvent } from 'react';
import type { EnquiryRecord } from '../../api/enquiry';
import { paths } from '../../config/paths';
import { refreshEnquiries, sendEnquiry, useEnquiries } from '../../data/enquiries';
import { validateEnquiryMessage } from '../../domain/account';
import { INPUT_LIMITS } from '../../domain/input-limits';
import { fill, t } from '../../i18n/t-screens';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { notifyWriteFailure, toastLoadFailure } from '../../ui/failure-toasts';
import { FreshnessNote } from '../../ui/freshness-note';
import { formatDate, formatDateTime } from '../../ui/record-format';
import { ScreenLayout } from '../../ui/screen-layout';
import { Spinner } from '../../ui/spinner';
import { StatusBadge } from '../../ui/status-badge';
import { notify } from '../../ui/toast';
import cardStyles from '../../ui/card.module.css';
import listStyles from '../../ui/list.module.css';
import styles from './enquiry-screen.module.css';

/** While the chat is open, admin replies are picked up this often. */
const POLL_MS = 30_000;

/**
 * Enquiry and Support: one support chat — status badge, creation date, messages aligned by sender, a send
 * box only while open, Start New Enquiry when there is none or it is closed. Signed-out visitors never get here
 * (the router sends them to /auth).
 */
export default function EnquiryScreen() {
  const { enquiries, freshness } = useEnquiries({ everyMs: POLL_MS, onError: toastLoadFailure(t.enquiry.loadFailed) });
  const [composing, setComposing] = useState(false);
  const enquiry = enquiries?.[0];

  return (
    <ScreenLayout title={t.screens.enquiry} backTo={paths.dashboard.getHref()}>
      <FreshnessNote {...freshness} />
      {enquiries === undefined ? (
        <Spinner />
      ) : (
        <div className={cardStyles.stack}>
          {enquiry ? (
            <Conversation enquiry={enquiry} />
          ) : (
            !composing && (
              <EmptyState
                title={t.enquiry.none}
                actions={<Button onClick={() => setComposing(true)}>{t.enquiry.startNew}</Button>}
              />
            )
          )}

          {enquiry?.status === 'open' ? (
            <Compose key={enquiry._id} />
          ) : composing ? (
            <Compose title={t.enquiry.newEnquiry} onCancel={() => setComposing(false)} onSent={() => setComposing(false)} />
          ) : (
            enquiry?.status === 'closed' && (
              <>
                <p className={styles.closedNote} role="note">
                  {t.enquiry.closedNote}
                </p>
                <Button block onClick={() => setComposing(true)}>
                  {t.enquiry.startNew}
                </Button>
              </>
            )
          )}
        </div>
      )}
    </ScreenLayout>
  );
}

function Conversation({ enquiry }: { enquiry: EnquiryRecord }) {
  const open = enquiry.status === 'open';
  return (
    <>
      <div className={styles.head}>
        <p className={listStyles.meta}>{fill(t.enquiry.created, { date: formatDate(enquiry.createdAt) })}</p>
        <StatusBadge tone={open ? 'success' : 'neutral'} label={open ? t.enquiry.statusOpen : t.enquiry.statusClosed} />
      </div>
      <ol className={listStyles.tightList} aria-label={t.enquiry.conversation} data-testid="enquiry-messages">
        {enquiry.messages.map((message, index) => {
          const mine = message.sender === 'user';
          return (
            <li
              key={`${message.timestamp}-${index}`}
              className={`${styles.message} ${mine ? styles.fromUser : styles.fromAdmin}`}
              data-sender={message.sender}
            >
              <span className={styles.sender}>{mine ? t.enquiry.you : t.enquiry.support}</span>
              <p className={styles.text}>{message.message}</p>
              <time className={styles.time} dateTime={message.timestamp}>
                {formatDateTime(message.timestamp)}
              </time>
            </li>
          );
        })}
      </ol>
    </>
  );
}

interface ComposeProps {
  title?: string;
  onCancel?: () => void;
  onSent?: () => void;
}

function Compose({ title, onCancel, onSent }: ComposeProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const checked = validateEnquiryMessage(text);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || !checked.ok) return;
    setSending(true);
    try {
      await sendEnquiry(checked.value);
      notify.success(t.enquiry.sent);
      setText('');
      onSent?.();
      void refreshEnquiries(new AbortController().signal).catch(() => undefined);
    } catch (error) {
      notifyWriteFailure(error, t.enquiry.sendFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.compose} onSubmit={submit} noValidate>
      {title && <h2 className={styles.composeTitle}>{title}</h2>}
      <label htmlFor={id} className={styles.label}>
        {t.enquiry.message}
      </label>
      <textarea
        id={id}
        name="message"
        className={styles.textarea}
        placeholder={t.enquiry.placeholder}
        maxLength={INPUT_LIMITS.enquiryMessage.max}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={cardStyles.buttonRow}>
        {onCancel && (
          <Button variant="secondary" disabled={sending} onClick={onCancel}>
            {t.enquiry.cancel}
          </Button>
        )}
        <Button type="submit" disabled={sending || !checked.ok}>
          {sending ? t.enquiry.sending : t.enquiry.send}
        </Button>
      </div>
    </form>
  );
}
