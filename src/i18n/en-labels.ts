/**
 * The domain's values as the screens name them (./domain-labels.ts), merged into the screens' catalogue as
 * `t.labels`: a daily bet's type in summaries and records, the rows of the rate tables and a rate, and the panna
 * kinds a rule's message names ("This is a {actual} panna, but you selected {selected} panna").
 */
export const enLabels = {
  betTypes: {
    single: 'Single Digit',
    jodi: 'Jodi',
    singlePanna: 'Single Panna',
    doublePanna: 'Double Panna',
    triplePanna: 'Triple Panna',
    halfSangam: 'Half Sangam',
    halfSangamOpen: 'Half Sangam (Open)',
    halfSangamClose: 'Half Sangam (Close)',
    fullSangam: 'Full Sangam',
  },
  rateRows: {
    singleDigit: 'Single Digit',
    jodiDigit: 'Jodi',
    singlePana: 'Single Panna',
    doublePana: 'Double Panna',
    triplePana: 'Triple Panna',
    halfSangam: 'Half Sangam',
    fullSangam: 'Full Sangam',
  },
  /** A rate as the stake and what it pays (RateRange's min and max). */
  ratePays: '{stake} pays {payout}',
  pannaKinds: { single: 'single', double: 'double', triple: 'triple' },
} as const;
