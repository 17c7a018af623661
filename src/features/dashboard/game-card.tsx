import { Link } from 'react-router-dom';
import type { Game } from '../../api/types';
import { paths } from '../../config/paths';
import { marketWord, type MarketWord } from '../../domain/market-board';
import { resultOfDay } from '../../domain/market-day';
import {
  gameCardStatus,
  isGamePlayable,
  sessionAvailability,
  type GameCardStatus,
  type SessionIndicator,
} from '../../domain/session';
import { clockTimeToDisplay } from '../../domain/time';
import { closedReasonText, voidedText } from '../../i18n/market-day-text';
import { fill, t } from '../../i18n/t';
import { ChartIcon, PlayIcon } from '../../ui/icons';
import styles from './game-card.module.css';

interface GameCardProps {
  game: Game;
  /** Minutes since midnight IST on the server's clock. */
  nowMinutes: number;
  /** The reduced dashboard of an inactive player: no session status, Chart only. */
  chartOnly: boolean;
}

const indicatorText = (): Record<SessionIndicator, { mark: string; label: string; className: string }> => ({
  tick: { mark: t.dashboard.indicatorTick, label: t.dashboard.indicatorTickLabel, className: styles.tick! },
  result: { mark: t.dashboard.indicatorResult, label: t.dashboard.indicatorResultLabel, className: styles.result! },
  cross: { mark: t.dashboard.indicatorCross, label: t.dashboard.indicatorCrossLabel, className: styles.cross! },
});

function Indicator({ session, indicator }: { session: 'open' | 'close'; indicator: SessionIndicator }) {
  const { mark, label, className } = indicatorText()[indicator];
  const name = session === 'open' ? t.dashboard.open : t.dashboard.close;
  const spoken = session === 'open' ? t.dashboard.openSession : t.dashboard.closeSession;
  return (
    <span className={`${styles.indicator} ${className}`} data-indicator={`${session}:${indicator}`}>
      <span aria-hidden="true">
        {name} <span className={styles.mark}>{mark}</span>
      </span>
      <span className="visually-hidden">
        {spoken}: {label}
      </span>
    </span>
  );
}

/** A card's words for what can be done now, from domain/market-board. */
function wordText(word: MarketWord): string {
  switch (word.kind) {
    case 'bettingOpen':
      return t.dashboard.bettingOpen;
    case 'closeBettingOpen':
      return t.dashboard.closeBettingOpen;
    case 'resultDeclared':
      return t.dashboard.resultDeclared;
    case 'closed':
      return fill(t.dashboard.closedOpensAt, { time: clockTimeToDisplay(word.opensAt) });
    case 'closedToday':
      return '';
  }
}

const wordClass: Record<MarketWord['kind'], string | undefined> = {
  bettingOpen: styles.tick,
  closeBettingOpen: styles.tick,
  resultDeclared: styles.statusDeclared,
  closed: styles.statusClosed,
  closedToday: styles.statusClosed,
};

/**
 * A game card's status line: the board's words (a mark alone read both as "declared" and as "taking bets"); the
 * per-session marks stay for screen readers only.
 */
export function StatusLine({ status, word, gameName }: { status: GameCardStatus; word: MarketWord; gameName: string }) {
  if (status.kind === 'closedToday') {
    return (
      <p className={`${styles.status} ${styles.statusClosed}`} data-status="closedToday">
        {/* One item, so that a long reason wraps under its mark rather than leaving it alone on a line. */}
        <span>
          <span aria-hidden="true">{t.dashboard.indicatorCross}</span> {closedReasonText(status.reason, gameName)}
        </span>
      </p>
    );
  }
  return (
    <p className={styles.status} data-status={status.kind}>
      <span className={wordClass[word.kind]} data-word={word.kind}>
        {wordText(word)}
      </span>
      {(status.kind === 'sessions' || status.kind === 'gameClosed') && (
        <span className="visually-hidden">
          <Indicator session="open" indicator={status.open} />
          <Indicator session="close" indicator={status.close} />
        </span>
      )}
    </p>
  );
}

export function GameCard({ game, nowMinutes, chartOnly }: GameCardProps) {
  const availability = sessionAvailability(game, nowMinutes);
  const status = gameCardStatus(availability);
  const word = marketWord(availability, game.openTime);
  const playable = isGamePlayable(availability);
  const result = resultOfDay(game.result, game.voided);
  const headingId = `game-${game._id}`;

  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="game-card">
      <div className={styles.details}>
        <h2 id={headingId} className={styles.name}>
          {game.gameName}
        </h2>
        <p className={styles.resultText} data-testid="game-result">
          {result}
          {game.voided && (
            <span className={styles.voided} data-testid="voided-note">
              {' '}
              {t.dashboard.voided}
              <span className="visually-hidden">: {voidedText(game.voided)}</span>
            </span>
          )}
        </p>
        {/* An inactive player cannot bet: times and results only, never "taking bets". */}
        {!chartOnly && <StatusLine status={status} word={word} gameName={game.gameName} />}
        <p className={styles.times}>
          <span>
            <span className={styles.timeLabel}>{t.dashboard.open}</span> {clockTimeToDisplay(game.openTime)}
          </span>
          <span>
            <span className={styles.timeLabel}>{t.dashboard.close}</span> {clockTimeToDisplay(game.closeTime)}
          </span>
        </p>
      </div>
      <div className={styles.actions}>
        {/* Play only where a session takes bets: a market taking none offers nothing to tap but its Chart. */}
        {!chartOnly && playable && (
          <Link to={paths.gameSelection.getHref(game._id)} className={`${styles.action} ${styles.play}`}>
            <PlayIcon size={18} />
            {t.dashboard.playGame}
          </Link>
        )}
        <Link to={paths.gameChart.getHref(game._id)} className={`${styles.action} ${styles.chart}`}>
          <ChartIcon size={18} />
          {t.dashboard.chart}
        </Link>
      </div>
    </article>
  );
}
