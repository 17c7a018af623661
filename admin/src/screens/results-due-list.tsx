import { Link } from 'react-router-dom';
import { dueSessions, type DueSession, type DueState } from '../../../src/domain/results-due';
import { clockTimeToDisplay, istMinutes } from '../../../src/domain/time';
import type { DailyMarket, StarlineMarket } from '../calendar-api';
import { declaringText } from '../declaring-text';
import { adminPaths } from '../paths';
import { StatusBadge, type Tone } from '../ui/status-badge';
import ui from '../ui/ui.module.css';
import styles from './results-due-list.module.css';

const t = declaringText.due;

const TONES: Record<DueState, Tone> = { overdue: 'bad', due: 'pending', upcoming: 'neutral', declared: 'good' };

/** Where declaring a row's result happens: the Results screen for a daily session, the Starline screen for a draw. */
export function declareHref(row: Pick<DueSession, 'kind' | 'gameId' | 'session'>): string {
  const query = new URLSearchParams({ game: row.gameId, ...(row.session ? { session: row.session } : {}) });
  const screen = row.kind === 'daily' ? adminPaths.results : adminPaths.starline;
  return `${screen.getHref()}?${query.toString()}`;
}

interface ResultsDueListProps {
  daily: readonly DailyMarket[];
  /** Today's Starline games; null when they could not be read (the daily sessions are listed alone). */
  starline: readonly StarlineMarket[] | null;
  now: Date;
  /** Lists only this many of the rows still to declare (the overview), with a link to the rest. */
  limit?: number;
}

/** Today's results, the next to declare first; each row opens its declaration. */
export function ResultsDueList({ daily, starline, now, limit }: ResultsDueListProps) {
  const nowMinutes = istMinutes(now);
  const all = dueSessions(daily, starline ?? [], nowMinutes);
  if (all.length === 0) return <p className={ui.muted}>{t.empty}</p>;
  const open = all.filter((row) => row.state !== 'declared');
  const rows = limit === undefined ? all : open.slice(0, limit);
  const left = limit === undefined ? 0 : open.length - rows.length;
  return (
    <>
      {rows.length === 0 && <p className={ui.muted}>{t.allDeclared}</p>}
      <ul className={styles.list} aria-label={t.listLabel}>
        {rows.map((row) => (
          <li key={`${row.kind}:${row.gameId}:${row.session ?? ''}`} data-testid="result-due" data-state={row.state}>
            <Link to={declareHref(row)} className={`${styles.row} ${styles[row.state]}`}>
              <span className={styles.name}>
                {row.gameName}
                <span className={styles.session}>{row.session ? t.session[row.session] : t.starline}</span>
              </span>
              <span className={styles.when}>
                {row.state === 'upcoming' ? t.closes(clockTimeToDisplay(row.closesAt)) : t.closed(clockTimeToDisplay(row.closesAt))}
                {row.waiting > 0 && ` · ${t.waiting(row.waiting)}`}
              </span>
              <span className={styles.state}>
                <StatusBadge status={row.state} label={t.states[row.state]} tone={TONES[row.state]} />
                {row.result && <strong className={styles.result}>{row.result}</strong>}
              </span>
              <span className={styles.action}>
                {row.state === 'due' || row.state === 'overdue' ? t.declare : t.view} <span aria-hidden="true">→</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {left > 0 && (
        <p>
          <Link to={adminPaths.results.getHref()}>{t.more(left)}</Link>
        </p>
      )}
    </>
  );
}
