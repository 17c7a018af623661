import { useCallback, useState } from 'react';
import { decidePasswordRequest, fetchPasswordRequests, type AdminPasswordRequest, type PasswordRequestStatus } from '../api';
import { formatDateTime } from '../format';
import { text } from '../text';
import { DecisionButtons, DecisionDialog, type Decision } from '../ui/decision';
import { Detail, Details } from '../ui/details';
import { showError, showSuccess } from '../ui/feedback';
import { changeInPage, ListRow, PagedList, useListFilter } from '../ui/paged-list';
import { PlayerLink } from '../ui/player-link';
import { RefreshButton, Screen } from '../ui/screen';
import { StatusBadge } from '../ui/status-badge';
import { StatusFilter, statusFilters } from '../ui/status-filter';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';

const t = text.passwordRequests;
type Filter = PasswordRequestStatus | 'all';
const FILTERS = statusFilters(['pending', 'approved', 'rejected']);

/** Forgot-password and change-password requests: approve (sets the password, signs the player out) or reject. */
export default function PasswordRequestsScreen() {
  const { filter: status, chooseFilter, page, setPage } = useListFilter<Filter>('pending');
  const list = useLoad(useCallback(() => fetchPasswordRequests(status, page), [status, page]), t.loadFailed);
  const [deciding, setDeciding] = useState<{ request: AdminPasswordRequest; decision: Decision } | null>(null);

  const decide = async () => {
    if (!deciding) return;
    const { request, decision } = deciding;
    try {
      const reply = await decidePasswordRequest(request._id, decision);
      showSuccess(reply?.message, decision === 'approve' ? t.approved : t.rejected);
      list.update(changeInPage(request._id, (item) => ({ ...item, status: decision === 'approve' ? 'approved' : 'rejected' })));
    } catch (error) {
      showError(error, t.actionFailed);
      return false;
    }
  };

  const name = deciding?.request.user?.name ?? text.common.unknownPlayer;
  return (
    <Screen title={t.title} actions={<RefreshButton onRefresh={list.reload} />}>
      <StatusFilter label={t.filterLabel} options={FILTERS} value={status} onChange={chooseFilter} />
      <PagedList load={list} page={list.state.data} busy={list.state.status === 'loading'} empty={t.empty} onPage={setPage}>
        {(request) => (
          <ListRow
            key={request._id}
            testId="password-request"
            title={
              <h3 className={ui.rowTitle}>
                <PlayerLink player={request.user} />
              </h3>
            }
            badge={<StatusBadge status={request.status} label={text.status[request.status]} />}
            actions={request.status === 'pending' && <DecisionButtons texts={t} onDecide={(decision) => setDeciding({ request, decision })} />}
          >
            <Details>
              <Detail term={t.kind}>{request.kind === 'change' ? t.change : t.forgot}</Detail>
              <Detail term={text.common.requested}>{formatDateTime(request.createdAt)}</Detail>
            </Details>
          </ListRow>
        )}
      </PagedList>
      {deciding && (
        <DecisionDialog decision={deciding.decision} texts={t} onConfirm={decide} onCancel={() => setDeciding(null)}>
          <p>
            {deciding.decision === 'approve' ? t.approveBody(name) : t.rejectBody(name)} ({deciding.request.user?.mobileNumber ?? '—'})
          </p>
        </DecisionDialog>
      )}
    </Screen>
  );
}
