import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Button } from '../../../src/ui/button';
import { adminSession, twoFactorEnrolled } from '../admin-session';
import { disableTwoFactor, enableTwoFactor, fetchTwoFactorStatus, startTwoFactorSetup } from '../api';
import { text } from '../text';
import { failureMessages, showError, showSuccess } from '../ui/feedback';
import { Field } from '../ui/field';
import { Screen, Section } from '../ui/screen';
import { WhenLoaded } from '../ui/states';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import styles from './admin-two-factor-screen.module.css';

const t = text.twoFactor;

/** The operator's own two-factor sign-in: set up (QR code, key, first code, recovery codes once), or turn off. */
export default function TwoFactorScreen() {
  const { enrolmentRequired } = useSnapshot(adminSession);
  const status = useLoad(fetchTwoFactorStatus, t.loadFailed);
  /** Shown once, right after turning on: the server keeps only their hashes. */
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const turnedOn = (codes: string[]) => {
    setRecoveryCodes(codes);
    status.update((current) => ({ ...current, enabled: true }));
    twoFactorEnrolled();
  };

  return (
    <Screen title={t.title}>
      {enrolmentRequired && <p className={styles.note}>{t.requiredNote}</p>}
      {recoveryCodes ? (
        <RecoveryCodes
          codes={recoveryCodes}
          onDone={() => setRecoveryCodes(null)}
        />
      ) : (
        <WhenLoaded load={status}>
          {(current) =>
            current.enabled ? (
              <TurnOff onTurnedOff={() => status.update((data) => ({ ...data, enabled: false }))} />
            ) : (
              <SetUp onTurnedOn={turnedOn} />
            )
          }
        </WhenLoaded>
      )}
    </Screen>
  );
}

function SetUp({ onTurnedOn }: { onTurnedOn: (recoveryCodes: string[]) => void }) {
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    try {
      setSetup(await startTwoFactorSetup());
    } catch (error) {
      showError(error, t.setupFailed);
    } finally {
      setStarting(false);
    }
  };

  if (!setup) {
    return (
      <Section title={t.setUp}>
        <p>{t.setUpIntro}</p>
        <div>
          <Button onClick={() => void start()} disabled={starting}>
            {starting ? text.common.working : t.setUp}
          </Button>
        </div>
      </Section>
    );
  }
  return (
    <Section title={t.setUp}>
      <p>{t.scan}</p>
      <QrCode value={setup.otpauthUrl} />
      <p className={ui.hint}>{t.secretLabel}</p>
      <p className={styles.secret} data-testid="two-factor-secret">
        {setup.secret}
      </p>
      <CodeForm label={t.codeLabel} hint={t.codeHint} submitText={t.turnOn} busyText={t.turningOn} failureText={t.enableFailed}
        send={async (code) => {
          const reply = await enableTwoFactor(code);
          showSuccess(reply.message, t.turnedOn);
          onTurnedOn(reply.recoveryCodes);
        }}
      />
    </Section>
  );
}

/** The otpauth:// link drawn as a QR code; `qrcode` is loaded only on this screen. */
function QrCode({ value }: { value: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then(({ toDataURL }) => toDataURL(value, { width: 220, margin: 2, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (current) setImage(url);
      });
    return () => {
      current = false;
    };
  }, [value]);
  return image ? <img className={styles.qr} src={image} alt={t.qrAlt} width={220} height={220} /> : <div className={styles.qr} />;
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Section title={t.recoveryTitle}>
      <p>{t.recoveryIntro}</p>
      <ul className={styles.codes} aria-label={t.recoveryTitle}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div>
        <Button onClick={onDone}>{t.recoveryDone}</Button>
      </div>
    </Section>
  );
}

function TurnOff({ onTurnedOff }: { onTurnedOff: () => void }) {
  return (
    <>
      <p role="status">{t.on}</p>
      <Section title={t.offTitle}>
        <p>{t.offIntro}</p>
        <CodeForm label={t.offCodeLabel} submitText={t.turnOff} busyText={t.turningOff} failureText={t.disableFailed}
          send={async (code) => {
            const reply = await disableTwoFactor(code);
            showSuccess(reply.message, t.turnedOff);
            onTurnedOff();
          }}
        />
      </Section>
    </>
  );
}

/** One code field and its button; a wrong code is shown beside the field. */
function CodeForm(props: {
  label: string;
  hint?: string;
  submitText: string;
  busyText: string;
  failureText: string;
  send: (code: string) => Promise<void>;
}) {
  const { label, hint, submitText, busyText, failureText, send } = props;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (code.trim() === '') {
        setError(t.codeRequired);
        return;
      }
      setBusy(true);
      setError(null);
      try {
        await send(code.trim());
      } catch (failure) {
        setError(failureMessages(failure, failureText)[0] ?? failureText);
        setBusy(false);
      }
    },
    [code, failureText, send],
  );

  return (
    <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label={label}
        hint={hint}
        error={error}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={40}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className={ui.formActions}>
        <Button type="submit" disabled={busy}>
          {busy ? busyText : submitText}
        </Button>
      </div>
    </form>
  );
}
