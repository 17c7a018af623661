/**
 * Every route of the player app. Route strings live only here: screens and tests build
 * links with `getHref`, the router mounts `path`.
 */

/** The seven bet-type segments of `/bet/{betTypePath}`. */
export const BET_TYPE_PATHS = [
  'single-digit',
  'jodi',
  'single-panna',
  'double-panna',
  'triple-panna',
  'half-sangam',
  'full-sangam',
] as const;

export type BetTypePath = (typeof BET_TYPE_PATHS)[number];

export function isBetTypePath(value: string | undefined): value is BetTypePath {
  return (BET_TYPE_PATHS as readonly string[]).includes(value ?? '');
}

const fixed = <P extends string>(path: P) => ({ path, getHref: (): P => path });
const id = (value: string) => encodeURIComponent(value);

export const paths = {
  home: fixed('/'),
  auth: fixed('/auth'),
  forgotPassword: fixed('/forgot-password'),

  dashboard: fixed('/dashboard'),
  gameSelection: {
    path: '/game-selection/:gameId',
    getHref: (gameId: string) => `/game-selection/${id(gameId)}`,
  },
  gameChart: {
    path: '/game-chart/:gameId',
    getHref: (gameId: string) => `/game-chart/${id(gameId)}`,
  },
  bet: {
    path: '/bet/:betTypePath/:gameId?',
    getHref: (betTypePath: BetTypePath, gameId?: string) =>
      gameId === undefined ? `/bet/${betTypePath}` : `/bet/${betTypePath}/${id(gameId)}`,
  },

  wallet: fixed('/wallet'),
  addFund: fixed('/add-fund'),
  withdrawFund: fixed('/withdraw-fund'),
  withdrawHistory: fixed('/withdraw-history'),
  walletStatement: fixed('/wallet-statement'),

  biddingHistory: fixed('/bidding-history'),
  winningHistory: fixed('/winning-history'),

  bank: fixed('/bank'),
  paytm: fixed('/paytm'),
  googlePay: fixed('/googlepay'),
  phonePe: fixed('/phonepe'),

  changePassword: fixed('/change-password'),
  gameRates: fixed('/game-rates'),
  responsiblePlay: fixed('/responsible-play'),
  notifications: fixed('/notifications'),
  activity: fixed('/activity'),

  starlineGaming: fixed('/starline-gaming'),
  starlineHistory: fixed('/starline-history'),
  starlineChart: {
    path: '/starline-chart/:gameId?',
    getHref: (gameId?: string) => (gameId === undefined ? '/starline-chart' : `/starline-chart/${id(gameId)}`),
  },

  privacyPolicy: fixed('/privacy-policy'),
  howToPlay: fixed('/how-to-play'),
  contactUs: fixed('/contact-us'),
  enquiry: fixed('/enquiry'),
} as const;
