import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { getSetting } from '../../../db/tables';
import { newIdempotencyKey } from '../../api/client';
import { isApiError, isNetworkError } from '../../api/errors';
import type { MainSettings } from '../../api/types';
import { createFundRequest, type FundPaymentMethod } from '../../api/wallet';
import { paths } from '../../config/paths';
import { QUICK_AMOUNTS } from '../../domain/constants';
import { buildUpiPaymentLink, checkDepositAmount, digitsOnly, makeTransactionId, withFundSettingsDefaults } from '../../domain/funds';
import { fill, t } from '../../i18n/t';
import { session } from '../../state/session';
import { refreshMainSettings, settingKeys } from '../../sync/content';
import { refreshProfile, refreshUserProfile } from '../../sync/profile';
import { syncKeys } from '../../sync/conditional';
import { useFreshness } from '../../sync/use-freshness';
import { useRefreshOnOpen } from '../../sync/use-refresh-on-open';
import { refreshFundRequests } from '../../sync/wallet';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { toastLoadFailure } from '../../ui/failure-toasts';
import { formatRupees } from '../../ui/format';
import { TextField } from '../../ui/form-field';
import { FreshnessNote } from '../../ui/freshness-note';
import { QuickAmounts } from '../../ui/quick-amounts';
import { ScreenLayout } from '../../ui/screen-layout';
import { notify } from '../../ui/toast';
import { openPaymentLink } from './open-payment-link';
import { makePaymentQr } from './payment-qr';
import styles from './add-fund-screen.module.css';

/** SPEC §8 "Funds": "Validation error: …" for an errors list, else the server's message, else the fallback. */
function notifyFundRequestFailure(error: unknown): void {
  if (isNetworkError(error) && error.reason === 'offline') notify.error(t.sync.offlineAction);
  else if (isApiError(error) && error.errors.length > 0) {
    notify.error(fill(t.funds.validationError, { messages: error.errors.map((e) => e.msg).join(', ') }));
  } else notify.error((isApiError(error) && error.serverMessage) || t.funds.createFailed);
}

interface QrCode {
  link: string;
  image: string;
  amount: number;
}

