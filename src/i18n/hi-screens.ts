import type { ScreenMessages } from './en-screens';
import { hiCharts } from './hi-charts';
import { hiInfo } from './hi-info';
import { hiLabels } from './hi-labels';
import { hiMaintenance } from './hi-maintenance';
import { hiActivity } from './hi-activity';
import { hiBet } from './hi-bet';
import { hiSlip } from './hi-slip';
import { hiNotifications } from './hi-notifications';
import { hiNotificationsLink } from './hi-notifications-link';
import { hiPlayPaused, hiResponsiblePlay } from './hi-responsible-play';
import { hiResponsiblePlayLink } from './hi-responsible-play-link';
import { hiStarline } from './hi-starline';
import { hiEnquiry } from './hi-support';
import { hiChangePassword, hiFunds, hiHistory, hiPayout, hiStatement, hiWallet, hiWithdraw } from './hi-wallet';

/** The Hindi text of the screens loaded after the start (the counterpart of ./en-screens.ts). */
export const hiScreens: ScreenMessages = {
  info: hiInfo,
  enquiry: hiEnquiry,
  wallet: hiWallet,
  funds: hiFunds,
  withdraw: hiWithdraw,
  statement: hiStatement,
  history: hiHistory,
  payout: hiPayout,
  changePassword: hiChangePassword,
  starline: hiStarline,
  charts: hiCharts,
  responsiblePlay: hiResponsiblePlay,
  responsiblePlayLink: hiResponsiblePlayLink,
  playPaused: hiPlayPaused,
  notifications: hiNotifications,
  notificationsLink: hiNotificationsLink,
  activity: hiActivity,
  bet: hiBet,
  slip: hiSlip,
  labels: hiLabels,
  maintenance: hiMaintenance,
};
