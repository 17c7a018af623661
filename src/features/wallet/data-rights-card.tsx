import { useState, type FormEvent } from 'react';
import { fetchDataExport, requestAccountDeletion } from '../../api/data-rights';
import { errorMessages, isApiError } from '../../api/errors';
import { t } from '../../i18n/t-data-rights';
import { signOut } from '../../state/session';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { notifyWriteFailure } from '../../ui/failure-toasts';
import { TextField } from '../../ui/form-field';
import { notify } from '../../ui/toast';
import cardStyles from '../../ui/card.module.css';
import styles from './wallet.module.css';

/** Saves `data` on the device as a JSON file named `fileName`, through a Blob and an `<a download>`. */
function saveJsonFile(fileName: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken its copy once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The player's rights over their data, on the profile: a download of everything kept about them (three a day; the
 * server's refusal in the player's language), and closing the account, explained first and proven by the password.
 */
export function DataRightsCard() {
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    if (downloading) return;
    setDownloading(true);
    try {
      const { fileName, data } = await fetchDataExport();
      saveJsonFile(fileName, data);
      notify.success(t.dataRights.downloaded);
    } catch (error) {
      notifyWriteFailure(error, t.dataRights.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className={`${cardStyles.card} ${cardStyles.column}`} aria-labelledby="wallet-data-rights-heading">
      <h2 id="wallet-data-rights-heading" className={cardStyles.cardTitle}>
        {t.dataRights.title}
      </h2>
      <p className={cardStyles.intro}>{t.dataRights.intro}</p>
      <Button variant="secondary" block disabled={downloading} onClick={() => void download()}>
        {downloading ? t.dataRights.downloading : t.dataRights.download}
      </Button>
      <Button variant="secondary" block className={styles.danger} onClick={() => setDeleting(true)}>
        {t.dataRights.deleteAccount}
      </Button>
      {deleting && <AccountDeletionDialog onClose={() => setDeleting(false)} />}
    </section>
  );
}

/** What closing the account means, then the password; on success the app signs out and says the account is closed. */
function AccountDeletionDialog({ onClose }: { onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || password === '') return;
    setSubmitting(true);
    setProblem(null);
    try {
      await requestAccountDeletion(password);
    } catch (error) {
      setSubmitting(false);
      // A refusal about the password (wrong, missing) is shown beside the field; anything else as a toast.
      if (isApiError(error) && error.status < 500 && error.status !== 401) {
        setProblem(errorMessages(error, t.dataRights.deleteFailed)[0]!);
      } else {
        notifyWriteFailure(error, t.dataRights.deleteFailed);
      }
      return;
    }
    await signOut();
    notify.sticky(t.dataRights.accountClosed);
  };

  const { dataRights: text } = t;
  return (
    <Dialog title={text.deleteAccount} onClose={onClose} closeLabel={text.cancel}>
      <p className={styles.deleteIntro}>{text.deleteIntro}</p>
      <ul className={styles.deleteList}>
        <li>{text.deleteClosedAtOnce}</li>
        <li>{text.deletePending}</li>
        <li>{text.deleteMoneyOwed}</li>
        <li>{text.deleteErased}</li>
        <li>{text.deleteRecordsKept}</li>
      </ul>
      <form className={cardStyles.column} onSubmit={submit} noValidate aria-label={text.deleteAccount}>
        <TextField
          label={text.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          aria-invalid={problem !== null}
          onChange={(value) => {
            setPassword(value);
            setProblem(null);
          }}
          hint={
            problem === null ? (
              text.passwordHint
            ) : (
              <span role="alert" className={styles.fieldProblem}>
                {problem}
              </span>
            )
          }
        />
        <Button type="submit" block className={styles.dangerSolid} disabled={submitting || password === ''}>
          {submitting ? text.deleting : text.confirmDelete}
        </Button>
      </form>
    </Dialog>
  );
}
