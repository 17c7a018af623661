import { useCallback, useRef, useState } from 'react';
import type { PlaceBetRequest, PlaceBetSlipRequest } from '../../../contract/bets';
import { placeBet, placeBetSlip } from '../../api/bets';
import { newIdempotencyKey } from '../../api/client';
import { errorMessages, isApiError, isNetworkError, type ApiError } from '../../api/errors';
import { refreshProfile } from '../../data/bet';
import { fill, t } from '../../i18n/t-screens';
import { session, updateSessionUser } from '../../state/session';
import { ui } from '../../state/ui';
import { formatRupees } from '../../ui/format';
import { notify } from '../../ui/toast';
import { SubmissionKeys } from './bet-form';

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Shows the new balance at once, then re-reads the profile to confirm it. */
function applyNewBalance(newBalance: number): void {
  const user = session.user;
  if (user && Number.isFinite(newBalance)) updateSessionUser({ ...user, balance: newBalance });
  void refreshProfile();
}

/**
 * What a screen does with a refusal before the toasts: shows what it can beside its fields, and answers the
 * messages left for toasts.
 */
export type RefusalShown = (error: ApiError) => readonly string[];

/**
 * Sends bets (one, or a slip): one Idempotency-Key per submission, nothing sent offline,
 * `ui.betInProgress` raised while the request is out (no update reload under it), the success toasts and the
 * new balance, or one toast per server message. Resolves to whether the bets were placed.
 */
function useBetSender<Request extends object>(
  send: (request: Request, key: string) => Promise<{ newBalance: number }>,
  placedText: (request: Request) => string,
): { placing: boolean; place: (request: Request, shown?: RefusalShown) => Promise<boolean> } {
  const [placing, setPlacing] = useState(false);
  const sending = useRef(false);
  const [keys] = useState(() => new SubmissionKeys(newIdempotencyKey));

  const place = useCallback(
    async (request: Request, shown?: RefusalShown): Promise<boolean> => {
      if (sending.current) return false;
      if (isOffline()) {
        notify.error(t.bet.offline);
        return false;
      }
      sending.current = true;
      ui.betInProgress = true;
      setPlacing(true);
      try {
        const response = await send(request, keys.keyFor(request));
        keys.answered();
        notify.success(placedText(request));
        notify.success(fill(t.bet.newBalance, { amount: formatRupees(response.newBalance) }));
        applyNewBalance(response.newBalance);
        return true;
      } catch (error) {
        // A definite refusal ends this submission; after no answer (or 409 "still running") the same bet, sent
        // again, keeps its key so that the server places it at most once.
        if (isApiError(error) && error.status !== 409) keys.answered();
        // A refusal may come from a balance this screen showed out of date ("Insufficient balance"): re-read it.
        if (isApiError(error)) void refreshProfile();
        if (isNetworkError(error) && error.reason === 'offline') notify.error(t.bet.offline);
        else {
          const messages = isApiError(error) && shown ? shown(error) : errorMessages(error, t.bet.failed);
          for (const message of messages) notify.error(message);
        }
        return false;
      } finally {
        sending.current = false;
        ui.betInProgress = false;
        setPlacing(false);
      }
    },
    [keys, send, placedText],
  );

  return { placing, place };
}

const placedOne = () => t.bet.placed;
const placedSlip = (request: PlaceBetSlipRequest) => fill(t.slip.slipPlaced, { count: request.bets.length });

/** One bet, POST /bets. */
export function usePlaceBet(): ReturnType<typeof useBetSender<PlaceBetRequest>> {
  return useBetSender(placeBet, placedOne);
}

/** A bet slip, POST /bets/batch: all its bets or none. */
export function usePlaceSlip(): ReturnType<typeof useBetSender<PlaceBetSlipRequest>> {
  return useBetSender(placeBetSlip, placedSlip);
}
