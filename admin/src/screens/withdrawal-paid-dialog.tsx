import { useState } from 'react';
import { INPUT_LIMITS } from '../../../src/domain/input-limits';
import { isApiError } from '../../../src/api/errors';
import { isHeld, markWithdrawalPaid, type AdminWithdrawal } from '../api';
import { cashierText } from '../cashier-text';
import { formatRupees } from '../format';
import { noteHeldAction } from '../pending-approvals';
import { riskText } from '../risk-text';
import { staffText } from '../staff-text';
import { text } from '../text';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { showError, showSuccess } from '../ui/feedback';
import { Field, TextAreaField } from '../ui/field';
import ui from '../ui/ui.module.css';

const p = cashierText.paid;
const r = riskText.review;
const REVIEW_NOTE_MAX = 500;

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
  const [note, setNote] = useState('');
  const [noteProblem, setNoteProblem] = useState<string | null>(null);
  const needsNote = Boolean(withdrawal.review) && withdrawal.status === 'pending';
  const player = withdrawal.user.name;

  const submit = async () => {
    try {
      const reply = await markWithdrawalPaid(withdrawal._id, {
        transactionId: reference.trim(),
        remarks: remarks.trim() || undefined,
        note: needsNote ? note.trim() : undefined,
      });
      if (isHeld(reply)) {
        showSuccess(reply.message, staffText.held.toast);
        noteHeldAction(reply.approval);
        onDone(withdrawal, staffText.held.waiting);
        return;
      }
      showSuccess(reply.message, p.done);
      const updated: AdminWithdrawal = { ...withdrawal, ...reply.withdrawal };
      onDone(updated, text.withdrawals.outcome(formatRupees(withdrawal.amount), player, text.status[updated.status]));
    } catch (error) {
      const message = showError(error, text.withdrawals.actionFailed);
      if (isApiError(error) && error.code === 'REVIEW_NOTE_REQUIRED') setNoteProblem(message);
      return false;
    }
  };

  return (
    <ConfirmDialog
      title={p.title}
      confirmLabel={p.button}
      onConfirm={submit}
      onCancel={onCancel}
      confirmDisabled={reference.trim() === '' || (needsNote && note.trim() === '')}
    >
      <dl className={ui.summary}>
        <dt>{text.common.player}</dt>
        <dd>
          {player} ({withdrawal.user.mobileNumber})
        </dd>
        <dt>{text.common.amount}</dt>
        <dd>{formatRupees(withdrawal.amount)}</dd>
        <dt>{text.withdrawals.account}</dt>
        <dd>{withdrawal.accountDetails}</dd>
      </dl>
      <p>{p.body(formatRupees(withdrawal.amount), player)}</p>
      <Field
        label={p.reference}
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        error={reference.trim() === '' ? p.referenceRequired : null}
        maxLength={INPUT_LIMITS.transactionId.max}
        autoComplete="off"
      />
      {needsNote && (
        <TextAreaField
          label={r.note}
          hint={r.noteHint}
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            setNoteProblem(null);
          }}
          error={noteProblem}
          rows={2}
          maxLength={REVIEW_NOTE_MAX}
          className={ui.shortText}
          required
        />
      )}
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
