import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { listBanners, listGames, getSetting } from '../../../db/tables';
import type { MainSettings } from '../../api/types';
import { paths } from '../../config/paths';
import { istMinutes } from '../../domain/time';
import { fill, t } from '../../i18n/t';
import { session, signOut } from '../../state/session';
import { readStartSnapshot, rememberStartDashboard } from '../../state/start-snapshot';
import { connectivity } from '../../sync/connectivity';
import { syncKeys } from '../../sync/conditional';
import { refreshBanners, refreshGameRates, refreshMainSettings, settingKeys } from '../../sync/content';
import { gamesRefresher } from '../../sync/games';
import { refreshProfile } from '../../sync/profile';
import { isOfflineError, refreshNow } from '../../sync/registry';
import { useFreshness } from '../../sync/use-freshness';
import { useRefreshOnOpen } from '../../sync/use-refresh-on-open';
import { useServerNow } from '../../sync/use-server-now';
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
import { InactiveNotice } from './inactive-notice';
import { InstallPrompt } from './install-prompt';
import styles from './dashboard-screen.module.css';

// The drawer is closed at every start: its code is fetched once the dashboard is on screen, not before.
const loadDrawer = () => import('./dashboard-drawer');
const DashboardDrawer = lazy(() => loadDrawer().then((loaded) => ({ default: loaded.DashboardDrawer })));

/** Banners, settings and rates when the dashboard opens; their failures are only logged (SPEC §8). */
async function refreshDashboardContent(signal: AbortSignal): Promise<void> {
  const outcomes = await Promise.allSettled([
    refreshBanners(signal),
    refreshMainSettings(signal),
    // Not shown here, but the bet screen and /game-rates read them, offline too.
    refreshGameRates(signal),
  ]);
  for (const outcome of outcomes) {
    if (outcome.status === 'rejected' && !isOfflineError(outcome.reason)) {
      console.warn('Dashboard content could not be refreshed', outcome.reason);
    }
  }
}

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
 * SPEC §2 "Dashboard": the markets, in the full variant for active players and the reduced one otherwise. `notice`
 * goes at the top (the router gives the notice of a time-out or self-exclusion: ./play-paused-notice.tsx).
 */
export default function DashboardScreen({ notice }: { notice?: ReactNode }) {
  const { user } = useSnapshot(session);
  const { online } = useSnapshot(connectivity);
  const restricted = user?.isActive === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // The first frame comes from the start snapshot (one synchronous read); the cache's live queries take over
  // when they answer, and what they show is remembered for the next start.
  const [remembered] = useState(() => (user ? readStartSnapshot(user._id) : null));
  const cachedGames = useLiveQuery(listGames);
  const cachedBanners = useLiveQuery(listBanners);
  const games = cachedGames ?? remembered?.games;
  const banners = cachedBanners ?? remembered?.banners ?? [];
  const mainSettings = useLiveQuery(() => getSetting<MainSettings>(settingKeys.main));
  const freshness = useFreshness(syncKeys.games, undefined, remembered?.gamesSyncedAt ?? null);
  const userId = user?._id;
  const gamesSyncedAt = freshness.confirmedAt;
  useEffect(() => {
    if (userId && cachedGames && cachedBanners) {
      rememberStartDashboard(userId, { games: cachedGames, banners: cachedBanners, gamesSyncedAt });
    }
  }, [userId, cachedGames, cachedBanners, gamesSyncedAt]);
  const now = useServerNow();
  const nowMinutes = istMinutes(now);

  const gamesLoad = useRefreshOnOpen(gamesRefresher, {
    onError: (error) => {
      if (!isOfflineError(error)) notify.error(t.dashboard.failedToLoadGames);
    },
  });
  useRefreshOnOpen(refreshDashboardContent);

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
      await refreshNow(gamesRefresher.name, { fresh: true });
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
        {restricted && <InactiveNotice />}
        {notice}
        <InstallPrompt />
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
            games.map((game) => (
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
