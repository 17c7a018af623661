import { useCallback, useRef, useState } from 'react';
import type { PlaceBetRequest } from '../../../contract/bets';
import { placeBet } from '../../api/bets';
import { newIdempotencyKey } from '../../api/client';
import { errorMessages, isApiError, isNetworkError } from '../../api/errors';
import { refreshProfile } from '../../data/bet';
import { fill, t } from '../../i18n/t';
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
 * Sends bets: one Idempotency-Key per submission, nothing sent offline,
 * `ui.betInProgress` raised while the request is out (no update reload under it), the success toasts and the
 * new balance, or one toast per server message. Resolves to whether the bet was placed.
 */
export function usePlaceBet(): { placing: boolean; place: (request: PlaceBetRequest) => Promise<boolean> } {
  const [placing, setPlacing] = useState(false);
  const sending = useRef(false);
  const [keys] = useState(() => new SubmissionKeys(newIdempotencyKey));

  const place = useCallback(async (request: PlaceBetRequest): Promise<boolean> => {
    if (sending.current) return false;
    if (isOffline()) {
      notify.error(t.bet.offline);
      return false;
    }
    sending.current = true;
    ui.betInProgress = true;
    setPlacing(true);
    try {
      const response = await placeBet(request, keys.keyFor(request));
      keys.answered();
      notify.success(t.bet.placed);
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
      else for (const message of errorMessages(error, t.bet.failed)) notify.error(message);
      return false;
    } finally {
      sending.current = false;
      ui.betInProgress = false;
      setPlacing(false);
    }
  }, [keys]);

  return { placing, place };
}
