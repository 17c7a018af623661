import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../config/paths';
import {
  connectivity,
  isOfflineError,
  refreshGamesNow,
  refreshProfile,
  useDashboard,
  useServerNow,
} from '../../data/dashboard';
import { marketBoardOrder } from '../../domain/market-board';
import { istMinutes } from '../../domain/time';
import { fill, t } from '../../i18n/t';
import { installPrompt, shouldOfferInstall } from '../../state/install';
import { session, signOut } from '../../state/session';
import { AfterFirstFrame } from '../../ui/after-first-frame';
import { openExternal, whatsappChatLink, whatsappShareLink } from '../../ui/external-links';
import { formatRupees } from '../../ui/format';
import { FreshnessNote } from '../../ui/freshness-note';
import {
  ChatIcon,
  DepositIcon,
  ListIcon,
  MenuIcon,
  RefreshIcon,
  StarIcon,
  WithdrawIcon,
} from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { BannerCarousel } from './banner-carousel';
import { GameCard } from './game-card';
import styles from './dashboard-screen.module.css';

// The drawer is closed at every start: its code is fetched once the dashboard is on screen, not before.
const loadDrawer = () => import('./dashboard-drawer');
// Shown only to an inactive player, or when the browser offers installation: loaded then, not with every start.
const InactiveNotice = lazy(() => import('./inactive-notice').then((module) => ({ default: module.InactiveNotice })));
const InstallPrompt = lazy(() => import('./install-prompt').then((module) => ({ default: module.InstallPrompt })));
const DashboardDrawer = lazy(() => loadDrawer().then((loaded) => ({ default: loaded.DashboardDrawer })));
// The activity bell and its unread count: a chunk fetched after the first frame (importing it in the first render
// put its links into the page before the markets were drawn).
const ActivityBell = lazy(() => import('./activity-bell'));
// Only while the operator pauses something: most starts never fetch it.
const MaintenanceBanner = lazy(() =>
  import('../../ui/maintenance-banner').then((loaded) => ({ default: loaded.MaintenanceBanner })),
);

function Tile({ icon, label, to, onClick }: { icon: ReactNode; label: string; to?: string; onClick?: () => void }) {
  const content = (
    <>
      <span className={styles.tileIcon}>{icon}</span>
      <span>{label}</span>
    </>
  );
  return to !== undefined ? (
    <Link to={to} className={styles.tile}>
      {content}
    </Link>
  ) : (
    <button type="button" className={styles.tile} onClick={onClick}>
      {content}
    </button>
  );
}

/**
 * The dashboard: the markets, in the full variant for active players and the reduced one otherwise. `notice`
 * goes at the top (the router gives the notice of a time-out or self-exclusion: ./play-paused-notice.tsx).
 */
