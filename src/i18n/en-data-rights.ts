/**
 * The player's rights over their data (downloading it, closing the account) on the wallet's profile and in the
 * privacy policy: a catalogue of its own, read only by those lazily loaded screens (./t-data-rights.ts), so the
 * start carries none of it.
 */
export const enDataRights = {
  title: 'Your data',
  intro: 'Download a copy of everything the app keeps about you, or close your account.',
  download: 'Download my data',
  downloading: 'Preparing your data...',
  downloaded: 'Your data has been downloaded',
  downloadFailed: 'Your data could not be downloaded. Please try again.',

  deleteAccount: 'Delete my account',
  deleteIntro: 'Deleting your account closes it for good. This is what happens:',
  deleteClosedAtOnce: 'Your account is closed at once: you are signed out and cannot sign in, bet or add funds again.',
  deletePending:
    'Bets already placed are settled when their results are declared, and your pending deposits and withdrawals are decided as usual.',
  deleteMoneyOwed: 'Any balance left is paid out to your saved bank account or payment number.',
  deleteErased:
    'Once nothing is pending, your name, mobile number, email, payout details and device details are erased.',
  deleteRecordsKept:
    'Records of money (bets, deposits, withdrawals and the wallet statement) are kept as the law requires, without your name.',
  password: 'Password',
  passwordHint: 'Enter your password to confirm.',
  confirmDelete: 'Delete account',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  deleteFailed: 'Your account could not be deleted. Please try again.',
  accountClosed: 'Your account has been closed. Your personal data will be erased once nothing is pending.',

  privacyKeptTitle: 'What we keep and why',
  privacyKept:
    'To run your account we keep your name, mobile number and email; your bank account and payment numbers, to pay your withdrawals; your bets, deposits, withdrawals and wallet statement; your messages to support; your responsible play settings; and the address you signed up from and an id of the devices you use, to protect players from fraud and misuse of bonuses.',
  privacyDownloadTitle: 'Download your data',
  privacyDownload:
    'In the app, open Wallet and tap "Download my data" to save a copy of everything we keep about you as a file. You can do this 3 times a day.',
  privacyDeleteTitle: 'Close your account',
  privacyDelete:
    'In the app, open Wallet and tap "Delete my account", then enter your password. Your account is closed at once; bets already placed and pending deposits and withdrawals run their course, and any balance left is paid to your saved account.',
  privacyErasedTitle: 'What is erased and what is kept',
  privacyErased:
    'Once nothing is pending, we erase your name, mobile number, email, bank and payment details, device ids, addresses and messages that name you. Records of money (amounts and statuses of bets, deposits and withdrawals, and the wallet statement) are kept, without your name, as the law requires.',
} as const;
