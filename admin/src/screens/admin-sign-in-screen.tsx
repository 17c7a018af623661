import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { isApiError, isNetworkError } from '../../../src/api/errors';
import { MOBILE_NUMBER_INPUT_MAX, mobileNumberDigits } from '../../../src/domain/account';
import { adminSession, NotAdministratorError, signInAdmin, signInWithCode } from '../admin-session';
import { text } from '../text';
import { refusalTexts } from '../ui/feedback';
import styles from './admin-sign-in-screen.module.css';

function failureMessage(error: unknown): string {
  if (error instanceof NotAdministratorError) return text.notAdmin;
  if (isApiError(error)) return refusalTexts(error)?.[0] ?? text.loginFailed;
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
    <SignInPage
      heading={text.signInHeading}
      onSubmit={submit}
      error={error}
      actions={
        <button type="submit" className={styles.button} disabled={submitting}>
          {submitting ? text.signingIn : text.signIn}
        </button>
      }
    >
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
        maxLength={MOBILE_NUMBER_INPUT_MAX}
        value={mobileNumber}
        onChange={(event) => setMobileNumber(mobileNumberDigits(event.target.value))}
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
    </SignInPage>
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
    <SignInPage
      heading={text.codeHeading}
      onSubmit={submit}
      error={error}
      actions={
        <>
          <button type="submit" className={styles.button} disabled={submitting}>
            {submitting ? text.verifying : text.verify}
          </button>
          <button type="button" className={styles.linkButton} onClick={onStartOver}>
            {text.startOver}
          </button>
        </>
      }
    >
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
    </SignInPage>
  );
}

/** The sign-in page around one step's form: the console's title, the step's heading and fields, its error, its buttons. */
function SignInPage(props: {
  heading: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error: string | null;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{text.title}</h1>
      </header>
      <main className={styles.main}>
        <form className={styles.card} onSubmit={props.onSubmit} noValidate>
          <h2 className={styles.heading}>{props.heading}</h2>
          {props.children}
          {props.error && (
            <p role="alert" className={styles.error}>
              {props.error}
            </p>
          )}
          {props.actions}
        </form>
      </main>
    </div>
  );
}