export default function DashboardScreen({ notice }: { notice?: ReactNode }) {
  const { user } = useSnapshot(session);
  const { online } = useSnapshot(connectivity);
  const offerInstall = shouldOfferInstall(useSnapshot(installPrompt));
  const restricted = user?.isActive === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // The first frame comes from the start snapshot; the cache takes over when it answers.
  const { games, banners, mainSettings, freshness, gamesLoad } = useDashboard(user?._id, {
    onError: (error) => {
      if (!isOfflineError(error)) notify.error(t.dashboard.failedToLoadGames);
    },
  });
  const now = useServerNow();
  const nowMinutes = istMinutes(now);

  useEffect(() => {
    // Fetched ahead of the first tap on the menu, once the start is over.
    const timer = setTimeout(() => void loadDrawer().catch(() => undefined), 1_000);
    return () => clearTimeout(timer);
  }, []);

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    menuButton.current?.focus();
  }, []);

  if (!user) return <Spinner fullScreen />;

  const appLink = mainSettings?.appLink || window.location.origin;

  const openWhatsapp = () => {
    const link = whatsappChatLink(mainSettings?.whatsappNumber);
    if (link) openExternal(link);
    else notify.error(t.dashboard.whatsappNotAvailable);
  };
  const inviteFriends = () => openExternal(whatsappShareLink(fill(t.dashboard.inviteText, { link: appLink })));
  const rateUs = () => openExternal(appLink);

  const refreshGames = async () => {
    if (refreshing) return;
    if (!online) {
      notify.error(t.sync.offlineAction);
      return;
    }
    setRefreshing(true);
    try {
      await refreshGamesNow();
      void refreshProfile();
      notify.success(t.dashboard.gamesUpdated);
    } catch (error) {
      notify.error(isOfflineError(error) ? t.sync.offlineAction : t.dashboard.failedToLoadGames);
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-label={t.dashboard.openMenu}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon />
        </button>
        <h1 className={styles.title}>{t.app.name}</h1>
        {/* In the header, not floating: a floating button covered the cards' times and buttons. */}
        <button
          type="button"
          className={styles.refresh}
          aria-label={t.dashboard.refreshGames}
          onClick={() => void refreshGames()}
          disabled={refreshing}
          aria-busy={refreshing}
        >
          <RefreshIcon className={refreshing ? styles.spinning : undefined} />
        </button>
        <AfterFirstFrame>
          <ActivityBell />
        </AfterFirstFrame>
        {!restricted && (
          <Link
            to={paths.wallet.getHref()}
            className={styles.balance}
            aria-label={fill(t.dashboard.balanceChip, { amount: formatRupees(user.balance) })}
            data-testid="balance-chip"
          >
            {formatRupees(user.balance)}
          </Link>
        )}
      </header>
      <FreshnessNote {...freshness} />

      <main className={styles.main}>
        <p className="visually-hidden">{fill(t.dashboard.signedInAs, { name: user.name })}</p>
        {restricted && (
          <Suspense fallback={null}>
            <InactiveNotice />
          </Suspense>
        )}
        {notice}
        {!restricted && (mainSettings?.maintenance?.betting || mainSettings?.maintenance?.deposits) && (
          <Suspense fallback={null}>
            <MaintenanceBanner maintenance={mainSettings.maintenance} for={['betting', 'deposits']} />
          </Suspense>
        )}
        {offerInstall && (
          <Suspense fallback={null}>
            <InstallPrompt />
          </Suspense>
        )}
        <BannerCarousel banners={banners} autoRotate={!restricted} />

        <div className={restricted ? `${styles.tiles} ${styles.tilesTwo}` : styles.tiles}>
          <Tile icon={<ChatIcon />} label={t.dashboard.whatsapp} onClick={openWhatsapp} />
          {restricted ? (
            <Tile icon={<StarIcon />} label={t.dashboard.starlineInfo} to={paths.starlineGaming.getHref()} />
          ) : (
            <>
              <Tile icon={<ListIcon />} label={t.dashboard.gameRates} to={paths.gameRates.getHref()} />
              <Tile icon={<DepositIcon />} label={t.dashboard.deposit} to={paths.addFund.getHref()} />
              <Tile icon={<WithdrawIcon />} label={t.dashboard.withdraw} to={paths.withdrawFund.getHref()} />
            </>
          )}
        </div>

        {!restricted && (
          <Link to={paths.starlineGaming.getHref()} className={styles.starline}>
            <StarIcon />
            {t.dashboard.playStarline}
          </Link>
        )}

        <section className={styles.games} aria-label={t.screens.dashboard}>
          {games === undefined || (games.length === 0 && gamesLoad.loading) ? (
            <Spinner label={t.dashboard.loadingGames} />
          ) : games.length === 0 ? (
            <p className={styles.empty}>{t.dashboard.noGames}</p>
          ) : (
            // Markets taking bets first; an inactive player's list stays in its usual order (it never bets).
            (restricted ? games : marketBoardOrder(games, nowMinutes)).map((game) => (
              <GameCard key={game._id} game={game} nowMinutes={nowMinutes} chartOnly={restricted} />
            ))
          )}
        </section>
      </main>

      {drawerOpen && (
        <Suspense fallback={null}>
          <DashboardDrawer
            open
            onClose={closeDrawer}
            user={user}
            restricted={restricted}
            onInviteFriends={inviteFriends}
            onRateUs={rateUs}
            onSignOut={() => void signOut()}
          />
        </Suspense>
      )}
    </div>
  );
}
