import {
  starlineBetGameId,
  type StarlineBetRecord,
  type StarlineBetsPage,
  type StarlineBetsQuery,
} from '../../api/starline';
import { isInDayRange, placedAt } from '../../domain/history';
import { pageCount, pageItems } from '../../domain/pagination';

/**
 * The Starline history from the cache, filtered and paged as GET /starline/bets would (shown offline, or until the
 * server's page arrives).
 */
export function localStarlineHistory(bets: readonly StarlineBetRecord[], query: StarlineBetsQuery): StarlineBetsPage {
  const range = { from: query.startDate || null, to: query.endDate || null };
  const kept = bets.filter(
    (bet) =>
      (!query.gameId || starlineBetGameId(bet) === query.gameId) &&
      (!query.status || bet.status === query.status) &&
      (!query.betType || bet.betType === query.betType) &&
      isInDayRange(placedAt(bet), range),
  );
  const limit = query.limit ?? 10;
  const page = query.page ?? 1;
  const totalBetAmount = kept.reduce((sum, bet) => sum + bet.betAmount, 0);
  const totalWinAmount = kept.reduce((sum, bet) => sum + (bet.winAmount ?? 0), 0);
  return {
    bets: pageItems(kept, page, limit),
    summary: {
      totalBets: kept.length,
      totalBetAmount,
      totalWinAmount,
      netProfitLoss: totalWinAmount - totalBetAmount,
    },
    pagination: { current: page, pages: pageCount(kept.length, limit), total: kept.length, limit },
  };
}
