import { useState } from 'react';
import { INPUT_LIMITS } from '../../../src/domain/input-limits';
import { markWithdrawalPaid, type AdminWithdrawal } from '../api';
import { cashierText } from '../cashier-text';
import { formatRupees } from '../format';
import { text } from '../text';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Field, TextAreaField } from '../ui/field';
import ui from '../ui/ui.module.css';
import { decideWithdrawal, useReviewNote, WithdrawalSummary } from './withdrawal-decision';

const p = cashierText.paid;

/**
 * Marks a withdrawal paid in one step, with the payment's reference: a pending one is approved and completed
 * together (held above the four-eyes limit, and a held-for-review one needs the note, as approving it would).
 */
export function PaidDialog({
  withdrawal,
  onCancel,
  onDone,
}: {
  withdrawal: AdminWithdrawal;
  onCancel: () => void;
  onDone: (updated: AdminWithdrawal, outcome: string) => void;
}) {
  const [reference, setReference] = useState(withdrawal.transactionId);
  const [remarks, setRemarks] = useState(withdrawal.remarks);
  const note = useReviewNote(withdrawal, 'approved');

  const submit = () =>
    decideWithdrawal(
      withdrawal,
      () =>
        markWithdrawalPaid(withdrawal._id, {
          transactionId: reference.trim(),
          remarks: remarks.trim() || undefined,
          note: note.toSend,
        }),
      { doneFallback: p.done, onDone },
      note.setProblem,
    );

  return (
    <ConfirmDialog
      title={p.title}
      confirmLabel={p.button}
      onConfirm={submit}
      onCancel={onCancel}
      confirmDisabled={reference.trim() === '' || note.missing}
    >
      <WithdrawalSummary withdrawal={withdrawal} />
      <p>{p.body(formatRupees(withdrawal.amount), withdrawal.user.name)}</p>
      <Field
        label={p.reference}
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        error={reference.trim() === '' ? p.referenceRequired : null}
        maxLength={INPUT_LIMITS.transactionId.max}
        autoComplete="off"
      />
      {note.field}
      <TextAreaField
        label={text.common.remarksOptional}
        value={remarks}
        onChange={(e) => setRemarks(e.target.value)}
        rows={2}
        maxLength={INPUT_LIMITS.remarks.max}
        className={ui.shortText}
      />
    </ConfirmDialog>
  );
}
