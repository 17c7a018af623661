import type { Catalogue } from './catalogue';
import { enActivity } from './en-activity';
import { enBet } from './en-bet';
import { enSlip } from './en-slip';
import { enCharts } from './en-charts';
import { enInfo } from './en-info';
import { enLabels } from './en-labels';
import { enMaintenance } from './en-maintenance';
import { enNotifications } from './en-notifications';
import { enNotificationsLink } from './en-notifications-link';
import { enPlayPaused, enResponsiblePlay } from './en-responsible-play';
import { enResponsiblePlayLink } from './en-responsible-play-link';
import { enStarline } from './en-starline';
import { enEnquiry } from './en-support';
import { enChangePassword, enFunds, enHistory, enPayout, enStatement, enWallet, enWithdraw } from './en-wallet';

/**
 * The English text of the screens loaded after the start (lazy routes, the drawer, the notices after the first
 * frame): apart from en.ts, which is part of every start. Screens read it through ./t-screens.ts.
 */
const englishScreens = {
  info: enInfo,
  enquiry: enEnquiry,
  wallet: enWallet,
  funds: enFunds,
  withdraw: enWithdraw,
  statement: enStatement,
  history: enHistory,
  payout: enPayout,
  changePassword: enChangePassword,
  starline: enStarline,
  charts: enCharts,
  responsiblePlay: enResponsiblePlay,
  responsiblePlayLink: enResponsiblePlayLink,
  playPaused: enPlayPaused,
  notifications: enNotifications,
  notificationsLink: enNotificationsLink,
  activity: enActivity,
  bet: enBet,
  slip: enSlip,
  labels: enLabels,
  maintenance: enMaintenance,
} as const;

export type ScreenMessages = Catalogue<typeof englishScreens>;

export const enScreens: ScreenMessages = englishScreens;
