import { useCallback } from 'react';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
} from '../../../src/domain/responsible-play';
import type { PendingLimit } from '../../../src/api/responsible-play';
import { fetchResponsiblePlay, type PlayerResponsiblePlay, type ResponsiblePlayChange } from '../api';
import { formatDateTime, formatRupees } from '../format';
import { Detail, Details } from '../ui/details';
import { FigureTable, type FigureColumn } from '../ui/figure-table';
import { Section } from '../ui/screen';
import { LoadError, Loading } from '../ui/states';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import styles from './responsible-play-panel.module.css';

const t = {
  title: 'Responsible play',
  loadFailed: "Failed to load the player's responsible play",
  readOnly: 'Set by the player. Operators cannot lift limits, time-outs or self-exclusions.',
  limitsCaption: 'Limits and what is used of them',
  period: 'Period',
  kindLimits: { deposit: 'Deposit limit', loss: 'Loss limit' } satisfies Record<LimitKind, string>,
  timeOut: 'Time-out',
  selfExclusion: 'Self-exclusion',
  realityCheck: 'Reality check',
  none: 'None',
  until: (when: string) => `Until ${when}`,
  every: (minutes: number) => `Every ${minutes} minutes`,
  periods: { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' } satisfies Record<LimitPeriod, string>,
  spans: { daily: 'today', weekly: 'this week', monthly: 'this month' } satisfies Record<LimitPeriod, string>,
  used: (used: string, limit: string, span: string) => `${used} of ${limit} ${span}`,
  noLimit: (used: string, span: string) => `No limit (${used} ${span})`,
  ahead: (amount: string) => `${amount} ahead`,
  limitName: (kind: LimitKind, period: LimitPeriod) => `${t.periods[period]} ${kind} limit`,
  pendingName: (kind: LimitKind, period: LimitPeriod) => `Pending ${period} ${kind} limit`,
  noneSet: 'no limit',
  pendingTitle: 'Pending changes',
  pendingNone: 'No pending changes.',
  from: (when: string) => `from ${when}`,
  changesTitle: 'Changes',
  changesNone: 'No changes yet.',
  actions: {
    'responsible_play.limits': 'Limits',
    'responsible_play.time_out': 'Time-out',
    'responsible_play.self_exclusion': 'Self-exclusion',
    'responsible_play.reality_check': 'Reality check',
  } as Readonly<Record<string, string>>,
};

/**
 * A player's responsible play on their page in the console: the limits with the period's usage, pending raises,
 * the time-out and self-exclusion, the reality check, and every change the player made, newest first. Read-only:
 * what a player sets on their own play is theirs alone (docs/product.md "Responsible play").
 */
export function ResponsiblePlayPanel({ userId }: { userId: string }) {
  const load = useLoad(
    useCallback(() => fetchResponsiblePlay(userId), [userId]),
    t.loadFailed,
  );
  const record = load.state.data;
  return (
    <Section title={t.title} id="responsible-play">
      {load.state.status === 'loading' && !record && <Loading />}
      {load.state.status === 'error' && !record && <LoadError message={load.state.message} onRetry={load.reload} />}
      {record && <ResponsiblePlay record={record} />}
    </Section>
  );
}

function ResponsiblePlay({ record }: { record: PlayerResponsiblePlay }) {
  // A row per period and a column per kind: two columns of figures fit a phone without scrolling sideways.
  const columns: FigureColumn<LimitPeriod>[] = [
    { label: t.period, value: (period) => t.periods[period] },
    ...LIMIT_KINDS.map((kind) => ({
      label: t.kindLimits[kind],
      value: (period: LimitPeriod) => usageText(record.usage[kind][period], record.limits[kind][period], period),
    })),
  ];
  return (
    <div className={ui.card} data-testid="responsible-play">
      <p className={styles.readOnly}>{t.readOnly}</p>
      <Details>
        <Detail term={t.timeOut}>{untilText(record.timeOutUntil)}</Detail>
        <Detail term={t.selfExclusion}>{untilText(record.selfExcludedUntil)}</Detail>
        <Detail term={t.realityCheck}>{t.every(record.realityCheckMinutes)}</Detail>
      </Details>
      <FigureTable caption={t.limitsCaption} columns={columns} rows={LIMIT_PERIODS} rowKey={(period) => period} testId="responsible-play-limits" />

      <h4 className={ui.cardTitle}>{t.pendingTitle}</h4>
      {record.pending.length === 0 ? (
        <p className={ui.muted}>{t.pendingNone}</p>
      ) : (
        <ul className={styles.lines} aria-label={t.pendingTitle}>
          {record.pending.map((pending) => (
            <li key={`${pending.kind}.${pending.period}`} data-testid="responsible-play-pending">
              {pendingText(pending, record.limits[pending.kind][pending.period])}
            </li>
          ))}
        </ul>
      )}

      <h4 className={ui.cardTitle}>{t.changesTitle}</h4>
      {record.changes.length === 0 ? (
        <p className={ui.muted}>{t.changesNone}</p>
      ) : (
        <ol className={styles.changes} aria-label={t.changesTitle}>
          {record.changes.map((change, index) => (
            <li key={`${change.at}.${index}`} className={styles.change} data-testid="responsible-play-change">
              <span className={styles.changeHead}>
                <strong>{t.actions[change.action] ?? change.action}</strong>
                <span className={ui.muted}>{formatDateTime(change.at)}</span>
              </span>
              {describeChange(change).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function untilText(until: string | null): string {
  return until === null ? t.none : t.until(formatDateTime(until));
}

/** "₹300 of ₹1,000 today"; a loss below zero is the player's net win, shown as how far ahead they are. */
function usageText(used: number, limit: number | null, period: LimitPeriod): string {
  const usedText = used < 0 ? t.ahead(formatRupees(-used)) : formatRupees(used);
  if (limit === null) return t.noLimit(usedText, t.spans[period]);
  return used < 0 ? `${t.used(formatRupees(0), formatRupees(limit), t.spans[period])} (${usedText})` : t.used(usedText, formatRupees(limit), t.spans[period]);
}

function limitText(value: number | null): string {
  return value === null ? t.noneSet : formatRupees(value);
}

/** "Daily loss limit: ₹100 → ₹500 from 21 Nov 2026, 2:30 pm". */
function pendingText(pending: PendingLimit, current: number | null): string {
  return `${t.limitName(pending.kind, pending.period)}: ${limitText(current)} → ${limitText(pending.value)} ${t.from(formatDateTime(pending.effectiveAt))}`;
}

/**
 * A change as lines of "before → after", read from its audit entry's two snapshots: for limits the limits in
 * effect and the pending changes, for a break its end (`until`), for the reality check its `minutes`.
 */
export function describeChange(change: Pick<ResponsiblePlayChange, 'before' | 'after'>): string[] {
  const before = flatten(change.before ?? {});
  const after = flatten(change.after ?? {});
  const lines: string[] = [];
  for (const path of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(path);
    const is = after.get(path);
    if (path === 'pending') lines.push(...pendingLines(pendingOf(was), pendingOf(is)));
    else if (JSON.stringify(was) !== JSON.stringify(is)) lines.push(changeLine(path, was, is));
  }
  return lines;
}

function flatten(value: Record<string, unknown>, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof inner === 'object' && inner !== null && !Array.isArray(inner)) flatten(inner as Record<string, unknown>, path, into);
    else into.set(path, inner);
  }
  return into;
}

function changeLine(path: string, was: unknown, is: unknown): string {
  const [kind, period] = path.split('.').slice(-2) as [LimitKind, LimitPeriod];
  if (path.startsWith('limits.') && LIMIT_KINDS.includes(kind) && LIMIT_PERIODS.includes(period)) {
    return `${t.limitName(kind, period)}: ${limitText(numberOrNull(was))} → ${limitText(numberOrNull(is))}`;
  }
  if (path === 'until') return `${untilText(stringOrNull(was))} → ${untilText(stringOrNull(is))}`;
  if (path === 'minutes') return `${minutesText(was)} → ${minutesText(is)}`;
  return `${path}: ${String(was ?? t.none)} → ${String(is ?? t.none)}`;
}

/** "Pending daily loss limit: None → ₹500 from 21 Nov 2026, 10:30 am", for each pending change made or dropped. */
function pendingLines(before: PendingLimit[], after: PendingLimit[]): string[] {
  const key = (pending: PendingLimit) => `${pending.kind}.${pending.period}`;
  const was = new Map(before.map((pending) => [key(pending), pending]));
  const is = new Map(after.map((pending) => [key(pending), pending]));
  return [...new Set([...was.keys(), ...is.keys()])]
    .filter((limit) => JSON.stringify(was.get(limit)) !== JSON.stringify(is.get(limit)))
    .map((limit) => {
      const { kind, period } = (is.get(limit) ?? was.get(limit))!;
      return `${t.pendingName(kind, period)}: ${pendingValue(was.get(limit))} → ${pendingValue(is.get(limit))}`;
    });
}

function pendingValue(pending: PendingLimit | undefined): string {
  return pending ? `${limitText(pending.value)} ${t.from(formatDateTime(pending.effectiveAt))}` : t.none;
}

function pendingOf(value: unknown): PendingLimit[] {
  return Array.isArray(value) ? (value as PendingLimit[]) : [];
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function minutesText(value: unknown): string {
  return typeof value === 'number' ? t.every(value) : t.none;
}
