import { DEPOSIT_QR_OPTIONS } from '../../domain/constants';

/**
 * The deposit QR code: the UPI link as a PNG data URL, 300 px wide, margin 2, error correction M, black
 * on white. The `qrcode` package is loaded only when a code is needed.
 */
export const PAYMENT_QR_OPTIONS = {
  width: DEPOSIT_QR_OPTIONS.width,
  margin: DEPOSIT_QR_OPTIONS.margin,
  errorCorrectionLevel: DEPOSIT_QR_OPTIONS.errorCorrectionLevel,
  color: { dark: DEPOSIT_QR_OPTIONS.color.dark, light: DEPOSIT_QR_OPTIONS.color.light },
} as const;

export async function makePaymentQr(link: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(link, {
    ...PAYMENT_QR_OPTIONS,
    color: { ...PAYMENT_QR_OPTIONS.color },
  });
}
