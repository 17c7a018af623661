import { useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { isApiError, isNetworkError } from '../../../src/api/errors';
import { adminSession, NotAdministratorError, signInAdmin, signInWithCode } from '../admin-session';
import { text } from '../text';
import styles from './admin-sign-in-screen.module.css';

function failureMessage(error: unknown): string {
  if (error instanceof NotAdministratorError) return text.notAdmin;
  if (isApiError(error)) return error.errors[0]?.msg ?? error.serverMessage ?? text.loginFailed;
  if (isNetworkError(error)) return error.reason === 'offline' ? text.common.offline : text.common.unreachable;
  return text.somethingWentWrong;
}

/**
 * Administrators only: a player's credentials are refused with a clear message (and their new session revoked).
 * An operator with two-factor on is asked for a code (or a recovery code) after the password.
 */
export default function SignInScreen() {
  const mobileId = useId();
  const passwordId = useId();
  const { ended } = useSnapshot(adminSession);
  const [mobileNumber, setMobileNumber] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);

  if (challenge !== null) {
    return (
      <CodeStep
        challenge={challenge}
        onStartOver={() => {
          setChallenge(null);
          setPassword('');
          setSubmitting(false);
        }}
      />
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mobileNumber === '' || password === '') {
      setError(text.fieldsRequired);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const step = await signInAdmin(mobileNumber, password);
      // The guard sends a signed-in administrator on to the console.
      if (step.kind === 'code-needed') setChallenge(step.challenge);
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

/** The second step: the code from the authenticator app, or a recovery code. */
function CodeStep({ challenge, onStartOver }: { challenge: string; onStartOver: () => void }) {
  const codeId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(text.codeRequired);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await signInWithCode(challenge, code);
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
          <h2 className={styles.heading}>{text.codeHeading}</h2>
          <p className={styles.intro}>{text.codeIntro}</p>
          <label htmlFor={codeId} className={styles.label}>
            {text.codeLabel}
          </label>
          <input
            id={codeId}
            className={styles.input}
            type="text"
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={40}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <button type="submit" className={styles.button} disabled={submitting}>
            {submitting ? text.verifying : text.verify}
          </button>
          <button type="button" className={styles.linkButton} onClick={onStartOver}>
            {text.startOver}
          </button>
        </form>
      </main>
    </div>
  );
}
