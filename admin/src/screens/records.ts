import type { WithdrawalStatus } from '../api';
import { text } from '../text';

/** How the console reads a few server records. */

/** Where a withdrawal may go next: pending → approved/processing → completed, or → rejected. */
export function nextWithdrawalStatuses(status: WithdrawalStatus): WithdrawalStatus[] {
  switch (status) {
    case 'pending':
      return ['approved', 'processing', 'rejected'];
    case 'approved':
      return ['processing', 'completed', 'rejected'];
    case 'processing':
      return ['completed', 'rejected'];
    default:
      return [];
  }
}

/** A ledger kind as operators read it ("withdrawal_hold" → "Withdrawal (held)"). */
export function kindLabel(kind: string): string {
  const known = text.user.kinds[kind];
  if (known) return known;
  const words = kind.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
