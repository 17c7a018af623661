import type { Settlement } from '../api';
import { formatCount, formatRupees } from '../format';
import { text } from '../text';
import ui from '../ui/ui.module.css';

/** How many pending bets a declaration settles, how many win, and what it pays. */
export function SettlementSummary({ title, settlement, result }: { title: string; settlement: Settlement; result: string | null }) {
  const t = text.results;
  return (
    <section className={ui.card} aria-label={title} data-testid="result-preview">
      <h4 className={ui.cardTitle}>{title}</h4>
      <dl className={ui.details}>
        {result && (
          <div>
            <dt>{t.resultString}</dt>
            <dd>{result}</dd>
          </div>
        )}
        <div>
          <dt>{t.settles}</dt>
          <dd>{formatCount(settlement.settled)}</dd>
        </div>
        <div>
          <dt>{t.winners}</dt>
          <dd>{formatCount(settlement.won)}</dd>
        </div>
        <div>
          <dt>{t.losers}</dt>
          <dd>{formatCount(settlement.lost)}</dd>
        </div>
        <div>
          <dt>{t.payout}</dt>
          <dd className={ui.amount}>{formatRupees(settlement.paid)}</dd>
        </div>
      </dl>
    </section>
  );
}
