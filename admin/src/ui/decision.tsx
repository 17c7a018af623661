import type { ReactNode } from 'react';
import { Button } from '../../../src/ui/button';
import { ConfirmDialog } from './confirm-dialog';
import styles from './ui.module.css';

export type Decision = 'approve' | 'reject';

/** How a queue words its two answers (each queue names what is approved in its titles). */
interface DecisionTexts {
  approve: string;
  reject: string;
  approveTitle: string;
  rejectTitle: string;
}

/** A pending request's two answers; approving is the usual one, so it comes first and in green. */
export function DecisionButtons({ texts, onDecide }: { texts: DecisionTexts; onDecide: (decision: Decision) => void }) {
  return (
    <>
      <Button className={styles.good} onClick={() => onDecide('approve')}>
        {texts.approve}
      </Button>
      <Button variant="secondary" onClick={() => onDecide('reject')}>
        {texts.reject}
      </Button>
    </>
  );
}

interface DecisionDialogProps {
  decision: Decision;
  texts: DecisionTexts;
  onConfirm: () => Promise<boolean | void>;
  onCancel: () => void;
  /** What the decision does to this request, in plain words. */
  children: ReactNode;
}

/** Asks before answering a request; a rejection is confirmed with the red button. */
export function DecisionDialog({ decision, texts, onConfirm, onCancel, children }: DecisionDialogProps) {
  const approving = decision === 'approve';
  return (
    <ConfirmDialog
      title={approving ? texts.approveTitle : texts.rejectTitle}
      confirmLabel={approving ? texts.approve : texts.reject}
      tone={approving ? 'primary' : 'danger'}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {children}
    </ConfirmDialog>
  );
}
