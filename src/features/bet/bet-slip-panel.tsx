import { useId, useState } from 'react';
import { fill, t } from '../../i18n/t-screens';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { formatRupees } from '../../ui/format';
import { slipTotal, type SlipLine } from './bet-slip';
import styles from './bet-screen.module.css';

interface BetSlipPanelProps {
  lines: readonly SlipLine[];
  /** A line's session as the screen names it ("Open", "Close"). */
  sessionLabel: (line: SlipLine) => string;
  /** The refusal's words beside the line it names. */
  problems: ReadonlyMap<number, readonly string[]>;
  onRemove: (id: number) => void;
  /** After the player confirmed the count and the total. */
  onPlace: () => void;
  placing: boolean;
  disabled: boolean;
}

/** The bet slip: its numbers with their amounts (each removable), the total, and one confirmed placement. */
export function BetSlipPanel(props: BetSlipPanelProps) {
  const { lines, sessionLabel, problems, onRemove, onPlace, placing, disabled } = props;
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const total = formatRupees(slipTotal(lines));
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.summaryTitle}>
        {t.slip.slip}
      </h2>
      <ul className={styles.slipLines}>
        {lines.map((line) => {
          const lineProblems = problems.get(line.id) ?? [];
          return (
            <li key={line.id} className={styles.slipLine} data-testid="slip-line">
              <span className={styles.slipNumber}>{line.betNumber}</span>
              <span className={styles.slipSession}>{sessionLabel(line)}</span>
              <span className={styles.slipAmount}>{formatRupees(line.betAmount)}</span>
              <button
                type="button"
                className={styles.slipRemove}
                aria-label={fill(t.slip.slipRemove, { number: line.betNumber })}
                disabled={placing}
                onClick={() => onRemove(line.id)}
              >
                ✕
              </button>
              {lineProblems.map((problem) => (
                <p key={problem} className={`${styles.problem} ${styles.slipProblem}`} role="alert">
                  {problem}
                </p>
              ))}
            </li>
          );
        })}
      </ul>
      <div className={styles.summaryRow}>
        <span>{t.slip.slipTotal}</span>
        <strong data-testid="slip-total">{total}</strong>
      </div>
      <Button block className={styles.slipPlace} disabled={placing || disabled} onClick={() => setConfirming(true)}>
        {placing ? t.bet.placingBet : fill(t.slip.placeSlip, { count: lines.length })}
      </Button>
      {confirming && (
        <Dialog
          title={t.slip.confirmSlip}
          onClose={() => setConfirming(false)}
          closeLabel={t.slip.cancel}
          footer={
            <Button
              onClick={() => {
                setConfirming(false);
                onPlace();
              }}
            >
              {t.slip.confirm}
            </Button>
          }
        >
          <p>{fill(t.slip.confirmSlipText, { count: lines.length, total })}</p>
        </Dialog>
      )}
    </section>
  );
}
