import { CURRENCY_SYMBOL } from './constants';

/**
 * Rupees as players in India read them: whole rupees with Indian digit grouping, the last three digits, then
 * pairs ("₹1,50,000"). Written by hand rather than by Intl, so the app's first frame loads no locale data
 * and the server writes the same text in its messages.
 */
export function rupeesText(amount: number): string {
  if (!Number.isFinite(amount) || Math.abs(amount) >= Number.MAX_SAFE_INTEGER) {
    return `${CURRENCY_SYMBOL}${amount.toLocaleString('en-IN', { maximumFractionDigits: 0 })}`;
  }
  const rounded = Math.round(Math.abs(amount));
  const digits = String(rounded);
  const groups = [digits.slice(-3)];
  for (let end = digits.length - 3; end > 0; end -= 2) groups.unshift(digits.slice(Math.max(0, end - 2), end));
  return `${amount < 0 && rounded !== 0 ? '-' : ''}${CURRENCY_SYMBOL}${groups.join(',')}`;
}
