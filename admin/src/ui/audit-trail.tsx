import { useCallback, useState } from 'react';
import { Button } from '../../../src/ui/button';
import { usePermission } from '../access';
import { fetchAuditEntries, type AuditEntry } from '../api';
import { formatDateTime } from '../format';
import { resultSentence } from '../result-history';
import { text } from '../text';
import { Section } from './screen';
import { Empty, LoadError, Loading } from './states';
import { useLoad } from './use-load';
import ui from './ui.module.css';

const t = text.audit;
const HISTORY_SIZE = 50;

/** An entry's change as one line: `status: pending → approved; remarks: → UTR checked`. */
export function describeChange(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const show = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));
  return keys
    .map((key) => {
      const was = show(before[key]);
      const is = show(after[key]);
      return key in before && key in after ? `${key}: ${was} → ${is}` : key in after ? `${key}: ${is}` : `${key}: ${was} (removed)`;
    })
    .join('; ');
}

export function actorName(entry: Pick<AuditEntry, 'actor'>): string {
  return entry.actor ? `${entry.actor.name} · ${entry.actor.mobileNumber}` : t.system;
}

interface AuditTrailProps {
  targetKind: string;
  targetId: string;
  label: string;
  /** Actions beginning with this are shown elsewhere on the page (a player's own responsible-play changes). */
  leaveOut?: string;
}

/**
 * The operator actions on one record (a fund request, withdrawal, result or player), newest first: the
 * record's own page shows who changed it, when and how, from the audit trail (for staff who may read it).
 */
export function AuditTrail(props: AuditTrailProps) {
  const can = usePermission();
  return can('audit') ? <RecordTrail {...props} /> : null;
}

function RecordTrail({ targetKind, targetId, label, leaveOut }: AuditTrailProps) {
  const load = useLoad(
    useCallback(() => fetchAuditEntries({ targetKind, targetId }, 1, HISTORY_SIZE), [targetKind, targetId]),
    t.loadFailed,
  );
  const entries = load.state.data?.items.filter((entry) => leaveOut === undefined || !entry.action.startsWith(leaveOut));
  return (
    <Section title={t.historyTitle}>
      {load.state.status === 'loading' && !entries && <Loading />}
      {load.state.status === 'error' && !entries && <LoadError message={load.state.message} onRetry={load.reload} />}
      {entries && entries.length === 0 && <Empty>{t.historyEmpty}</Empty>}
      {entries && entries.length > 0 && (
        <ul className={ui.list} aria-label={t.historyLabel(label)}>
          {entries.map((entry) => (
            <li key={entry._id} className={ui.row} data-testid="audit-history-entry">
              <HistoryEntry entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** One entry: a result's change as a sentence, any other as its action, operator and fields. */
function HistoryEntry({ entry }: { entry: AuditEntry }) {
  const told = resultSentence(entry);
  if (told) {
    return (
      <div className={ui.rowMain}>
        <div className={ui.rowHead}>
          <strong className={ui.rowTitle} data-testid="audit-history-sentence">
            {told.sentence}
          </strong>
          <span className={ui.muted}>{entry.action}</span>
        </div>
        {told.detail && <p className={ui.muted}>{told.detail}</p>}
      </div>
    );
  }
  return (
    <div className={ui.rowMain}>
      <div className={ui.rowHead}>
        <strong className={ui.rowTitle}>{entry.action}</strong>
        <span className={ui.muted}>{formatDateTime(entry.at)}</span>
      </div>
      <p className={ui.muted}>{actorName(entry)}</p>
      <p>{describeChange(entry)}</p>
    </div>
  );
}

/**
 * A list row's History, loaded when the operator asks for it (a page of fund requests or withdrawals would
 * otherwise load every row's trail).
 */
export function RecordHistory({ targetKind, targetId, label }: { targetKind: string; targetId: string; label: string }) {
  const [shown, setShown] = useState(false);
  const can = usePermission();
  if (!can('audit')) return null;
  return (
    <div>
      <Button variant="link" aria-expanded={shown} onClick={() => setShown(!shown)}>
        {shown ? t.hideHistory : t.showHistory}
      </Button>
      {shown && <AuditTrail targetKind={targetKind} targetId={targetId} label={label} />}
    </div>
  );
}
