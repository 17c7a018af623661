/**
 * Opening the UPI payment link: the link is handed to the phone, which offers its UPI apps. A browser
 * gives no answer for a custom scheme, so "opened" means the page lost focus or was hidden soon after. Where nothing
 * opened, the screen offers the ways to pay without the link (pay-without-app.tsx); the link itself is never shown.
 */

export type PaymentLinkOutcome = 'opened' | 'not-opened';

export interface OpenPaymentLinkOptions {
  /** How long to wait for the page to lose focus (a UPI app taking over). */
  readonly waitMs?: number;
  /** How the link is handed over (a full-page navigation to the upi:// link by default). */
  readonly navigate?: (link: string) => void;
}

const DEFAULT_WAIT_MS = 1500;

function handedOver(link: string, navigate: (link: string) => void, waitMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (opened: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      window.removeEventListener('blur', onLeave);
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onVisibility);
      resolve(opened);
    };
    const onLeave = () => finish(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') finish(true);
    };
    window.addEventListener('blur', onLeave);
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onVisibility);
    const timer = setTimeout(() => finish(false), waitMs);
    try {
      navigate(link);
    } catch {
      finish(false);
    }
  });
}

export async function openPaymentLink(link: string, options: OpenPaymentLinkOptions = {}): Promise<PaymentLinkOutcome> {
  const navigate = options.navigate ?? ((target: string) => window.location.assign(target));
  return (await handedOver(link, navigate, options.waitMs ?? DEFAULT_WAIT_MS)) ? 'opened' : 'not-opened';
}
