import { useId } from 'react';
import { parseWholeAmount } from '../../domain/amounts';
import { t } from '../../i18n/t-screens';
import { formatRupees } from '../../ui/format';
import styles from './bet-screen.module.css';

interface BetSummaryProps {
  gameName: string | null;
  sessionLabel: string;
  typeLabel: string;
  betNumber: string;
  betAmount: string;
}

/** Bet Summary: game, session, the bet with its type label, amount; shown once a number is typed. */
export function BetSummary({ gameName, sessionLabel, typeLabel, betNumber, betAmount }: BetSummaryProps) {
  const titleId = useId();
  const amount = parseWholeAmount(betAmount);
  const rows: [string, string][] = [
    [t.bet.summaryGame, gameName ?? '—'],
    [t.bet.summarySession, sessionLabel],
    [t.bet.summaryBet, `${typeLabel}: ${betNumber}`],
    [t.bet.summaryAmount, amount !== null && amount > 0 ? formatRupees(amount) : '—'],
  ];
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.summaryTitle}>
        {t.bet.summary}
      </h2>
      <dl className={styles.summaryList}>
        {rows.map(([term, detail]) => (
          <div key={term} className={styles.summaryRow}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
