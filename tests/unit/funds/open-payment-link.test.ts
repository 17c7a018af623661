// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPaymentLink } from '../../../src/features/funds/open-payment-link';

const LINK = 'upi://pay?pa=matka@upi&am=500';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('opening the UPI payment link', () => {
  it('counts the link as opened when a UPI app takes the focus', async () => {
    const writeText = vi.fn(async () => undefined);
    stubClipboard(writeText);
    const navigate = vi.fn(() => window.dispatchEvent(new Event('blur')));
    await expect(openPaymentLink(LINK, { navigate, waitMs: 1000 })).resolves.toBe('opened');
    expect(navigate).toHaveBeenCalledWith(LINK);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing opened when the page keeps the focus, and never puts the link on the clipboard', async () => {
    const writeText = vi.fn(async () => undefined);
    stubClipboard(writeText);
    await expect(openPaymentLink(LINK, { navigate: () => undefined, waitMs: 20 })).resolves.toBe('not-opened');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing opened when opening throws', async () => {
    const navigate = () => {
      throw new Error('blocked');
    };
    await expect(openPaymentLink(LINK, { navigate, waitMs: 1000 })).resolves.toBe('not-opened');
  });
});
