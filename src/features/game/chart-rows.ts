import type { SessionResult } from '../../api/types';
import { formatResult } from '../../domain/result';
import { istDate } from '../../domain/time';
import { formatWeekday } from '../../ui/record-format';

export interface ChartRow {
  /** The IST game day, "YYYY-MM-DD". */
  readonly date: string;
  readonly day: string;
  /** `OOO-oc-CCC` with `*` for a session without a result. */
  readonly result: string;
}

/** One row per game day, newest first, joining that day's open and close results. */
export function chartRows(results: readonly SessionResult[]): ChartRow[] {
  const days = new Map<string, { open: string | null; close: string | null }>();
  for (const result of results) {
    let date: string;
    try {
      date = istDate(result.gameDate);
    } catch {
      continue; // an unreadable date cannot be placed in the table
    }
    const day = days.get(date) ?? { open: null, close: null };
    if (result.session === 'open') day.open = result.pana;
    else if (result.session === 'close') day.close = result.pana;
    days.set(date, day);
  }
  return [...days.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([date, { open, close }]) => {
      let result: string;
      try {
        result = formatResult({ openPanna: open, closePanna: close });
      } catch {
        result = '***-**-***';
      }
      return { date, day: formatWeekday(date), result };
    });
}
