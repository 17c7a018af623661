import type { ScreenMessages } from './en-screens';

/** The bet slip's text in Hindi. */
export const hiSlip: ScreenMessages['slip'] = {
  addToSlip: 'पर्ची में जोड़ें',
  slip: 'बोली पर्ची',
  slipTotal: 'कुल',
  slipRemove: '{number} हटाएँ',
  slipFull: 'एक पर्ची में अधिकतम {max} बोलियाँ हो सकती हैं।',
  placeSlip: '{count} बोलियाँ लगाएँ',
  confirmSlip: 'बोलियों की पुष्टि करें',
  confirmSlipText: 'कुल {total} की {count} बोलियाँ लगाएँ?',
  confirm: 'पुष्टि करें',
  cancel: 'रद्द करें',
  slipPlaced: '{count} बोलियाँ सफलतापूर्वक लग गईं!',
};
