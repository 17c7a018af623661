import { useCallback } from 'react';
import { usePermission } from '../access';
import { fetchAuditEntries, type AuditEntry } from '../api';
import { calendarText } from '../calendar-text';
import { text } from '../text';
import { StatusBadge } from '../ui/status-badge';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import { VOID_SCOPE_LABELS, type VoidScope } from './result-change-dialogs';

/** One void of a game day: what it covered, and why (when the audit trail could be read). */
export interface VoidedDraw {
  scope: VoidScope;
  reason: string | null;
}

/** The voids an audit trail records for a game day, newest first, one per scope. */
export function voidsInTrail(entries: readonly Pick<AuditEntry, 'action' | 'before' | 'after'>[]): VoidedDraw[] {
  const voids: VoidedDraw[] = [];
  for (const entry of entries) {
    if (!entry.action.endsWith('.void')) continue;
    const after = entry.after ?? {};
    // The session voided is recorded with what stood before (null: the whole day; Starline has none).
    const session = entry.before?.session ?? after.session;
    const scope: VoidScope = session === 'open' || session === 'close' ? session : 'day';
    if (voids.some((known) => known.scope === scope)) continue;
    voids.push({ scope, reason: typeof after.reason === 'string' ? after.reason : null });
  }
  return voids;
}

interface VoidedNoteProps {
  /** The audit trail's record kind of a result (`result`, `starline_result`) and the day's id `gameId:gameDate`. */
  targetKind: string;
  targetId: string;
  /** What the game's record says is voided today (other days are known from the audit trail only). */
  known: VoidScope | null;
  /** Bumped after each change, so the trail is read again. */
  version: number;
}

/**
 * "Voided" on a game day that was voided, with its reason from the audit trail for those who may read it; the
 * day's own record says only that it was.
 */
export function VoidedNote({ targetKind, targetId, known, version }: VoidedNoteProps) {
  const readsAudit = usePermission()('audit');
  const trail = useLoad(
    useCallback(
      async () =>
        // `version` only asks for the trail again after a change.
        readsAudit && version >= 0
          ? voidsInTrail((await fetchAuditEntries({ targetKind, targetId }, 1, 50).catch(() => ({ items: [] }))).items)
          : [],
      [readsAudit, targetKind, targetId, version],
    ),
    // Never shown: a trail that cannot be read leaves the note to the game's record.
    text.audit.loadFailed,
  );
  const voids = [...(trail.state.data ?? [])];
  if (known && !voids.some((entry) => entry.scope === known)) voids.unshift({ scope: known, reason: null });
  if (voids.length === 0) return null;
  return (
    <div data-testid="voided-note">
      {voids.map((entry) => (
        <p key={entry.scope} className={ui.muted}>
          <StatusBadge status="cancelled" tone="bad" label={calendarText.voiding.voidedBadge} />{' '}
          {VOID_SCOPE_LABELS[entry.scope]}
          {entry.reason && ` · ${calendarText.voiding.voidedReason(entry.reason)}`}
        </p>
      ))}
    </div>
  );
}
