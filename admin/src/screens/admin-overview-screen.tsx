import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Button } from '../../../src/ui/button';
import type { User } from '../../../src/api/types';
import { useServerNow } from '../../../src/sync/use-server-now';
import { mayOpen, usePermission } from '../access';
import { adminSession } from '../admin-session';
import { fetchGames, fetchLedgerCheck, fetchOverview, fetchStarlineGames } from '../api';
import { declaringText } from '../declaring-text';
import { formatCount, formatRupees } from '../format';
import { adminPaths } from '../paths';
import { text } from '../text';
import { Detail, Details } from '../ui/details';
import { RefreshButton, Screen, Section } from '../ui/screen';
import { LoadError, Loading, WhenLoaded } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import styles from './admin-overview-screen.module.css';
import { ResultsDueList } from './results-due-list';

/** How many results still to declare the overview lists; the Results screen has the rest. */
const RESULTS_LISTED = 6;

const t = text.overview;

/** What needs the operator now, today's money, and whether the ledger balances. */
export default function OverviewScreen() {
  const { user } = useSnapshot(adminSession);
  const can = usePermission();
  const checksLedger = can('ledger.check');
  const overview = useLoad(useCallback(() => fetchOverview(), []), t.loadFailed);
  // The ledger check is asked for only by staff who may run it.
  const ledger = useLoad(
    useCallback(() => (checksLedger ? fetchLedgerCheck() : Promise.resolve(null)), [checksLedger]),
    t.ledgerLoadFailed,
  );
  const data = overview.state.data;
  const declares = mayOpen(user as User | null, 'results');
  const now = useServerNow();
  // Today's markets, for the results due; the Starline games are left out when they cannot be read.
  const markets = useLoad(
    useCallback(
      () =>
        declares
          ? Promise.all([fetchGames(), fetchStarlineGames().catch(() => null)]).then(([daily, starline]) => ({ daily, starline }))
          : Promise.resolve(null),
      [declares],
    ),
    declaringText.due.loadFailed,
  );

  // Each queue links to its screen; a queue whose screen this operator cannot open is left out.
  const queues = data
    ? [
        { label: t.pendingFundRequests, count: data.pendingFundRequests, screen: 'fundRequests' as const },
        { label: t.pendingWithdrawals, count: data.pendingWithdrawals, screen: 'withdrawals' as const },
        { label: t.pendingPasswordRequests, count: data.pendingPasswordRequests, screen: 'passwordRequests' as const },
        { label: t.openEnquiries, count: data.openEnquiries, screen: 'enquiries' as const },
      ]
        .filter((queue) => mayOpen(user as User | null, queue.screen))
        .map((queue) => ({ ...queue, to: adminPaths[queue.screen].getHref() }))
    : [];

  return (
    <Screen
      title={t.title}
      intro={user && <p className={ui.muted}>{text.signedInAs(user.name)}</p>}
      actions={
        <RefreshButton
          onRefresh={() => {
            overview.reload();
            ledger.reload();
            markets.reload();
          }}
        />
      }
    >
      <Section title={t.needsAttention}>
        {overview.state.status === 'error' && !data && <LoadError message={overview.state.message} onRetry={overview.reload} />}
        {!data && overview.state.status === 'loading' && <Loading />}
        {data && (
          <ul className={styles.tiles}>
            {queues.map((queue) => (
              <li key={queue.label}>
                <Link to={queue.to} className={`${styles.tile} ${queue.count > 0 ? styles.tileBusy : ''}`}>
                  <span className={styles.tileCount}>{formatCount(queue.count)}</span>
                  <span className={styles.tileLabel}>{queue.label}</span>
                  <span className={styles.tileAction}>
                    {t.review} <span aria-hidden="true">→</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {declares && (
        <Section title={declaringText.due.title}>
          {markets.state.status === 'loading' && !markets.state.data && <Loading />}
          {/* Read again with the page's Refresh: the queues above keep the only Try Again. */}
          {markets.state.status === 'error' && !markets.state.data && <p className={ui.muted}>{markets.state.message}</p>}
          {markets.state.data && (
            <ResultsDueList
              daily={markets.state.data.daily}
              starline={markets.state.data.starline}
              now={now}
              limit={RESULTS_LISTED}
            />
          )}
        </Section>
      )}

      {data && (
        <Section title={t.today}>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>{t.todayStakes}</dt>
              <dd>{formatRupees(data.todayStakes)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t.todayPayouts}</dt>
              <dd>{formatRupees(data.todayPayouts)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t.players}</dt>
              <dd>{formatCount(data.players)}</dd>
            </div>
          </dl>
        </Section>
      )}

      {checksLedger && (
        <Section title={t.ledgerTitle} actions={<Button variant="secondary" onClick={ledger.reload}>{t.runAgain}</Button>}>
          <WhenLoaded load={ledger}>
            {(check) => check && (
              <div className={ui.card} data-testid="ledger-check">
                <div>
                  <StatusBadge status={check.ok ? 'ok' : 'mismatch'} tone={check.ok ? 'good' : 'bad'} label={check.ok ? t.ledgerBalanced : t.ledgerUnbalanced} />
                </div>
                <p className={ui.muted}>{check.ok ? t.ledgerOk(formatCount(check.users)) : t.ledgerMismatch(check.mismatches.length)}</p>
                {check.mismatches.length > 0 && (
                  <ul className={ui.list}>
                    {check.mismatches.map((mismatch) => (
                      <li key={mismatch.userId} className={ui.row}>
                        <div className={ui.rowMain}>
                          <Link to={adminPaths.user.getHref(mismatch.userId)} className={ui.rowTitle}>
                            {mismatch.name || mismatch.mobileNumber}
                          </Link>
                          <Details>
                            <Detail term={t.ledgerBalance}>{formatRupees(mismatch.balance)}</Detail>
                            <Detail term={t.ledgerSum}>{formatRupees(mismatch.ledgerSum)}</Detail>
                          </Details>
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
          </WhenLoaded>
        </Section>
      )}
    </Screen>
  );
}
