import { useCallback, useState } from 'react';
import { Button } from '../../../src/ui/button';
import { endStaffSessions, fetchStaffSessions, fetchStaffSignIns, type StaffMember, type StaffSession } from '../api';
import { formatDateTime } from '../format';
import { staffText } from '../staff-text';
import { text } from '../text';
import { Dialog } from '../ui/dialog';
import { Detail, Details } from '../ui/details';
import { showError, showSuccess } from '../ui/feedback';
import { Section } from '../ui/screen';
import { Empty, WhenLoaded } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';

const t = staffText.staff;

/** A member of staff's live sessions (each can be ended, or all at once) and their latest sign-in attempts. */
export function StaffSessionsDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const sessions = useLoad(useCallback(() => fetchStaffSessions(member._id), [member._id]), t.sessionsLoadFailed);
  const signIns = useLoad(useCallback(() => fetchStaffSignIns(member._id), [member._id]), t.signInsLoadFailed);
  const [busy, setBusy] = useState(false);

  const end = async (session?: StaffSession) => {
    setBusy(true);
    try {
      const reply = await endStaffSessions(member._id, session?._id);
      showSuccess(reply.message, t.ended);
    } catch (error) {
      showError(error, t.endFailed);
    } finally {
      setBusy(false);
      sessions.reload();
    }
  };

  const live = sessions.state.data ?? [];
  return (
    <Dialog
      title={t.detailsTitle(member.name)}
      onClose={onClose}
      busy={busy}
      footer={
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {text.common.close}
        </Button>
      }
    >
      <Section
        title={t.sessionsTitle}
        actions={
          live.length > 0 && (
            <Button variant="secondary" className={ui.danger} onClick={() => void end()} disabled={busy}>
              {t.endAll}
            </Button>
          )
        }
      >
        <WhenLoaded load={sessions}>
          {(list) =>
            list.length === 0 ? (
              <Empty>{t.noSessions}</Empty>
            ) : (
              <ul className={ui.list}>
                {list.map((session) => (
                  <li key={session._id} className={ui.row} data-testid="staff-session">
                    <div className={ui.rowMain}>
                      <Details>
                        <Detail term={t.address}>{session.ip || t.unknown}</Detail>
                        <Detail term={t.device}>{session.userAgent || t.unknown}</Detail>
                        <Detail term={t.opened}>{formatDateTime(session.createdAt)}</Detail>
                        <Detail term={t.lastUsed}>
                          {session.lastUsedAt ? formatDateTime(session.lastUsedAt) : t.never}
                        </Detail>
                      </Details>
                    </div>
                    <div className={ui.rowActions}>
                      <Button
                        variant="secondary"
                        onClick={() => void end(session)}
                        disabled={busy}
                        aria-label={t.endLabel(formatDateTime(session.createdAt))}
                      >
                        {t.end}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </WhenLoaded>
      </Section>
      <Section title={t.signInsTitle}>
        <WhenLoaded load={signIns}>
          {(list) =>
            list.length === 0 ? (
              <Empty>{t.noSignIns}</Empty>
            ) : (
              <ul className={ui.list}>
                {list.map((signIn, index) => (
                  <li key={`${signIn.at}:${index}`} className={ui.row} data-testid="staff-sign-in">
                    <div className={ui.rowMain}>
                      <div className={ui.rowHead}>
                        <span>{formatDateTime(signIn.at)}</span>
                        <StatusBadge
                          status={signIn.succeeded ? 'approved' : 'rejected'}
                          label={signIn.succeeded ? t.succeeded : t.failed}
                        />
                      </div>
                      <p className={ui.muted}>
                        {signIn.ip || t.unknown} · {signIn.userAgent || t.unknown}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </WhenLoaded>
      </Section>
    </Dialog>
  );
}
