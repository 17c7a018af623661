import type { BankDetails, PaymentDetails } from '../../../src/api/types';
import { text } from '../text';
import { Detail, Details } from './details';
import ui from './ui.module.css';

const t = text.withdrawals;

/** A player's saved payout accounts in full (the operator pays to these), the withdrawal's method first. */
export function PayoutDetails({
  bank,
  payment,
  highlight,
}: {
  bank: BankDetails | null | undefined;
  payment: PaymentDetails | null | undefined;
  highlight?: string;
}) {
  const rows: { key: string; label: string; value: string }[] = [];
  if (bank && (bank.accountNumber || bank.accountHolderName)) {
    rows.push(
      { key: 'bank', label: t.holder, value: bank.accountHolderName },
      { key: 'bank', label: t.accountNumber, value: bank.accountNumber },
      { key: 'bank', label: t.ifsc, value: bank.ifscCode },
      { key: 'bank', label: t.bank, value: bank.bankName },
    );
  }
  if (payment?.phonepe) rows.push({ key: 'phonepe', label: t.phonepe, value: payment.phonepe });
  if (payment?.googlePay) rows.push({ key: 'googlepay', label: t.googlePay, value: payment.googlePay });
  if (payment?.paytm) rows.push({ key: 'paytm', label: t.paytm, value: payment.paytm });
  if (rows.length === 0) return <p className={ui.muted}>{t.noDetails}</p>;
  const ordered = [...rows.filter((row) => row.key === highlight), ...rows.filter((row) => row.key !== highlight)];
  return (
    <Details>
      {ordered.map((row) => (
        <Detail key={`${row.key}-${row.label}`} term={row.label}>
          {row.value || '—'}
        </Detail>
      ))}
    </Details>
  );
}
