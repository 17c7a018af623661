import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessages, fieldErrorText, isApiError, isNetworkError, refusalMessage } from '../../api/errors';
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
import { describedBy, FieldError, MobileNumberField, TextField } from '../../ui/form-field';
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

type Field = keyof AuthForm;

/** What is wrong: beside a field, or (a refusal naming none) above the submit button. */
type Problems = Partial<Record<Field | 'form', string>>;

/** The first problem with the form and the field it is in, in the original app's words; null when it may be sent. */
function validate(mode: Mode, form: AuthForm): Problems | null {
  if (mode === 'create-account' && form.name.trim() === '') return { name: t.auth.nameRequired };
  if (mode === 'create-account') {
    const name = checkPlayerName(form.name);
    if (!name.ok) return { name: problemText(name) };
  }
  if (form.mobileNumber === '') return { mobileNumber: t.auth.mobileRequired };
  if (form.mobileNumber.length !== MOBILE_NUMBER_LENGTH) return { mobileNumber: t.auth.mobileMustBe10Digits };
  if (form.password === '') return { password: t.auth.passwordRequired };
  if (mode === 'create-account') {
    if (form.password.length < MIN_PASSWORD_LENGTH) return { password: t.auth.passwordTooShort };
    if (form.password !== form.confirmPassword) return { confirmPassword: t.auth.passwordsDoNotMatch };
    if (!form.isAdult) return { isAdult: t.auth.ageRequired };
  }
  return null;
}

/**
 * A refusal's `errors[]` beside the fields their paths name; anything else (wrong password, throttled, closed
 * account, no answer) as one message: the server's, else "Login failed"/"Signup failed", else "Something went wrong".
 */
function refusalProblems(error: unknown, fallback: string): Problems {
  if (isApiError(error)) {
    const problems: Problems = {};
    for (const item of error.errors) {
      const field = item.path?.replace(/^\//, '').split(/[./]/)[0];
      if (field && field in EMPTY_FORM) problems[field as Field] ??= fieldErrorText(item);
    }
    if (Object.keys(problems).length > 0) return problems;
    return { form: refusalMessage(error) ?? errorMessages(error, fallback)[0]! };
  }
  if (isNetworkError(error) && error.reason === 'offline') return { form: t.auth.offline };
  return { form: t.auth.somethingWentWrong };
}

export default function AuthScreen() {
  const [mode, setMode] = useState<Mode>('sign-in');
  const [form, setForm] = useState<AuthForm>(EMPTY_FORM);
  const [submitting, setSubmitting] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const adultId = useId();
  const formProblemId = useId();
  const creating = mode === 'create-account';

  /** A changed field's problem goes; so does a refusal of the whole form. */
  const update = <K extends keyof AuthForm>(key: K, value: AuthForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setProblems((current) => (current[key] || current.form ? { ...current, [key]: undefined, form: undefined } : current));
  };

  const switchMode = () => {
    setMode(creating ? 'sign-in' : 'create-account');
    setForm(EMPTY_FORM);
    setProblems({});
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const problem = validate(mode, form);
    setProblems(problem ?? {});
    if (problem) return;
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
      setProblems(refusalProblems(error, creating ? t.auth.signupFailed : t.auth.loginFailed));
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
              error={problems.name}
              onChange={(value) => update('name', value)}
            />
          )}

          <MobileNumberField
            label={t.auth.mobileNumber}
            placeholder={t.auth.mobileNumberPlaceholder}
            value={form.mobileNumber}
            error={problems.mobileNumber}
            onChange={(value) => update('mobileNumber', value)}
          />

          <PasswordField
            name="password"
            label={t.auth.password}
            placeholder={t.auth.passwordPlaceholder}
            autoComplete={creating ? 'new-password' : 'current-password'}
            value={form.password}
            error={problems.password}
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
                error={problems.confirmPassword}
                onChange={(value) => update('confirmPassword', value)}
              />
              <div className={styles.checkboxRow}>
                <input
                  id={adultId}
                  name="isAdult"
                  type="checkbox"
                  className={styles.checkbox}
                  checked={form.isAdult}
                  {...describedBy(adultId, false, problems.isAdult)}
                  onChange={(event) => update('isAdult', event.target.checked)}
                />
                <label htmlFor={adultId}>{t.auth.ageConfirmation}</label>
              </div>
              {problems.isAdult && <FieldError id={`${adultId}-error`} text={problems.isAdult} />}
            </>
          )}

          {!creating && (
            <Link to={paths.forgotPassword.getHref()} className={styles.forgot}>
              {t.auth.forgotPassword}
            </Link>
          )}

          {problems.form && <FieldError id={formProblemId} text={problems.form} />}
          <Button type="submit" block disabled={submitting} aria-describedby={problems.form ? formProblemId : undefined}>
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
