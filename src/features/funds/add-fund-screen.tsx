import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { newIdempotencyKey } from '../../api/client';
import { errorMessages, fieldErrorText, isApiError, isNetworkError, refusalMessage } from '../../api/errors';
import { createFundRequest, type FundPaymentMethod } from '../../api/wallet';
import { paths } from '../../config/paths';
import { refreshUserProfile, useProfileFreshness } from '../../data/profile';
import { refreshSetting, useSetting } from '../../data/settings';
import { refreshAfterFundRequest } from '../../data/wallet';
import { QUICK_AMOUNTS } from '../../domain/constants';
import {
  buildUpiPaymentLink,
  checkDepositAmount,
  checkUtr,
  digitsOnly,
  payeeOfUpiLink,
  withFundSettingsDefaults,
} from '../../domain/funds';
import { fill, problemText, t } from '../../i18n/t-screens';
import { session } from '../../state/session';
import { BalanceCard } from '../../ui/balance-card';
import { PendingDeposits } from '../../ui/pending-deposits';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { toastLoadFailure } from '../../ui/failure-toasts';
import { formatRupees } from '../../ui/format';
import { TextField } from '../../ui/form-field';
import { FreshnessNote } from '../../ui/freshness-note';
import { MaintenanceBanner } from '../../ui/maintenance-banner';
import { QuickAmounts } from '../../ui/quick-amounts';
import { RefreshButton } from '../../ui/refresh-button';
import { ScreenLayout } from '../../ui/screen-layout';
import { notify } from '../../ui/toast';
import { DepositRefusal } from './deposit-refusal';
import { openPaymentLink } from './open-payment-link';
import { PayWithoutApp } from './pay-without-app';
import { PayeeSummary } from './payee-summary';
import { makePaymentQr } from './payment-qr';
import { QrFileActions } from './qr-file-actions';
import { keepPendingPayment, readPendingPayment, type PendingPayment } from './pending-payment';
import { useDepositAllowance } from './use-deposit-allowance';
import { UTR_FIELD_ID, UtrForm } from './utr-form';
import cardStyles from '../../ui/card.module.css';
import listStyles from '../../ui/list.module.css';
import styles from './add-fund-screen.module.css';

/** "Validation error: …" for an errors list, else the server's message, else the fallback. */
function notifyFundRequestFailure(error: unknown): void {
  if (isNetworkError(error) && error.reason === 'offline') notify.error(t.sync.offlineAction);
  else if (isApiError(error) && error.errors.length > 0) {
    notify.error(fill(t.funds.validationError, { messages: errorMessages(error, t.funds.createFailed).join(', ') }));
  } else notify.error(errorMessages(error, t.funds.createFailed)[0]!);
}

/** The server's word on the UTR itself (reused, or not 12 digits), shown under the field too. */
function utrProblemOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 409) return refusalMessage(error);
  const problem = error.errors.find((e) => e.path === 'utr');
  return problem ? fieldErrorText(problem) : null;
}

/**
 * Add fund (the deposit steps in docs/product.md): the payee and amount first, then the UPI app link or its QR code;
 * the fund request is created only when the player enters the payment's UPI reference (UTR).
 */
