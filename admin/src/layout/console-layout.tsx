import { Suspense, useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Spinner } from '../../../src/ui/spinner';
import { adminSession, signOutAdmin } from '../admin-session';
import type { User } from '../../../src/api/types';
import { mayOpen, type ConsoleScreen } from '../access';
import { calendarText } from '../calendar-text';
import { insightText } from '../insight-text';
import { pendingApprovals, refreshPendingApprovals } from '../pending-approvals';
import { openAlerts, refreshOpenAlerts } from '../open-alerts';
import { reconciliationText } from '../reconciliation-text';
import { riskText } from '../risk-text';
import { staffText } from '../staff-text';
import { adminPaths } from '../paths';
import { text } from '../text';
import styles from './console-layout.module.css';

interface NavLinkItem {
  screen: ConsoleScreen;
  label: string;
  end?: boolean;
}

const NAV_GROUPS: readonly { label: string | null; links: readonly NavLinkItem[] }[] = [
  {
    label: null,
    links: [
      { screen: 'overview', label: text.nav.overview, end: true },
      { screen: 'reports', label: insightText.nav.reports },
    ],
  },
  {
    label: text.nav.groupMarkets,
    links: [
      { screen: 'markets', label: text.nav.markets },
      { screen: 'results', label: text.nav.results },
      { screen: 'starline', label: text.nav.starline },
      { screen: 'holidays', label: calendarText.nav.holidays },
    ],
  },
  {
    label: text.nav.groupMoney,
    links: [
      { screen: 'fundRequests', label: text.nav.fundRequests },
      { screen: 'reconciliation', label: reconciliationText.nav.reconciliation },
      { screen: 'withdrawals', label: text.nav.withdrawals },
    ],
  },
  {
    label: text.nav.groupPeople,
    links: [
      { screen: 'users', label: text.nav.users },
      { screen: 'alerts', label: riskText.nav.alerts },
      { screen: 'closures', label: riskText.nav.closures },
      { screen: 'passwordRequests', label: text.nav.passwordRequests },
      { screen: 'enquiries', label: text.nav.enquiries },
    ],
  },
  {
    label: text.nav.groupContent,
    links: [
      { screen: 'content', label: text.nav.content },
      { screen: 'risk', label: riskText.nav.risk },
    ],
  },
  {
    label: text.nav.groupOversight,
    links: [
      { screen: 'approvals', label: staffText.nav.approvals },
      { screen: 'staff', label: staffText.nav.staff },
      { screen: 'audit', label: text.nav.audit },
    ],
  },
  { label: text.nav.groupAccount, links: [{ screen: 'twoFactor', label: text.nav.twoFactor }] },
];

/** The menu this operator sees: only the screens their role includes, and no group left empty. */
export function navigationFor(user: User | null): { label: string | null; links: NavLinkItem[] }[] {
  return NAV_GROUPS.map((group) => ({ ...group, links: group.links.filter((link) => mayOpen(user, link.screen)) }))
    .filter((group) => group.links.length > 0);
}

/** The console frame: header with the operator and Sign Out, the section menu (a drawer on a phone), the screen. */
export function ConsoleLayout() {
  const { user } = useSnapshot(adminSession);
  const { list: pending } = useSnapshot(pendingApprovals);
  const { count: alertCount } = useSnapshot(openAlerts);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();

  // The count beside Approvals is read when the console opens for an operator (and after each decision).
  useEffect(() => {
    pendingApprovals.list = [];
    void refreshPendingApprovals();
    openAlerts.count = 0;
    void refreshOpenAlerts();
  }, [user?._id]);

  // Choosing a section on a phone closes the drawer.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const signOut = () => {
    void signOutAdmin();
    navigate(adminPaths.signIn.getHref(), { replace: true });
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="console-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span> {text.nav.menu}
        </button>
        <h1 className={styles.title}>{text.title}</h1>
        {user && <span className={styles.operator}>{user.name}</span>}
        <button type="button" className={styles.headerButton} onClick={signOut}>
          {text.signOut}
        </button>
      </header>
      <div className={styles.body}>
        <nav id="console-nav" className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`} aria-label={text.nav.label}>
          {navigationFor(user as User | null).map((group) => (
            <div key={group.label ?? 'top'} className={styles.navGroup}>
              {group.label && <p className={styles.navGroupLabel}>{group.label}</p>}
              {group.links.map((link) => (
                <NavLink
                  key={link.screen}
                  to={adminPaths[link.screen === 'user' ? 'users' : link.screen].getHref()}
                  end={link.end ?? false}
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) => `${styles.navLink} ${isActive ? styles.navLinkActive : ''}`}
                >
                  {link.label}
                  {link.screen === 'approvals' && pending.length > 0 && (
                    <span className={styles.navCount} data-testid="pending-approvals">
                      <span aria-hidden="true">{pending.length}</span>
                      <span className={styles.visuallyHidden}>{staffText.nav.pendingCount(pending.length)}</span>
                    </span>
                  )}
                  {link.screen === 'alerts' && alertCount > 0 && (
                    <span className={styles.navCount} data-testid="open-alerts">
                      <span aria-hidden="true">{alertCount}</span>
                      <span className={styles.visuallyHidden}>{riskText.nav.openCount(alertCount)}</span>
                    </span>
                  )}
                </NavLink>
              ))}
            </div>
          ))}
        </nav>
        {menuOpen && <div className={styles.scrim} aria-hidden="true" onClick={() => setMenuOpen(false)} />}
        <main className={styles.main}>
          <Suspense fallback={<Spinner label={text.loading} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
