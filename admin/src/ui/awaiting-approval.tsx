import type { Approval } from '../api';
import { formatDateTime } from '../format';
import { staffText } from '../staff-text';
import { StatusBadge } from './status-badge';
import ui from './ui.module.css';

/** A record with an action waiting for a second operator: who asked for it, and when. */
export function AwaitingApproval({ approval }: { approval: Pick<Approval, 'requestedBy' | 'requestedAt'> }) {
  return (
    <p className={ui.muted} data-testid="awaiting-approval">
      <StatusBadge status="pending" label={staffText.held.badge} />{' '}
      {staffText.held.pendingSince(approval.requestedBy.name, formatDateTime(approval.requestedAt))}
    </p>
  );
}
