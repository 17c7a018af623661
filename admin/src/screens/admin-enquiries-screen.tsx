import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { validateEnquiryMessage } from '../../../src/domain/account';
import { INPUT_LIMITS } from '../../../src/domain/input-limits';
import { Button } from '../../../src/ui/button';
import { closeEnquiry, fetchEnquiries, replyToEnquiry, type AdminEnquiry } from '../api';
import { formatDateTime } from '../format';
import { text } from '../text';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { showError, showSuccess } from '../ui/feedback';
import { changeInPage, ListRow, PagedList, useListFilter } from '../ui/paged-list';
import { PlayerLink } from '../ui/player-link';
import { RefreshButton, Screen } from '../ui/screen';
import { StatusBadge } from '../ui/status-badge';
import { StatusFilter, statusFilters } from '../ui/status-filter';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import styles from './admin-enquiries-screen.module.css';

const t = text.enquiries;
type Filter = 'open' | 'closed' | 'all';
const FILTERS = statusFilters(['open', 'closed']);

/** The support desk: enquiry threads by status; open one to read it, reply, or close it. */
export default function EnquiriesScreen() {
  const { filter: status, chooseFilter, page, setPage } = useListFilter<Filter>('open');
  const list = useLoad(useCallback(() => fetchEnquiries(status, page), [status, page]), t.loadFailed);
  const [openId, setOpenId] = useState<string | null>(null);

  const thread = openId ? list.state.data?.items.find((item) => item._id === openId) : undefined;
  const replace = (updated: AdminEnquiry) =>
    list.update(changeInPage(updated._id, (item) => ({ ...item, ...updated })));

  if (thread) {
    return <Thread enquiry={thread} onBack={() => setOpenId(null)} onChange={replace} />;
  }

  return (
    <Screen title={t.title} actions={<RefreshButton onRefresh={list.reload} />}>
      <StatusFilter label={t.filterLabel} options={FILTERS} value={status} onChange={chooseFilter} />
      <PagedList load={list} page={list.state.data} busy={list.state.status === 'loading'} empty={t.empty} onPage={setPage}>
        {(enquiry) => {
          const last = enquiry.messages[enquiry.messages.length - 1];
          return (
            <ListRow
              key={enquiry._id}
              testId="enquiry"
              title={
                <h3 className={ui.rowTitle}>
                  <PlayerLink player={enquiry.user} />
                </h3>
              }
              badge={<StatusBadge status={enquiry.status} label={text.status[enquiry.status]} />}
              actions={
                <Button onClick={() => setOpenId(enquiry._id)} aria-label={`${t.view}: ${enquiry.user?.name ?? ''}`}>
                  {t.view}
                </Button>
              }
            >
              {last && (
                <p className={styles.preview}>
                  <strong>{last.sender === 'admin' ? t.you : (enquiry.user?.name ?? text.common.player)}:</strong> {last.message}
                </p>
              )}
              <p className={ui.muted}>
                {t.messages(enquiry.messages.length)} · {formatDateTime(last?.timestamp ?? enquiry.createdAt)}
              </p>
            </ListRow>
          );
        }}
      </PagedList>
    </Screen>
  );
}

function Thread({ enquiry, onBack, onChange }: { enquiry: AdminEnquiry; onBack: () => void; onChange: (enquiry: AdminEnquiry) => void }) {
  const replyId = useId();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [closing, setClosing] = useState(false);
  const end = useRef<HTMLLIElement>(null);
  const checked = validateEnquiryMessage(draft);
  const name = enquiry.user?.name ?? text.common.unknownPlayer;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [enquiry.messages.length]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!checked.ok || sending) return;
    setSending(true);
    try {
      const reply = await replyToEnquiry(enquiry._id, checked.value);
      showSuccess(reply.message, t.sent);
      setDraft('');
      onChange(reply.enquiry);
    } catch (error) {
      showError(error, t.sendFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <Screen
      title={t.threadTitle(name)}
      actions={
        <Button variant="secondary" onClick={onBack}>
          <span aria-hidden="true">←</span> {t.back}
        </Button>
      }
    >
      <div className={ui.rowHead}>
        <p className={ui.muted}>
          <PlayerLink player={enquiry.user} /> · {formatDateTime(enquiry.createdAt)}
        </p>
        <StatusBadge status={enquiry.status} label={text.status[enquiry.status]} />
      </div>
      <ol className={styles.messages} aria-label={t.messages(enquiry.messages.length)}>
        {enquiry.messages.map((message, index) => (
          <li key={`${message.timestamp}-${index}`} className={`${styles.message} ${message.sender === 'admin' ? styles.fromAdmin : styles.fromUser}`}>
            <span className={styles.sender}>{message.sender === 'admin' ? t.you : name}</span>
            <p className={styles.body}>{message.message}</p>
            <time className={styles.time} dateTime={message.timestamp}>
              {formatDateTime(message.timestamp)}
            </time>
          </li>
        ))}
        <li ref={end} aria-hidden="true" className={styles.end} />
      </ol>
      {enquiry.status === 'open' ? (
        <form className={`${ui.card} ${ui.form}`} onSubmit={send} noValidate>
          <label htmlFor={replyId} className={ui.label}>
            {t.replyLabel}
          </label>
          <textarea id={replyId} className={`${ui.textarea} ${styles.reply}`} value={draft} onChange={(e) => setDraft(e.target.value)} rows={3} maxLength={INPUT_LIMITS.enquiryMessage.max} />
          {!checked.ok && draft.trim() !== '' && <p className={ui.fieldError}>{checked.message}</p>}
          <div className={ui.formActions}>
            <Button type="submit" disabled={!checked.ok || sending}>
              {sending ? t.sending : t.send}
            </Button>
            <Button variant="secondary" onClick={() => setClosing(true)}>
              {t.closeThread}
            </Button>
          </div>
        </form>
      ) : (
        <p className={ui.muted}>{t.closedNote}</p>
      )}
      {closing && (
        <ConfirmDialog
          title={t.closeTitle}
          confirmLabel={t.closeThread}
          tone="danger"
          onCancel={() => setClosing(false)}
          onConfirm={async () => {
            try {
              const reply = await closeEnquiry(enquiry._id);
              showSuccess(reply.message, t.closed);
              onChange(reply.enquiry);
            } catch (error) {
              showError(error, t.closeFailed);
              return false;
            }
          }}
        >
          <p>{t.closeBody}</p>
        </ConfirmDialog>
      )}
    </Screen>
  );
}
