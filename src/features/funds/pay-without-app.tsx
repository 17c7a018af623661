import { useEffect, useState } from 'react';
import { payeeOfUpiLink } from '../../domain/funds';
import { fill, t } from '../../i18n/t-screens';
import { Button } from '../../ui/button';
import { formatRupees } from '../../ui/format';
import { makePaymentQr } from './payment-qr';
import { QrFileActions } from './qr-file-actions';
import styles from './add-fund-screen.module.css';

interface PayWithoutAppProps {
  amount: number;
  /** The UPI payment link, drawn as the QR code to save (never shown as text); its payee's UPI ID is the one shown. */
  link: string;
}

/**
 * Where no UPI app opened the payment link: the UPI ID to copy into any UPI app with the amount to pay, and the
 * QR code to save or share and scan from the UPI app's gallery. The link itself is never shown.
 */
export function PayWithoutApp({ amount, link }: PayWithoutAppProps) {
  // The UPI ID the link pays, in the first frame of a tab reopened for the UTR step and whatever the settings say now.
  const { upiId } = payeeOfUpiLink(link);
  const [copied, setCopied] = useState<boolean | null>(null);
  const [qrImage, setQrImage] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    makePaymentQr(link).then(
      (image) => {
        if (current) setQrImage(image);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [link]);

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(upiId);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section className={styles.noApp} aria-labelledby="pay-without-app" data-testid="pay-without-app">
      <h2 id="pay-without-app" className={styles.cardTitle}>
        {t.funds.noAppTitle}
      </h2>
      <p className={styles.noAppText}>{fill(t.funds.noAppHelp, { amount: formatRupees(amount) })}</p>
      <p className={styles.qrAmount} data-testid="pay-without-app-amount">
        {formatRupees(amount)}
      </p>
      <p className={styles.noAppUpiId} data-testid="pay-without-app-upi-id">
        {upiId}
      </p>
      <Button block onClick={() => void copy()}>
        {copied ? t.funds.copied : t.funds.copyUpiId}
      </Button>
      <p className={styles.noAppStatus} role="status">
        {copied === true ? t.funds.upiIdCopied : copied === false ? t.funds.copyFailed : ''}
      </p>
      {qrImage && <QrFileActions qrImage={qrImage} amount={amount} />}
    </section>
  );
}
