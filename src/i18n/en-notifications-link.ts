/**
 * The drawer's link to the Notifications screen: apart from the screen's strings
 * (./en-notifications.ts) because the drawer is part of every start on the dashboard.
 */
export const enNotificationsLink = {
  title: 'Notifications',
} as const;
