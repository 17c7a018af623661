/**
 * The drawer's link to the Responsible play screen: apart from the screen's strings
 * (./en-responsible-play.ts) because the drawer is part of every start on the dashboard.
 */
export const enResponsiblePlayLink = {
  title: 'Responsible play',
} as const;
