import { useCallback, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ResponsiblePlayRecord } from '../../api/responsible-play';
import { keepResponsiblePlay } from '../../data/responsible-play';
import { session } from '../../state/session';
import { notifyWriteFailure } from '../../ui/failure-toasts';
import { notify } from '../../ui/toast';

export interface RecordChange {
  /** A change is on its way: the screen's buttons wait for it. */
  busy: boolean;
  /**
   * Sends a change; the server's answer (the whole record) becomes what the screen shows and `success(record)` is
   * toasted. A refusal is toasted as the app toasts every server error. Resolves to whether it was made.
   */
  change: (
    send: () => Promise<ResponsiblePlayRecord>,
    success: (record: ResponsiblePlayRecord) => string,
    fallback: string,
  ) => Promise<boolean>;
}

/** One change at a time to the player's responsible-play record, from any part of the screen. */
export function useRecordChange(): RecordChange {
  const { user } = useSnapshot(session);
  const userId = user?._id;
  const [busy, setBusy] = useState(false);

  const change = useCallback<RecordChange['change']>(
    async (send, success, fallback) => {
      if (!userId) return false;
      setBusy(true);
      try {
        const record = await send();
        keepResponsiblePlay(userId, record);
        notify.success(success(record));
        return true;
      } catch (error) {
        notifyWriteFailure(error, fallback);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [userId],
  );

  return { busy, change };
}
