import { digitsOnly } from '../../domain/funds';
import { fill, t } from '../../i18n/t-screens';
import { Button } from '../../ui/button';
import { formatRupees } from '../../ui/format';
import { TextField } from '../../ui/form-field';
import listStyles from '../../ui/list.module.css';
import styles from './add-fund-screen.module.css';

export const UTR_FIELD_ID = 'deposit-utr';

interface UtrFormProps {
  amount: number;
  utr: string;
  /** Why the entered UTR is refused (the app's rule or the server's answer), or null. */
  problem: string | null;
  submitting: boolean;
  onChange: (utr: string) => void;
  onSubmit: () => void;
}

/** After paying: the payment's UPI reference (UTR), which creates the fund request, so nothing is asked for unpaid. */
export function UtrForm({ amount, utr, problem, submitting, onChange, onSubmit }: UtrFormProps) {
  const problemId = `${UTR_FIELD_ID}-problem`;
  return (
    <form
      className={styles.card}
      aria-labelledby="deposit-utr-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id="deposit-utr-title" className={styles.cardTitle}>
        {t.funds.utrTitle}
      </h2>
      <p className={listStyles.meta}>{fill(t.funds.utrIntro, { amount: formatRupees(amount) })}</p>
      <TextField
        id={UTR_FIELD_ID}
        label={t.funds.utrLabel}
        name="utr"
        inputMode="numeric"
        autoComplete="off"
        value={utr}
        onChange={(value) => onChange(digitsOnly(value))}
        hint={t.funds.utrHint}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${UTR_FIELD_ID}-hint ${problemId}` : `${UTR_FIELD_ID}-hint`}
      />
      {problem && (
        <p id={problemId} className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" block disabled={submitting}>
        {submitting ? t.funds.submitting : t.funds.submitPayment}
      </Button>
    </form>
  );
}
