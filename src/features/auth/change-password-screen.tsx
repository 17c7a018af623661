import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { requestPasswordChange } from '../../api/change-password';
import { paths } from '../../config/paths';
import { validatePasswordRequest } from '../../domain/account';
import { MOBILE_NUMBER_LENGTH } from '../../domain/constants';
import { problemText, t } from '../../i18n/t-screens';
import { session } from '../../state/session';
import { Button } from '../../ui/button';
import { notifyWriteFailure } from '../../ui/failure-toasts';
import { MobileNumberField } from '../../ui/form-field';
import { ScreenLayout } from '../../ui/screen-layout';
import { notify } from '../../ui/toast';
import { PasswordField } from './password-field';
import styles from './change-password-screen.module.css';

/** Change Password: the mobile number prefilled (at most 10 characters), a request for admin review. */
export default function ChangePasswordScreen() {
  const { user } = useSnapshot(session);
  const [mobileNumber, setMobileNumber] = useState(() => (user?.mobileNumber ?? '').slice(0, MOBILE_NUMBER_LENGTH));
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const checked = validatePasswordRequest({ mobileNumber, newPassword, confirmPassword });
    if (!checked.ok) {
      notify.error(problemText(checked.problems[0]!));
      return;
    }
    setSubmitting(true);
    try {
      await requestPasswordChange(checked.value.mobileNumber, checked.value.newPassword);
      notify.success(t.changePassword.success);
      setNewPassword('');
      setConfirmPassword('');
    } catch (error) {
      notifyWriteFailure(error, t.changePassword.failed);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <ScreenLayout title={t.screens.changePassword} backTo={paths.dashboard.getHref()}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <MobileNumberField label={t.changePassword.mobileNumber} value={mobileNumber} onChange={setMobileNumber} />
        <PasswordField
          name="newPassword"
          label={t.changePassword.newPassword}
          placeholder={t.changePassword.newPasswordPlaceholder}
          autoComplete="new-password"
          value={newPassword}
          onChange={setNewPassword}
        />
        <PasswordField
          name="confirmPassword"
          label={t.changePassword.confirmPassword}
          placeholder={t.changePassword.confirmPasswordPlaceholder}
          autoComplete="new-password"
          value={confirmPassword}
          onChange={setConfirmPassword}
        />
        <p className={styles.note}>{t.changePassword.note}</p>
        <Button type="submit" block disabled={submitting}>
          {submitting ? t.changePassword.submitting : t.changePassword.submit}
        </Button>
      </form>
    </ScreenLayout>
  );
}
