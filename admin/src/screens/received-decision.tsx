import { useState } from 'react';
import { INPUT_LIMITS } from '../../../src/domain/input-limits';
import type { AdminFundRequest } from '../api';
import { formatRupees } from '../format';
import { approveReceived, rejectWithReason } from '../reconciliation-api';
import { reconciliationText } from '../reconciliation-text';
import { text } from '../text';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { showError, showSuccess } from '../ui/feedback';
import { Field, TextAreaField } from '../ui/field';
import ui from '../ui/ui.module.css';

const t = reconciliationText.decide;

/** A request decided from the Reconciliation screen: approved for the amount received, or rejected with a reason. */
export type ReceivedDecision =
  | { kind: 'approve'; request: AdminFundRequest; received: number | null; mismatch: boolean }
  | { kind: 'reject'; request: AdminFundRequest };

interface DecisionProps {
  decision: ReceivedDecision;
  /** What happened, in a line the screen keeps in view; the lists are reloaded by the caller. */
  onDecided: (outcome: string) => void;
  onCancel: () => void;
}

/** The whole rupees typed, or null when they are not a positive whole number. */
export function wholeRupees(typed: string): number | null {
  const trimmed = typed.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount > 0 && Number.isSafeInteger(amount) ? amount : null;
}

/** Asks before deciding, with the amount to credit (prefilled, changeable) or the reason the player will read. */
export function ReceivedDecisionDialog({ decision, onDecided, onCancel }: DecisionProps) {
  return decision.kind === 'approve' ? (
    <ApproveDialog decision={decision} onDecided={onDecided} onCancel={onCancel} />
  ) : (
    <RejectDialog request={decision.request} onDecided={onDecided} onCancel={onCancel} />
  );
}

function ApproveDialog({
  decision,
  onDecided,
  onCancel,
}: Omit<DecisionProps, 'decision'> & { decision: Extract<ReceivedDecision, { kind: 'approve' }> }) {
  const { request } = decision;
  const [typed, setTyped] = useState(decision.received === null ? '' : String(decision.received));
  const [problem, setProblem] = useState<string | null>(null);
  const amount = wholeRupees(typed);

  const confirm = async () => {
    if (amount === null) {
      setProblem(t.amountRequired);
      return false;
    }
    try {
      const reply = await approveReceived(request._id, amount);
      showSuccess(reply.message, t.approved);
      onDecided(t.approvedOutcome(formatRupees(reply.request.amount), request.user.name));
    } catch (error) {
      showError(error, t.failed);
      return false;
    }
  };

  return (
    <ConfirmDialog title={t.approveTitle} confirmLabel={t.approve} onConfirm={confirm} onCancel={onCancel}>
      <RequestSummary request={request} />
      <Field
        label={t.received}
        inputMode="numeric"
        autoComplete="off"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setProblem(null);
        }}
        error={problem}
        hint={decision.mismatch ? t.receivedHint(formatRupees(request.amount)) : t.receivedHintStale}
      />
      {amount !== null && <p>{t.approveBody(formatRupees(amount), request.user.name)}</p>}
    </ConfirmDialog>
  );
}

function RejectDialog({
  request,
  onDecided,
  onCancel,
}: Omit<DecisionProps, 'decision'> & { request: AdminFundRequest }) {
  const [reason, setReason] = useState('');

  const confirm = async () => {
    try {
      const reply = await rejectWithReason(request._id, reason.trim());
      showSuccess(reply.message, t.rejected);
      onDecided(t.rejectedOutcome(formatRupees(request.amount), request.user.name));
    } catch (error) {
      showError(error, t.failed);
      return false;
    }
  };

  return (
    <ConfirmDialog
      title={t.rejectTitle}
      confirmLabel={t.reject}
      tone="danger"
      onConfirm={confirm}
      onCancel={onCancel}
      confirmDisabled={reason.trim() === ''}
    >
      <RequestSummary request={request} />
      <p>{t.rejectBody(formatRupees(request.amount), request.user.name)}</p>
      <TextAreaField
        label={t.reason}
        hint={t.reasonHint}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        rows={2}
        maxLength={INPUT_LIMITS.remarks.max}
        className={ui.shortText}
      />
    </ConfirmDialog>
  );
}

function RequestSummary({ request }: { request: AdminFundRequest }) {
  return (
    <dl className={ui.summary}>
      <dt>{text.common.player}</dt>
      <dd>
        {request.user.name} ({request.user.mobileNumber})
      </dd>
      <dt>{reconciliationText.lists.requested}</dt>
      <dd>{formatRupees(request.amount)}</dd>
      <dt>{reconciliationText.lists.utr}</dt>
      <dd>{request.transactionId}</dd>
    </dl>
  );
}
