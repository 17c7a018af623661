import { useCallback, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../src/ui/button';
import { usePermission } from '../access';
import { decideFundRequest, fetchFundRequests, type AdminFundRequest, type FundRequestStatus } from '../api';
import { formatCalendarDay, formatCount, formatDateTime, formatReceived, formatRupees } from '../format';
import { INPUT_LIMITS } from '../../../src/domain/input-limits';
import { reconciliationText } from '../reconciliation-text';
import { text } from '../text';
import { RecordHistory } from '../ui/audit-trail';
import { DecisionButtons, DecisionDialog, type Decision } from '../ui/decision';
import { Detail, Details } from '../ui/details';
import { showError, showSuccess } from '../ui/feedback';
import { TextAreaField } from '../ui/field';
import { changeInPage, ListRow, PagedList, useListFilter } from '../ui/paged-list';
import { PlayerLink } from '../ui/player-link';
import { RefreshButton, Screen } from '../ui/screen';
import { Outcome } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { StatusFilter, statusFilters } from '../ui/status-filter';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';

const t = text.fundRequests;
type Filter = FundRequestStatus | 'all';
const FILTERS = statusFilters(['pending', 'approved', 'rejected']);

/**
 * Deposits waiting for a look at the payment: found by their UTR (or transaction id) as the bank statement shows
 * it, then approved (credits once) or rejected, each with remarks.
 */
export default function FundRequestsScreen() {
  const { filter: status, chooseFilter, page, setPage } = useListFilter<Filter>('pending');
  const searchId = useId();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const list = useLoad(useCallback(() => fetchFundRequests(status, page, query), [status, page, query]), t.loadFailed);
  const [deciding, setDeciding] = useState<{ request: AdminFundRequest; decision: Decision } | null>(null);
  const [remarks, setRemarks] = useState('');
  const [outcomes, setOutcomes] = useState<Record<string, string>>({});
  const can = usePermission();

  const open = (request: AdminFundRequest, decision: Decision) => {
    setRemarks('');
    setDeciding({ request, decision });
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
    setPage(1);
  };

  const clearSearch = () => {
    setDraft('');
    setQuery('');
    setPage(1);
  };

  const decide = async () => {
    if (!deciding) return;
    const { request, decision } = deciding;
    const name = request.user.name;
    try {
      const reply = await decideFundRequest(request._id, decision, remarks.trim());
      showSuccess(reply.message, decision === 'approve' ? t.approved : t.rejected);
      const outcome =
        decision === 'approve' ? t.approvedOutcome(formatRupees(request.amount), name) : t.rejectedOutcome(formatRupees(request.amount), name);
      setOutcomes((previous) => ({ ...previous, [request._id]: outcome }));
      list.update(changeInPage(request._id, (item) => ({ ...item, ...reply.request })));
    } catch (error) {
      showError(error, t.actionFailed);
      return false;
    }
  };

  return (
    <Screen title={t.title} actions={<RefreshButton onRefresh={list.reload} />}>
      <form className={ui.toolbar} role="search" onSubmit={search}>
        <div className={ui.field}>
          <label htmlFor={searchId} className={ui.label}>
            {t.search}
          </label>
          <input
            id={searchId}
            className={ui.input}
            type="search"
            inputMode="search"
            autoComplete="off"
            maxLength={INPUT_LIMITS.transactionId.max}
            value={draft}
            placeholder={t.searchHint}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <Button type="submit">{t.searchButton}</Button>
        {query && (
          <Button variant="secondary" onClick={clearSearch}>
            {t.clearSearch}
          </Button>
        )}
      </form>
      <StatusFilter label={t.filterLabel} options={FILTERS} value={status} onChange={chooseFilter} />
      <PagedList
        load={list}
        page={list.state.data}
        busy={list.state.status === 'loading'}
        empty={query ? t.emptySearch(query) : t.empty}
        onPage={setPage}
      >
        {(request) => (
          <ListRow
            key={request._id}
            testId="fund-request"
            title={<span className={ui.amount}>{formatRupees(request.amount)}</span>}
            badge={<StatusBadge status={request.status} label={text.status[request.status]} />}
            actions={
              request.status === 'pending' &&
              can('deposits.decide') && <DecisionButtons texts={t} onDecide={(decision) => open(request, decision)} />
            }
          >
            <Details>
              <Detail term={text.common.player}>
                <PlayerLink player={request.user} />
              </Detail>
              <Detail term={text.common.transactionId}>{request.transactionId}</Detail>
              <Detail term={t.method}>{request.paymentMethod}</Detail>
              <Detail term={text.common.requested}>{formatDateTime(request.createdAt)}</Detail>
              <Detail term={t.requestId}>{request.requestId}</Detail>
              {request.remarks && <Detail term={text.common.remarks}>{request.remarks}</Detail>}
              {request.statementRow && (
                <Detail term={reconciliationText.fundRequest.statementRow}>
                  {reconciliationText.fundRequest.row(
                    request.statementRow.bank,
                    formatCalendarDay(request.statementRow.date),
                    formatReceived(request.statementRow.amount),
                    formatCount(request.statementRow.row),
                  )}
                </Detail>
              )}
            </Details>
            <Outcome>{outcomes[request._id]}</Outcome>
            <RecordHistory
              key={`${request._id}:${request.status}`}
              targetKind="fund_request"
              targetId={request._id}
              label={`${t.requestId} ${request.requestId}`}
            />
          </ListRow>
        )}
      </PagedList>

      {deciding && (
        <DecisionDialog decision={deciding.decision} texts={t} onConfirm={decide} onCancel={() => setDeciding(null)}>
          <dl className={ui.summary}>
            <dt>{text.common.player}</dt>
            <dd>
              {deciding.request.user.name} ({deciding.request.user.mobileNumber})
            </dd>
            <dt>{text.common.amount}</dt>
            <dd>{formatRupees(deciding.request.amount)}</dd>
            <dt>{text.common.transactionId}</dt>
            <dd>{deciding.request.transactionId}</dd>
          </dl>
          <p>
            {deciding.decision === 'approve'
              ? t.approveBody(formatRupees(deciding.request.amount), deciding.request.user.name)
              : t.rejectBody(formatRupees(deciding.request.amount), deciding.request.user.name)}
          </p>
          <TextAreaField label={text.common.remarksOptional} value={remarks} onChange={(e) => setRemarks(e.target.value)} rows={2} maxLength={INPUT_LIMITS.remarks.max} className={ui.shortText} />
        </DecisionDialog>
      )}
    </Screen>
  );
}
