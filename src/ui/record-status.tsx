import { t } from '../i18n/t';
import { StatusBadge, type StatusTone } from './status-badge';

/** Statuses of fund requests, withdrawals and bets, each with its colour and word. */
const TONES: Readonly<Record<string, StatusTone>> = {
  pending: 'warning',
  processing: 'info',
  approved: 'success',
  completed: 'success',
  won: 'success',
  rejected: 'danger',
  lost: 'danger',
  cancelled: 'neutral',
};

export function recordStatusLabel(status: string): string {
  const labels: Readonly<Record<string, string>> = t.records.status;
  return labels[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}

export function RecordStatusBadge({ status }: { status: string }) {
  return <StatusBadge tone={TONES[status] ?? 'neutral'} label={recordStatusLabel(status)} />;
}
