import { formatCount } from './format';

/** The cashier's lists: their columns, filters, selection and actions on several rows at once. */

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

export const cashierText = {
  columns: {
    time: 'Time',
    player: 'Player',
    amount: 'Amount',
    utr: 'UTR',
    payTo: 'Pay to',
    state: 'State',
    age: 'Age',
    actions: 'Actions',
  },
  filters: {
    label: 'Filters',
    from: 'From day',
    to: 'To day',
    minAmount: 'Amount from (₹)',
    maxAmount: 'Amount to (₹)',
    apply: 'Apply',
    clear: 'Clear filters',
  },
  /** "3 h" old: how long a request has waited. */
  age: (minutes: number): string => {
    if (minutes < 1) return 'just now';
    if (minutes < 60) return `${minutes} min`;
    if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
    return `${Math.floor(minutes / (24 * 60))} d`;
  },
  selectAll: 'Select all on this page',
  selectRow: (what: string) => `Select ${what}`,
  selected: (count: number, total: string) => `${formatCount(count)} selected · ${total}`,
  approveSelected: (count: number) => `Approve ${formatCount(count)} selected`,
  rejectSelected: (count: number) => `Reject ${formatCount(count)} selected`,
  deposits: (count: number) => plural(count, 'deposit', 'deposits'),
  withdrawals: (count: number) => plural(count, 'withdrawal', 'withdrawals'),
  /** The one confirmation of a bulk action: "Approve 7 deposits totalling ₹12,450?" */
  question: (verb: 'Approve' | 'Reject', what: string, total: string) => `${verb} ${what} totalling ${total}?`,
  eachOnItsOwn: 'Each is decided on its own; any refused is listed with the reason.',
  reason: 'Reason (for all)',
  reasonRequired: 'Enter the reason the players will see',
  done: (count: number) => `${formatCount(count)} done`,
  held: (count: number) => `${formatCount(count)} waiting for a second approval`,
  refused: (count: number) => `${formatCount(count)} refused`,
  refusedRow: (what: string, message: string) => `${what}: ${message}`,
  notDone: (message: string) => `Not done: ${message}`,
  heldRow: 'Waiting for a second approval',
  details: 'Details',
  newFundRequest: 'New fund request',
  paid: {
    button: 'Mark paid',
    title: 'Mark this withdrawal paid?',
    body: (amount: string, name: string) =>
      `${amount} for ${name} is approved and completed in one step. Pay it first; this is final.`,
    reference: 'Payment reference (UTR)',
    referenceRequired: 'Enter the reference of the payment',
    done: 'Withdrawal marked as paid',
  },
} as const;
