import type { Settlement } from '../api';
import { formatCount, formatRupees } from '../format';
import { text } from '../text';
import { Detail, Details } from '../ui/details';
import ui from '../ui/ui.module.css';

/** How many pending bets a declaration settles, how many win, and what it pays. */
export function SettlementSummary({ title, settlement, result }: { title: string; settlement: Settlement; result: string | null }) {
  const t = text.results;
  return (
    <section className={ui.card} aria-label={title} data-testid="result-preview">
      <h4 className={ui.cardTitle}>{title}</h4>
      <Details>
        {result && <Detail term={t.resultString}>{result}</Detail>}
        <Detail term={t.settles}>{formatCount(settlement.settled)}</Detail>
        <Detail term={t.winners}>{formatCount(settlement.won)}</Detail>
        <Detail term={t.losers}>{formatCount(settlement.lost)}</Detail>
        <div>
          <dt>{t.payout}</dt>
          <dd className={ui.amount}>{formatRupees(settlement.paid)}</dd>
        </div>
      </Details>
    </section>
  );
}
