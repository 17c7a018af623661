import { useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { isApiError, isNetworkError } from '../../../src/api/errors';
import { adminSession, NotAdministratorError, signInAdmin } from '../admin-session';
import { text } from '../text';
import styles from './admin-sign-in-screen.module.css';

function failureMessage(error: unknown): string {
  if (error instanceof NotAdministratorError) return text.notAdmin;
  if (isApiError(error)) return error.errors[0]?.msg ?? error.serverMessage ?? text.loginFailed;
  if (isNetworkError(error)) return error.reason === 'offline' ? text.common.offline : text.common.unreachable;
  return text.somethingWentWrong;
}

/** Administrators only: a player's credentials are refused with a clear message (and their new session revoked). */
export default function SignInScreen() {
  const mobileId = useId();
  const passwordId = useId();
  const { ended } = useSnapshot(adminSession);
  const [mobileNumber, setMobileNumber] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mobileNumber === '' || password === '') {
      setError(text.fieldsRequired);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await signInAdmin(mobileNumber, password);
      // The guard sends a signed-in administrator on to the console.
    } catch (failure) {
      setError(failureMessage(failure));
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{text.title}</h1>
      </header>
      <main className={styles.main}>
        <form className={styles.card} onSubmit={submit} noValidate>
          <h2 className={styles.heading}>{text.signInHeading}</h2>
          {ended === 'expired' && !error && <p className={styles.note}>{text.sessionEnded}</p>}
          <label htmlFor={mobileId} className={styles.label}>
            {text.mobileNumber}
          </label>
          <input
            id={mobileId}
            className={styles.input}
            type="tel"
            inputMode="numeric"
            autoComplete="username"
            maxLength={10}
            value={mobileNumber}
            onChange={(event) => setMobileNumber(event.target.value.replace(/\D/g, ''))}
          />
          <label htmlFor={passwordId} className={styles.label}>
            {text.password}
          </label>
          <input
            id={passwordId}
            className={styles.input}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <button type="submit" className={styles.button} disabled={submitting}>
            {submitting ? text.signingIn : text.signIn}
          </button>
        </form>
      </main>
    </div>
  );
}
