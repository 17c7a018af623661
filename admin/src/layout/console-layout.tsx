import { Suspense, useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Spinner } from '../../../src/ui/spinner';
import { adminSession, signOutAdmin } from '../admin-session';
import { insightText } from '../insight-text';
import { adminPaths } from '../paths';
import { text } from '../text';
import styles from './console-layout.module.css';

const NAV_GROUPS = [
  {
    label: null,
    links: [
      { to: adminPaths.overview.getHref(), label: text.nav.overview, end: true },
      { to: adminPaths.reports.getHref(), label: insightText.nav.reports },
    ],
  },
  {
    label: text.nav.groupMarkets,
    links: [
      { to: adminPaths.markets.getHref(), label: text.nav.markets },
      { to: adminPaths.results.getHref(), label: text.nav.results },
      { to: adminPaths.starline.getHref(), label: text.nav.starline },
    ],
  },
  {
    label: text.nav.groupMoney,
    links: [
      { to: adminPaths.fundRequests.getHref(), label: text.nav.fundRequests },
      { to: adminPaths.withdrawals.getHref(), label: text.nav.withdrawals },
    ],
  },
  {
    label: text.nav.groupPeople,
    links: [
      { to: adminPaths.users.getHref(), label: text.nav.users },
      { to: adminPaths.passwordRequests.getHref(), label: text.nav.passwordRequests },
      { to: adminPaths.enquiries.getHref(), label: text.nav.enquiries },
    ],
  },
  { label: text.nav.groupContent, links: [{ to: adminPaths.content.getHref(), label: text.nav.content }] },
  { label: text.nav.groupOversight, links: [{ to: adminPaths.audit.getHref(), label: text.nav.audit }] },
  { label: text.nav.groupAccount, links: [{ to: adminPaths.twoFactor.getHref(), label: text.nav.twoFactor }] },
] as const;

/** The console frame: header with the operator and Sign Out, the section menu (a drawer on a phone), the screen. */
export function ConsoleLayout() {
  const { user } = useSnapshot(adminSession);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();

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
          {NAV_GROUPS.map((group) => (
            <div key={group.label ?? 'top'} className={styles.navGroup}>
              {group.label && <p className={styles.navGroupLabel}>{group.label}</p>}
              {group.links.map((link) => (
                <NavLink
                  key={link.to}
                  to={link.to}
                  end={'end' in link ? link.end : false}
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) => `${styles.navLink} ${isActive ? styles.navLinkActive : ''}`}
                >
                  {link.label}
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
