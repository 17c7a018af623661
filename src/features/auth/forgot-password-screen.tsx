import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { errorMessages } from '../../api/errors';
import { requestPasswordReset } from '../../api/forgot-password';
import { paths } from '../../config/paths';
import { connectivity, isOfflineError, useSetting } from '../../data/settings';
import { validatePasswordRequest } from '../../domain/account';
import { FORGOT_PASSWORD_REDIRECT_MS } from '../../domain/constants';
import { problemText, t } from '../../i18n/t-screens';
import { Button } from '../../ui/button';
import { openExternal, whatsappChatLink } from '../../ui/external-links';
import { MobileNumberField } from '../../ui/form-field';
import { ChatIcon } from '../../ui/icons';
import { ScreenLayout } from '../../ui/screen-layout';
import { notify } from '../../ui/toast';
import cardStyles from '../../ui/card.module.css';
import { PasswordField } from './password-field';
import styles from './forgot-password-screen.module.css';

interface ResetForm {
  mobileNumber: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY_FORM: ResetForm = { mobileNumber: '', newPassword: '', confirmPassword: '' };

/** Forgot password: a reset request for an administrator, the WhatsApp button, back to login. */
export default function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const { online } = useSnapshot(connectivity);
  const [form, setForm] = useState<ResetForm>(EMPTY_FORM);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  const adminWhatsapp = useSetting('adminWhatsapp').value;

  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  const update = <K extends keyof ResetForm>(key: K, value: ResetForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || sent) return;
    const checked = validatePasswordRequest(form);
    if (!checked.ok) {
      notify.error(problemText(checked.problems[0]!));
      return;
    }
    if (!online) {
      notify.error(t.info.offline);
      return;
    }
    setSubmitting(true);
    try {
      await requestPasswordReset(checked.value.mobileNumber, checked.value.newPassword);
      notify.success(t.info.resetSuccess);
      setSent(true);
      redirect.current = setTimeout(() => navigate(paths.auth.getHref()), FORGOT_PASSWORD_REDIRECT_MS);
    } catch (error) {
      const messages = isOfflineError(error) ? [t.info.offline] : errorMessages(error, t.info.resetFailed);
      for (const message of messages) notify.error(message);
    } finally {
      setSubmitting(false);
    }
  };

  const contactAdmin = () => {
    const link = whatsappChatLink(adminWhatsapp);
    if (link) openExternal(link);
    else notify.error(t.info.whatsappNotAvailable);
  };

  return (
    <ScreenLayout title={t.screens.forgotPassword} backTo={paths.auth.getHref()}>
      <section className={styles.card}>
        <p className={styles.subtitle}>{t.info.forgotSubtitle}</p>
        <form className={cardStyles.stack} onSubmit={submit} noValidate>
          <MobileNumberField
            label={t.info.mobileNumber}
            placeholder={t.info.mobilePlaceholder}
            value={form.mobileNumber}
            onChange={(value) => update('mobileNumber', value)}
          />
          <PasswordField
            name="newPassword"
            label={t.info.newPassword}
            placeholder={t.info.newPasswordPlaceholder}
            autoComplete="new-password"
            value={form.newPassword}
            onChange={(value) => update('newPassword', value)}
          />
          <PasswordField
            name="confirmPassword"
            label={t.info.confirmPassword}
            placeholder={t.info.confirmPasswordPlaceholder}
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={(value) => update('confirmPassword', value)}
          />
          <Button type="submit" block disabled={submitting || sent}>
            {submitting ? t.info.submitting : t.info.submitRequest}
          </Button>
        </form>

        <Button variant="secondary" block className={styles.whatsapp} onClick={contactAdmin}>
          <ChatIcon size={20} />
          {t.info.contactAdmin}
        </Button>

        <p className={styles.back}>
          <Link to={paths.auth.getHref()}>{t.info.backToLogin}</Link>
        </p>
      </section>
    </ScreenLayout>
  );
}
