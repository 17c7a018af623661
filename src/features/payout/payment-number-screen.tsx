import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { savePaymentNumber, type PaymentApp } from '../../api/payout-details';
import { patchSessionUser, usePayoutDetails } from '../../data/wallet';
import { validatePaymentNumber } from '../../domain/account';
import { fill, problemText, t } from '../../i18n/t-screens';
import { session } from '../../state/session';
import { Button } from '../../ui/button';
import { notifyWriteFailure } from '../../ui/failure-toasts';
import { MobileNumberField } from '../../ui/form-field';
import { FreshnessNote } from '../../ui/freshness-note';
import { ScreenLayout } from '../../ui/screen-layout';
import { notify } from '../../ui/toast';
import { usePayoutReturn } from '../../ui/payout-return';
import styles from './payout.module.css';

interface PaymentNumberScreenProps {
  app: PaymentApp;
  title: string;
  /** The app's name in the intro ("Paytm"). */
  appName: string;
  success: string;
  failure: string;
}

/** Payout details for Paytm, Google Pay, PhonePe — one 10-digit mobile number; success returns to where the player came from (payout-return.ts). */
export function PaymentNumberScreen({ app, title, appName, success, failure }: PaymentNumberScreenProps) {
  const navigate = useNavigate();
  const returnTo = usePayoutReturn();
  const { user } = useSnapshot(session);
  const freshness = usePayoutDetails();
  const [edited, setEdited] = useState<string | null>(null);
  const value = edited ?? user?.paymentDetails?.[app] ?? '';
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = validatePaymentNumber(value, 'mobileNumber');
    if (!checked.ok) {
      notify.error(problemText(checked));
      return;
    }
    setSaving(true);
    try {
      const { paymentDetails } = await savePaymentNumber(app, checked.value);
      const previous = { paytm: '', googlePay: '', phonepe: '', ...session.user?.paymentDetails };
      patchSessionUser({ paymentDetails: paymentDetails ?? { ...previous, [app]: checked.value } });
      notify.success(success);
      navigate(returnTo);
    } catch (error) {
      notifyWriteFailure(error, failure);
      setSaving(false);
    }
  };

  return (
    <ScreenLayout title={title} backTo={returnTo}>
      <FreshnessNote {...freshness} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.intro}>{fill(t.payout.walletIntro, { app: appName })}</p>
        <MobileNumberField label={t.payout.mobileNumber} placeholder={t.payout.mobilePlaceholder} value={value} onChange={setEdited} />
        <Button type="submit" block disabled={saving}>
          {saving ? t.payout.saving : t.payout.save}
        </Button>
      </form>
    </ScreenLayout>
  );
}
