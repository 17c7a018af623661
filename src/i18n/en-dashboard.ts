/**
 * Strings of the dashboard and its toasts, the offline indicator and the install prompt, merged into
 * the catalogue as `t.dashboard`, `t.sync` and `t.install`.
 */
export const enDashboard = {
  signedInAs: 'Signed in as {name}',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  viewProfile: 'View Profile',

  walletSection: 'Wallet',
  addFunds: 'Add Funds',
  withdrawFunds: 'Withdraw Funds',
  walletStatement: 'Wallet Statement',
  winningHistory: 'Winning History',
  biddingHistory: 'Bidding History',

  bankSection: 'Bank Details',
  manageBankDetails: 'Manage Bank Details',
  paytm: 'Paytm',
  googlePay: 'Google Pay',
  phonePe: 'PhonePe',

  moreSection: 'More Options',
  gameRates: 'Game Rates',
  howToPlay: 'How To Play',
  privacyPolicy: 'Privacy Policy',
  contactUs: 'Contact Us',
  enquiry: 'Enquiry',
  inviteFriends: 'Invite Friends',
  rateUs: 'Rate Us',
  changePassword: 'Change Password',
  signOut: 'Sign Out',

  balance: 'Balance',
  balanceChip: 'Balance {amount}. Open wallet',

  whatsapp: 'WhatsApp',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  starlineInfo: 'Starline Info',
  playStarline: 'Play Starline',
  whatsappNotAvailable: 'WhatsApp number not available',
  inviteText: 'Play the daily markets and Starline on Matka Play. Join me: {link}',

  open: 'Open',
  close: 'Close',
  chart: 'Chart',
  playGame: 'Play Game',
  openSession: 'Open session',
  closeSession: 'Close session',
  indicatorTick: '✓',
  indicatorResult: 'Result',
  indicatorCross: '✗',
  indicatorTickLabel: 'taking bets',
  indicatorResultLabel: 'result declared',
  indicatorCrossLabel: 'closed',
  bettingOpen: 'Betting open',
  closeBettingOpen: 'Close betting open',
  closedOpensAt: 'Closed · opens {time}',
  resultDeclared: 'Result declared',

  loadingGames: 'Loading games...',
  noGames: 'No markets are available right now.',
  refreshGames: 'Refresh games',
  gamesUpdated: 'Games updated!',
  failedToLoadGames: 'Failed to load games',

  inactiveTitle: 'Your account is inactive',
  inactiveText: 'Betting, deposits and withdrawals are not available. Reach us to have your account activated:',
  inactiveWays: 'Ways to reach us',
  inactiveWhatsapp: 'Chat on WhatsApp',

  // A market that does not run today, and a voided draw (its bets refunded)
  closedOnWeekday: '{game} does not run on {weekday}s',
  closedForHoliday: 'Closed for {holiday}',
  closedToday: 'Closed today',
  voided: 'Voided',
  voidedDay: "Today's draw was voided. Bets refunded.",
  voidedOpen: 'Open session voided. Bets refunded.',
  voidedClose: 'Close session voided. Bets refunded.',


  banners: 'Banners',
  previousBanner: 'Previous banner',
  nextBanner: 'Next banner',
  showBanner: 'Show banner {number}',
} as const;

export const enSync = {
  offline: 'Offline',
  offlineUpdated: 'Offline · updated {time}',
  updated: 'Updated {time}',
  /** A write (or a manual refresh) refused because there is no connection. */
  offlineAction: 'You are offline. Connect to the internet and try again.',
} as const;

export const enInstall = {
  title: 'Install Matka Play',
  text: 'Add the app to your home screen for quick access, even offline.',
  install: 'Install',
  later: 'Later',
} as const;
