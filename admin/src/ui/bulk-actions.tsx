import { useState } from 'react';
import { Button } from '../../../src/ui/button';
import { cashierText } from '../cashier-text';
import { INPUT_LIMITS } from '../../../src/domain/input-limits';
import { serverNow } from '../../../src/state/clock';
import { formatRupees } from '../format';
import { ConfirmDialog } from './confirm-dialog';
import type { Decision } from './decision';
import { failureMessages } from './feedback';
import { TextAreaField } from './field';
import { chosen, useSelection } from './selection';
import styles from './dense-table.module.css';

const c = cashierText;

/** What became of one row of a bulk action: done, held for a second operator, or refused with the server's words. */
export type RowResult = { kind: 'done'; outcome: string } | { kind: 'held' } | { kind: 'refused'; message: string };

/**
 * Acts on each chosen row in turn through the row's own route (each its own transaction and audit entry), so a
 * refusal stops only its row; the results come back by row id.
 */
async function actOnEach<T extends { _id: string }>(
  rows: readonly T[],
  act: (row: T) => Promise<Exclude<RowResult, { kind: 'refused' }>>,
  fallback: string,
): Promise<Map<string, RowResult>> {
  const results = new Map<string, RowResult>();
  for (const row of rows) {
    try {
      results.set(row._id, await act(row));
    } catch (error) {
      results.set(row._id, { kind: 'refused', message: failureMessages(error, fallback).join(' ') });
    }
  }
  return results;
}

/** The row's note after a bulk action: what happened, or why not. */
function rowOutcome(result: RowResult): string {
  if (result.kind === 'done') return result.outcome;
  if (result.kind === 'held') return c.heldRow;
  return c.notDone(result.message);
}

/** The bulk action's summary: how many were done, held and refused. */
function bulkSummary(results: ReadonlyMap<string, RowResult>): string {
  const all = [...results.values()];
  const count = (kind: RowResult['kind']) => all.filter((result) => result.kind === kind).length;
  return [
    count('done') > 0 ? c.done(count('done')) : null,
    count('held') > 0 ? c.held(count('held')) : null,
    count('refused') > 0 ? c.refused(count('refused')) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A money queue's decisions on ticked rows: the rows ticked on the page (those `canDecide` allows now), the bulk
 * decision being confirmed, each row's note of what became of it, and the last bulk action's summary.
 */
export function useBulkDecisions<T extends { _id: string; amount: number }>(
  items: readonly T[] | undefined,
  canDecide: (id: string) => boolean,
) {
  const selection = useSelection(items, canDecide);
  const picked = chosen(items ?? [], selection.selected);
  const [confirming, setConfirming] = useState<Decision | null>(null);
  const [summary, setSummary] = useState('');
  const [outcomes, setOutcomes] = useState<Readonly<Record<string, string>>>({});

  const noteOutcome = (id: string, outcome: string) => setOutcomes((previous) => ({ ...previous, [id]: outcome }));

  /** Acts on each ticked row in turn (see actOnEach), notes each row's outcome and the summary, and unticks them. */
  const decideTicked = async (act: (row: T) => Promise<Exclude<RowResult, { kind: 'refused' }>>, fallback: string) => {
    const results = await actOnEach(picked.rows, act, fallback);
    setOutcomes((previous) => {
      const next = { ...previous };
      for (const [id, result] of results) next[id] = rowOutcome(result);
      return next;
    });
    setSummary(bulkSummary(results));
    selection.clear();
  };

  /** A row's tick box, when it may be ticked. */
  const tickBox = (id: string, label: string) =>
    selection.selectable.includes(id)
      ? { checked: selection.selected.has(id), onToggle: () => selection.toggle(id), label }
      : undefined;

  /** The table's "select all", for an operator allowed to decide. */
  const tickAll = (allowed: boolean) =>
    allowed ? { state: selection.all, onToggle: selection.toggleEvery, disabled: selection.selectable.length === 0 } : undefined;

  return { picked, confirming, setConfirming, summary, outcomes, noteOutcome, decideTicked, tickBox, tickAll };
}

/** What the bar and the confirmation read of a queue's bulk decisions (useBulkDecisions). */
type BulkDecisions = Pick<ReturnType<typeof useBulkDecisions>, 'picked' | 'confirming' | 'setConfirming'>;

/** Above the table while rows are ticked: how many, their total, and the two actions. */
export function BulkBar({ decisions }: { decisions: BulkDecisions }) {
  const { count, total } = decisions.picked;
  if (count === 0) return null;
  return (
    <div className={styles.bulkBar} role="region" aria-label={c.selected(count, formatRupees(total))}>
      <span className={styles.bulkCount}>{c.selected(count, formatRupees(total))}</span>
      <Button onClick={() => decisions.setConfirming('approve')}>{c.approveSelected(count)}</Button>
      <Button variant="secondary" onClick={() => decisions.setConfirming('reject')}>
        {c.rejectSelected(count)}
      </Button>
    </div>
  );
}

interface BulkConfirmProps {
  decisions: BulkDecisions;
  /** "7 deposits" */
  what: (count: number) => string;
  /** Runs the decision with the one reason (rejecting); the dialog closes when it settles. */
  onConfirm: (decision: Decision, reason: string) => Promise<void>;
}

/** The one confirmation of a bulk decision, while one is asked for. */
export function BulkConfirm({ decisions, what, onConfirm }: BulkConfirmProps) {
  const { confirming, picked } = decisions;
  if (!confirming) return null;
  return (
    <BulkConfirmDialog
      decision={confirming}
      what={what(picked.count)}
      total={picked.total}
      onConfirm={(reason) => onConfirm(confirming, reason)}
      onCancel={() => decisions.setConfirming(null)}
    />
  );
}

/** States the count and the total; rejecting asks one reason for all. */
function BulkConfirmDialog(props: {
  decision: Decision;
  what: string;
  total: number;
  onConfirm: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { decision, what, total, onConfirm, onCancel } = props;
  const [reason, setReason] = useState('');
  const rejecting = decision === 'reject';
  const question = c.question(rejecting ? 'Reject' : 'Approve', what, formatRupees(total));
  return (
    <ConfirmDialog
      title={question}
      confirmLabel={rejecting ? 'Reject' : 'Approve'}
      tone={rejecting ? 'danger' : 'primary'}
      onConfirm={() => onConfirm(reason.trim())}
      onCancel={onCancel}
      confirmDisabled={rejecting && reason.trim() === ''}
    >
      <p>{question}</p>
      <p>{c.eachOnItsOwn}</p>
      {rejecting && (
        <TextAreaField
          label={c.reason}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={2}
          maxLength={INPUT_LIMITS.remarks.max}
          hint={c.reasonRequired}
          required
        />
      )}
    </ConfirmDialog>
  );
}

/** The age of a record, from its creation to now by the server's clock, in words ("3 h"). */
export function ageOf(createdAt: string, now = serverNow().getTime()): string {
  return c.age(Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / 60_000)));
}
