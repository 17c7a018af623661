import { WHATSAPP_COUNTRY_CODE } from '../domain/constants';

/** The external links: WhatsApp chat with the admin (91 prefixed), WhatsApp share, the app link. */

/** A WhatsApp chat link to an Indian number, or null when there is no usable number. */
export function whatsappChatLink(number: string | null | undefined): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  if (digits.length < 10) return null;
  const international = digits.length === 10 ? `${WHATSAPP_COUNTRY_CODE}${digits}` : digits;
  return `https://wa.me/${international}`;
}

/** A WhatsApp share link carrying `text` (Invite Friends). */
export function whatsappShareLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** Opens an external link in a new tab/app without giving it a handle on this page. */
export function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
