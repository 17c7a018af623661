import { useCallback, useEffect, useState } from 'react';
import { fetchDepositAllowance, type DepositAllowance } from '../../api/wallet';

/**
 * What the server says of a deposit of the amount typed, before the player is shown where to pay: the player
 * pays first and records the payment after, so a break, a deposit limit or paused deposits must be told now, not
 * once the money has left their bank.
 */
export interface AllowanceCheck {
  /** The answer for the amount typed is on its way. */
  checking: boolean;
  /**
   * The latest answer (while checking, the previous amount's: a break or a pause does not depend on the amount, and
   * the room left does not either); null without an amount, or when no answer could be had (offline), where the
   * screen goes on as before and the server judges the fund request when it is made.
   */
  allowance: DepositAllowance | null;
  /**
   * The answer for `amount` now: the one in hand, else asked at once (a player who pays before the answer came
   * must not be shown where to pay a refused deposit). Null when no answer can be had.
   */
  judge: (amount: number) => Promise<DepositAllowance | null>;
}

/** Typing "750" asks once, for 750, rather than for 7 and 75 on the way. */
const SETTLE_MS = 250;

/** The allowance of `amount` (a valid deposit amount, or null when the amount typed is none). */
export function useDepositAllowance(amount: number | null): AllowanceCheck {
  const [answer, setAnswer] = useState<{ amount: number; allowance: DepositAllowance | null } | null>(null);

  useEffect(() => {
    if (amount === null) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchDepositAllowance(amount, controller.signal).then(
        (allowance) => setAnswer({ amount, allowance }),
        () => {
          if (!controller.signal.aborted) setAnswer({ amount, allowance: null });
        },
      );
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [amount]);

  const judge = useCallback(
    async (asked: number) => {
      if (answer?.amount === asked) return answer.allowance;
      const allowance = await fetchDepositAllowance(asked).catch(() => null);
      setAnswer((latest) => (latest?.amount === asked || asked === amount ? { amount: asked, allowance } : latest));
      return allowance;
    },
    [answer, amount],
  );

  if (amount === null) return { checking: false, allowance: null, judge };
  return { checking: answer?.amount !== amount, allowance: answer?.allowance ?? null, judge };
}
