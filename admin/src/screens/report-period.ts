import { addDays, isCalendarDate } from '../../../src/domain/time';
import type { ReportPeriod } from '../insight-api';

/** The periods an operator picks from; every one ends today (IST) except yesterday and a custom one. */
export type PeriodChoice = 'today' | 'yesterday' | 'last7' | 'last30' | 'thisMonth' | 'custom';

/** The server's limit on one report: at most 366 days. */
export const MAX_REPORT_DAYS = 366;

/** The IST days a named period covers, counted back from `today` ("YYYY-MM-DD"), both ends inclusive. */
export function periodDays(choice: Exclude<PeriodChoice, 'custom'>, today: string): ReportPeriod {
  switch (choice) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** What is wrong with a custom period, or null when it can be reported. */
export function customPeriodProblem(period: ReportPeriod): 'missing' | 'reversed' | 'tooLong' | null {
  if (!isCalendarDate(period.from) || !isCalendarDate(period.to)) return 'missing';
  if (period.from > period.to) return 'reversed';
  if (addDays(period.from, MAX_REPORT_DAYS - 1) < period.to) return 'tooLong';
  return null;
}