export default function AddFundScreen() {
  const { user } = useSnapshot(session);
  const main = useSetting('main', { onError: toastLoadFailure(t.funds.settingsFailed) });
  const stored = main.value;
  const settings = withFundSettingsDefaults(stored);
  const upiId = stored?.upiId ?? '';
  // Until the payee's UPI ID is read or fetched, the pay buttons wait rather than refuse it as not set.
  const payeePending = !upiId && (stored === undefined || main.load.loading);
  const payeeName = stored?.upiName?.trim() || t.funds.payeeName;
  const freshness = useProfileFreshness();

  // The payment the UTR step belongs to, kept for the tab (back from the UPI app, it is still here).
  const [payment, setPayment] = useState<PendingPayment | null>(() => readPendingPayment(user?._id));
  const [amount, setAmount] = useState(() => (payment ? String(payment.amount) : ''));
  // Whom the payment pays: its link's payee, whatever the settings say by now.
  const paying = payment ? payeeOfUpiLink(payment.link) : null;
  const [busy, setBusy] = useState<FundPaymentMethod | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [qrImage, setQrImage] = useState<string | null>(null);
  const [utr, setUtr] = useState('');
  const [utrProblem, setUtrProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // One key per deposit as entered: a retry of the same one replays its answer instead of meeting its own UTR.
  const depositKey = useRef({ deposit: '', key: '' });
  // Judged as it is typed: a deposit that would be refused shows why instead of where to pay.
  const allowance = useDepositAllowance(checkDepositAmount(amount, settings.minimumDeposit).ok ? Number(amount) : null);
  const refused = allowance.allowance?.allowed === false ? allowance.allowance : null;

  const choosePayment = (next: PendingPayment | null) => {
    setPayment(next);
    keepPendingPayment(user?._id, next);
  };

  const changeAmount = (value: string) => {
    setAmount(value);
    choosePayment(null);
  };

  const refresh = async () => {
    if (refreshing) return;
    setRefreshing(true);
    const signal = new AbortController().signal;
    try {
      await Promise.all([refreshUserProfile(signal), refreshSetting('main', signal)]);
      notify.success(t.funds.refreshed);
    } catch (error) {
      toastLoadFailure(t.wallet.loadFailed)(error);
      if (isNetworkError(error) && error.reason === 'offline') notify.error(t.sync.offlineAction);
    } finally {
      setRefreshing(false);
    }
  };

  const pay = async (method: FundPaymentMethod) => {
    if (busy || payeePending) return;
    const amountCheck = checkDepositAmount(amount, settings.minimumDeposit);
    if (!amountCheck.ok) {
      notify.error(problemText(amountCheck));
      return;
    }
    const value = Number(amount);
    const link = buildUpiPaymentLink({ upiId, payeeName, amount: value, note: t.funds.upiNote });
    if (!link.ok) {
      notify.error(problemText(link));
      return;
    }

    setBusy(method);
    try {
      // Refused, the answer shows in place of the payee; the player is not sent to pay.
      if ((await allowance.judge(value))?.allowed === false) return;
      let withoutApp = false;
      if (method === 'QR') {
        try {
          setQrImage(await makePaymentQr(link.value));
        } catch {
          notify.error(t.funds.qrFailed);
          return;
        }
      } else withoutApp = (await openPaymentLink(link.value)) === 'not-opened';
      choosePayment({ method, amount: value, link: link.value, ...(withoutApp ? { withoutApp } : {}) });
      // Back from the UPI app, the player finds where the UTR goes.
      if (method === 'UPI') requestAnimationFrame(() => document.getElementById(UTR_FIELD_ID)?.scrollIntoView({ block: 'center' }));
    } finally {
      setBusy(null);
    }
  };

  const closeQr = (thenEnterUtr: boolean) => {
    setQrImage(null);
    // After the dialog has given focus back to the button that opened it.
    if (thenEnterUtr) requestAnimationFrame(() => document.getElementById(UTR_FIELD_ID)?.focus());
  };

  const submitUtr = async () => {
    if (!payment || submitting) return;
    const check = checkUtr(utr);
    if (!check.ok) {
      setUtrProblem(problemText(check));
      return;
    }
    const deposit = { amount: payment.amount, utr: utr.trim(), paymentMethod: payment.method };
    const fingerprint = JSON.stringify(deposit);
    if (depositKey.current.deposit !== fingerprint) depositKey.current = { deposit: fingerprint, key: newIdempotencyKey() };

    setSubmitting(true);
    try {
      await createFundRequest(deposit, depositKey.current.key);
    } catch (error) {
      notifyFundRequestFailure(error);
      setUtrProblem(utrProblemOf(error));
      return;
    } finally {
      setSubmitting(false);
    }
    notify.success(t.funds.submitted);
    setAmount('');
    choosePayment(null);
    setUtr('');
    setUtrProblem(null);
    refreshAfterFundRequest();
  };

  const typed = amount === '' ? null : Number(amount);

  return (
    <ScreenLayout
      title={t.screens.addFund}
      backTo={paths.wallet.getHref()}
      actions={<RefreshButton label={t.funds.refreshFunds} refreshing={refreshing} onRefresh={() => void refresh()} />}
    >
      <FreshnessNote {...freshness} />
      <MaintenanceBanner maintenance={stored?.maintenance} for={['deposits']} />
      <div className={cardStyles.stack}>
        <BalanceCard label={t.funds.currentPoints} amount={formatRupees(user?.balance ?? 0)} testId="current-points" />
        <PendingDeposits />

        <form
          className={styles.card}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void pay('UPI');
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
            onChange={(value) => changeAmount(digitsOnly(value).replace(/^0+(?=\d)/, ''))}
            hint={fill(t.funds.minimum, { min: formatRupees(settings.minimumDeposit) })}
          />
          <p className={styles.sectionLabel}>{t.funds.quickAmounts}</p>
          <QuickAmounts
            label={t.funds.quickAmounts}
            amounts={QUICK_AMOUNTS}
            selected={typed}
            onPick={(value) => changeAmount(String(value))}
          />
          {refused ? (
            <DepositRefusal refused={refused} />
          ) : (
            <>
              <PayeeSummary payeeName={payeeName} upiId={upiId} amount={typed} />
              <div className={styles.buttons}>
                <Button type="submit" block disabled={busy !== null || payeePending}>
                  {busy === 'UPI' ? t.funds.processing : t.funds.payUpi}
                </Button>
                <Button variant="secondary" block disabled={busy !== null || payeePending} onClick={() => void pay('QR')}>
                  {busy === 'QR' ? t.funds.processing : t.funds.scanQr}
                </Button>
              </div>
              <p className={listStyles.meta}>{t.funds.howItWorks}</p>
            </>
          )}
        </form>

        {payment?.withoutApp && <PayWithoutApp amount={payment.amount} link={payment.link} />}

        {payment && (
          <UtrForm
            amount={payment.amount}
            utr={utr}
            problem={utrProblem}
            submitting={submitting}
            onChange={(value) => {
              setUtr(value);
              setUtrProblem(null);
            }}
            onSubmit={() => void submitUtr()}
          />
        )}
      </div>

      {payment?.method === 'QR' && qrImage && (
        <Dialog
          title={t.funds.qrTitle}
          closeLabel={t.funds.close}
          onClose={() => closeQr(false)}
          footer={
            <Button block onClick={() => closeQr(true)}>
              {t.funds.paid}
            </Button>
          }
        >
          <div className={styles.qr}>
            <p className={styles.qrAmount}>{formatRupees(payment.amount)}</p>
            <p className={styles.qrPayee}>
              {paying?.payeeName}
              <br />
              {paying?.upiId}
            </p>
            <img
              className={styles.qrImage}
              src={qrImage}
              width={300}
              height={300}
              alt={fill(t.funds.qrAlt, { amount: formatRupees(payment.amount) })}
              data-payload={payment.link}
              data-testid="payment-qr"
            />
            <p className={listStyles.meta}>{fill(t.funds.qrHelp, { amount: formatRupees(payment.amount) })}</p>
            <QrFileActions qrImage={qrImage} amount={payment.amount} />
          </div>
        </Dialog>
      )}
    </ScreenLayout>
  );
}
