import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { updateUserProfile } from '../../api/wallet';
import { paths } from '../../config/paths';
import { refreshUserProfile, useProfile } from '../../data/profile';
import { patchSessionUser } from '../../data/wallet';
import { validateProfile } from '../../domain/account';
import { DEFAULT_BALANCE_PLACEHOLDER } from '../../domain/constants';
import { INPUT_LIMITS } from '../../domain/input-limits';
import { problemText, t } from '../../i18n/t-screens';
import { session } from '../../state/session';
import { BalanceCard } from '../../ui/balance-card';
import { PendingDeposits } from '../../ui/pending-deposits';
import { Button } from '../../ui/button';
import { notifyWriteFailure, toastLoadFailure } from '../../ui/failure-toasts';
import { formatRupees } from '../../ui/format';
import { TextField } from '../../ui/form-field';
import { FreshnessNote } from '../../ui/freshness-note';
import { RefreshButton } from '../../ui/refresh-button';
import { ScreenLayout } from '../../ui/screen-layout';
import { DataRightsCard } from './data-rights-card';
import { notify } from '../../ui/toast';
import cardStyles from '../../ui/card.module.css';
import tabStyles from '../../ui/tabs.module.css';
import styles from './wallet.module.css';

/** The wallet: the profile card with Edit Profile, the balance, the money buttons, a refresh. */
export default function WalletScreen() {
  const { user } = useSnapshot(session);
  const { freshness } = useProfile({ onError: toastLoadFailure(t.wallet.loadFailed) });
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    if (refreshing) return;
    setRefreshing(true);
    try {
      await refreshUserProfile(new AbortController().signal);
      notify.success(t.wallet.refreshed);
    } catch {
      // The cached balance stays on screen.
      notify.error(t.wallet.loadFailed);
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <ScreenLayout
      title={t.screens.wallet}
      backTo={paths.dashboard.getHref()}
      actions={<RefreshButton label={t.wallet.refreshWallet} refreshing={refreshing} onRefresh={() => void refresh()} />}
    >
      <FreshnessNote {...freshness} />
      <div className={cardStyles.stack}>
        {user && <ProfileCard key={user._id} name={user.name} email={user.email ?? ''} mobileNumber={user.mobileNumber} />}

        <BalanceCard label={t.wallet.balance} amount={formatRupees(user?.balance ?? DEFAULT_BALANCE_PLACEHOLDER)} testId="wallet-balance" />
        <PendingDeposits />

        <nav className={tabStyles.tiles} aria-label={t.screens.wallet}>
          <Link to={paths.addFund.getHref()} className={`${tabStyles.tallTile} ${tabStyles.tilePrimary}`}>
            {t.wallet.addFunds}
          </Link>
          <Link to={paths.withdrawFund.getHref()} className={tabStyles.tallTile}>
            {t.wallet.withdrawFunds}
          </Link>
          <Link to={paths.withdrawHistory.getHref()} className={tabStyles.tallTile}>
            {t.wallet.withdrawalHistory}
          </Link>
          <Link to={paths.walletStatement.getHref()} className={tabStyles.tallTile}>
            {t.wallet.walletStatement}
          </Link>
        </nav>

        <Link to={paths.responsiblePlay.getHref()} className={tabStyles.tallTile}>
          {t.responsiblePlay.walletLink}
        </Link>

        <DataRightsCard />
      </div>
    </ScreenLayout>
  );
}

interface ProfileCardProps {
  name: string;
  email: string;
  mobileNumber: string;
}

function ProfileCard({ name, email, mobileNumber }: ProfileCardProps) {
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState({ name, email });
  const [saving, setSaving] = useState(false);

  const startEditing = () => {
    setForm({ name, email });
    setEditing(true);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = validateProfile(form);
    if (!checked.ok) {
      notify.error(problemText(checked.problems[0]!));
      return;
    }
    setSaving(true);
    try {
      const { user } = await updateUserProfile(checked.value);
      patchSessionUser(user && typeof user === 'object' ? user : checked.value);
      notify.success(t.wallet.profileUpdated);
      setEditing(false);
    } catch (error) {
      notifyWriteFailure(error, t.wallet.profileUpdateFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={cardStyles.card} aria-labelledby="wallet-profile-heading">
      <div className={styles.profileHead}>
        <span className={styles.avatar} aria-hidden="true">
          {name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div>
          <h2 id="wallet-profile-heading" className={styles.profileName}>
            {name}
          </h2>
        </div>
      </div>
      {!editing ? (
        <>
          <dl className={styles.details}>
            <dt>{t.wallet.mobileNumber}</dt>
            <dd>{mobileNumber}</dd>
            <dt>{t.wallet.email}</dt>
            <dd>{email || t.wallet.noEmail}</dd>
          </dl>
          <Button variant="secondary" block onClick={startEditing}>
            {t.wallet.editProfile}
          </Button>
        </>
      ) : (
        <form className={styles.form} onSubmit={save} noValidate aria-label={t.wallet.editProfile}>
          <TextField
            label={t.wallet.name}
            name="name"
            autoComplete="name"
            maxLength={INPUT_LIMITS.name.max}
            value={form.name}
            onChange={(value) => setForm((f) => ({ ...f, name: value }))}
          />
          <TextField
            label={t.wallet.emailOptional}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={INPUT_LIMITS.email.max}
            value={form.email}
            onChange={(value) => setForm((f) => ({ ...f, email: value }))}
          />
          <div className={cardStyles.buttonRow}>
            <Button type="submit" disabled={saving}>
              {saving ? t.wallet.saving : t.wallet.saveChanges}
            </Button>
            <Button variant="secondary" disabled={saving} onClick={() => setEditing(false)}>
              {t.wallet.cancel}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
