import { useEffect, useId, useRef, useState } from 'react';
import { INPUT_LIMITS } from '../../../src/domain/input-limits';
import type { PendingBets } from '../../../contract/results';
import type { SessionName, Settlement } from '../api';
import { calendarText } from '../calendar-text';
import { formatCount, formatRupees } from '../format';
import { text } from '../text';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { TextAreaField } from '../ui/field';
import ui from '../ui/ui.module.css';
import styles from './session-choice.module.css';

const v = calendarText.voiding;
const c = calendarText.correcting;

/** What a void covers: a daily market's whole day or one of its sessions; a Starline game's day. */
export type VoidScope = 'day' | SessionName;

export const VOID_SCOPE_LABELS: Readonly<Record<VoidScope, string>> = {
  day: v.wholeDay,
  open: v.openSession,
  close: v.closeSession,
};

/** The pending bets a void refunds; `partial` when some of them could not be counted (those left are refunded too). */
export type VoidRefunds = PendingBets & { partial?: boolean };

/** "Voided: the whole day" / "Voided: the open session". */
export function voidedLabel(scope: VoidScope): string {
  if (scope === 'day') return v.voidedDay;
  return v.voidedSession((scope === 'open' ? text.results.open : text.results.close).toLowerCase());
}

interface VoidDialogProps {
  /** The game and day, as the operator reads them. */
  where: string;
  /** What may be voided: the day, and a daily market's sessions. */
  scopes: readonly VoidScope[];
  /** The pending bets a void of that scope refunds, when they can be counted (null when not). */
  pendingOf: (scope: VoidScope) => Promise<VoidRefunds | null>;
  /** Whether a session covered by the scope is declared (its winnings are taken back first). */
  declaredIn: (scope: VoidScope) => boolean;
  onConfirm: (scope: VoidScope, reason: string) => Promise<boolean | void>;
  onCancel: () => void;
}

/** Voiding a draw asks what to void, why, and says how many bets it refunds before anything changes. */
export function VoidDialog({ where, scopes, pendingOf, declaredIn, onConfirm, onCancel }: VoidDialogProps) {
  const name = useId();
  const [scope, setScope] = useState<VoidScope>(scopes[0] ?? 'day');
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState<{ scope: VoidScope; bets: VoidRefunds | null } | null>(null);
  // The count is read when the dialog opens and when another scope is chosen, not on every render.
  const count = useRef(pendingOf);

  useEffect(() => {
    let current = true;
    count.current(scope).then(
      (bets) => current && setPending({ scope, bets }),
      () => current && setPending({ scope, bets: null }),
    );
    return () => {
      current = false;
    };
  }, [scope]);

  const counted = pending?.scope === scope ? pending.bets : undefined;
  return (
    <ConfirmDialog
      title={v.title}
      confirmLabel={v.void}
      tone="danger"
      confirmDisabled={reason.trim() === ''}
      onConfirm={() => onConfirm(scope, reason.trim())}
      onCancel={onCancel}
    >
      {scopes.length > 1 && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{v.what}</legend>
          {scopes.map((choice) => (
            <label key={choice} className={styles.option}>
              <input type="radio" name={name} checked={scope === choice} onChange={() => setScope(choice)} />
              {VOID_SCOPE_LABELS[choice]}
            </label>
          ))}
        </fieldset>
      )}
      <p>{v.body(VOID_SCOPE_LABELS[scope], where)}</p>
      <p data-testid="void-refunds">
        {counted === undefined
          ? text.common.loading
          : counted === null
            ? v.refundUnknown
            : counted.partial
              ? v.refundAtLeast(counted.bets, formatRupees(counted.stakes))
              : v.refundCount(counted.bets, formatRupees(counted.stakes))}
      </p>
      {scope === 'open' && <p className={ui.muted}>{v.openSessionNote}</p>}
      {declaredIn(scope) && <p className={ui.muted}>{v.declaredNote}</p>}
      <TextAreaField
        label={v.reason}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        hint={v.reasonHint}
        rows={3}
        maxLength={INPUT_LIMITS.reason.max}
        required
      />
    </ConfirmDialog>
  );
}

interface CorrectDialogProps {
  where: string;
  oldPanna: string;
  newPanna: string;
  /** The result string after the correction, when known. */
  resultText: string | null;
  settlement: Settlement;
  onConfirm: (reason: string) => Promise<boolean | void>;
  onCancel: () => void;
}

/** Correcting a result shows old → new and what the new panna settles, and asks why. */
export function CorrectDialog(props: CorrectDialogProps) {
  const { where, oldPanna, newPanna, resultText, settlement, onConfirm, onCancel } = props;
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      title={c.title}
      confirmLabel={c.correct}
      tone="danger"
      confirmDisabled={reason.trim() === ''}
      onConfirm={() => onConfirm(reason.trim())}
      onCancel={onCancel}
    >
      <p>{where}</p>
      <dl className={ui.summary}>
        <dt>{c.oldToNew}</dt>
        <dd data-testid="correct-old-new">
          {oldPanna} → {newPanna}
        </dd>
        {resultText && (
          <>
            <dt>{text.results.resultString}</dt>
            <dd>{resultText}</dd>
          </>
        )}
        <dt>{text.results.settles}</dt>
        <dd>{formatCount(settlement.settled)}</dd>
        <dt>{text.results.winners}</dt>
        <dd>{formatCount(settlement.won)}</dd>
        <dt>{text.results.payout}</dt>
        <dd>{formatRupees(settlement.paid)}</dd>
      </dl>
      <p className={ui.muted}>{c.body}</p>
      <TextAreaField
        label={c.reason}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        rows={3}
        maxLength={INPUT_LIMITS.reason.max}
        required
      />
    </ConfirmDialog>
  );
}
