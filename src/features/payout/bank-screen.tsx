import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { saveBankDetails, type BankDetailsForm } from '../../api/payout-details';
import type { BankDetails } from '../../api/types';
import { patchSessionUser, usePayoutDetails } from '../../data/wallet';
import { validateBankDetails } from '../../domain/account';
import { INPUT_LIMITS } from '../../domain/input-limits';
import { problemText, t } from '../../i18n/t-screens';
import { session } from '../../state/session';
import { Button } from '../../ui/button';
import { notifyWriteFailure } from '../../ui/failure-toasts';
import { TextField } from '../../ui/form-field';
import { FreshnessNote } from '../../ui/freshness-note';
import { ScreenLayout } from '../../ui/screen-layout';
import { notify } from '../../ui/toast';
import { usePayoutReturn } from '../../ui/payout-return';
import styles from './payout.module.css';

function formFrom(bank: Readonly<Partial<BankDetails>> | null | undefined): BankDetailsForm {
  return {
    accountHolderName: bank?.accountHolderName ?? '',
    accountNumber: bank?.accountNumber ?? '',
    confirmAccountNumber: bank?.accountNumber ?? '',
    ifscCode: bank?.ifscCode ?? '',
    bankName: bank?.bankName ?? '',
  };
}

/** The bank account; success returns to where the player came from (payout-return.ts). */
export default function BankScreen() {
  const navigate = useNavigate();
  const returnTo = usePayoutReturn();
  const { user } = useSnapshot(session);
  const freshness = usePayoutDetails();
  // Follows the cached details until the player edits a field.
  const [edited, setEdited] = useState<BankDetailsForm | null>(null);
  const form = edited ?? formFrom(user?.bankDetails);
  const [saving, setSaving] = useState(false);

  const update = (key: keyof BankDetailsForm, value: string) => setEdited({ ...form, [key]: value });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = validateBankDetails(form);
    if (!checked.ok) {
      notify.error(problemText(checked.problems[0]!));
      return;
    }
    setSaving(true);
    try {
      const { bankDetails } = await saveBankDetails(checked.value);
      patchSessionUser({ bankDetails: bankDetails ?? checked.value });
      notify.success(t.payout.bankUpdated);
      navigate(returnTo);
    } catch (error) {
      notifyWriteFailure(error, t.payout.bankFailed);
      setSaving(false);
    }
  };

  return (
    <ScreenLayout title={t.screens.bank} backTo={returnTo}>
      <FreshnessNote {...freshness} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.intro}>{t.payout.bankIntro}</p>
        <TextField
          label={t.payout.accountHolderName}
          name="accountHolderName"
          autoComplete="name"
          maxLength={INPUT_LIMITS.accountHolderName.max}
          value={form.accountHolderName}
          onChange={(value) => update('accountHolderName', value)}
        />
        <TextField
          label={t.payout.accountNumber}
          name="accountNumber"
          inputMode="numeric"
          autoComplete="off"
          maxLength={INPUT_LIMITS.accountNumber.max}
          value={form.accountNumber}
          onChange={(value) => update('accountNumber', value.replace(/\s/g, ''))}
        />
        <TextField
          label={t.payout.confirmAccountNumber}
          name="confirmAccountNumber"
          inputMode="numeric"
          autoComplete="off"
          maxLength={INPUT_LIMITS.accountNumber.max}
          value={form.confirmAccountNumber}
          onChange={(value) => update('confirmAccountNumber', value.replace(/\s/g, ''))}
        />
        <TextField
          label={t.payout.ifscCode}
          name="ifscCode"
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={INPUT_LIMITS.ifscCode.max}
          value={form.ifscCode}
          onChange={(value) => update('ifscCode', value.toUpperCase())}
        />
        <TextField
          label={t.payout.bankName}
          name="bankName"
          autoComplete="off"
          maxLength={INPUT_LIMITS.bankName.max}
          value={form.bankName}
          onChange={(value) => update('bankName', value)}
        />
        <Button type="submit" block disabled={saving}>
          {saving ? t.payout.saving : t.payout.saveBank}
        </Button>
      </form>
    </ScreenLayout>
  );
}
