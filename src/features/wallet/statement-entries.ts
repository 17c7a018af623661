import type { DailyBet } from '../../../contract/bets';
import type { StarlineBetRecord, StarlineGame } from '../../api/starline';
import type { FundRequestRecord, WithdrawalRecord } from '../../api/wallet';
import { isDailyBetType, isStarlineBetType } from '../../domain/bet-types';
import { isWinningBet, placedAt } from '../../domain/history';
import { betTypeText, methodText } from '../../i18n/domain-labels';
import { fill, t } from '../../i18n/t-screens';
import { accountDetailsText, starlineBetGameText } from '../../ui/record-names';

/** The wallet statement: fund requests, withdrawals, bets and wins merged into one list, newest first. */

export type StatementTab = 'all' | 'funds' | 'withdraw' | 'bets' | 'wins';
export const STATEMENT_TABS: readonly StatementTab[] = ['all', 'funds', 'withdraw', 'bets', 'wins'];

export interface StatementEntry {
  key: string;
  tab: Exclude<StatementTab, 'all'>;
  /** ISO instant; the list is sorted on it. */
  at: string;
  title: string;
  detail: string;
  amount: number;
  /** Money in (+), money out (−), or a request that has not moved money yet. */
  direction: 'credit' | 'debit' | 'none';
  status?: string;
}

export interface StatementSources {
  fundRequests: readonly FundRequestRecord[];
  withdrawals: readonly WithdrawalRecord[];
  bets: readonly DailyBet[];
  starlineBets: readonly StarlineBetRecord[];
  /** The cached Starline games, for their Hindi names. */
  starlineGames?: readonly StarlineGame[];
}

function dailyTypeLabel(bet: DailyBet): string {
  return isDailyBetType(bet.betType) ? betTypeText(bet.betType, bet.session) : String(bet.betType);
}

/** A cancelled bet's stake back on the balance (its draw was voided), beside the bet itself. */
function refundEntry(
  key: string,
  bet: DailyBet | StarlineBetRecord,
  title: string,
  game: string,
  detail: string,
): StatementEntry {
  return {
    key,
    tab: 'bets',
    at: bet.resultDate ?? placedAt(bet),
    title: fill(title, { game }),
    detail,
    amount: bet.betAmount,
    direction: 'credit',
  };
}

export function statementEntries(sources: StatementSources): StatementEntry[] {
  const entries: StatementEntry[] = [];
  for (const request of sources.fundRequests) {
    entries.push({
      key: `fund:${request._id}`,
      tab: 'funds',
      at: request.createdAt,
      title: fill(t.statement.fundEntry, { method: methodText(request.paymentMethod) }),
      detail: request.transactionId,
      amount: request.amount,
      direction: request.status === 'approved' ? 'credit' : 'none',
      status: request.status,
    });
  }
  for (const withdrawal of sources.withdrawals) {
    entries.push({
      key: `withdraw:${withdrawal._id}`,
      tab: 'withdraw',
      at: withdrawal.createdAt,
      title: fill(t.statement.withdrawalEntry, { method: methodText(withdrawal.method) }),
      detail: accountDetailsText(withdrawal),
      amount: withdrawal.amount,
      direction: withdrawal.status === 'rejected' ? 'none' : 'debit',
      status: withdrawal.status,
    });
  }
  for (const bet of sources.bets) {
    const detail = fill(t.statement.betDetail, { type: dailyTypeLabel(bet), number: bet.betNumber });
    entries.push({
      key: `bet:${bet._id}`,
      tab: 'bets',
      at: placedAt(bet),
      title: fill(t.statement.betEntry, { game: bet.gameName }),
      detail,
      amount: bet.betAmount,
      direction: 'debit',
      status: bet.status,
    });
    if (isWinningBet(bet)) {
      entries.push({
        key: `win:${bet._id}`,
        tab: 'wins',
        at: bet.resultDate ?? placedAt(bet),
        title: fill(t.statement.winEntry, { game: bet.gameName }),
        detail,
        amount: bet.winAmount,
        direction: 'credit',
      });
    }
    if (bet.status === 'cancelled') entries.push(refundEntry(`refund:${bet._id}`, bet, t.statement.refundEntry, bet.gameName, detail));
  }
  for (const bet of sources.starlineBets) {
    const game = starlineBetGameText(bet, sources.starlineGames);
    const type = isStarlineBetType(bet.betType) ? t.starline.betTypes[bet.betType] : bet.betType;
    const detail = fill(t.statement.betDetail, { type, number: bet.betNumber });
    entries.push({
      key: `starline-bet:${bet._id}`,
      tab: 'bets',
      at: placedAt(bet),
      title: fill(t.statement.starlineBetEntry, { game }),
      detail,
      amount: bet.betAmount,
      direction: 'debit',
      status: bet.status,
    });
    if (isWinningBet(bet)) {
      entries.push({
        key: `starline-win:${bet._id}`,
        tab: 'wins',
        at: bet.resultDate ?? placedAt(bet),
        title: fill(t.statement.starlineWinEntry, { game }),
        detail,
        amount: bet.winAmount,
        direction: 'credit',
      });
    }
    if (bet.status === 'cancelled') {
      entries.push(refundEntry(`starline-refund:${bet._id}`, bet, t.statement.starlineRefundEntry, game, detail));
    }
  }
  return entries.sort((a, b) => b.at.localeCompare(a.at));
}

export interface StatementCounters {
  fundRequests: number;
  withdrawals: number;
  totalBets: number;
  /** Rupees won (daily and Starline). */
  totalWinnings: number;
}

export function statementCounters(sources: StatementSources): StatementCounters {
  const winnings = [...sources.bets, ...sources.starlineBets]
    .filter(isWinningBet)
    .reduce((sum, bet) => sum + bet.winAmount, 0);
  return {
    fundRequests: sources.fundRequests.length,
    withdrawals: sources.withdrawals.length,
    totalBets: sources.bets.length + sources.starlineBets.length,
    totalWinnings: winnings,
  };
}
