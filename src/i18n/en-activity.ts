/** The Activity screen and the dashboard's bell (the lines themselves: src/domain/activity.ts). */
export const enActivity = {
  title: 'Activity',
  bell: 'Activity',
  bellUnread: 'Activity, {count} new',
  empty: 'No activity yet',
  emptyHint: 'Deposits and withdrawals decided, wins and replies to your enquiries show here.',
  loadFailed: 'Could not load your activity',
  more: 'Show older',
  newItem: 'New',
  pendingDeposit: '{amount} waiting for approval',
  pendingUtr: 'UTR …{utr}',
  pendingDeposits: 'Deposits waiting for approval',
} as const;
