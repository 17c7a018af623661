import { useMemo } from 'react';
import { fill, t } from '../../i18n/t-screens';
import { Button } from '../../ui/button';
import { formatRupees } from '../../ui/format';
import { canShareFile, qrFile, qrFileName } from './qr-file';
import buttonStyles from '../../ui/button.module.css';
import styles from './add-fund-screen.module.css';

interface QrFileActionsProps {
  /** The QR code as a PNG data URL. */
  qrImage: string;
  amount: number;
}

/** "Save QR" (a PNG download named for the amount) and, where the browser can share files, "Share QR". */
export function QrFileActions({ qrImage, amount }: QrFileActionsProps) {
  const shareable = useMemo(() => {
    if (typeof navigator.canShare !== 'function') return null;
    try {
      const file = qrFile(qrImage, amount);
      return canShareFile(file) ? file : null;
    } catch {
      return null;
    }
  }, [qrImage, amount]);

  const share = async (file: File) => {
    try {
      await navigator.share({ files: [file], title: fill(t.funds.qrFileTitle, { amount: formatRupees(amount) }) });
    } catch {
      // Closed without sharing: nothing to say.
    }
  };

  return (
    <div className={styles.qrActions}>
      <a
        className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.block}`}
        href={qrImage}
        download={qrFileName(amount)}
      >
        {t.funds.saveQr}
      </a>
      {shareable && (
        <Button variant="secondary" block onClick={() => void share(shareable)}>
          {t.funds.shareQr}
        </Button>
      )}
    </div>
  );
}
