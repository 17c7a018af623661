import { lazy, Suspense, type ReactNode } from 'react';
import type { CloseButtonProps, Id, ToastOptions } from 'react-toastify';
import { TOAST_DEFAULT_MS, TOAST_SUCCESS_MS } from '../config/app-config';
import { t } from '../i18n/t';
import styles from './toast.module.css';

/**
 * react-toastify is loaded after the first screen rather than with it (docs/performance.md: it would add its weight to
 * every start). Its chunk is precached like the rest of the shell, so toasts work offline; a toast shown before
 * the container has mounted waits in react-toastify's queue.
 */
const toastify = () => import('react-toastify');

type Kind = 'success' | 'error' | 'info';

/**
 * How long each kind stays: successes 2 s, information 4 s, errors until closed or replaced, so
 * that a refusal is never gone before it is read. The update offer stays until acted on.
 */
const OPTIONS: Record<Kind | 'sticky', ToastOptions> = {
  success: { type: 'success', autoClose: TOAST_SUCCESS_MS, closeOnClick: true },
  info: { type: 'info', autoClose: TOAST_DEFAULT_MS, closeOnClick: true },
  error: { type: 'error', autoClose: false, closeOnClick: true },
  sticky: { type: 'info', autoClose: false, closeOnClick: false },
};

/** The one toast on screen (at most one at a time; a new one replaces it in place). */
let current: Id | null = null;

/** Messages given in one go (a bet's two success lines, a refusal's errors[].msg), gathered into one toast. */
let gathering: { kind: Kind | 'sticky'; lines: ReactNode[] } | null = null;

function Lines({ lines }: { lines: readonly ReactNode[] }) {
  return (
    <div className={styles.lines}>
      {lines.map((line, index) => (
        <div key={index}>{line}</div>
      ))}
    </div>
  );
}

async function present(kind: Kind | 'sticky', lines: readonly ReactNode[]): Promise<void> {
  const { toast } = await toastify();
  const content = lines.length === 1 ? lines[0]! : <Lines lines={lines} />;
  const options = OPTIONS[kind];
  if (current !== null && toast.isActive(current)) {
    toast.update(current, { ...options, render: content, delay: 0 });
    return;
  }
  // The previous one may still be queued (no container yet) or leaving: it goes before the new one shows.
  if (current !== null) toast.dismiss(current);
  current = toast(content, options);
}

function show(kind: Kind | 'sticky', content: ReactNode): void {
  if (gathering?.kind === kind) {
    gathering.lines.push(content);
    return;
  }
  const batch = { kind, lines: [content] };
  gathering = batch;
  queueMicrotask(() => {
    if (gathering === batch) gathering = null;
    void present(batch.kind, batch.lines);
  });
}

/** Toasts, one at a time; the words and durations are the original app's, but errors stay until closed. */
export const notify = {
  success: (content: ReactNode) => show('success', content),
  error: (content: ReactNode) => show('error', content),
  info: (content: ReactNode) => show('info', content),
  /** Stays until acted on or dismissed (e.g. the "Reload" offer of a new version). */
  sticky: (content: ReactNode) => show('sticky', content),
};

/**
 * A close target of the full touch size (44×44 px), not react-toastify's 14×24 px cross. Its cross is drawn by
 * the stylesheet, so a toast's text is its message alone.
 */
function CloseButton({ closeToast }: CloseButtonProps) {
  return (
    <button type="button" className={styles.close} aria-label={t.app.closeMessage} onClick={closeToast} />
  );
}

const ToastContainer = lazy(() => toastify().then(({ ToastContainer }) => ({ default: ToastContainer })));

/**
 * The toast area: just below the screens' header, so that neither the back arrow, the balance nor the Place Bet
 * button near the bottom is covered.
 */
export function Toasts() {
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-center"
        aria-label={t.app.messages}
        className={styles.container}
        toastClassName={styles.toast}
        closeButton={CloseButton}
        autoClose={TOAST_DEFAULT_MS}
        pauseOnFocusLoss={false}
      />
    </Suspense>
  );
}
