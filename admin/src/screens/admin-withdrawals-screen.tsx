import { useCallback, useId, useState } from 'react';
import { withdrawMethodLabel } from '../../../src/domain/funds';
import { INPUT_LIMITS } from '../../../src/domain/input-limits';
import { Button } from '../../../src/ui/button';
import { useSnapshot } from 'valtio';
import { usePermission } from '../access';
import {
  fetchWithdrawals,
  isHeld,
  setWithdrawalStatus,
  type AdminWithdrawal,
  type MoneyFilters,
  type WithdrawalStatus,
} from '../api';
import { cashierText } from '../cashier-text';
import { formatDateTime, formatRupees } from '../format';
import { noteHeldAction, pendingApprovals, pendingFor, refreshPendingApprovals } from '../pending-approvals';
import type { ReviewReason } from '../risk-api';
import { riskText } from '../risk-text';
import { text } from '../text';
import { RecordHistory } from '../ui/audit-trail';
import { AwaitingApproval } from '../ui/awaiting-approval';
import { ConfirmDialog } from '../ui/confirm-dialog';
import type { Decision } from '../ui/decision';
import { Detail, Details } from '../ui/details';
import { Field, TextAreaField } from '../ui/field';
import { ageOf, BulkBar, BulkConfirm, useBulkDecisions } from '../ui/bulk-actions';
import { DenseRow, DenseTable } from '../ui/dense-table';
import { MoneyFilterForm } from '../ui/money-filters';
import { changeInPage, useListFilter } from '../ui/paged-list';
import { PayoutDetails } from '../ui/payout-details';
import { PlayerLink } from '../ui/player-link';
import { RefreshButton, Screen } from '../ui/screen';
import { Outcome } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { StatusFilter, statusFilters, type FilterOption } from '../ui/status-filter';
import { useLoad } from '../ui/use-load';
import dense from '../ui/dense-table.module.css';
import ui from '../ui/ui.module.css';
import styles from './admin-withdrawals-screen.module.css';
import { nextWithdrawalStatuses } from './records';
import { decideWithdrawal, needsReviewNote, useReviewNote, WithdrawalSummary } from './withdrawal-decision';
import { PaidDialog } from './withdrawal-paid-dialog';

const t = text.withdrawals;
const r = riskText.review;
/** `review`: the pending withdrawals held for review (approving one needs a note). */
type Filter = WithdrawalStatus | 'all' | 'review';
const FILTERS: readonly FilterOption<Filter>[] = [
  ...statusFilters(['pending', 'approved', 'processing', 'completed', 'rejected']),
  { value: 'review', label: r.heldFilter },
];
const PAYABLE: readonly WithdrawalStatus[] = ['pending', 'approved', 'processing'];
const c = cashierText;
const COLUMNS = [
  { label: c.columns.time },
  { label: c.columns.player },
  { label: c.columns.amount, numeric: true },
  { label: c.columns.payTo },
  { label: c.columns.state },
  { label: c.columns.age },
  { label: c.columns.actions },
  { label: c.details },
];

export { needsReviewNote };

function effectOf(status: WithdrawalStatus, amount: number): string {
  if (status === 'rejected') return t.effect.rejected(formatRupees(amount));
  if (status === 'approved' || status === 'processing' || status === 'completed') return t.effect[status];
  return '';
}

/**
 * Withdrawals, one line each: filtered by state, days and amount; pay the player's saved account and mark it paid in
 * one step (or move it along its states), approve or reject several at once; each held above the four-eyes limit
 * waits for a second operator.
 */
