import { lazy, Suspense } from 'react';
import type { ToastContent, ToastOptions } from 'react-toastify';
import { TOAST_DEFAULT_MS, TOAST_LIMIT, TOAST_SUCCESS_MS } from '../config/app-config';

/**
 * react-toastify is loaded after the first screen rather than with it (DESIGN §11: it would add its weight to
 * every start). Its chunk is precached like the rest of the shell, so toasts work offline; a toast shown before
 * the container has mounted waits in react-toastify's queue.
 */
const toastify = () => import('react-toastify');

function show(kind: 'success' | 'error' | 'info', content: ToastContent, options: ToastOptions) {
  void toastify().then(({ toast }) => toast[kind](content, options));
}

/** Toasts with SPEC §9's durations: 4 s by default and for errors, 2 s for successes, at most 20 at once. */
export const notify = {
  success: (content: ToastContent) => show('success', content, { autoClose: TOAST_SUCCESS_MS }),
  error: (content: ToastContent) => show('error', content, { autoClose: TOAST_DEFAULT_MS }),
  info: (content: ToastContent) => show('info', content, { autoClose: TOAST_DEFAULT_MS }),
  /** Stays until acted on or dismissed (e.g. the "Reload" offer of a new version). */
  sticky: (content: ToastContent) => show('info', content, { autoClose: false, closeOnClick: false }),
};

const ToastContainer = lazy(() => toastify().then(({ ToastContainer }) => ({ default: ToastContainer })));

export function Toasts() {
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-center"
        autoClose={TOAST_DEFAULT_MS}
        limit={TOAST_LIMIT}
        newestOnTop
        closeOnClick
        pauseOnFocusLoss={false}
      />
    </Suspense>
  );
}
