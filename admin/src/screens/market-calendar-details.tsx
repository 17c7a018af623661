import { useCallback } from 'react';
import { istDate } from '../../../src/domain/time';
import { serverNow } from '../../../src/state/clock';
import { usePermission } from '../access';
import { fetchHolidays, type Holiday } from '../calendar-api';
import { calendarText } from '../calendar-text';
import { daysOf, describeDays, runsOn } from '../market-days';
import { Detail } from '../ui/details';
import { StatusBadge } from '../ui/status-badge';
import { useLoad } from '../ui/use-load';

const t = calendarText.days;

/** The holidays a market list checks today against; none while they load or when they cannot be read. */
export function useHolidays(): readonly Holiday[] {
  const reads = usePermission()('markets.read');
  const load = useLoad(
    useCallback(() => (reads ? fetchHolidays().catch(() => []) : Promise.resolve([])), [reads]),
    calendarText.holidays.loadFailed,
  );
  return load.state.data ?? [];
}

/** A game's weekdays ("Mon–Sat") and whether it runs today, and if not why (its weekday or a holiday). */
export function MarketCalendarDetails({
  game,
  kind,
  holidays,
}: {
  game: { _id: string; days?: readonly number[] };
  kind: 'daily' | 'starline';
  holidays: readonly Holiday[];
}) {
  const today = runsOn(game, kind, istDate(serverNow()), holidays);
  return (
    <>
      <Detail term={t.label}>{describeDays(daysOf(game))}</Detail>
      <Detail term={t.today}>
        {today.runs ? (
          <StatusBadge status="active" tone="good" label={t.runsToday} />
        ) : (
          <StatusBadge status="closed" tone="neutral" label={today.why} />
        )}
      </Detail>
    </>
  );
}
