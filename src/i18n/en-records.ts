/**
 * The records' shared words, part of every start (en.ts): apart from en-wallet.ts, whose screens' text loads
 * with those screens.
 */

/** Shared words of the player's records: statuses, methods, paging. */
export const enRecords = {
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {page}',
  pagination: 'Pages',
  close: 'Close',
  status: {
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
    processing: 'Processing',
    completed: 'Completed',
    won: 'Won',
    lost: 'Lost',
    /** Bets only: a voided draw's bets, their stakes refunded. */
    cancelled: 'Cancelled · refunded',
  },
  methods: {
    bank: 'Bank',
    phonepe: 'PhonePe',
    googlepay: 'Google Pay',
    paytm: 'Paytm',
    UPI: 'UPI',
    QR: 'QR Code',
  },
} as const;
