import { t } from '../../i18n/t-screens';
import { formatRupees } from '../../ui/format';
import styles from './add-fund-screen.module.css';

interface PayeeSummaryProps {
  payeeName: string;
  upiId: string;
  /** The amount typed so far, or null. */
  amount: number | null;
}

/** Who is paid and how much, shown before the player pays (docs/product.md "Deposits"). */
export function PayeeSummary({ payeeName, upiId, amount }: PayeeSummaryProps) {
  return (
    <section className={styles.payee} aria-labelledby="deposit-payee" data-testid="payee">
      <h2 id="deposit-payee" className={styles.cardTitle}>
        {t.funds.payTo}
      </h2>
      <dl className={styles.payeeList}>
        <dt>{t.funds.payeeNameLabel}</dt>
        <dd data-testid="payee-name">{payeeName}</dd>
        <dt>{t.funds.payeeUpiId}</dt>
        <dd data-testid="payee-upi-id">{upiId || t.funds.notSet}</dd>
        <dt>{t.funds.payAmount}</dt>
        <dd data-testid="payee-amount">{amount ? formatRupees(amount) : t.funds.notSet}</dd>
      </dl>
    </section>
  );
}
