import { setUserActive, type AdminUser } from '../api';
import { text } from '../text';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { showError, showSuccess } from '../ui/feedback';

const t = text.users;

/** Deactivate (signs the player out everywhere; read-only until activated) or activate, after confirming. */
export function ActiveToggleDialog({ user, onCancel, onDone }: { user: AdminUser; onCancel: () => void; onDone: (user: AdminUser) => void }) {
  const deactivating = user.isActive;
  return (
    <ConfirmDialog
      title={deactivating ? t.deactivateTitle : t.activateTitle}
      confirmLabel={deactivating ? t.deactivate : t.activate}
      tone={deactivating ? 'danger' : 'primary'}
      onCancel={onCancel}
      onConfirm={async () => {
        try {
          const { message, user: changed } = await setUserActive(user._id, !deactivating);
          showSuccess(message, deactivating ? t.deactivated : t.activated);
          onDone(changed);
        } catch (error) {
          showError(error, t.actionFailed);
          return false;
        }
      }}
    >
      <p>
        {deactivating ? t.deactivateBody(user.name) : t.activateBody(user.name)} ({user.mobileNumber})
      </p>
    </ConfirmDialog>
  );
}
