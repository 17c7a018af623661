import { useLiveQuery } from '../../db/use-live-query';
import { listBets } from '../../db/history-tables';
import { listStarlineBets, listStarlineGames } from '../../db/starline-tables';
import { listFundRequests, listWithdrawals } from '../../db/wallet-tables';
import type { DailyBet } from '../../contract/bets';
import type { StarlineBetRecord, StarlineGame } from '../api/starline';
import type { FundRequestRecord, WithdrawalRecord } from '../api/wallet';
import { historySyncKeys, refreshMyBets } from '../sync/history';
import { refreshStarlineBets, starlineSyncKeys } from '../sync/starline';
import { useFreshness, type Freshness } from '../sync/use-freshness';
import { useRefreshOnOpen, type RefreshOnOpenOptions } from '../sync/use-refresh-on-open';
import { refreshFundRequests, refreshWithdrawals, walletSyncKeys } from '../sync/wallet';
import { useStarlineGameNames } from './starline';

/** Everything the wallet statement lists: the money requests and both kinds of bets, each newest first. */
export interface StatementRecords {
  readonly fundRequests: FundRequestRecord[];
  readonly withdrawals: WithdrawalRecord[];
  readonly bets: DailyBet[];
  readonly starlineBets: StarlineBetRecord[];
  /** For the Starline bets' game names. */
  readonly starlineGames: StarlineGame[];
}

export interface Statement {
  /** undefined until the cache has been read. */
  readonly records: StatementRecords | undefined;
  /** The oldest of the four lists counts. */
  readonly freshness: Freshness;
}

export const STATEMENT_SYNC_KEYS = [
  walletSyncKeys.fundRequests,
  walletSyncKeys.withdrawals,
  historySyncKeys.bets,
  starlineSyncKeys.bets,
] as const;

async function refreshStatement(signal: AbortSignal): Promise<void> {
  await Promise.all([
    refreshFundRequests(signal),
    refreshWithdrawals(signal),
    refreshMyBets(signal),
    refreshStarlineBets(signal),
  ]);
}

/** Reads the statement's records in one go, so that the screen never shows some lists without the others. */
export async function readStatementRecords(): Promise<StatementRecords> {
  const [fundRequests, withdrawals, bets, starlineBets, starlineGames] = await Promise.all([
    listFundRequests(),
    listWithdrawals(),
    listBets(),
    listStarlineBets(),
    listStarlineGames(),
  ]);
  return { fundRequests, withdrawals, bets, starlineBets, starlineGames };
}

/** The wallet statement's records: the four lists refreshed together on opening (one failure toast at most). */
export function useStatement(options?: RefreshOnOpenOptions): Statement {
  useRefreshOnOpen(refreshStatement, options);
  useStarlineGameNames();
  const freshness = useFreshness(STATEMENT_SYNC_KEYS);
  const records = useLiveQuery(readStatementRecords);
  return { records, freshness };
}
