import { useCallback, useState } from 'react';
import { Button } from '../../../src/ui/button';
import { decidePasswordRequest, fetchPasswordRequests, type AdminPasswordRequest, type PasswordRequestStatus } from '../api';
import { formatDateTime } from '../format';
import { text } from '../text';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { showError, showSuccess } from '../ui/feedback';
import { Pagination } from '../ui/pagination';
import { PlayerLink } from '../ui/player-link';
import { Screen } from '../ui/screen';
import { Empty, LoadError, Loading } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { StatusFilter } from '../ui/status-filter';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';

const t = text.passwordRequests;
type Filter = PasswordRequestStatus | 'all';
const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'pending', label: text.status.pending },
  { value: 'approved', label: text.status.approved },
  { value: 'rejected', label: text.status.rejected },
  { value: 'all', label: text.common.all },
];

/** Forgot-password and change-password requests: approve (sets the password, signs the player out) or reject. */
export default function PasswordRequestsScreen() {
  const [status, setStatus] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const list = useLoad(useCallback(() => fetchPasswordRequests(status, page), [status, page]), t.loadFailed);
  const [deciding, setDeciding] = useState<{ request: AdminPasswordRequest; decision: 'approve' | 'reject' } | null>(null);

  const decide = async () => {
    if (!deciding) return;
    const { request, decision } = deciding;
    try {
      const reply = await decidePasswordRequest(request._id, decision);
      showSuccess(reply?.message, decision === 'approve' ? t.approved : t.rejected);
      list.update((data) => ({
        ...data,
        items: data.items.map((item) => (item._id === request._id ? { ...item, status: decision === 'approve' ? 'approved' : 'rejected' } : item)),
      }));
    } catch (error) {
      showError(error, t.actionFailed);
      return false;
    }
  };

  const data = list.state.data;
  const name = deciding?.request.user?.name ?? text.common.unknownPlayer;
  return (
    <Screen title={t.title} actions={<Button variant="secondary" onClick={list.reload}>{text.common.refresh}</Button>}>
      <StatusFilter label={t.filterLabel} options={FILTERS} value={status} onChange={(value) => { setStatus(value); setPage(1); }} />
      {list.state.status === 'loading' && !data && <Loading />}
      {list.state.status === 'error' && !data && <LoadError message={list.state.message} onRetry={list.reload} />}
      {data && data.items.length === 0 && <Empty>{t.empty}</Empty>}
      {data && data.items.length > 0 && (
        <ul className={ui.list} aria-busy={list.state.status === 'loading'}>
          {data.items.map((request) => (
            <li key={request._id} className={ui.row} data-testid="password-request">
              <div className={ui.rowMain}>
                <div className={ui.rowHead}>
                  <h4 className={ui.rowTitle}>
                    <PlayerLink player={request.user} />
                  </h4>
                  <StatusBadge status={request.status} label={text.status[request.status]} />
                </div>
                <dl className={ui.details}>
                  <div>
                    <dt>{t.kind}</dt>
                    <dd>{request.kind === 'change' ? t.change : t.forgot}</dd>
                  </div>
                  <div>
                    <dt>{text.common.requested}</dt>
                    <dd>{formatDateTime(request.createdAt)}</dd>
                  </div>
                </dl>
              </div>
              {request.status === 'pending' && (
                <div className={ui.rowActions}>
                  <Button className={ui.good} onClick={() => setDeciding({ request, decision: 'approve' })}>
                    {t.approve}
                  </Button>
                  <Button variant="secondary" onClick={() => setDeciding({ request, decision: 'reject' })}>
                    {t.reject}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && <Pagination pagination={data.pagination} onPage={setPage} />}
      {deciding && (
        <ConfirmDialog
          title={deciding.decision === 'approve' ? t.approveTitle : t.rejectTitle}
          confirmLabel={deciding.decision === 'approve' ? t.approve : t.reject}
          tone={deciding.decision === 'approve' ? 'primary' : 'danger'}
          onConfirm={decide}
          onCancel={() => setDeciding(null)}
        >
          <p>
            {deciding.decision === 'approve' ? t.approveBody(name) : t.rejectBody(name)} ({deciding.request.user?.mobileNumber ?? '—'})
          </p>
        </ConfirmDialog>
      )}
    </Screen>
  );
}
