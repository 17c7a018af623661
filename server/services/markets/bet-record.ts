import type { DailyBet } from '../../../contract/bets.js';
import type { DailyBetType } from '../../../src/domain/bet-types.js';
import type { BetRow } from '../../store/schema.js';

/** A daily bet as the API shows it, from its row in the bets view. */
export function betRecord(bet: BetRow & { game_name: string }): DailyBet {
  return {
    _id: String(bet.id),
    gameId: String(bet.game_id),
    gameName: bet.game_name,
    betType: bet.bet_type as DailyBetType,
    session: bet.session,
    betNumber: bet.bet_number,
    betAmount: Number(bet.bet_amount),
    potentialWin: Number(bet.potential_win),
    winAmount: Number(bet.win_amount),
    status: bet.status,
    betDate: bet.created_at,
    gameDate: bet.game_date,
    resultDate: bet.result_date,
    result: bet.result,
    createdAt: bet.created_at,
  };
}
