import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { watchFollowedMarkets, type FollowedMarkets } from '../../data/result-alerts';
import { marketDayAt } from '../../domain/market-clock';
import { istDate } from '../../domain/time';
import { starlineGameName } from '../../i18n/domain-labels';
import { fill, t } from '../../i18n/t-screens';
import { serverNow } from '../../state/clock';
import { session } from '../../state/session';
import { notify } from '../../ui/toast';

/**
 * While the app is open, a new result of a followed market shows as a message (docs/operations.md "Result alerts"): the
 * games poll (every 30 s) brings it into the cache, and this compares each followed market's result with the
 * one it saw before. Loaded after the first frame (src/app/root-layout.tsx), never on the start path.
 */
export default function ResultWatch() {
  // Another player signed in on this device starts from what the cache then holds.
  const playerId = useSnapshot(session).user?._id;
  useEffect(() => {
    const seen = new Map<string, string>();
    return watchFollowedMarkets({
      next: (state) => {
        for (const { key, name, result, followed } of followedResults(state)) {
          const before = seen.get(key);
          seen.set(key, result);
          // The first look only learns what is there; a result that grows (open, then close) is news again.
          if (!state.choice.on || !followed || before === undefined || before === result || !/\d/.test(result)) continue;
          notify.info(fill(t.notifications.resultDeclared, { game: name, result }));
        }
      },
      error: (error: unknown) => console.warn('Result watch stopped', error),
    });
  }, [playerId]);
  return null;
}

/** Every market's result as the cache holds it, and whether the player's choice follows it. */
function followedResults({ choice, games, starlineGames, bets }: FollowedMarkets) {
  const now = serverNow();
  // Each market's own day: one closing after midnight is still on the day it opened until its changeover.
  const days = new Map(games.map((game) => [game._id, marketDayAt(now, game.openTime, game.closeTime).date]));
  const today = (gameId: string) => days.get(gameId) ?? istDate(now);
  const betToday = new Set(
    bets.filter((bet) => bet.gameDate.slice(0, 10) === today(bet.gameId)).map((bet) => bet.gameId),
  );
  const follows = (gameId: string) => (choice.follow === 'bets' ? betToday.has(gameId) : choice.gameIds.includes(gameId));
  return [
    ...games.map((game) => ({ key: `daily:${game._id}`, name: game.gameName, result: game.result, followed: follows(game._id) })),
    ...starlineGames.map((game) => ({
      key: `starline:${game._id}`,
      name: starlineGameName(game),
      result: game.digit === undefined ? game.result : `${game.result}-${game.digit}`,
      followed: choice.starline,
    })),
  ];
}