export default function WithdrawalsScreen() {
  const { filter: status, chooseFilter, page, setPage } = useListFilter<Filter>('pending');
  const [filters, setFilters] = useState<MoneyFilters>({});
  const list = useLoad(
    useCallback(
      () =>
        status === 'review' ? fetchWithdrawals('pending', page, true, filters) : fetchWithdrawals(status, page, false, filters),
      [status, page, filters],
    ),
    t.loadFailed,
  );
  const [updating, setUpdating] = useState<AdminWithdrawal | null>(null);
  const [paying, setPaying] = useState<AdminWithdrawal | null>(null);
  const { list: pending } = useSnapshot(pendingApprovals);
  const can = usePermission();
  const items = list.state.data?.items;
  const decidable = useCallback(
    (id: string) =>
      can('withdrawals.decide') &&
      items?.find((item) => item._id === id)?.status === 'pending' &&
      !pendingFor(pending, 'withdrawal', id),
    [can, items, pending],
  );
  const bulk = useBulkDecisions(items, decidable);

  const refresh = () => {
    list.reload();
    void refreshPendingApprovals();
  };

  const applyFilters = (next: MoneyFilters) => {
    setFilters(next);
    setPage(1);
  };

  const done = (updated: AdminWithdrawal, message: string) => {
    bulk.noteOutcome(updated._id, message);
    list.update(changeInPage(updated._id, () => updated));
  };

  const decideTicked = (decision: Decision, reason: string) =>
    bulk.decideTicked(async (withdrawal) => {
      const move = decision === 'approve' ? { status: 'approved' as const } : { status: 'rejected' as const, remarks: reason };
      const reply = await setWithdrawalStatus(withdrawal._id, move);
      if (isHeld(reply)) {
        noteHeldAction(reply.approval);
        return { kind: 'held' };
      }
      const updated: AdminWithdrawal = { ...withdrawal, ...reply.withdrawal };
      list.update(changeInPage(withdrawal._id, () => updated));
      return { kind: 'done', outcome: t.outcome(formatRupees(withdrawal.amount), withdrawal.user.name, text.status[updated.status]) };
    }, t.actionFailed);

  return (
    <Screen title={t.title} actions={<RefreshButton onRefresh={refresh} />}>
      <StatusFilter label={t.filterLabel} options={FILTERS} value={status} onChange={chooseFilter} />
      <MoneyFilterForm value={filters} onApply={applyFilters} />
      <BulkBar decisions={bulk} />
      <Outcome>{bulk.summary}</Outcome>
      <DenseTable
        load={list}
        page={list.state.data}
        busy={list.state.status === 'loading'}
        empty={t.empty}
        onPage={setPage}
        columns={COLUMNS}
        label={t.title}
        selectAll={bulk.tickAll(can('withdrawals.decide'))}
      >
        {(withdrawal) => {
          const held = pendingFor(pending, 'withdrawal', withdrawal._id);
          const decide = can('withdrawals.decide') && !held;
          const movable = decide && nextWithdrawalStatuses(withdrawal.status).length > 0;
          const payable = decide && PAYABLE.includes(withdrawal.status);
          const outcome = bulk.outcomes[withdrawal._id];
          return (
            <DenseRow
              key={withdrawal._id}
              testId="withdrawal"
              columnCount={COLUMNS.length}
              select={bulk.tickBox(withdrawal._id, c.selectRow(`${withdrawal.user.name} ${formatRupees(withdrawal.amount)}`))}
              cells={[
                formatDateTime(withdrawal.createdAt),
                <PlayerLink key="player" player={withdrawal.user} />,
                <span key="amount" className={ui.amount}>
                  {formatRupees(withdrawal.amount)}
                </span>,
                `${withdrawMethodLabel(withdrawal.method)} · ${withdrawal.accountDetails}`,
                <span key="state" className={dense.actions}>
                  <StatusBadge status={withdrawal.status} label={text.status[withdrawal.status]} />
                  {withdrawal.review && (
                    <span data-testid="review-mark">
                      <StatusBadge status="review" tone="pending" label={r.mark} />
                    </span>
                  )}
                </span>,
                withdrawal.status === 'pending' ? ageOf(withdrawal.createdAt) : '',
                <span key="actions" className={dense.actions}>
                  {payable && (
                    <Button onClick={() => setPaying(withdrawal)} aria-label={`${c.paid.button} ${withdrawal.user.name}`}>
                      {c.paid.button}
                    </Button>
                  )}
                  {movable && (
                    <Button variant="secondary" onClick={() => setUpdating(withdrawal)}>
                      {t.update}
                    </Button>
                  )}
                </span>,
              ]}
              notes={
                (held || withdrawal.review || outcome) && (
                  <>
                    {held && <AwaitingApproval approval={held} />}
                    {withdrawal.review && <ReviewReasons reasons={withdrawal.review.reasons} />}
                    <Outcome>{outcome}</Outcome>
                  </>
                )
              }
              details={
                <>
                  <Details>
                    <Detail term={t.method}>{withdrawMethodLabel(withdrawal.method)}</Detail>
                    <Detail term={text.common.requested}>{formatDateTime(withdrawal.createdAt)}</Detail>
                    {withdrawal.transactionId && <Detail term={text.common.transactionId}>{withdrawal.transactionId}</Detail>}
                    {withdrawal.remarks && <Detail term={text.common.remarks}>{withdrawal.remarks}</Detail>}
                  </Details>
                  <details className={styles.payout} open>
                    <summary>{t.payoutDetails}</summary>
                    <PayoutDetails bank={withdrawal.user.bankDetails} payment={withdrawal.user.paymentDetails} highlight={withdrawal.method} />
                  </details>
                </>
              }
              history={
                <RecordHistory
                  key={`${withdrawal._id}:${withdrawal.status}`}
                  targetKind="withdrawal"
                  targetId={withdrawal._id}
                  label={`${t.title} ${withdrawal._id}`}
                />
              }
            />
          );
        }}
      </DenseTable>

      <BulkConfirm decisions={bulk} what={c.withdrawals} onConfirm={decideTicked} />
      {updating && <StatusDialog withdrawal={updating} onCancel={() => setUpdating(null)} onDone={done} />}
      {paying && <PaidDialog withdrawal={paying} onCancel={() => setPaying(null)} onDone={done} />}
    </Screen>
  );
}

