import { useCallback, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../src/ui/button';
import { usePermission } from '../access';
import { decideFundRequest, fetchFundRequests, type AdminFundRequest, type FundRequestStatus, type MoneyFilters } from '../api';
import { cashierText } from '../cashier-text';
import { formatCalendarDay, formatCount, formatDateTime, formatReceived, formatRupees } from '../format';
import { INPUT_LIMITS } from '../../../src/domain/input-limits';
import { reconciliationText } from '../reconciliation-text';
import { text } from '../text';
import { RecordHistory } from '../ui/audit-trail';
import { DecisionButtons, DecisionDialog, type Decision } from '../ui/decision';
import { Detail, Details } from '../ui/details';
import { showError, showSuccess } from '../ui/feedback';
import { TextAreaField } from '../ui/field';
import { ageOf, BulkBar, BulkConfirm, useBulkDecisions } from '../ui/bulk-actions';
import { DenseRow, DenseTable } from '../ui/dense-table';
import { MoneyFilterForm } from '../ui/money-filters';
import { changeInPage, useListFilter } from '../ui/paged-list';
import { PlayerLink } from '../ui/player-link';
import { RefreshButton, Screen } from '../ui/screen';
import { Outcome } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { StatusFilter, statusFilters } from '../ui/status-filter';
import { useLoad } from '../ui/use-load';
import dense from '../ui/dense-table.module.css';
import ui from '../ui/ui.module.css';

const t = text.fundRequests;
type Filter = FundRequestStatus | 'all';
const FILTERS = statusFilters(['pending', 'approved', 'rejected']);
const c = cashierText;
const COLUMNS = [
  { label: c.columns.time },
  { label: c.columns.player },
  { label: c.columns.amount, numeric: true },
  { label: c.columns.utr },
  { label: c.columns.state },
  { label: c.columns.age },
  { label: c.columns.actions },
  { label: c.details },
];

/** What a decision did to a request, as its row notes it. */
function outcomeOf(request: AdminFundRequest, decision: Decision): string {
  const amount = formatRupees(request.amount);
  return decision === 'approve' ? t.approvedOutcome(amount, request.user.name) : t.rejectedOutcome(amount, request.user.name);
}

/**
 * Deposits waiting for a look at the payment, one line each: filtered by state, days and amount, found by their UTR
 * (or its last digits, from a bank SMS), then approved (credits once) or rejected, one at a time or ticked together.
 */
export default function FundRequestsScreen() {
  const { filter: status, chooseFilter, page, setPage } = useListFilter<Filter>('pending');
  const searchId = useId();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<MoneyFilters>({});
  const list = useLoad(
    useCallback(() => fetchFundRequests(status, page, query, filters), [status, page, query, filters]),
    t.loadFailed,
  );
  const [deciding, setDeciding] = useState<{ request: AdminFundRequest; decision: Decision } | null>(null);
  const [remarks, setRemarks] = useState('');
  const can = usePermission();
  const items = list.state.data?.items;
  const decidable = useCallback(
    (id: string) => can('deposits.decide') && items?.find((item) => item._id === id)?.status === 'pending',
    [can, items],
  );
  const bulk = useBulkDecisions(items, decidable);

  const applyFilters = (next: MoneyFilters) => {
    setFilters(next);
    setPage(1);
  };

  const decideTicked = (decision: Decision, reason: string) =>
    bulk.decideTicked(async (request) => {
      const reply = await decideFundRequest(request._id, decision, reason);
      list.update(changeInPage(request._id, (item) => ({ ...item, ...reply.request })));
      return { kind: 'done', outcome: outcomeOf(request, decision) };
    }, t.actionFailed);

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
    try {
      const reply = await decideFundRequest(request._id, decision, remarks.trim());
      showSuccess(reply.message, decision === 'approve' ? t.approved : t.rejected);
      bulk.noteOutcome(request._id, outcomeOf(request, decision));
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
      <MoneyFilterForm value={filters} onApply={applyFilters} />
      <BulkBar decisions={bulk} />
      <Outcome>{bulk.summary}</Outcome>
      <DenseTable
        load={list}
        page={list.state.data}
        busy={list.state.status === 'loading'}
        empty={query ? t.emptySearch(query) : t.empty}
        onPage={setPage}
        columns={COLUMNS}
        label={t.title}
        selectAll={bulk.tickAll(can('deposits.decide'))}
      >
        {(request) => (
          <DenseRow
            key={request._id}
            testId="fund-request"
            columnCount={COLUMNS.length}
            select={bulk.tickBox(request._id, c.selectRow(`${request.requestId} ${request.user.name} ${formatRupees(request.amount)}`))}
            cells={[
              formatDateTime(request.createdAt),
              <PlayerLink key="player" player={request.user} />,
              <span key="amount" className={ui.amount}>
                {formatRupees(request.amount)}
              </span>,
              request.transactionId,
              <StatusBadge key="state" status={request.status} label={text.status[request.status]} />,
              request.status === 'pending' ? ageOf(request.createdAt) : '',
              request.status === 'pending' && can('deposits.decide') && (
                <span key="actions" className={dense.actions}>
                  <DecisionButtons texts={t} onDecide={(decision) => open(request, decision)} />
                </span>
              ),
            ]}
            notes={bulk.outcomes[request._id] && <Outcome>{bulk.outcomes[request._id]}</Outcome>}
            details={
              <>
                <Details>
                  <Detail term={t.method}>{request.paymentMethod}</Detail>
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
              </>
            }
            history={
              <RecordHistory
                key={`${request._id}:${request.status}`}
                targetKind="fund_request"
                targetId={request._id}
                label={`${t.requestId} ${request.requestId}`}
              />
            }
          />
        )}
      </DenseTable>

      <BulkConfirm decisions={bulk} what={c.deposits} onConfirm={decideTicked} />

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
