import { useEffect, useMemo, useState } from 'react';
import {
  starlineBetGameId,
  type StarlineBetRecord,
  type StarlineBetsPage,
  type StarlineBetsQuery,
} from '../../api/starline';
import { isNetworkError } from '../../api/errors';
import { paths } from '../../config/paths';
import { queryStarlineHistory, useStarlineBets } from '../../data/starline';
import { isStarlineBetType, STARLINE_BET_TYPES } from '../../domain/bet-types';
import { STARLINE_HISTORY_PAGE_SIZE } from '../../domain/constants';
import { placedAt } from '../../domain/history';
import { starlineGameName } from '../../i18n/domain-labels';
import { fill, t } from '../../i18n/t-screens';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { formatRupees } from '../../ui/format';
import { DateField } from '../../ui/date-field';
import { SelectField } from '../../ui/form-field';
import { FreshnessNote } from '../../ui/freshness-note';
import { Pagination } from '../../ui/pagination';
import { formatDateTime } from '../../ui/record-format';
import { starlineBetGameText } from '../../ui/record-names';
import { RecordStatusBadge } from '../../ui/record-status';
import { ScreenLayout } from '../../ui/screen-layout';
import { Spinner } from '../../ui/spinner';
import { StatGrid } from '../../ui/stat-grid';
import { notify } from '../../ui/toast';
import { formatStarlineResult } from './starline-format';
import { localStarlineHistory } from './starline-history';
import { useMediaQuery } from './use-media-query';
import cardStyles from '../../ui/card.module.css';
import listStyles from '../../ui/list.module.css';
import styles from './starline.module.css';

const STATUSES = ['pending', 'won', 'lost', 'cancelled'] as const;
const WIDE_SCREEN = '(min-width: 640px)';

interface Filters {
  gameId: string;
  status: string;
  betType: string;
  startDate: string;
  endDate: string;
}

const NO_FILTERS: Filters = { gameId: '', status: '', betType: '', startDate: '', endDate: '' };

function typeLabel(bet: StarlineBetRecord): string {
  return isStarlineBetType(bet.betType) ? t.starline.betTypes[bet.betType] : String(bet.betType);
}

function signedRupees(amount: number): string {
  return `${amount < 0 ? '−' : amount > 0 ? '+' : ''}${formatRupees(Math.abs(amount))}`;
}

/**
 * Starline history: summary, filters, a table on wide screens and cards on narrow ones, a details modal,
 * pages of 10. The server filters and pages (GET /starline/bets); the cache answers meanwhile and offline.
 */
