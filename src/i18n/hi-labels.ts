/** Hindi of en-labels.ts: the domain's values as the screens name them. */
import type { Catalogue } from './catalogue';
import type { enLabels } from './en-labels';

export const hiLabels: Catalogue<typeof enLabels> = {
  betTypes: {
    single: 'सिंगल अंक',
    jodi: 'जोड़ी',
    singlePanna: 'सिंगल पन्ना',
    doublePanna: 'डबल पन्ना',
    triplePanna: 'ट्रिपल पन्ना',
    halfSangam: 'हाफ़ संगम',
    halfSangamOpen: 'हाफ़ संगम (ओपन)',
    halfSangamClose: 'हाफ़ संगम (क्लोज़)',
    fullSangam: 'फ़ुल संगम',
  },
  rateRows: {
    singleDigit: 'सिंगल अंक',
    jodiDigit: 'जोड़ी',
    singlePana: 'सिंगल पन्ना',
    doublePana: 'डबल पन्ना',
    triplePana: 'ट्रिपल पन्ना',
    halfSangam: 'हाफ़ संगम',
    fullSangam: 'फ़ुल संगम',
  },
  ratePays: '{stake} पर {payout} मिलते हैं',
  pannaKinds: { single: 'सिंगल', double: 'डबल', triple: 'ट्रिपल' },
};
