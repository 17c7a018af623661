/** The bet slip's text (several numbers placed together): a lazily loaded screen's, outside the start. */
export const enSlip = {
  addToSlip: 'Add to Slip',
  slip: 'Bet Slip',
  slipTotal: 'Total',
  slipRemove: 'Remove {number}',
  slipFull: 'A slip holds at most {max} bets.',
  placeSlip: 'Place {count} Bets',
  confirmSlip: 'Confirm Bets',
  confirmSlipText: 'Place {count} bets for a total of {total}?',
  confirm: 'Confirm',
  cancel: 'Cancel',
  slipPlaced: '{count} bets placed successfully!',
} as const;
