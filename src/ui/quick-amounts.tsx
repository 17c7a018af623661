import { formatRupees } from './format';
import styles from './quick-amounts.module.css';

interface QuickAmountsProps {
  label: string;
  amounts: readonly number[];
  /** The amount currently typed, to mark the matching button. */
  selected?: number | null;
  onPick: (amount: number) => void;
  disabled?: boolean;
}

/** A row of quick-pick amount buttons (deposit/withdraw 500…15000, Starline 100…2000). */
export function QuickAmounts({ label, amounts, selected, onPick, disabled }: QuickAmountsProps) {
  return (
    <div className={styles.group} role="group" aria-label={label}>
      {amounts.map((amount) => (
        <button
          key={amount}
          type="button"
          className={selected === amount ? `${styles.amount} ${styles.selected}` : styles.amount}
          aria-pressed={selected === amount}
          disabled={disabled}
          onClick={() => onPick(amount)}
        >
          {formatRupees(amount)}
        </button>
      ))}
    </div>
  );
}
