import type { ReactNode } from 'react';
import { Button } from '../../../src/ui/button';
import { text } from '../text';
import { Dialog } from './dialog';

/**
 * Editing a record in a dialog: the form inside (rendered without its own buttons, with id `formId`) is submitted
 * by Save in the footer, where every dialog keeps its buttons.
 */
export function EditDialog({ title, formId, onClose, children }: { title: string; formId: string; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {text.common.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {text.common.save}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