/** SPEC §2 "Add fund": a fund request first, then the UPI app link or its QR code. */
export default function AddFundScreen() {
  const { user } = useSnapshot(session);
  const stored = useLiveQuery(() => getSetting<Partial<MainSettings>>(settingKeys.main), []);
  const settings = withFundSettingsDefaults(stored);
  const upiId = stored?.upiId ?? '';
  useRefreshOnOpen(refreshMainSettings, { onError: toastLoadFailure(t.funds.settingsFailed) });
  const freshness = useFreshness(syncKeys.profile);

  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState<FundPaymentMethod | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [qr, setQr] = useState<QrCode | null>(null);
  const [shownLink, setShownLink] = useState<string | null>(null);

  const refresh = async () => {
    if (refreshing) return;
    setRefreshing(true);
    const signal = new AbortController().signal;
    try {
      await Promise.all([refreshUserProfile(signal), refreshMainSettings(signal)]);
      notify.success(t.funds.refreshed);
    } catch (error) {
      toastLoadFailure(t.wallet.loadFailed)(error);
      if (isNetworkError(error) && error.reason === 'offline') notify.error(t.sync.offlineAction);
    } finally {
      setRefreshing(false);
    }
  };

  const deposit = async (method: FundPaymentMethod) => {
    if (busy) return;
    setShownLink(null);
    const amountCheck = checkDepositAmount(amount, settings.minimumDeposit);
    if (!amountCheck.ok) {
      notify.error(amountCheck.message);
      return;
    }
    const value = Number(amount);
    const transactionId = makeTransactionId(Date.now(), Math.floor(Math.random() * 1000));
    const link = buildUpiPaymentLink({
      upiId,
      payeeName: t.funds.payeeName,
      amount: value,
      transactionId,
      note: fill(t.funds.upiNote, { transactionId }),
    });
    if (!link.ok) {
      notify.error(link.message);
      return;
    }

    setBusy(method);
    try {
      await createFundRequest({ amount: value, transactionId, paymentMethod: method }, newIdempotencyKey());
    } catch (error) {
      notifyFundRequestFailure(error);
      setBusy(null);
      return;
    }
    notify.success(t.funds.submitted);
    setAmount('');
    void refreshFundRequests(new AbortController().signal).catch(() => undefined);
    void refreshProfile();

    try {
      if (method === 'UPI') {
        const outcome = await openPaymentLink(link.value);
        if (outcome === 'copied') notify.info(t.funds.linkCopied);
        else if (outcome === 'shown') {
          notify.info(fill(t.funds.linkShown, { link: link.value }));
          setShownLink(link.value);
        }
      } else {
        try {
          setQr({ link: link.value, image: await makePaymentQr(link.value), amount: value });
        } catch {
          notify.error(t.funds.qrFailed);
        }
      }
    } finally {
      setBusy(null);
    }
  };

  const typed = amount === '' ? null : Number(amount);

  return (
    <ScreenLayout
      title={t.screens.addFund}
      backTo={paths.wallet.getHref()}
      actions={
        <button
          type="button"
          className={styles.refresh}
          aria-label={t.funds.refreshFunds}
          title={t.funds.refreshFunds}
          disabled={refreshing}
          onClick={() => void refresh()}
        >
          <span aria-hidden="true">↻</span>
        </button>
      }
    >
      <FreshnessNote {...freshness} />
      <div className={styles.stack}>
        <section className={styles.points} aria-labelledby="add-fund-points">
          <p id="add-fund-points" className={styles.pointsLabel}>
            {t.funds.currentPoints}
          </p>
          <p className={styles.pointsValue} data-testid="current-points">
            {formatRupees(user?.balance ?? 0)}
          </p>
        </section>

        <form
          className={styles.card}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void deposit('UPI');
          }}
        >
          <TextField
            label={t.funds.amount}
            name="amount"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            placeholder={t.funds.amountPlaceholder}
            value={amount}
            onChange={(value) => setAmount(digitsOnly(value).replace(/^0+(?=\d)/, ''))}
            hint={fill(t.funds.minimum, { min: settings.minimumDeposit })}
          />
          <p className={styles.sectionLabel}>{t.funds.quickAmounts}</p>
          <QuickAmounts
            label={t.funds.quickAmounts}
            amounts={QUICK_AMOUNTS}
            selected={typed}
            onPick={(value) => setAmount(String(value))}
          />
          <div className={styles.buttons}>
            <Button type="submit" block disabled={busy !== null}>
              {busy === 'UPI' ? t.funds.processing : t.funds.payUpi}
            </Button>
            <Button variant="secondary" block disabled={busy !== null} onClick={() => void deposit('QR')}>
              {busy === 'QR' ? t.funds.processing : t.funds.scanQr}
            </Button>
          </div>
          <p className={styles.note}>{t.funds.howItWorks}</p>
        </form>

        {shownLink && (
          <div className={styles.linkBox} role="note">
            <strong>{t.funds.paymentLink}</strong>
            <p className={styles.linkText} data-testid="payment-link">
              {shownLink}
            </p>
          </div>
        )}
      </div>

      {qr && (
        <Dialog title={t.funds.qrTitle} closeLabel={t.funds.close} onClose={() => setQr(null)}>
          <div className={styles.qr}>
            <p className={styles.qrAmount}>{formatRupees(qr.amount)}</p>
            <img
              className={styles.qrImage}
              src={qr.image}
              width={300}
              height={300}
              alt={fill(t.funds.qrAlt, { amount: formatRupees(qr.amount) })}
              data-payload={qr.link}
              data-testid="payment-qr"
            />
            <p className={styles.note}>{fill(t.funds.qrHelp, { amount: formatRupees(qr.amount) })}</p>
          </div>
        </Dialog>
      )}
    </ScreenLayout>
  );
}
