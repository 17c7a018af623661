import jsQR from 'jsqr';
import { create } from 'qrcode';
import { describe, expect, it, vi } from 'vitest';
import { buildUpiPaymentLink } from '../../../src/domain/funds';

const toDataURL = vi.hoisted(() => vi.fn(async () => 'data:image/png;base64,AAAA'));
vi.mock('qrcode', async (importOriginal) => ({ ...(await importOriginal<typeof import('qrcode')>()), toDataURL }));

const { makePaymentQr, PAYMENT_QR_OPTIONS } = await import('../../../src/features/funds/payment-qr');

const link = buildUpiPaymentLink({
  upiId: 'matka@upi',
  payeeName: 'Matka Play',
  amount: 1500,
  transactionId: 'TXN1763616600000042',
  note: 'Add funds TXN1763616600000042',
});

describe('deposit QR code', () => {
  it('draws the link 300 px wide, margin 2, error correction M, black on white', async () => {
    if (!link.ok) throw new Error(link.message);
    expect(await makePaymentQr(link.value)).toBe('data:image/png;base64,AAAA');
    expect(toDataURL).toHaveBeenCalledWith(link.value, {
      width: 300,
      margin: 2,
      errorCorrectionLevel: 'M',
      color: { dark: '#000000', light: '#ffffff' },
    });
    expect(PAYMENT_QR_OPTIONS).toEqual({
      width: 300,
      margin: 2,
      errorCorrectionLevel: 'M',
      color: { dark: '#000000', light: '#ffffff' },
    });
  });

  it('encodes a code that decodes back to the exact upi:// link', () => {
    if (!link.ok) throw new Error(link.message);
    const qr = create(link.value, { errorCorrectionLevel: 'M' });
    const scale = 4;
    const margin = 2;
    const modules = qr.modules.size;
    const size = (modules + margin * 2) * scale;
    const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const mx = Math.floor(x / scale) - margin;
        const my = Math.floor(y / scale) - margin;
        const dark = mx >= 0 && my >= 0 && mx < modules && my < modules && qr.modules.get(mx, my) === 1;
        if (dark) pixels.fill(0, (y * size + x) * 4, (y * size + x) * 4 + 3);
      }
    }
    expect(jsQR(pixels, size, size)?.data).toBe(link.value);
    expect(link.value).toBe(
      'upi://pay?pa=matka@upi&pn=Matka%20Play&am=1500&cu=INR&mc=0000&tr=TXN1763616600000042&tn=Add%20funds%20TXN1763616600000042',
    );
  });
});
