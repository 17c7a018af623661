import { useLocation } from 'react-router-dom';
import { paths } from '../config/paths';

/**
 * Where a payout screen leads once its details are saved (or on Back): the withdraw screen when the player came
 * from it to add a way to be paid, the dashboard otherwise. The withdraw screen's links say so in the route state.
 */
export const FROM_WITHDRAW = { from: 'withdraw' } as const;

export function payoutReturnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return from === FROM_WITHDRAW.from ? paths.withdrawFund.getHref() : paths.dashboard.getHref();
}

/** The path this payout screen returns to. */
export function usePayoutReturn(): string {
  return payoutReturnPath(useLocation().state);
}
