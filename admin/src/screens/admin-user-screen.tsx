import { useCallback, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Button } from '../../../src/ui/button';
import { adminSession } from '../admin-session';
import { usePermission } from '../access';
import { adjustBalance, fetchUser, fetchUserLedger, isHeld, type AdminUser } from '../api';
import { formatDateTime, formatRupees, formatSignedRupees } from '../format';
import { adminPaths } from '../paths';
import { INPUT_LIMITS } from '../../../src/domain/input-limits';
import { noteHeldAction, pendingApprovals, pendingFor } from '../pending-approvals';
import { staffText } from '../staff-text';
import { text } from '../text';
import { AuditTrail } from '../ui/audit-trail';
import { AwaitingApproval } from '../ui/awaiting-approval';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Detail, Details } from '../ui/details';
import { showError, showSuccess } from '../ui/feedback';
import { Field } from '../ui/field';
import { Pagination } from '../ui/pagination';
import { PayoutDetails } from '../ui/payout-details';
import { Screen, Section } from '../ui/screen';
import { Empty, LoadError, Loading, Outcome } from '../ui/states';
import { ActiveBadge } from '../ui/status-badge';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import styles from './admin-user-screen.module.css';
import { ActiveToggleDialog } from './active-toggle-dialog';
import { LinkedAccounts, PlayerNotes, PlayerTags } from './player-risk-panels';
import { kindLabel } from './records';
import { ResponsiblePlayPanel } from './responsible-play-panel';

const t = text.user;

/** One account: its balance and payout details, a balance adjustment with a reason, and its ledger. */
export default function UserScreen() {
  const { userId = '' } = useParams();
  const { user: me } = useSnapshot(adminSession);
  const [page, setPage] = useState(1);
  const can = usePermission();
  const readsLedger = can('players.ledger');
  const account = useLoad(useCallback(() => fetchUser(userId), [userId]), t.loadFailed);
  const ledger = useLoad(
    useCallback(
      () => (readsLedger ? fetchUserLedger(userId, page) : Promise.resolve(undefined)),
      [readsLedger, userId, page],
    ),
    t.loadFailed,
  );
  const { list: pending } = useSnapshot(pendingApprovals);
  const heldAdjustment = pendingFor(pending, 'user', userId);
  const [override, setOverride] = useState<Partial<AdminUser>>({});
  const [toggling, setToggling] = useState(false);

  const loadedUser = account.state.data?.user;
  const user = loadedUser ? { ...loadedUser, ...override } : undefined;

  return (
    <Screen
      title={user?.name ?? t.title}
      actions={
        <Link to={adminPaths.users.getHref()}>
          <span aria-hidden="true">←</span> {t.back}
        </Link>
      }
    >
      {user && (
        <div className={ui.card} data-testid="user-card">
          <div className={ui.rowHead}>
            <span className={ui.amount} data-testid="user-balance">
              {formatRupees(user.balance)}
            </span>
            <ActiveBadge active={user.isActive} />
          </div>
          <Details>
            <Detail term={text.common.mobile}>{user.mobileNumber}</Detail>
            {user.email && <Detail term={t.email}>{user.email}</Detail>}
            <Detail term={text.users.role}>{user.role === 'admin' ? text.users.admin : text.users.playerRole}</Detail>
          </Details>
          <h3 className={ui.cardTitle}>{t.payoutDetails}</h3>
          <PayoutDetails bank={user.bankDetails} payment={user.paymentDetails} />
          {user._id !== me?._id && can('players.manage') && (
            <div className={ui.formActions}>
              <Button variant="secondary" onClick={() => setToggling(true)}>
                {user.isActive ? text.users.deactivate : text.users.activate}
              </Button>
            </div>
          )}
        </div>
      )}
      {!user && account.state.status === 'loading' && <Loading />}
      {!user && account.state.status === 'error' && <LoadError message={account.state.message} onRetry={account.reload} />}

      {user && (
        <PlayerTags
          userId={userId}
          tags={user.tags ?? []}
          onSaved={(tags) => setOverride((previous) => ({ ...previous, tags }))}
        />
      )}
      {user && <LinkedAccounts userId={userId} />}
      {user && <PlayerNotes userId={userId} />}

      {user && <ResponsiblePlayPanel userId={userId} />}

      {user && can('balance.adjust') && (
        <Section title={t.adjustTitle}>
          {heldAdjustment && <AwaitingApproval approval={heldAdjustment} />}
          <AdjustBalance
            user={user}
            onAdjusted={(balance) => {
              setOverride((previous) => ({ ...previous, balance }));
              setPage(1);
              ledger.reload();
            }}
          />
        </Section>
      )}

      {readsLedger && (
        <Section title={t.ledgerTitle}>
          {ledger.state.status === 'loading' && !ledger.state.data && <Loading />}
          {ledger.state.status === 'error' && !ledger.state.data && <LoadError message={ledger.state.message} onRetry={ledger.reload} />}
          {ledger.state.data && ledger.state.data.entries.length === 0 && <Empty>{t.ledgerEmpty}</Empty>}
          {ledger.state.data && ledger.state.data.entries.length > 0 && (
            <ol className={styles.ledger} aria-busy={ledger.state.status === 'loading'}>
              {ledger.state.data.entries.map((entry) => (
                <li key={entry._id} className={styles.entry} data-testid="ledger-entry">
                  <span className={`${styles.entryAmount} ${entry.amount >= 0 ? ui.credit : ui.debit}`}>{formatSignedRupees(entry.amount)}</span>
                  <span className={styles.entryWhat}>
                    <span className={styles.entryKind}>{kindLabel(entry.kind)}</span>
                    {entry.reason && <span className={styles.entryReason}>{entry.reason}</span>}
                    <span className={styles.entryMeta}>
                      {formatDateTime(entry.createdAt)} · <span title={entry.reference}>{entry.reference}</span>
                    </span>
                  </span>
                  <span className={styles.entryBalance}>{t.balanceAfterShort(formatRupees(entry.balanceAfter))}</span>
                </li>
              ))}
            </ol>
          )}
          {ledger.state.data && <Pagination pagination={ledger.state.data.pagination} onPage={setPage} />}
        </Section>
      )}

      {user && <AuditTrail targetKind="user" targetId={userId} label={user.name} leaveOut="responsible_play." />}

      {toggling && user && (
        <ActiveToggleDialog user={user} onCancel={() => setToggling(false)} onDone={(updated) => setOverride((previous) => ({ ...previous, isActive: updated.isActive }))} />
      )}
    </Screen>
  );
}

