import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DailyBet } from '../../../contract/bets';
import { paths } from '../../config/paths';
import { useBets } from '../../data/bets';
import { useServerNow } from '../../data/server-time';
import { isDailyBetType } from '../../domain/bet-types';
import {
  BET_SORTS,
  biddingSummary,
  DATE_FILTERS,
  dayRange,
  isInDayRange,
  isWinningBet,
  placedAt,
  sortBets,
  winningSummary,
  type BetSort,
  type DateFilter,
} from '../../domain/history';
import { pageCount, pageItems } from '../../domain/pagination';
import { istDate } from '../../domain/time';
import { betTypeText } from '../../i18n/domain-labels';
import { fill, t } from '../../i18n/t-screens';
import { EmptyState } from '../../ui/empty-state';
import { toastLoadFailure } from '../../ui/failure-toasts';
import { formatRupees } from '../../ui/format';
import { DateField } from '../../ui/date-field';
import { SelectField } from '../../ui/form-field';
import { FreshnessNote } from '../../ui/freshness-note';
import { Pagination } from '../../ui/pagination';
import { formatDateTime } from '../../ui/record-format';
import { RecordStatusBadge } from '../../ui/record-status';
import { Spinner } from '../../ui/spinner';
import { StatGrid, type Stat } from '../../ui/stat-grid';
import cardStyles from '../../ui/card.module.css';
import listStyles from '../../ui/list.module.css';
import emptyStyles from '../../ui/empty-state.module.css';
import styles from './history.module.css';

export type HistoryMode = 'bidding' | 'winning';

const STATUSES = ['pending', 'won', 'lost', 'cancelled'] as const;
const PAGE_SIZE = 10;

function typeLabel(bet: DailyBet): string {
  return isDailyBetType(bet.betType) ? betTypeText(bet.betType, bet.session) : String(bet.betType);
}

function sessionLabel(bet: DailyBet): string {
  if (bet.session === 'open') return t.history.sessionOpen;
  return t.history.sessionClose;
}

interface Filters {
  date: DateFilter;
  from: string;
  to: string;
  gameId: string;
  status: string;
  sort: BetSort;
}

const INITIAL_FILTERS: Filters = { date: 'all', from: '', to: '', gameId: '', status: '', sort: 'betDate' };

/**
 * The bidding history (every daily bet) and the winning history (only won bets with a winAmount above 0):
 * summary, date/game/status filters, sorts, pages of 10 with up to 5 page buttons.
 */
