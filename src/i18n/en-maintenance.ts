/**
 * The operator's maintenance pause as the banner says it, merged into the screens' catalogue as
 * `t.maintenance`: `betting` and `deposits` are the server's own defaults when the operator wrote no message.
 */
export const enMaintenance = {
  title: 'Maintenance',
  betting: 'Betting is paused for maintenance. Please try again later.',
  deposits: 'Deposits are paused for maintenance. Please try again later.',
} as const;
