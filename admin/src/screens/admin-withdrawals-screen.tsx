import { useCallback, useId, useState } from 'react';
import { withdrawMethodLabel } from '../../../src/domain/funds';
import { Button } from '../../../src/ui/button';
import { fetchWithdrawals, setWithdrawalStatus, type AdminWithdrawal, type WithdrawalStatus } from '../api';
import { formatDateTime, formatRupees } from '../format';
import { text } from '../text';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { showError, showSuccess } from '../ui/feedback';
import { Field, TextAreaField } from '../ui/field';
import { Pagination } from '../ui/pagination';
import { PayoutDetails } from '../ui/payout-details';
import { PlayerLink } from '../ui/player-link';
import { Screen } from '../ui/screen';
import { Empty, LoadError, Loading } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { StatusFilter } from '../ui/status-filter';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import styles from './admin-withdrawals-screen.module.css';
import { nextWithdrawalStatuses } from './records';

const t = text.withdrawals;
type Filter = WithdrawalStatus | 'all';
const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'pending', label: text.status.pending },
  { value: 'approved', label: text.status.approved },
  { value: 'processing', label: text.status.processing },
  { value: 'completed', label: text.status.completed },
  { value: 'rejected', label: text.status.rejected },
  { value: 'all', label: text.common.all },
];

function effectOf(status: WithdrawalStatus, amount: number): string {
  if (status === 'rejected') return t.effect.rejected(formatRupees(amount));
  if (status === 'approved' || status === 'processing' || status === 'completed') return t.effect[status];
  return '';
}

/** Withdrawals: pay the player's saved account, then record the payment's transaction id; or reject (refund). */
export default function WithdrawalsScreen() {
  const [status, setStatus] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const list = useLoad(useCallback(() => fetchWithdrawals(status, page), [status, page]), t.loadFailed);
  const [updating, setUpdating] = useState<AdminWithdrawal | null>(null);
  const [outcomes, setOutcomes] = useState<Record<string, string>>({});

  const data = list.state.data;
  return (
    <Screen title={t.title} actions={<Button variant="secondary" onClick={list.reload}>{text.common.refresh}</Button>}>
      <StatusFilter label={t.filterLabel} options={FILTERS} value={status} onChange={(value) => { setStatus(value); setPage(1); }} />
      {list.state.status === 'loading' && !data && <Loading />}
      {list.state.status === 'error' && !data && <LoadError message={list.state.message} onRetry={list.reload} />}
      {data && data.items.length === 0 && <Empty>{t.empty}</Empty>}
      {data && data.items.length > 0 && (
        <ul className={ui.list} aria-busy={list.state.status === 'loading'}>
          {data.items.map((withdrawal) => (
            <li key={withdrawal._id} className={ui.row} data-testid="withdrawal">
              <div className={ui.rowMain}>
                <div className={ui.rowHead}>
                  <span className={ui.amount}>{formatRupees(withdrawal.amount)}</span>
                  <StatusBadge status={withdrawal.status} label={text.status[withdrawal.status]} />
                </div>
                <dl className={ui.details}>
                  <div>
                    <dt>{text.common.player}</dt>
                    <dd><PlayerLink player={withdrawal.user} /></dd>
                  </div>
                  <div>
                    <dt>{t.method}</dt>
                    <dd>{withdrawMethodLabel(withdrawal.method)}</dd>
                  </div>
                  <div>
                    <dt>{t.account}</dt>
                    <dd>{withdrawal.accountDetails}</dd>
                  </div>
                  <div>
                    <dt>{text.common.requested}</dt>
                    <dd>{formatDateTime(withdrawal.createdAt)}</dd>
                  </div>
                  {withdrawal.transactionId && (
                    <div>
                      <dt>{text.common.transactionId}</dt>
                      <dd>{withdrawal.transactionId}</dd>
                    </div>
                  )}
                  {withdrawal.remarks && (
                    <div>
                      <dt>{text.common.remarks}</dt>
                      <dd>{withdrawal.remarks}</dd>
                    </div>
                  )}
                </dl>
                {withdrawal.user && (withdrawal.user.bankDetails !== undefined || withdrawal.user.paymentDetails !== undefined) && (
                  <details className={styles.payout} open={withdrawal.status !== 'completed' && withdrawal.status !== 'rejected'}>
                    <summary>{t.payoutDetails}</summary>
                    <PayoutDetails bank={withdrawal.user.bankDetails} payment={withdrawal.user.paymentDetails} highlight={withdrawal.method} />
                  </details>
                )}
                {outcomes[withdrawal._id] && (
                  <p className={ui.outcome} role="status">
                    {outcomes[withdrawal._id]}
                  </p>
                )}
              </div>
              {nextWithdrawalStatuses(withdrawal.status).length > 0 && (
                <div className={ui.rowActions}>
                  <Button onClick={() => setUpdating(withdrawal)}>{t.update}</Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && <Pagination pagination={data.pagination} onPage={setPage} />}

      {updating && (
        <StatusDialog
          withdrawal={updating}
          onCancel={() => setUpdating(null)}
          onDone={(updated, message) => {
            setOutcomes((previous) => ({ ...previous, [updated._id]: message }));
            list.update((current) => ({ ...current, items: current.items.map((item) => (item._id === updated._id ? updated : item)) }));
          }}
        />
      )}
    </Screen>
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
  const [transactionId, setTransactionId] = useState(withdrawal.transactionId ?? '');
  const [remarks, setRemarks] = useState(withdrawal.remarks ?? '');
  const needsTransactionId = next === 'completed' && transactionId.trim() === '';
  const player = withdrawal.user?.name ?? text.common.unknownPlayer;

  const submit = async () => {
    try {
      const reply = await setWithdrawalStatus(withdrawal._id, {
        status: next,
        remarks: remarks.trim() || undefined,
        transactionId: transactionId.trim() || undefined,
      });
      showSuccess(reply?.message, t.updated);
      const updated: AdminWithdrawal = {
        ...withdrawal,
        ...(reply?.withdrawal ?? {}),
        status: reply?.withdrawal?.status ?? next,
        transactionId: reply?.withdrawal?.transactionId ?? transactionId.trim(),
        remarks: reply?.withdrawal?.remarks ?? remarks.trim(),
        user: withdrawal.user,
      };
      onDone(updated, t.outcome(formatRupees(withdrawal.amount), player, text.status[updated.status]));
    } catch (error) {
      showError(error, t.actionFailed);
      return false;
    }
  };

  return (
    <ConfirmDialog
      title={t.dialogTitle}
      confirmLabel={t.update}
      tone={next === 'rejected' ? 'danger' : 'primary'}
      onConfirm={submit}
      onCancel={onCancel}
      confirmDisabled={needsTransactionId}
    >
      <dl className={ui.summary}>
        <dt>{text.common.player}</dt>
        <dd>
          {player} ({withdrawal.user?.mobileNumber ?? '—'})
        </dd>
        <dt>{text.common.amount}</dt>
        <dd>{formatRupees(withdrawal.amount)}</dd>
        <dt>{t.account}</dt>
        <dd>{withdrawal.accountDetails}</dd>
        <dt>{text.common.status}</dt>
        <dd>{text.status[withdrawal.status]}</dd>
      </dl>
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
        maxLength={100}
        autoComplete="off"
      />
      <TextAreaField label={text.common.remarksOptional} value={remarks} onChange={(e) => setRemarks(e.target.value)} rows={2} maxLength={200} className={ui.shortText} />
    </ConfirmDialog>
  );
}
