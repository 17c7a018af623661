import { usePendingDeposits } from '../data/activity';
import { fill, t } from '../i18n/t-screens';
import { formatRupees } from './format';
import cardStyles from './card.module.css';
import styles from './pending-deposits.module.css';

/**
 * The player's deposits an operator has not decided yet, each with its amount and the end of its UTR, until they
 * are decided (Wallet and Add Funds). Nothing while there is none.
 */
export function PendingDeposits() {
  const pending = usePendingDeposits();
  if (pending.length === 0) return null;
  return (
    <section className={cardStyles.compactCard} data-testid="pending-deposits" aria-label={t.activity.pendingDeposits}>
      {pending.map((request) => (
        <p key={request._id} className={styles.line}>
          {fill(t.activity.pendingDeposit, { amount: formatRupees(request.amount) })} ·{' '}
          <span className={styles.utr}>{fill(t.activity.pendingUtr, { utr: request.transactionId.slice(-4) })}</span>
        </p>
      ))}
    </section>
  );
}
