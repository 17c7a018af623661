import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { newIdempotencyKey } from '../../api/client';
import { requestWithdrawal } from '../../api/wallet';
import { paths } from '../../config/paths';
import { useProfile } from '../../data/profile';
import { useServerNow } from '../../data/server-time';
import { useSetting } from '../../data/settings';
import { refreshAfterWithdrawal } from '../../data/wallet';
import {
  checkWithdrawal,
  digitsOnly,
  savedWithdrawMethods,
  withdrawQuickAmounts,
  withFundSettingsDefaults,
  type WithdrawMethod,
} from '../../domain/funds';
import { isSundayInIst } from '../../domain/time';
import { fill, problemText, t } from '../../i18n/t-screens';
import { serverNow } from '../../state/clock';
import { session } from '../../state/session';
import { BalanceCard } from '../../ui/balance-card';
import { Button } from '../../ui/button';
import { notifyWriteFailure, toastLoadFailure } from '../../ui/failure-toasts';
import { formatRupees } from '../../ui/format';
import { TextField } from '../../ui/form-field';
import { FreshnessNote } from '../../ui/freshness-note';
import { QuickAmounts } from '../../ui/quick-amounts';
import { savedAccountText } from '../../ui/record-names';
import { ScreenLayout } from '../../ui/screen-layout';
import { notify } from '../../ui/toast';
import { FROM_WITHDRAW } from '../../ui/payout-return';
import cardStyles from '../../ui/card.module.css';
import choiceStyles from '../../ui/choice.module.css';
import tabStyles from '../../ui/tabs.module.css';
import styles from './withdraw.module.css';

const addMethodLinks = () => [
  { href: paths.bank.getHref(), label: t.withdraw.addBank },
  { href: paths.phonePe.getHref(), label: t.withdraw.addPhonePe },
  { href: paths.googlePay.getHref(), label: t.withdraw.addGooglePay },
  { href: paths.paytm.getHref(), label: t.withdraw.addPaytm },
];

/** Withdraw: only saved methods; minimum, window and the Sunday rule shown; the amount held at once. */
export default function WithdrawFundScreen() {
  const { user } = useSnapshot(session);
  const { freshness } = useProfile({ onError: toastLoadFailure(t.withdraw.userDetailsFailed) });
  const stored = useSetting('main', { onError: toastLoadFailure(t.funds.settingsFailed) }).value;
  const settings = withFundSettingsDefaults(stored);
  const now = useServerNow(60_000);

  const methods = savedWithdrawMethods(user?.bankDetails, user?.paymentDetails);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<WithdrawMethod | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const chosen = method && methods.includes(method) ? method : methods.length === 1 ? methods[0]! : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !user) return;
    const check = checkWithdrawal({
      amount,
      method: chosen,
      savedMethods: methods,
      minimumWithdraw: settings.minimumWithdraw,
      balance: user.balance,
      now: serverNow(),
    });
    if (!check.ok) {
      notify.error(problemText(check));
      return;
    }
    setSubmitting(true);
    try {
      await requestWithdrawal({ amount: Number(amount), method: chosen! }, newIdempotencyKey());
      notify.success(t.withdraw.submitted);
      setAmount('');
      // The amount is held at once, when the request is made: show the new balance and the request.
      refreshAfterWithdrawal();
    } catch (error) {
      notifyWriteFailure(error, t.withdraw.failed);
    } finally {
      setSubmitting(false);
    }
  };

  const sunday = isSundayInIst(now);

  return (
    <ScreenLayout title={t.screens.withdrawFund} backTo={paths.wallet.getHref()}>
      <FreshnessNote {...freshness} />
      <div className={cardStyles.stack}>
        <BalanceCard label={t.withdraw.balance} amount={formatRupees(user?.balance ?? 0)} testId="withdraw-balance" />

        <ul className={styles.rules} aria-label={t.screens.withdrawFund}>
          <li>{fill(t.withdraw.minimum, { min: formatRupees(settings.minimumWithdraw) })}</li>
          <li>
            {fill(t.withdraw.window, { open: settings.withdrawalOpenTime, close: settings.withdrawalCloseTime })}
          </li>
          <li className={sunday ? styles.sunday : undefined}>
            {sunday && <span aria-hidden="true">⚠ </span>}
            {t.withdraw.sundayRule}
          </li>
        </ul>

        {methods.length === 0 ? (
          <section className={styles.card} aria-labelledby="withdraw-no-methods">
            <p id="withdraw-no-methods" className={styles.muted}>
              {t.withdraw.noMethods}
            </p>
            <div className={tabStyles.tiles}>
              {addMethodLinks().map((link) => (
                <Link key={link.href} to={link.href} state={FROM_WITHDRAW} className={tabStyles.tile}>
                  {link.label}
                </Link>
              ))}
            </div>
          </section>
        ) : (
          <form className={styles.card} onSubmit={submit} noValidate>
            <TextField
              label={t.withdraw.amount}
              name="amount"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              placeholder={t.withdraw.amountPlaceholder}
              value={amount}
              onChange={(value) => setAmount(digitsOnly(value).replace(/^0+(?=\d)/, ''))}
            />
            <p className={styles.sectionLabel}>{t.withdraw.quickAmounts}</p>
            <QuickAmounts
              label={t.withdraw.quickAmounts}
              amounts={withdrawQuickAmounts(settings.minimumWithdraw)}
              selected={amount === '' ? null : Number(amount)}
              onPick={(value) => setAmount(String(value))}
            />
            <fieldset className={choiceStyles.group}>
              <legend className={styles.sectionLabel}>{t.withdraw.method}</legend>
              {methods.map((name) => (
                <label key={name} className={styles.method}>
                  <input
                    type="radio"
                    name="method"
                    value={name}
                    checked={chosen === name}
                    onChange={() => setMethod(name)}
                  />
                  <span>
                    <span className={choiceStyles.name}>{t.records.methods[name]}</span>
                    <span className={styles.methodAccount}>
                      {savedAccountText(name, user?.bankDetails, user?.paymentDetails)}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
            <p className={styles.muted}>{t.withdraw.heldNote}</p>
            <Button type="submit" block disabled={submitting}>
              {submitting ? t.withdraw.withdrawing : t.withdraw.withdraw}
            </Button>
          </form>
        )}

        <Link to={paths.withdrawHistory.getHref()} className={styles.historyLink}>
          {t.withdraw.historyLink}
        </Link>
      </div>
    </ScreenLayout>
  );
}
