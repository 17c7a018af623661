import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '../i18n/t';
import styles from './dialog.module.css';

interface DialogProps {
  title: string;
  onClose: () => void;
  children?: ReactNode;
  /** Buttons under the content; a Close button is added unless `hideClose`. */
  footer?: ReactNode;
  closeLabel?: string;
  hideClose?: boolean;
}

/**
 * A modal dialog (role="dialog"): titled, closed by its Close button, Escape or a tap outside, focus
 * moved into it on opening and given back on closing.
 */
export function Dialog({ title, onClose, children, footer, closeLabel = t.records.close, hideClose = false }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>('input, select, textarea, button:not([disabled])');
    (first ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, []);

  return (
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
        {(footer || !hideClose) && (
          <div className={styles.footer}>
            {footer}
            {!hideClose && (
              <button type="button" className={styles.close} onClick={onClose}>
                {closeLabel}
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
