/**
 * Strings of the jodi, panel and Starline charts: apart from en.ts because en.ts is part of every
 * start on the dashboard, and only the chart screens (lazy routes) need these.
 */
export const enCharts = {
  views: 'Chart views',
  results: 'Results',
  jodi: 'Jodi',
  panel: 'Panel',
  grid: 'Grid',
  week: 'Week',
  to: 'to',
  date: 'Date',
  weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  jodiTitle: 'Jodi chart',
  panelTitle: 'Panel chart',
  starlineTitle: 'Starline chart',
  jodiRegion: 'Jodi chart, one row per week, oldest week first',
  panelRegion: 'Panel chart, one row per week, oldest week first',
  starlineRegion: 'Starline chart, one row per day, oldest day first',
  weeks: 'One row per week, Monday to Sunday, with its dates at the start: the oldest week is at the top, the newest at the bottom.',
  doubles: 'In red: a double jodi, both digits the same (00, 11, 22 … 99).',
  panelCell:
    "Each day shows the open panna's digits top to bottom, the jodi, then the close panna's digits. A star (*) is a result not declared yet, so a half-declared day reads like 1*.",
  jodiCell: 'Each day shows its jodi, the open and close digits. A star (*) is a result not declared yet, so a half-declared day reads like 1*.',
  starlineCell: "One row per day, one column per game by its open time: the winning panna over its digit. The oldest day is at the top.",
  voided: 'Voided',
  voidedCell: 'A voided draw shows *** for its panna and ** for the jodi, marked Voided: it was called off and its bets refunded.',
  voidedStarlineCell: 'A voided draw shows ***, marked Voided: it was called off and its bets refunded.',
  loadFailed: 'Failed to load the chart.',
  noResults: 'No historical results available',
} as const;
