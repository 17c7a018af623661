/**
 * The English message catalogue: every player-visible string, in the original app's exact words where it has them.
 * Screens read `t` (./t.ts), never literals, so another language can be added by writing another catalogue of the
 * same shape. `{name}` placeholders are filled with `fill()`.
 */

import type { Catalogue } from './catalogue';
import { enDashboard, enInstall, enSync } from './en-dashboard';
import { enGame } from './en-game';
import { enRecords } from './en-records';

const english = {
  app: {
    name: 'Matka Play',
    version: 'App version 1.0.0',
    loading: 'Loading...',
    notAvailableYet: 'This screen is not available in this version yet.',
    back: 'Back',
    backToDashboard: 'Back to dashboard',
    signOut: 'Sign Out',
    somethingWentWrong: 'Something went wrong',
    reload: 'Reload',
    closeMessage: 'Close message',
    language: 'Language',
    updateAvailable: 'A new version of the app is available.',
    // The toasts' area, as a screen reader names it.
    messages: 'Messages',
  },
  auth: {
    signInTitle: 'Sign In',
    createAccountTitle: 'Create Account',
    signInSubtitle: 'Welcome back! Sign in to continue.',
    createAccountSubtitle: 'Create your account to start playing.',
    fullName: 'Full Name',
    fullNamePlaceholder: 'Enter your full name',
    mobileNumber: 'Mobile Number',
    mobileNumberPlaceholder: 'Enter 10-digit mobile number',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    confirmPassword: 'Confirm Password',
    confirmPasswordPlaceholder: 'Re-enter your password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    show: 'Show',
    hide: 'Hide',
    ageConfirmation: 'I am 18 or older',
    signInButton: 'Sign In',
    signingIn: 'Signing In...',
    createAccountButton: 'Create Account',
    creatingAccount: 'Creating Account...',
    noAccount: "Don't have an account?",
    haveAccount: 'Already have an account?',
    forgotPassword: 'Forgot Password?',
    footerAgreement: 'By continuing, you agree to our',
    termsOfService: 'Terms of Service',
    and: 'and',
    privacyPolicy: 'Privacy Policy',
    // The toasts, in the original app's words
    loginSuccessful: 'Login successful!',
    accountCreated: 'Account created successfully!',
    loginFailed: 'Login failed',
    signupFailed: 'Signup failed',
    somethingWentWrong: 'Something went wrong',
    // The form's messages, in the original app's words
    passwordsDoNotMatch: 'Passwords do not match',
    nameRequired: 'Name is required',
    mobileRequired: 'Mobile number is required',
    mobileMustBe10Digits: 'Mobile number must be 10 digits',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 6 characters long',
    ageRequired: 'Please confirm that you are 18 or older',
    offline: 'You are offline. Connect to the internet and try again.',
  },
  screens: {
    forgotPassword: 'Forgot Password',
    dashboard: 'Markets',
    gameSelection: 'Select Game Type',
    gameChart: 'Game Chart',
    wallet: 'Wallet',
    addFund: 'Add Funds',
    withdrawFund: 'Withdraw Funds',
    withdrawHistory: 'Withdrawal History',
    walletStatement: 'Wallet Statement',
    biddingHistory: 'Bidding History',
    winningHistory: 'Winning History',
    bank: 'Bank Details',
    paytm: 'Paytm',
    googlePay: 'Google Pay',
    phonePe: 'PhonePe',
    changePassword: 'Change Password',
    gameRates: 'Game Rates',
    starlineGaming: 'Starline',
    starlineHistory: 'Starline History',
    starlineChart: 'Starline Chart',
    privacyPolicy: 'Privacy Policy',
    howToPlay: 'How To Play',
    contactUs: 'Contact Us',
    enquiry: 'Enquiry and Support',
  },
  betTypes: {
    'single-digit': 'Single Digit',
    jodi: 'Jodi',
    'single-panna': 'Single Panna',
    'double-panna': 'Double Panna',
    'triple-panna': 'Triple Panna',
    'half-sangam': 'Half Sangam',
    'full-sangam': 'Full Sangam',
  },
  // ---- dashboard, sync indicator, install prompt, game screens, info pages (en-dashboard/en-game/en-info) ----
  dashboard: enDashboard,
  sync: enSync,
  install: enInstall,
  game: enGame,
  // ---- the records' shared words (en-records); the text of screens loaded after the start is in en-screens.ts ----
  records: enRecords,
} as const;

export type Messages = Catalogue<typeof english>;

export const en: Messages = english;