export function BetHistoryView({ mode }: { mode: HistoryMode }) {
  const winning = mode === 'winning';
  const { bets: allBets, freshness } = useBets({
    onError: toastLoadFailure(winning ? t.history.winningLoadFailed : t.history.biddingLoadFailed),
  });
  const today = istDate(useServerNow(60_000));
  const [filters, setFilters] = useState<Filters>(INITIAL_FILTERS);
  const [page, setPage] = useState(1);

  const update = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };

  const source = useMemo(() => (allBets ? (winning ? allBets.filter(isWinningBet) : allBets) : []), [allBets, winning]);

  const games = useMemo(() => {
    const names = new Map<string, string>();
    for (const bet of source) if (!names.has(bet.gameId)) names.set(bet.gameId, bet.gameName);
    return [...names].sort((a, b) => a[1].localeCompare(b[1]));
  }, [source]);

  /** Every bet of the period and game shown: the winning history's totals count the lost ones too. */
  const period = useMemo(() => {
    const range = dayRange(filters.date, today, { from: filters.from, to: filters.to });
    return (allBets ?? []).filter(
      (bet) => isInDayRange(placedAt(bet), range) && (filters.gameId === '' || bet.gameId === filters.gameId),
    );
  }, [allBets, filters, today]);

  const filtered = useMemo(() => {
    const kept = period.filter((bet) =>
      winning ? isWinningBet(bet) : filters.status === '' || bet.status === filters.status,
    );
    return sortBets(kept, filters.sort);
  }, [period, winning, filters]);

  if (allBets === undefined) return <Spinner />;

  const stats: Stat[] = winning
    ? (() => {
        const summary = winningSummary(period);
        return [
          { label: t.history.totalWins, value: String(summary.totalWins) },
          { label: t.history.won, value: formatRupees(summary.won) },
          { label: t.history.staked, value: formatRupees(summary.staked) },
          {
            label: t.history.net,
            value: `${summary.net < 0 ? '−' : ''}${formatRupees(Math.abs(summary.net))}`,
            tone: summary.net < 0 ? 'loss' : 'gain',
          },
        ];
      })()
    : (() => {
        const summary = biddingSummary(filtered);
        return [
          { label: t.history.totalBets, value: String(summary.totalBets) },
          { label: t.history.staked, value: formatRupees(summary.staked) },
          { label: t.history.won, value: formatRupees(summary.winnings) },
          { label: t.history.winRate, value: `${summary.winRate}%` },
        ];
      })();

  const pages = pageCount(filtered.length, PAGE_SIZE);
  const current = Math.min(page, Math.max(1, pages));
  const shown = pageItems(filtered, current, PAGE_SIZE);
  const first = (current - 1) * PAGE_SIZE + 1;

  return (
    <>
      <FreshnessNote {...freshness} />
      <StatGrid label={t.history.summary} stats={stats} />

      <form className={styles.filters} aria-label={t.history.filters} onSubmit={(event) => event.preventDefault()}>
        <SelectField
          className={listStyles.wide}
          label={t.history.date}
          value={filters.date}
          onChange={(value) => update('date', value as DateFilter)}
          options={DATE_FILTERS.map((value) => ({ value, label: t.history.dateFilters[value] }))}
        />
        {filters.date === 'custom' && (
          <>
            <DateField label={t.history.from} value={filters.from} max={today} onChange={(value) => update('from', value)} />
            <DateField label={t.history.to} value={filters.to} max={today} onChange={(value) => update('to', value)} />
          </>
        )}
        <SelectField
          label={t.history.game}
          value={filters.gameId}
          onChange={(value) => update('gameId', value)}
          options={[{ value: '', label: t.history.allGames }, ...games.map(([id, name]) => ({ value: id, label: name }))]}
        />
        {winning ? (
          <SelectField
            label={t.history.sortBy}
            value={filters.sort}
            onChange={(value) => update('sort', value as BetSort)}
            options={BET_SORTS.map((value) => ({ value, label: t.history.sorts[value] }))}
          />
        ) : (
          <SelectField
            label={t.history.status}
            value={filters.status}
            onChange={(value) => update('status', value)}
            options={[
              { value: '', label: t.history.allStatuses },
              ...STATUSES.map((value) => ({ value, label: t.records.status[value] })),
            ]}
          />
        )}
        {!winning && (
          <SelectField
            className={listStyles.wide}
            label={t.history.sortBy}
            value={filters.sort}
            onChange={(value) => update('sort', value as BetSort)}
            options={BET_SORTS.map((value) => ({ value, label: t.history.sorts[value] }))}
          />
        )}
      </form>

      {filtered.length === 0 ? (
        winning ? (
          <EmptyState title={t.history.noWins} hint={t.history.noWinsHint} />
        ) : (
          <EmptyState
            title={t.history.noBets}
            hint={t.history.noBetsHint}
            actions={
              <Link to={paths.dashboard.getHref()} className={emptyStyles.primaryLink}>
                {t.screens.dashboard}
              </Link>
            }
          />
        )
      ) : (
        <>
          <p className={styles.showing} role="status">
            {fill(t.history.showing, { from: first, to: first + shown.length - 1, total: filtered.length })}
          </p>
          <ul className={listStyles.list} data-testid="bet-list">
            {shown.map((bet) => (
              <li key={bet._id} className={cardStyles.compactCard} data-bet-id={bet._id}>
                <div className={styles.betHead}>
                  <div>
                    <p className={styles.betGame}>{bet.gameName}</p>
                    <p className={listStyles.meta}>
                      {typeLabel(bet)}
                      {bet.session ? ` · ${sessionLabel(bet)}` : ''}
                    </p>
                  </div>
                  <RecordStatusBadge status={bet.status} />
                </div>
                <dl className={styles.betDetails}>
                  <div>
                    <dt>{t.history.betNumber}</dt>
                    <dd className={styles.betNumber}>{bet.betNumber}</dd>
                  </div>
                  <div>
                    <dt>{t.history.amount}</dt>
                    <dd>{formatRupees(bet.betAmount)}</dd>
                  </div>
                  {bet.status === 'cancelled' ? (
                    // A voided draw's bet: its stake came back to the wallet, nothing is still to win.
                    <div>
                      <dt>{t.history.refunded}</dt>
                      <dd data-testid="refunded">{formatRupees(bet.betAmount)}</dd>
                    </div>
                  ) : (
                    <div>
                      <dt>{winning || bet.status === 'won' ? t.history.winAmount : t.history.potentialWin}</dt>
                      <dd className={bet.status === 'won' ? styles.win : undefined}>
                        {formatRupees(winning || bet.status === 'won' ? bet.winAmount : bet.potentialWin)}
                      </dd>
                    </div>
                  )}
                </dl>
                <p className={styles.betMeta}>
                  {fill(t.history.placedLine, { date: formatDateTime(placedAt(bet)) })}
                  {bet.result && (
                    <>
                      {' · '}
                      <span className={styles.betResult}>{fill(t.history.resultLine, { result: bet.result })}</span>
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
          <Pagination page={current} pages={pages} onChange={setPage} />
        </>
      )}
    </>
  );
}
