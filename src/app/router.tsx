import { lazy, useState } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { RequireKnownBetType, RequireSignedIn, RequireSignedOut } from './guards';
import { AfterFirstFrame } from '../ui/after-first-frame';
import { RootLayout } from './root-layout';

type DashboardModule = typeof import('../features/dashboard/dashboard-screen');
let dashboardModule: DashboardModule | undefined;
const loadDashboard = () =>
  import('../features/dashboard/dashboard-screen').then((loaded) => (dashboardModule = loaded));
const LazyDashboardScreen = lazy(loadDashboard);

// The dashboard's notice of a time-out or self-exclusion, shown only during one: imported here rather
// than by the dashboard, whose own chunk every start loads, and loaded after the first frame.
const PlayPausedNotice = lazy(() => import('../features/dashboard/play-paused-notice'));

/** The start screen: once its chunk is in (preloadStartScreen), it renders in the first frame, with no spinner. */
function DashboardScreen() {
  // Chosen once per visit: switching from the lazy wrapper to the screen itself would mount it again.
  const [Screen] = useState(() => dashboardModule?.default ?? LazyDashboardScreen);
  return (
    <Screen
      notice={
        <AfterFirstFrame>
          <PlayPausedNotice />
        </AfterFirstFrame>
      }
    />
  );
}

/**
 * Fetches the code of the screen a start opens on, so that main.tsx can render once it is in. Only the dashboard
 * (where the installed app starts) is worth it; other paths resolve at once.
 */
export function preloadStartScreen(pathname: string): Promise<unknown> {
  const startsOnDashboard = pathname === paths.home.path || pathname === paths.dashboard.getHref();
  return startsOnDashboard ? loadDashboard() : Promise.resolve();
}

// Every other screen is its own chunk: a start loads only the dashboard (the budget in docs/performance.md).
const AuthScreen = lazy(() => import('../features/auth/auth-screen'));
const ForgotPasswordScreen = lazy(() => import('../features/auth/forgot-password-screen'));
const ChangePasswordScreen = lazy(() => import('../features/auth/change-password-screen'));
const GameSelectionScreen = lazy(() => import('../features/game/game-selection-screen'));
const GameChartScreen = lazy(() => import('../features/game/game-chart-screen'));
const GameRatesScreen = lazy(() => import('../features/game/game-rates-screen'));
const BetScreen = lazy(() => import('../features/bet/bet-screen'));
const WalletScreen = lazy(() => import('../features/wallet/wallet-screen'));
const WalletStatementScreen = lazy(() => import('../features/wallet/wallet-statement-screen'));
const AddFundScreen = lazy(() => import('../features/funds/add-fund-screen'));
const WithdrawFundScreen = lazy(() => import('../features/withdraw/withdraw-fund-screen'));
const WithdrawHistoryScreen = lazy(() => import('../features/withdraw/withdraw-history-screen'));
const BiddingHistoryScreen = lazy(() => import('../features/history/bidding-history-screen'));
const WinningHistoryScreen = lazy(() => import('../features/history/winning-history-screen'));
const BankScreen = lazy(() => import('../features/payout/bank-screen'));
const PaytmScreen = lazy(() => import('../features/payout/paytm-screen'));
const GooglePayScreen = lazy(() => import('../features/payout/googlepay-screen'));
const PhonePeScreen = lazy(() => import('../features/payout/phonepe-screen'));
const StarlineGamingScreen = lazy(() => import('../features/starline/starline-gaming-screen'));
const StarlineHistoryScreen = lazy(() => import('../features/starline/starline-history-screen'));
const StarlineChartScreen = lazy(() => import('../features/starline/starline-chart-screen'));
const PrivacyPolicyScreen = lazy(() => import('../features/info/privacy-policy-screen'));
const HowToPlayScreen = lazy(() => import('../features/info/how-to-play-screen'));
const ContactUsScreen = lazy(() => import('../features/info/contact-us-screen'));
const EnquiryScreen = lazy(() => import('../features/enquiry/enquiry-screen'));
const ResponsiblePlayScreen = lazy(() => import('../features/responsible-play/responsible-play-screen'));
const NotificationsScreen = lazy(() => import('../features/notifications/notifications-screen'));
const ActivityScreen = lazy(() => import('../features/activity/activity-screen'));

/** The player app's whole route table. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home.path, element: <Navigate to={paths.dashboard.getHref()} replace /> },

      { element: <RequireSignedOut />, children: [{ path: paths.auth.path, element: <AuthScreen /> }] },

      // Public: visitors and players alike.
      { path: paths.forgotPassword.path, element: <ForgotPasswordScreen /> },
      { path: paths.privacyPolicy.path, element: <PrivacyPolicyScreen /> },
      { path: paths.howToPlay.path, element: <HowToPlayScreen /> },
      { path: paths.contactUs.path, element: <ContactUsScreen /> },

      {
        element: <RequireSignedIn />,
        children: [
          { path: paths.dashboard.path, element: <DashboardScreen /> },
          { path: paths.gameSelection.path, element: <GameSelectionScreen /> },
          { path: paths.gameChart.path, element: <GameChartScreen /> },
          {
            path: paths.bet.path,
            element: (
              <RequireKnownBetType>
                <BetScreen />
              </RequireKnownBetType>
            ),
          },
          { path: paths.wallet.path, element: <WalletScreen /> },
          { path: paths.addFund.path, element: <AddFundScreen /> },
          { path: paths.withdrawFund.path, element: <WithdrawFundScreen /> },
          { path: paths.withdrawHistory.path, element: <WithdrawHistoryScreen /> },
          { path: paths.walletStatement.path, element: <WalletStatementScreen /> },
          { path: paths.biddingHistory.path, element: <BiddingHistoryScreen /> },
          { path: paths.winningHistory.path, element: <WinningHistoryScreen /> },
          { path: paths.bank.path, element: <BankScreen /> },
          { path: paths.paytm.path, element: <PaytmScreen /> },
          { path: paths.googlePay.path, element: <GooglePayScreen /> },
          { path: paths.phonePe.path, element: <PhonePeScreen /> },
          { path: paths.changePassword.path, element: <ChangePasswordScreen /> },
          { path: paths.gameRates.path, element: <GameRatesScreen /> },
          { path: paths.responsiblePlay.path, element: <ResponsiblePlayScreen /> },
          { path: paths.notifications.path, element: <NotificationsScreen /> },
          { path: paths.activity.path, element: <ActivityScreen /> },
          { path: paths.starlineGaming.path, element: <StarlineGamingScreen /> },
          { path: paths.starlineHistory.path, element: <StarlineHistoryScreen /> },
          { path: paths.starlineChart.path, element: <StarlineChartScreen /> },
          // An info page, but the support chat needs a signed-in player.
          { path: paths.enquiry.path, element: <EnquiryScreen /> },
        ],
      },

      { path: '*', element: <Navigate to={paths.auth.getHref()} replace /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