/** Why a withdrawal is held for review, in the server's words. */
function ReviewReasons({ reasons }: { reasons: readonly ReviewReason[] }) {
  return (
    <div data-testid="review-reasons">
      <p className={ui.label}>{r.reasons}</p>
      <ul>
        {reasons.map((reason) => (
          <li key={reason.kind}>{r.reason(reason)}</li>
        ))}
      </ul>
    </div>
  );
}

function StatusDialog({
  withdrawal,
  onCancel,
  onDone,
}: {
  withdrawal: AdminWithdrawal;
  onCancel: () => void;
  onDone: (updated: AdminWithdrawal, outcome: string) => void;
}) {
  const choices = nextWithdrawalStatuses(withdrawal.status);
  const name = useId();
  const [next, setNext] = useState<WithdrawalStatus>(choices[0]!);
  const [transactionId, setTransactionId] = useState(withdrawal.transactionId);
  const [remarks, setRemarks] = useState(withdrawal.remarks);
  const note = useReviewNote(withdrawal, next);
  const needsTransactionId = next === 'completed' && transactionId.trim() === '';

  const submit = () =>
    decideWithdrawal(
      withdrawal,
      () =>
        setWithdrawalStatus(withdrawal._id, {
          status: next,
          remarks: remarks.trim() || undefined,
          transactionId: transactionId.trim() || undefined,
          note: note.toSend,
        }),
      { doneFallback: t.updated, onDone },
      note.setProblem,
    );

  return (
    <ConfirmDialog
      title={t.dialogTitle}
      confirmLabel={t.update}
      tone={next === 'rejected' ? 'danger' : 'primary'}
      onConfirm={submit}
      onCancel={onCancel}
      confirmDisabled={needsTransactionId || note.missing}
    >
      <WithdrawalSummary withdrawal={withdrawal} withStatus />
      <fieldset className={styles.choices}>
        <legend className={ui.label}>{t.newStatus}</legend>
        {choices.map((status) => (
          <label key={status} className={styles.choice}>
            <input type="radio" name={name} value={status} checked={next === status} onChange={() => setNext(status)} />
            <span>
              <strong>{text.status[status]}</strong>
              <span className={ui.muted}> — {effectOf(status, withdrawal.amount)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Field
        label={text.common.transactionId}
        value={transactionId}
        onChange={(e) => setTransactionId(e.target.value)}
        hint={t.transactionIdHint}
        error={needsTransactionId ? t.transactionIdRequired : null}
        maxLength={INPUT_LIMITS.transactionId.max}
        autoComplete="off"
      />
      {note.field}
      <TextAreaField label={text.common.remarksOptional} value={remarks} onChange={(e) => setRemarks(e.target.value)} rows={2} maxLength={INPUT_LIMITS.remarks.max} className={ui.shortText} />
    </ConfirmDialog>
  );
}