export default function StarlineHistoryScreen() {
  const { bets: cachedBets, games, freshness } = useStarlineBets();
  const wide = useMediaQuery(WIDE_SCREEN);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [details, setDetails] = useState<StarlineBetRecord | null>(null);

  const query = useMemo<StarlineBetsQuery>(
    () => ({
      page,
      limit: STARLINE_HISTORY_PAGE_SIZE,
      gameId: filters.gameId || undefined,
      status: filters.status || undefined,
      betType: filters.betType || undefined,
      startDate: filters.startDate || undefined,
      endDate: filters.endDate || undefined,
    }),
    [filters, page],
  );
  const queryKey = JSON.stringify(query);
  const [served, setServed] = useState<{ key: string; page: StarlineBetsPage } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    queryStarlineHistory(query, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) setServed({ key: queryKey, page: result });
      },
      (error: unknown) => {
        if (controller.signal.aborted || (isNetworkError(error) && error.reason === 'offline')) return;
        notify.error(t.starline.historyLoadFailed);
      },
    );
    return () => controller.abort();
  }, [query, queryKey]);

  const local = useMemo(() => (cachedBets ? localStarlineHistory(cachedBets, query) : null), [cachedBets, query]);
  const shown = served?.key === queryKey ? served.page : local;

  const gameOptions = useMemo(() => {
    const names = new Map<string, string>();
    for (const game of games ?? []) names.set(game._id, starlineGameName(game));
    for (const bet of cachedBets ?? []) {
      const id = starlineBetGameId(bet);
      if (id && !names.has(id)) names.set(id, starlineBetGameText(bet, games) || id);
    }
    return [...names].map(([value, label]) => ({ value, label }));
  }, [games, cachedBets]);

  const update = (key: keyof Filters, value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };

  return (
    <ScreenLayout title={t.screens.starlineHistory} backTo={paths.starlineGaming.getHref()}>
      <FreshnessNote {...freshness} />
      {!shown ? (
        <Spinner />
      ) : (
        <div className={cardStyles.stack}>
          <StatGrid
            label={t.starline.summary}
            stats={[
              { label: t.starline.totalBets, value: String(shown.summary.totalBets) },
              { label: t.starline.totalBetAmount, value: formatRupees(shown.summary.totalBetAmount) },
              { label: t.starline.totalWinAmount, value: formatRupees(shown.summary.totalWinAmount) },
              {
                label: t.starline.netProfitLoss,
                value: signedRupees(shown.summary.netProfitLoss),
                tone: shown.summary.netProfitLoss < 0 ? 'loss' : 'gain',
              },
            ]}
          />

          <form className={listStyles.filters} aria-label={t.starline.filters} onSubmit={(event) => event.preventDefault()}>
            <SelectField
              className={listStyles.wide}
              label={t.starline.game}
              value={filters.gameId}
              onChange={(value) => update('gameId', value)}
              options={[{ value: '', label: t.starline.allGames }, ...gameOptions]}
            />
            <SelectField
              label={t.starline.status}
              value={filters.status}
              onChange={(value) => update('status', value)}
              options={[
                { value: '', label: t.starline.allStatuses },
                ...STATUSES.map((value) => ({ value, label: t.records.status[value] })),
              ]}
            />
            <SelectField
              label={t.starline.betType}
              value={filters.betType}
              onChange={(value) => update('betType', value)}
              options={[
                { value: '', label: t.starline.allBetTypes },
                ...STARLINE_BET_TYPES.map((value) => ({ value, label: t.starline.betTypes[value] })),
              ]}
            />
            <DateField label={t.starline.from} value={filters.startDate} onChange={(value) => update('startDate', value)} />
            <DateField label={t.starline.to} value={filters.endDate} onChange={(value) => update('endDate', value)} />
            <button
              type="button"
              className={`${styles.linkButton} ${listStyles.wide}`}
              onClick={() => {
                setFilters(NO_FILTERS);
                setPage(1);
              }}
            >
              {t.starline.clearFilters}
            </button>
          </form>

          {shown.bets.length === 0 ? (
            <EmptyState title={t.starline.noBets} />
          ) : (
            <>
              <p className={listStyles.meta} role="status">
                {fill(t.starline.showing, {
                  from: (shown.pagination.current - 1) * shown.pagination.limit + 1,
                  to: (shown.pagination.current - 1) * shown.pagination.limit + shown.bets.length,
                  total: shown.pagination.total,
                })}
              </p>
              {wide ? (
                <div className={styles.tableWrap}>
                  <table className={styles.table} data-testid="starline-bets-table">
                    <thead>
                      <tr>
                        <th scope="col">{t.starline.date}</th>
                        <th scope="col">{t.starline.game}</th>
                        <th scope="col">{t.starline.type}</th>
                        <th scope="col">{t.starline.number}</th>
                        <th scope="col">{t.starline.amount}</th>
                        <th scope="col">{t.starline.winAmount}</th>
                        <th scope="col">{t.starline.status}</th>
                        <th scope="col">
                          <span className="visually-hidden">{t.starline.details}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {shown.bets.map((bet) => (
                        <tr key={bet._id} data-bet-id={bet._id}>
                          <td>{formatDateTime(placedAt(bet))}</td>
                          <td>{starlineBetGameText(bet, games)}</td>
                          <td>{typeLabel(bet)}</td>
                          <td>{bet.betNumber}</td>
                          <td>{formatRupees(bet.betAmount)}</td>
                          <td>{formatRupees(bet.winAmount ?? 0)}</td>
                          <td>
                            <RecordStatusBadge status={bet.status} />
                          </td>
                          <td>
                            <button type="button" className={styles.linkButton} onClick={() => setDetails(bet)}>
                              {t.starline.viewDetails}
                            </button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : (
                <ul className={listStyles.list} data-testid="starline-bets-cards">
                  {shown.bets.map((bet) => (
                    <li key={bet._id} className={cardStyles.compactCard} data-bet-id={bet._id}>
                      <div className={styles.cardHead}>
                        <div>
                          <p className={listStyles.title}>{starlineBetGameText(bet, games)}</p>
                          <p className={listStyles.meta}>
                            {typeLabel(bet)} · {bet.betNumber}
                          </p>
                        </div>
                        <RecordStatusBadge status={bet.status} />
                      </div>
                      <div className={styles.cardFigures}>
                        <span>{formatRupees(bet.betAmount)}</span>
                        {bet.status === 'won' && <span className={styles.win}>+{formatRupees(bet.winAmount ?? 0)}</span>}
                      </div>
                      <p className={listStyles.meta}>{formatDateTime(placedAt(bet))}</p>
                      <button type="button" className={styles.linkButton} onClick={() => setDetails(bet)}>
                        {t.starline.viewDetails}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <Pagination page={shown.pagination.current} pages={shown.pagination.pages} onChange={setPage} />
            </>
          )}
        </div>
      )}

      {details && (
        <Dialog title={t.starline.details} onClose={() => setDetails(null)}>
          <dl className={styles.details}>
            <dt>{t.starline.game}</dt>
            <dd>{starlineBetGameText(details, games)}</dd>
            <dt>{t.starline.type}</dt>
            <dd>{typeLabel(details)}</dd>
            <dt>{t.starline.number}</dt>
            <dd>{details.betNumber}</dd>
            <dt>{t.starline.amount}</dt>
            <dd>{formatRupees(details.betAmount)}</dd>
            <dt>{t.starline.potential}</dt>
            <dd>{formatRupees(details.potentialWin ?? 0)}</dd>
            <dt>{t.starline.winAmount}</dt>
            <dd>{formatRupees(details.winAmount ?? 0)}</dd>
            <dt>{t.starline.status}</dt>
            <dd>
              <RecordStatusBadge status={details.status} />
            </dd>
            {details.result && (
              <>
                <dt>{t.starline.result}</dt>
                <dd>{formatStarlineResult(details.result)}</dd>
              </>
            )}
            <dt>{t.starline.placedOn}</dt>
            <dd>{formatDateTime(placedAt(details))}</dd>
          </dl>
        </Dialog>
      )}
    </ScreenLayout>
  );
}
