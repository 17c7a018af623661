import type { ClosedReason } from '../calendar-api';
import { calendarText } from '../calendar-text';
import { daysOf, describeDays } from '../market-days';
import { Detail } from '../ui/details';
import { StatusBadge } from '../ui/status-badge';

const t = calendarText.days;

/** What a game's record says of today: whether it runs and, when not, why (the server's one rule decides). */
export interface TodaysCalendar {
  runsToday?: boolean;
  closedReason?: ClosedReason | null;
}

/** Why a game does not run today, in the server's words; null when it runs (or the record does not say). */
export function closedToday(game: TodaysCalendar): string | null {
  if (game.runsToday !== false) return null;
  return game.closedReason?.message ?? t.closedToday;
}

/** A game's weekdays ("Mon–Sat") and whether it runs today, and if not why (its weekday or a holiday). */
export function MarketCalendarDetails({ game }: { game: TodaysCalendar & { days?: readonly number[] } }) {
  const closed = closedToday(game);
  return (
    <>
      <Detail term={t.label}>{describeDays(daysOf(game))}</Detail>
      {game.runsToday !== undefined && (
        <Detail term={t.today}>
          {closed === null ? (
            <StatusBadge status="active" tone="good" label={t.runsToday} />
          ) : (
            <StatusBadge status="closed" tone="neutral" label={closed} />
          )}
        </Detail>
      )}
    </>
  );
}
