import { ToastContainer, toast, type ToastContent } from 'react-toastify';
import { TOAST_DEFAULT_MS, TOAST_LIMIT, TOAST_SUCCESS_MS } from '../config/app-config';

/** Toasts with SPEC §9's durations: 4 s by default and for errors, 2 s for successes, at most 20 at once. */
export const notify = {
  success: (content: ToastContent) => toast.success(content, { autoClose: TOAST_SUCCESS_MS }),
  error: (content: ToastContent) => toast.error(content, { autoClose: TOAST_DEFAULT_MS }),
  info: (content: ToastContent) => toast.info(content, { autoClose: TOAST_DEFAULT_MS }),
  /** Stays until acted on or dismissed (e.g. the "Reload" offer of a new version). */
  sticky: (content: ToastContent) => toast.info(content, { autoClose: false, closeOnClick: false }),
  dismiss: (id?: string | number) => toast.dismiss(id),
};

export function Toasts() {
  return (
    <ToastContainer
      position="top-center"
      autoClose={TOAST_DEFAULT_MS}
      limit={TOAST_LIMIT}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
    />
  );
}
