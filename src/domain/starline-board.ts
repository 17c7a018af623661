import { parseClockTime } from './time';

/**
 * The Starline draws as the list shows them: by open time, from the next draw (the first whose open time has
 * not passed) on, then the day's earlier ones. After the day's last draw the next is the next day's first, so
 * the list reads from the top. Unreadable times go last.
 */
export function starlineBoardOrder<G extends { readonly openTime: string }>(
  games: readonly G[],
  nowMinutes: number,
): G[] {
  const minute = (game: G) => parseClockTime(game.openTime) ?? Number.POSITIVE_INFINITY;
  const byTime = [...games].sort((a, b) => (minute(a) === minute(b) ? 0 : minute(a) < minute(b) ? -1 : 1));
  const next = byTime.findIndex((game) => minute(game) >= nowMinutes && Number.isFinite(minute(game)));
  if (next <= 0) return byTime;
  const upcoming = byTime.slice(next).filter((game) => Number.isFinite(minute(game)));
  const unreadable = byTime.filter((game) => !Number.isFinite(minute(game)));
  return [...upcoming, ...byTime.slice(0, next), ...unreadable];
}
