import { useCallback, useState } from 'react';
import { Button } from '../../../src/ui/button';
import { decideFundRequest, fetchFundRequests, type AdminFundRequest, type FundRequestStatus } from '../api';
import { formatDateTime, formatRupees } from '../format';
import { text } from '../text';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { showError, showSuccess } from '../ui/feedback';
import { TextAreaField } from '../ui/field';
import { Pagination } from '../ui/pagination';
import { PlayerLink } from '../ui/player-link';
import { Screen } from '../ui/screen';
import { Empty, LoadError, Loading } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { StatusFilter } from '../ui/status-filter';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';

const t = text.fundRequests;
type Filter = FundRequestStatus | 'all';
const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'pending', label: text.status.pending },
  { value: 'approved', label: text.status.approved },
  { value: 'rejected', label: text.status.rejected },
  { value: 'all', label: text.common.all },
];

type Decision = { request: AdminFundRequest; decision: 'approve' | 'reject' };

/** Deposits waiting for a look at the payment: approve (credits once) or reject, each with remarks. */
export default function FundRequestsScreen() {
  const [status, setStatus] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const list = useLoad(useCallback(() => fetchFundRequests(status, page), [status, page]), t.loadFailed);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [remarks, setRemarks] = useState('');
  const [outcomes, setOutcomes] = useState<Record<string, string>>({});

  const open = (request: AdminFundRequest, decision: Decision['decision']) => {
    setRemarks('');
    setDeciding({ request, decision });
  };

  const decide = async () => {
    if (!deciding) return;
    const { request, decision } = deciding;
    const name = request.user?.name ?? text.common.unknownPlayer;
    try {
      const reply = await decideFundRequest(request._id, decision, remarks.trim());
      showSuccess(reply?.message, decision === 'approve' ? t.approved : t.rejected);
      const outcome =
        decision === 'approve' ? t.approvedOutcome(formatRupees(request.amount), name) : t.rejectedOutcome(formatRupees(request.amount), name);
      setOutcomes((previous) => ({ ...previous, [request._id]: outcome }));
      list.update((data) => ({
        ...data,
        items: data.items.map((item) =>
          item._id === request._id ? { ...item, ...(reply?.request ?? {}), status: decision === 'approve' ? 'approved' : 'rejected', remarks: remarks.trim() } : item,
        ),
      }));
    } catch (error) {
      showError(error, t.actionFailed);
      return false;
    }
  };

  const data = list.state.data;
  return (
    <Screen title={t.title} actions={<Button variant="secondary" onClick={list.reload}>{text.common.refresh}</Button>}>
      <StatusFilter label={t.filterLabel} options={FILTERS} value={status} onChange={(value) => { setStatus(value); setPage(1); }} />
      {list.state.status === 'loading' && !data && <Loading />}
      {list.state.status === 'error' && !data && <LoadError message={list.state.message} onRetry={list.reload} />}
      {data && data.items.length === 0 && <Empty>{t.empty}</Empty>}
      {data && data.items.length > 0 && (
        <ul className={ui.list} aria-busy={list.state.status === 'loading'}>
          {data.items.map((request) => (
            <li key={request._id} className={ui.row} data-testid="fund-request">
              <div className={ui.rowMain}>
                <div className={ui.rowHead}>
                  <span className={ui.amount}>{formatRupees(request.amount)}</span>
                  <StatusBadge status={request.status} label={text.status[request.status]} />
                </div>
                <dl className={ui.details}>
                  <div>
                    <dt>{text.common.player}</dt>
                    <dd><PlayerLink player={request.user} /></dd>
                  </div>
                  <div>
                    <dt>{text.common.transactionId}</dt>
                    <dd>{request.transactionId}</dd>
                  </div>
                  <div>
                    <dt>{t.method}</dt>
                    <dd>{request.paymentMethod}</dd>
                  </div>
                  <div>
                    <dt>{text.common.requested}</dt>
                    <dd>{formatDateTime(request.createdAt)}</dd>
                  </div>
                  <div>
                    <dt>{t.requestId}</dt>
                    <dd>{request.requestId}</dd>
                  </div>
                  {request.remarks && (
                    <div>
                      <dt>{text.common.remarks}</dt>
                      <dd>{request.remarks}</dd>
                    </div>
                  )}
                </dl>
                {outcomes[request._id] && (
                  <p className={ui.outcome} role="status">
                    {outcomes[request._id]}
                  </p>
                )}
              </div>
              {request.status === 'pending' && (
                <div className={ui.rowActions}>
                  <Button className={ui.good} onClick={() => open(request, 'approve')}>
                    {t.approve}
                  </Button>
                  <Button variant="secondary" onClick={() => open(request, 'reject')}>
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
          <dl className={ui.summary}>
            <dt>{text.common.player}</dt>
            <dd>
              {deciding.request.user?.name ?? text.common.unknownPlayer} ({deciding.request.user?.mobileNumber ?? '—'})
            </dd>
            <dt>{text.common.amount}</dt>
            <dd>{formatRupees(deciding.request.amount)}</dd>
            <dt>{text.common.transactionId}</dt>
            <dd>{deciding.request.transactionId}</dd>
          </dl>
          <p>
            {deciding.decision === 'approve'
              ? t.approveBody(formatRupees(deciding.request.amount), deciding.request.user?.name ?? text.common.unknownPlayer)
              : t.rejectBody(formatRupees(deciding.request.amount), deciding.request.user?.name ?? text.common.unknownPlayer)}
          </p>
          <TextAreaField label={text.common.remarksOptional} value={remarks} onChange={(e) => setRemarks(e.target.value)} rows={2} maxLength={200} className={ui.shortText} />
        </ConfirmDialog>
      )}
    </Screen>
  );
}
