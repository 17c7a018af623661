import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessages, isApiError, isNetworkError, refusalMessage } from '../../api/errors';
import { paths } from '../../config/paths';
import { MIN_PASSWORD_LENGTH, MOBILE_NUMBER_LENGTH } from '../../domain/constants';
import { INPUT_LIMITS } from '../../domain/input-limits';
import { checkPlayerName } from '../../domain/player-name';
import { problemText, t } from '../../i18n/t';
import { signIn, signUp } from '../../state/session';
import { Button } from '../../ui/button';
import { LanguageSwitch } from '../../ui/language-switch';
import { notify } from '../../ui/toast';
import cardStyles from '../../ui/card.module.css';
import { MobileNumberField, TextField } from '../../ui/form-field';
import { PasswordField } from './password-field';
import styles from './auth-screen.module.css';

type Mode = 'sign-in' | 'create-account';

interface AuthForm {
  name: string;
  mobileNumber: string;
  password: string;
  confirmPassword: string;
  isAdult: boolean;
}

const EMPTY_FORM: AuthForm = { name: '', mobileNumber: '', password: '', confirmPassword: '', isAdult: false };

/** The first problem with the form, in the original app's words; null when it may be sent. */
function validate(mode: Mode, form: AuthForm): string | null {
  if (mode === 'create-account' && form.name.trim() === '') return t.auth.nameRequired;
  if (mode === 'create-account') {
    const name = checkPlayerName(form.name);
    if (!name.ok) return problemText(name);
  }
  if (form.mobileNumber === '') return t.auth.mobileRequired;
  if (form.mobileNumber.length !== MOBILE_NUMBER_LENGTH) return t.auth.mobileMustBe10Digits;
  if (form.password === '') return t.auth.passwordRequired;
  if (mode === 'create-account') {
    if (form.password.length < MIN_PASSWORD_LENGTH) return t.auth.passwordTooShort;
    if (form.password !== form.confirmPassword) return t.auth.passwordsDoNotMatch;
    if (!form.isAdult) return t.auth.ageRequired;
  }
  return null;
}

/** The server's message, else "Login failed"/"Signup failed"; no answer at all is "Something went wrong". */
function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    return refusalMessage(error) ?? errorMessages(error, fallback)[0]!;
  }
  if (isNetworkError(error) && error.reason === 'offline') return t.auth.offline;
  return t.auth.somethingWentWrong;
}

export default function AuthScreen() {
  const [mode, setMode] = useState<Mode>('sign-in');
  const [form, setForm] = useState<AuthForm>(EMPTY_FORM);
  const [submitting, setSubmitting] = useState(false);
  const adultId = useId();
  const creating = mode === 'create-account';

  const update = <K extends keyof AuthForm>(key: K, value: AuthForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const switchMode = () => {
    setMode(creating ? 'sign-in' : 'create-account');
    setForm(EMPTY_FORM);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const problem = validate(mode, form);
    if (problem) {
      notify.error(problem);
      return;
    }
    setSubmitting(true);
    try {
      if (creating) {
        await signUp(form.name.trim(), form.mobileNumber, form.password);
        notify.success(t.auth.accountCreated);
      } else {
        await signIn(form.mobileNumber, form.password);
        notify.success(t.auth.loginSuccessful);
      }
      // The /auth guard now sends the signed-in player to the dashboard.
    } catch (error) {
      notify.error(failureMessage(error, creating ? t.auth.signupFailed : t.auth.loginFailed));
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.brand}>
        <img src="/icon.svg" alt="" width={56} height={56} />
        <p className={styles.appName}>{t.app.name}</p>
        <LanguageSwitch />
      </header>

      <main className={styles.card}>
        <h1 className={styles.title}>{creating ? t.auth.createAccountTitle : t.auth.signInTitle}</h1>
        <p className={styles.subtitle}>{creating ? t.auth.createAccountSubtitle : t.auth.signInSubtitle}</p>

        <form className={cardStyles.stack} onSubmit={submit} noValidate>
          {creating && (
            <TextField
              label={t.auth.fullName}
              name="name"
              type="text"
              autoComplete="name"
              maxLength={INPUT_LIMITS.name.max}
              placeholder={t.auth.fullNamePlaceholder}
              value={form.name}
              onChange={(value) => update('name', value)}
            />
          )}

          <MobileNumberField
            label={t.auth.mobileNumber}
            placeholder={t.auth.mobileNumberPlaceholder}
            value={form.mobileNumber}
            onChange={(value) => update('mobileNumber', value)}
          />

          <PasswordField
            name="password"
            label={t.auth.password}
            placeholder={t.auth.passwordPlaceholder}
            autoComplete={creating ? 'new-password' : 'current-password'}
            value={form.password}
            onChange={(value) => update('password', value)}
          />

          {creating && (
            <>
              <PasswordField
                name="confirmPassword"
                label={t.auth.confirmPassword}
                placeholder={t.auth.confirmPasswordPlaceholder}
                autoComplete="new-password"
                value={form.confirmPassword}
                onChange={(value) => update('confirmPassword', value)}
              />
              <div className={styles.checkboxRow}>
                <input
                  id={adultId}
                  name="isAdult"
                  type="checkbox"
                  className={styles.checkbox}
                  checked={form.isAdult}
                  onChange={(event) => update('isAdult', event.target.checked)}
                />
                <label htmlFor={adultId}>{t.auth.ageConfirmation}</label>
              </div>
            </>
          )}

          {!creating && (
            <Link to={paths.forgotPassword.getHref()} className={styles.forgot}>
              {t.auth.forgotPassword}
            </Link>
          )}

          <Button type="submit" block disabled={submitting}>
            {creating
              ? submitting
                ? t.auth.creatingAccount
                : t.auth.createAccountButton
              : submitting
                ? t.auth.signingIn
                : t.auth.signInButton}
          </Button>
        </form>

        <p className={styles.switchMode}>
          {creating ? t.auth.haveAccount : t.auth.noAccount}{' '}
          <Button variant="link" onClick={switchMode}>
            {creating ? t.auth.signInTitle : t.auth.createAccountTitle}
          </Button>
        </p>
      </main>

      <footer className={styles.footer}>
        {t.auth.footerAgreement} {t.auth.termsOfService} {t.auth.and}{' '}
        <Link to={paths.privacyPolicy.getHref()}>{t.auth.privacyPolicy}</Link>
      </footer>
    </div>
  );
}
