import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useStatement } from '../../data/statement';
import { t } from '../../i18n/t-screens';
import { EmptyState } from '../../ui/empty-state';
import { toastLoadFailure } from '../../ui/failure-toasts';
import { formatRupees } from '../../ui/format';
import { FreshnessNote } from '../../ui/freshness-note';
import { formatDateTime } from '../../ui/record-format';
import { RecordStatusBadge } from '../../ui/record-status';
import { ScreenLayout } from '../../ui/screen-layout';
import { Spinner } from '../../ui/spinner';
import { StatGrid } from '../../ui/stat-grid';
import { STATEMENT_TABS, statementCounters, statementEntries, type StatementTab } from './statement-entries';
import listStyles from '../../ui/list.module.css';
import tabStyles from '../../ui/tabs.module.css';
import styles from './wallet.module.css';

/** The wallet statement: tabs, four counters, the merged list newest first, the empty state. */
export default function WalletStatementScreen() {
  const [tab, setTab] = useState<StatementTab>('all');
  const { records: sources, freshness } = useStatement({ onError: toastLoadFailure(t.statement.loadFailed) });

  const entries = useMemo(() => (sources ? statementEntries(sources) : []), [sources]);
  const counters = useMemo(() => (sources ? statementCounters(sources) : null), [sources]);
  const shown = tab === 'all' ? entries : entries.filter((entry) => entry.tab === tab);

  return (
    <ScreenLayout title={t.screens.walletStatement} backTo={paths.wallet.getHref()}>
      <FreshnessNote {...freshness} />
      {!sources || !counters ? (
        <Spinner />
      ) : (
        <>
          <StatGrid
            label={t.screens.walletStatement}
            stats={[
              { label: t.statement.fundRequests, value: String(counters.fundRequests) },
              { label: t.statement.withdrawals, value: String(counters.withdrawals) },
              { label: t.statement.totalBets, value: String(counters.totalBets) },
              { label: t.statement.totalWinnings, value: formatRupees(counters.totalWinnings) },
            ]}
          />

          <div className={styles.tabs} role="tablist" aria-label={t.statement.tabList}>
            {STATEMENT_TABS.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={tab === name}
                className={tab === name ? `${styles.tab} ${tabStyles.tabActive}` : styles.tab}
                onClick={() => setTab(name)}
              >
                {t.statement.tabs[name]}
              </button>
            ))}
          </div>

          <div role="tabpanel" aria-label={t.statement.tabs[tab]}>
            {shown.length === 0 ? (
              <EmptyState
                title={t.statement.empty}
                hint={t.statement.emptyHint}
                actions={
                  <>
                    <Link to={paths.addFund.getHref()} className={`${tabStyles.tallTile} ${tabStyles.tilePrimary}`}>
                      {t.statement.addFunds}
                    </Link>
                    <Link to={paths.withdrawFund.getHref()} className={tabStyles.tallTile}>
                      {t.statement.withdrawFunds}
                    </Link>
                  </>
                }
              />
            ) : (
              <ul className={listStyles.tightList} data-testid="statement-entries">
                {shown.map((entry) => (
                  <li key={entry.key} className={styles.entry} data-kind={entry.tab}>
                    <div>
                      <p className={styles.entryTitle}>{entry.title}</p>
                      {entry.detail && <p className={listStyles.meta}>{entry.detail}</p>}
                      <p className={listStyles.meta}>{formatDateTime(entry.at)}</p>
                    </div>
                    <div>
                      <p
                        className={
                          entry.direction === 'credit'
                            ? `${styles.entryAmount} ${styles.credit}`
                            : entry.direction === 'debit'
                              ? `${styles.entryAmount} ${styles.debit}`
                              : styles.entryAmount
                        }
                      >
                        {entry.direction === 'credit' ? '+' : entry.direction === 'debit' ? '−' : ''}
                        {formatRupees(entry.amount)}
                      </p>
                      {entry.status && (
                        <div className={styles.entryStatus}>
                          <RecordStatusBadge status={entry.status} />
                        </div>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </ScreenLayout>
  );
}
