import { errorMessages, isNetworkError } from '../api/errors';
import { t } from '../i18n/t';
import { notify } from './toast';

/** The toasts of a failed write: offline says so plainly; otherwise each errors[].msg, else the
 * server's message, else `fallback`. */
export function notifyWriteFailure(error: unknown, fallback: string): void {
  if (isNetworkError(error) && error.reason === 'offline') {
    notify.error(t.sync.offlineAction);
    return;
  }
  for (const message of errorMessages(error, fallback)) notify.error(message);
}

/**
 * For `useRefreshOnOpen(…, { onError })`: a screen's load-failure toast ("Failed to load …"), except when the
 * device is simply offline — the cached data is on screen and the freshness note says how old it is.
 */
export function toastLoadFailure(message: string): (error: unknown) => void {
  return (error) => {
    if (isNetworkError(error) && error.reason === 'offline') return;
    notify.error(message);
  };
}
