import styles from './balance-card.module.css';

interface BalanceCardProps {
  /** The label's id, which names the card (one per screen). */
  id: string;
  label: string;
  /** The amount as shown (formatted rupees). */
  amount: string;
  testId: string;
}

/** The player's balance on a money screen (wallet, add fund, withdraw): a label over a large amount. */
export function BalanceCard({ id, label, amount, testId }: BalanceCardProps) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <p id={id} className={styles.label}>
        {label}
      </p>
      <p className={styles.amount} data-testid={testId}>
        {amount}
      </p>
    </section>
  );
}
