import { useCallback, useState } from 'react';
import { isApiError } from '../../../src/api/errors';
import { Button } from '../../../src/ui/button';
import { usePermission } from '../access';
import { formatDateTime, formatRupees } from '../format';
import { eraseClosure, fetchClosures, type AccountClosure } from '../risk-api';
import { riskText } from '../risk-text';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Detail, Details } from '../ui/details';
import { showError, showSuccess } from '../ui/feedback';
import { ListRow } from '../ui/paged-list';
import { PlayerLink } from '../ui/player-link';
import { RefreshButton, Screen } from '../ui/screen';
import { Empty, Outcome, WhenLoaded } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';

const t = riskText.closures;

/** What still holds a closed account's erasure, in words. */
function standingOf(closure: AccountClosure): string {
  const { pendingBets, pendingDeposits, pendingWithdrawals, balance } = closure;
  return t.notSettled(pendingBets, pendingDeposits, pendingWithdrawals, formatRupees(balance));
}

/** The counts a refused erasure answers with (409 CLOSURE_NOT_SETTLED), in place of what the list last said. */
function refusedStanding(error: unknown, closure: AccountClosure): AccountClosure | null {
  if (!isApiError(error, 409) || error.code !== 'CLOSURE_NOT_SETTLED') return null;
  const count = (key: 'pendingBets' | 'pendingDeposits' | 'pendingWithdrawals' | 'balance') => {
    const value = Number(error.params?.[key]);
    return Number.isFinite(value) ? value : closure[key];
  };
  return {
    ...closure,
    pendingBets: count('pendingBets'),
    pendingDeposits: count('pendingDeposits'),
    pendingWithdrawals: count('pendingWithdrawals'),
    balance: count('balance'),
  };
}

/**
 * Players who closed their account: what still stands in the way of erasing their personal data (a balance owed
 * to them, undecided bets, deposits and withdrawals), and the erasure once done. The server erases by itself once
 * an account is settled; "Erase now" does it at once for one that already is.
 */
export default function ClosuresScreen() {
  const list = useLoad(useCallback(() => fetchClosures().then((answer) => answer.closures), []), t.loadFailed);
  const [erasing, setErasing] = useState<AccountClosure | null>(null);
  const [outcomes, setOutcomes] = useState<Record<string, string>>({});
  const can = usePermission();

  const replace = (closure: AccountClosure) =>
    list.update((closures) => closures.map((item) => (item.user._id === closure.user._id ? closure : item)));

  const erase = async () => {
    if (!erasing) return;
    try {
      const reply = await eraseClosure(erasing.user._id);
      showSuccess(reply.message, t.erasedToast);
      replace(reply.closure);
      setOutcomes((previous) => ({ ...previous, [erasing.user._id]: t.erasedToast }));
    } catch (error) {
      const standing = refusedStanding(error, erasing);
      if (standing) {
        replace(standing);
        setOutcomes((previous) => ({ ...previous, [erasing.user._id]: standingOf(standing) }));
        showError(error, t.eraseFailed);
        return;
      }
      showError(error, t.eraseFailed);
      return false;
    }
  };

  return (
    <Screen
      title={t.title}
      intro={<p className={ui.muted}>{t.intro}</p>}
      actions={<RefreshButton onRefresh={list.reload} />}
    >
      <WhenLoaded load={list}>
        {(closures) =>
          closures.length === 0 ? (
            <Empty>{t.empty}</Empty>
          ) : (
            <ul className={ui.list}>
              {closures.map((closure) => (
                <ClosureRow
                  key={closure.user._id}
                  closure={closure}
                  outcome={outcomes[closure.user._id]}
                  onErase={can('players.manage') && closure.erasedAt === null ? () => setErasing(closure) : undefined}
                />
              ))}
            </ul>
          )
        }
      </WhenLoaded>

      {erasing && (
        <ConfirmDialog
          title={t.eraseTitle}
          confirmLabel={t.erase}
          tone="danger"
          onConfirm={erase}
          onCancel={() => setErasing(null)}
        >
          <p>{t.eraseConfirm(erasing.user.name)}</p>
        </ConfirmDialog>
      )}
    </Screen>
  );
}

interface ClosureRowProps {
  closure: AccountClosure;
  outcome?: string;
  onErase?: () => void;
}

function ClosureRow({ closure, outcome, onErase }: ClosureRowProps) {
  const owed = closure.erasedAt === null && closure.balance > 0;
  const badge =
    closure.erasedAt !== null ? (
      <StatusBadge status="erased" tone="neutral" label={t.erased} />
    ) : owed ? (
      <StatusBadge status="owed" tone="bad" label={t.moneyOwed} />
    ) : (
      <StatusBadge status="waiting" tone="pending" label={t.waiting} />
    );
  return (
    <ListRow
      testId="closure"
      title={
        <h3 className={ui.rowTitle}>
          <PlayerLink player={closure.user} />
        </h3>
      }
      badge={badge}
      actions={
        onErase && (
          <Button variant="secondary" onClick={onErase} aria-label={`${t.erase}: ${closure.user.name}`}>
            {t.erase}
          </Button>
        )
      }
    >
      <Details>
        <Detail term={t.requested}>{formatDateTime(closure.requestedAt)}</Detail>
        <Detail term={t.balance}>{formatRupees(closure.balance)}</Detail>
        <Detail term={t.pendingBets}>{closure.pendingBets}</Detail>
        <Detail term={t.pendingDeposits}>{closure.pendingDeposits}</Detail>
        <Detail term={t.pendingWithdrawals}>{closure.pendingWithdrawals}</Detail>
        {closure.erasedAt !== null && <Detail term={t.erasedAt}>{formatDateTime(closure.erasedAt)}</Detail>}
      </Details>
      <Outcome>{outcome}</Outcome>
    </ListRow>
  );
}
