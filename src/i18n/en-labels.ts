/**
 * The domain's values as the screens name them (./domain-labels.ts), merged into the screens' catalogue as
 * `t.labels`: a daily bet's type in summaries and records, the rows of the rate tables, and the panna
 * kinds a rule's message names ("This is a {actual} panna, but you selected {selected} panna").
 */
export const enLabels = {
  betTypes: {
    single: 'Single Digit',
    jodi: 'Jodi Digit',
    singlePanna: 'Single Panna',
    doublePanna: 'Double Panna',
    triplePanna: 'Triple Panna',
    halfSangam: 'Half Sangam',
    halfSangamOpen: 'Half Sangam (Open)',
    halfSangamClose: 'Half Sangam (Close)',
    fullSangam: 'Full Sangam',
  },
  rateRows: {
    singleDigit: 'SINGLE DIGIT',
    jodiDigit: 'DOUBLE DIGIT',
    singlePana: 'SINGLE PANA',
    doublePana: 'DOUBLE PANA',
    triplePana: 'TRIPLE PANA',
    halfSangam: 'HALF SANGAM',
    fullSangam: 'FULL SANGAM',
  },
  pannaKinds: { single: 'single', double: 'double', triple: 'triple' },
} as const;
