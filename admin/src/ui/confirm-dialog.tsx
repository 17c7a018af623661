import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../src/ui/button';
import { text } from '../text';
import { Dialog } from './dialog';
import styles from './ui.module.css';

interface ConfirmDialogProps {
  title: string;
  /** What will happen, in plain words (amounts, names, the new status). */
  children: ReactNode;
  confirmLabel: string;
  /** Red for irreversible or money-losing actions. */
  tone?: 'primary' | 'danger';
  /** Runs the action; the dialog stays open and busy until it settles, and closes only when it succeeds. */
  onConfirm: () => Promise<boolean | void>;
  onCancel: () => void;
  /** Disables the confirm button (e.g. a required field is empty). */
  confirmDisabled?: boolean;
}

/** Every money action and every irreversible change asks first, saying exactly what will happen. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  tone = 'primary',
  onConfirm,
  onCancel,
  confirmDisabled = false,
}: ConfirmDialogProps) {
  const formId = useId();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || confirmDisabled) return;
    setBusy(true);
    try {
      const keepOpen = (await onConfirm()) === false;
      if (keepOpen) setBusy(false);
      else onCancel();
    } catch {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={title}
      onClose={onCancel}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {text.common.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            className={tone === 'danger' ? styles.danger : undefined}
            disabled={busy || confirmDisabled}
          >
            {busy ? text.common.working : confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className={styles.dialogForm} noValidate>
        {children}
      </form>
    </Dialog>
  );
}
