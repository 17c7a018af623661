import type { FundPaymentMethod } from '../../api/wallet';

/**
 * A payment the player has been shown (UPI link or QR code) and may have made, awaiting its UTR. It is kept for the
 * tab (sessionStorage): a phone short of memory may discard the browser's tab while the UPI app pays, and the player
 * coming back must find the UTR step, not a fresh screen that would send them to pay again.
 */
export interface PendingPayment {
  method: FundPaymentMethod;
  amount: number;
  link: string;
  /** The UPI link opened no UPI app: the screen offers the UPI ID and the QR code to save instead. */
  withoutApp?: boolean;
}

const KEY = 'matka.pendingDeposit';

/** The pending payment of this player in this tab (another player signed in here meanwhile finds none). */
export function readPendingPayment(playerId: string | undefined): PendingPayment | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as (Partial<PendingPayment> & { playerId?: string }) | null;
    if (!stored || !playerId || stored.playerId !== playerId) return null;
    if (stored.method !== 'UPI' && stored.method !== 'QR') return null;
    if (!Number.isSafeInteger(stored.amount) || typeof stored.link !== 'string') return null;
    const payment = { method: stored.method, amount: stored.amount!, link: stored.link };
    return stored.withoutApp === true ? { ...payment, withoutApp: true } : payment;
  } catch {
    return null;
  }
}

export function keepPendingPayment(playerId: string | undefined, payment: PendingPayment | null): void {
  try {
    if (payment && playerId) sessionStorage.setItem(KEY, JSON.stringify({ ...payment, playerId }));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Without storage the step lives as long as the screen, as before.
  }
}
