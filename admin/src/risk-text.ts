/**
 * The texts of the risk screens (linked accounts, notes and tags, withdrawals held for review, the alerts inbox,
 * the risk settings) and of the closed accounts, in the console's English.
 */

import type { AlertKind, LinkKind, ReviewReason } from '../../contract/risk';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const riskText = {
  nav: {
    alerts: 'Alerts',
    closures: 'Closed accounts',
    risk: 'Risk settings',
    openCount: (count: number) => `${count} open`,
  },

  links: {
    title: 'Linked accounts',
    empty: 'No other player shares a bank account, wallet number, device or sign-up address with this one.',
    loadFailed: 'Failed to load the linked accounts',
    /** "Same bank account ••••5678". */
    reason: (kind: LinkKind, value: string) => `${riskText.links.kinds[kind]} ${value}`,
    kinds: {
      bank_account: 'Same bank account',
      wallet_number: 'Same wallet number',
      device: 'Same device',
      signup_address: 'Same sign-up address',
    } satisfies Record<LinkKind, string>,
  },

  notes: {
    title: 'Notes',
    empty: 'No notes yet.',
    loadFailed: 'Failed to load the notes',
    note: 'New note',
    hint: 'Notes are kept as written: they cannot be edited or deleted.',
    add: 'Add note',
    adding: 'Adding...',
    added: 'Note added',
    failed: 'Failed to add the note',
    required: 'Write the note',
    byline: (author: string, when: string) => `${author} · ${when}`,
  },

  tags: {
    title: 'Tags',
    none: 'No tags.',
    label: 'Tags',
    edit: 'Edit tags',
    editing: 'Tags, separated by commas',
    hint: 'At most 10, each up to 24 letters, digits, spaces or hyphens.',
    save: 'Save tags',
    cancel: 'Cancel',
    saved: 'Tags saved',
    failed: 'Failed to save the tags',
    filter: 'Tag',
    filterHint: 'Only players with this tag',
    apply: 'Filter by tag',
    clearFilter: 'Clear tag',
  },

  review: {
    mark: 'Review',
    heldFilter: 'Held for review',
    reasons: 'Held for review because',
    note: 'Review note (required)',
    noteHint: 'Why this withdrawal may be paid: kept in the audit trail.',
    reason: (reason: ReviewReason) => reason.message,
  },

  alerts: {
    title: 'Alerts',
    intro: 'Signs of risk found in bets, deposits, wins and shared details. Close each one with a note once looked at.',
    open: 'Open',
    closed: 'Closed',
    tabsLabel: 'Alerts by status',
    loadFailed: 'Failed to load the alerts',
    emptyOpen: 'No open alerts.',
    emptyClosed: 'No closed alerts.',
    raised: 'Raised',
    closedBy: 'Closed by',
    note: 'Note',
    close: 'Close',
    closeTitle: 'Close alert',
    closeNote: 'Note',
    closeNoteHint: 'What was looked at and found.',
    closedToast: 'Alert closed',
    closeFailed: 'Failed to close the alert',
    closedOutcome: (name: string) => `Closed the alert about ${name}.`,
    kinds: {
      stake_spike: 'Stake spike',
      deposit_spike: 'Deposit spike',
      big_win: 'Big win',
      first_deposit: 'Large first deposit',
      linked_accounts: 'Linked accounts',
    } satisfies Record<AlertKind, string>,
  },

  settings: {
    title: 'Risk settings',
    intro: 'Which withdrawals are held for review (approving one then needs a note), and which events raise an alert.',
    loadFailed: 'Failed to load the risk settings',
    holds: 'Withdrawals held for review',
    alerts: 'Alerts',
    linkedWithdrawal: 'Hold withdrawals of linked players',
    quickWithdrawal: 'Hold quick withdrawals after a first deposit',
    withinHours: 'Within (hours of the first deposit)',
    minStakePercent: 'Stakes below (% of deposits)',
    largeWithdrawal: 'Hold large withdrawals',
    largeAmount: 'Above (₹)',
    stakeSpike: 'Stake spike',
    depositSpike: 'Deposit spike',
    multiple: "Times the player's usual hourly figure",
    bigWin: 'Big win',
    bigWinAmount: 'Winnings from one result of at least (₹)',
    firstDeposit: 'Large first deposit',
    firstDepositAmount: 'At least (₹)',
    save: 'Save risk settings',
    saving: 'Saving...',
    saved: 'Risk settings saved',
    failed: 'Failed to save the risk settings',
    invalid: 'Enter a valid number',
  },

  closures: {
    title: 'Closed accounts',
    intro:
      "Players who closed their account. Their personal data is erased once nothing is pending and nothing is owed; " +
      'money owed is paid out by an adjustment or a withdrawal.',
    loadFailed: 'Failed to load the closed accounts',
    empty: 'No player has closed their account.',
    requested: 'Closed',
    balance: 'Balance',
    pendingBets: 'Pending bets',
    pendingDeposits: 'Pending deposits',
    pendingWithdrawals: 'Pending withdrawals',
    moneyOwed: 'Money owed',
    waiting: 'Waiting',
    erased: 'Erased',
    erasedAt: 'Erased on',
    erase: 'Erase now',
    eraseTitle: 'Erase personal data',
    eraseConfirm: (name: string) =>
      `Erase the personal data of ${name} now? Their name, mobile number, payout details and addresses are removed ` +
      'for good; their bets, deposits, withdrawals and ledger stay.',
    erasedToast: 'Personal data erased',
    eraseFailed: 'Failed to erase the personal data',
    notSettled: (bets: number, deposits: number, withdrawals: number, balance: string) =>
      `Not yet: ${plural(bets, 'pending bet', 'pending bets')}, ` +
      `${plural(deposits, 'pending deposit', 'pending deposits')}, ` +
      `${plural(withdrawals, 'pending withdrawal', 'pending withdrawals')} and a balance of ${balance}.`,
  },
};
