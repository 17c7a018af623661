/** Hindi of the drawer's link to the Notifications screen (./en-notifications-link.ts). */
import type { Catalogue } from './catalogue';
import type { enNotificationsLink } from './en-notifications-link';

export const hiNotificationsLink: Catalogue<typeof enNotificationsLink> = {
  title: 'सूचनाएँ',
};
