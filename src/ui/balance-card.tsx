import { useId } from 'react';
import styles from './balance-card.module.css';

interface BalanceCardProps {
  label: string;
  /** The amount as shown (formatted rupees). */
  amount: string;
  testId: string;
}

/** The player's balance on a money screen (wallet, add fund, withdraw): a label over a large amount. */
export function BalanceCard({ label, amount, testId }: BalanceCardProps) {
  const labelId = useId();
  return (
    <section className={styles.card} aria-labelledby={labelId}>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <p className={styles.amount} data-testid={testId}>
        {amount}
      </p>
    </section>
  );
}
