import { useState } from 'react';
import { isApiError } from '../../../src/api/errors';
import { isHeld, type AdminWithdrawal, type WithdrawalStatus } from '../api';
import type { ApprovalRequested } from '../../../contract/approvals';
import type { WithdrawalAnswer } from '../../../contract/withdrawals';
import { formatRupees } from '../format';
import { noteHeldAction } from '../pending-approvals';
import { riskText } from '../risk-text';
import { staffText } from '../staff-text';
import { text } from '../text';
import { showError, showSuccess } from '../ui/feedback';
import { TextAreaField } from '../ui/field';
import ui from '../ui/ui.module.css';

/**
 * What deciding a withdrawal shares, whether by a move of its status or by marking it paid in one step: the review
 * note a held one needs, and the answer's outcome (moved, or waiting for a second operator).
 */

const r = riskText.review;
const REVIEW_NOTE_MAX = 500;
const APPROVING: readonly WithdrawalStatus[] = ['approved', 'processing', 'completed'];

/** Whether moving this withdrawal to `next` needs the operator's review note (held, approved out of pending). */
export function needsReviewNote(
  withdrawal: Pick<AdminWithdrawal, 'review' | 'status'>,
  next: WithdrawalStatus,
): boolean {
  return Boolean(withdrawal.review) && withdrawal.status === 'pending' && APPROVING.includes(next);
}

/**
 * The review note a decision may need (needsReviewNote): whether it is still to be written, what to send, its field
 * (null when no note is needed), and `setProblem` to show the server's refusal beside it.
 */
export function useReviewNote(withdrawal: Pick<AdminWithdrawal, 'review' | 'status'>, next: WithdrawalStatus) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const needed = needsReviewNote(withdrawal, next);
  const field = needed ? (
    <TextAreaField
      label={r.note}
      hint={r.noteHint}
      value={note}
      onChange={(e) => {
        setNote(e.target.value);
        setProblem(null);
      }}
      error={problem}
      rows={2}
      maxLength={REVIEW_NOTE_MAX}
      className={ui.shortText}
      required
    />
  ) : null;
  return { missing: needed && note.trim() === '', toSend: needed ? note.trim() : undefined, field, setProblem };
}

/** Who is paid, how much and to which account; with its state when the dialog moves it on. */
export function WithdrawalSummary({ withdrawal, withStatus = false }: { withdrawal: AdminWithdrawal; withStatus?: boolean }) {
  return (
    <dl className={ui.summary}>
      <dt>{text.common.player}</dt>
      <dd>
        {withdrawal.user.name} ({withdrawal.user.mobileNumber})
      </dd>
      <dt>{text.common.amount}</dt>
      <dd>{formatRupees(withdrawal.amount)}</dd>
      <dt>{text.withdrawals.account}</dt>
      <dd>{withdrawal.accountDetails}</dd>
      {withStatus && (
        <>
          <dt>{text.common.status}</dt>
          <dd>{text.status[withdrawal.status]}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * Sends a decision and tells the operator what came of it; false when refused, with a missing review note reported
 * beside its field through `onNoteProblem`.
 */
export async function decideWithdrawal(
  withdrawal: AdminWithdrawal,
  send: () => Promise<WithdrawalAnswer | ApprovalRequested>,
  outcome: { doneFallback: string; onDone: (updated: AdminWithdrawal, outcome: string) => void },
  onNoteProblem: (message: string) => void,
): Promise<false | undefined> {
  try {
    const reply = await send();
    if (isHeld(reply)) {
      // Over the four-eyes limit: nothing moved yet; a second operator approves it from their inbox.
      showSuccess(reply.message, staffText.held.toast);
      noteHeldAction(reply.approval);
      outcome.onDone(withdrawal, staffText.held.waiting);
      return;
    }
    showSuccess(reply.message, outcome.doneFallback);
    const updated: AdminWithdrawal = { ...withdrawal, ...reply.withdrawal };
    const player = withdrawal.user.name;
    outcome.onDone(updated, text.withdrawals.outcome(formatRupees(withdrawal.amount), player, text.status[updated.status]));
  } catch (error) {
    const message = showError(error, text.withdrawals.actionFailed);
    if (isApiError(error) && error.code === 'REVIEW_NOTE_REQUIRED') onNoteProblem(message);
    return false;
  }
}
