import { useEffect, useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../src/api/errors';
import type { User } from '../../src/api/types';
import { NotAdministratorError, restoreAdminSession, signInAdmin, signOutAdmin } from './admin-session';
import { text } from './text';
import styles from './admin-app.module.css';

type View = { kind: 'loading' } | { kind: 'signed-out' } | { kind: 'signed-in'; user: User };

function failureMessage(error: unknown): string {
  if (error instanceof NotAdministratorError) return text.notAdmin;
  if (isApiError(error)) return error.serverMessage ?? error.errors[0]?.msg ?? text.loginFailed;
  return text.somethingWentWrong;
}

function SignInForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const mobileId = useId();
  const passwordId = useId();
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
      onSignedIn(await signInAdmin(mobileNumber, password));
    } catch (failure) {
      setError(failureMessage(failure));
      setSubmitting(false);
    }
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate>
      <h2 className={styles.heading}>{text.signInHeading}</h2>
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
  );
}

export function AdminApp() {
  const [view, setView] = useState<View>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    restoreAdminSession()
      .catch(() => null)
      .then((user) => {
        if (current) setView(user ? { kind: 'signed-in', user } : { kind: 'signed-out' });
      });
    return () => {
      current = false;
    };
  }, []);

  const signOut = () => {
    setView({ kind: 'signed-out' });
    void signOutAdmin();
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{text.title}</h1>
        {view.kind === 'signed-in' && (
          <button type="button" className={styles.headerButton} onClick={signOut}>
            {text.signOut}
          </button>
        )}
      </header>
      <main className={styles.main}>
        {view.kind === 'loading' && <p role="status">{text.loading}</p>}
        {view.kind === 'signed-out' && <SignInForm onSignedIn={(user) => setView({ kind: 'signed-in', user })} />}
        {view.kind === 'signed-in' && (
          <section className={styles.card}>
            <p className={styles.heading}>{text.signedInAs(view.user.name)}</p>
            <p>{text.consoleComingSoon}</p>
          </section>
        )}
      </main>
    </div>
  );
}