function AdjustBalance({ user, onAdjusted }: { user: AdminUser; onAdjusted: (balance: number) => void }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    const next: typeof errors = {};
    if (!/^-?\d+$/.test(amount.trim()) || !Number.isSafeInteger(value) || value === 0) next.amount = t.amountInvalid;
    if (reason.trim() === '') next.reason = t.reasonRequired;
    setErrors(next);
    if (Object.keys(next).length === 0) setConfirming(value);
  };

  const adjust = async () => {
    if (confirming === null) return;
    try {
      const reply = await adjustBalance(user._id, confirming, reason.trim());
      setAmount('');
      setReason('');
      if (isHeld(reply)) {
        // Over the four-eyes limit: the balance stays as it is until a second operator approves.
        showSuccess(reply.message, staffText.held.toast);
        setOutcome(staffText.held.waiting);
        noteHeldAction(reply.approval);
        return;
      }
      const { message, balance } = reply;
      showSuccess(message, t.adjusted);
      setOutcome(t.adjustedOutcome(formatSignedRupees(confirming), formatRupees(balance)));
      onAdjusted(balance);
    } catch (error) {
      showError(error, t.adjustFailed);
      return false;
    }
  };

  return (
    <>
    <form className={`${ui.card} ${ui.form}`} onSubmit={submit} noValidate>
      <div className={ui.formGrid}>
        <Field
          label={t.adjustAmount}
          inputMode="text"
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/[^\d-]/g, ''))}
          hint={t.adjustAmountHint}
          error={errors.amount}
          autoComplete="off"
        />
        <Field label={t.reason} value={reason} onChange={(e) => setReason(e.target.value)} error={errors.reason} maxLength={INPUT_LIMITS.reason.max} autoComplete="off" />
      </div>
      <div className={ui.formActions}>
        <Button type="submit">{t.adjust}</Button>
      </div>
      <Outcome>{outcome}</Outcome>
    </form>
      {confirming !== null && (
        <ConfirmDialog
          title={t.confirmAdjustTitle}
          confirmLabel={t.adjust}
          tone={confirming < 0 ? 'danger' : 'primary'}
          onConfirm={adjust}
          onCancel={() => setConfirming(null)}
        >
          <dl className={ui.summary}>
            <dt>{text.common.player}</dt>
            <dd>
              {user.name} ({user.mobileNumber})
            </dd>
            <dt>{text.common.amount}</dt>
            <dd>{formatSignedRupees(confirming)}</dd>
            <dt>{t.reason}</dt>
            <dd>{reason.trim()}</dd>
            <dt>{text.users.balance}</dt>
            <dd>
              {formatRupees(user.balance)} → {formatRupees(user.balance + confirming)}
            </dd>
          </dl>
          <p>{confirming > 0 ? t.confirmCredit(formatRupees(confirming), user.name) : t.confirmDebit(formatRupees(-confirming), user.name)}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
