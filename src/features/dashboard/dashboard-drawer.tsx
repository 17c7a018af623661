import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '../../api/types';
import { paths } from '../../config/paths';
import { t } from '../../i18n/t-screens';
import { CloseIcon } from '../../ui/icons';
import { LanguageSwitch } from '../../ui/language-switch';
import styles from './dashboard-drawer.module.css';

interface DashboardDrawerProps {
  open: boolean;
  onClose: () => void;
  user: User;
  /** The full drawer of an active player, or the reduced one. */
  restricted: boolean;
  onInviteFriends: () => void;
  onRateUs: () => void;
  onSignOut: () => void;
}

interface DrawerLinkProps {
  to: string;
  children: ReactNode;
}

function DrawerLink({ to, children }: DrawerLinkProps) {
  return (
    <li>
      <Link to={to} className={styles.item}>
        {children}
      </Link>
    </li>
  );
}

function DrawerButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <li>
      <button type="button" className={styles.item} onClick={onClick}>
        {children}
      </button>
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.items}>{children}</ul>
    </section>
  );
}

/** The side drawer: the player, then the original app's sections and items, then Sign Out and the app version. */
export function DashboardDrawer({
  open,
  onClose,
  user,
  restricted,
  onInviteFriends,
  onRateUs,
  onSignOut,
}: DashboardDrawerProps) {
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  const initial = user.name.trim().charAt(0).toUpperCase() || '?';

  return (
    <div className={styles.layer}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div className={styles.drawer} role="dialog" aria-modal="true" aria-label={t.dashboard.menu}>
        <div className={styles.profile}>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={t.dashboard.closeMenu}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
          <span className={styles.avatar} aria-hidden="true">
            {initial}
          </span>
          <p className={styles.name}>{user.name}</p>
          <p className={styles.mobile}>{user.mobileNumber}</p>
          {!restricted && (
            <Link to={paths.wallet.getHref()} className={styles.viewProfile}>
              {t.dashboard.viewProfile}
            </Link>
          )}
        </div>

        <nav className={styles.body} aria-label={t.dashboard.menu}>
          {restricted ? (
            <ul className={styles.items}>
              <DrawerLink to={paths.howToPlay.getHref()}>{t.dashboard.howToPlay}</DrawerLink>
              <DrawerLink to={paths.contactUs.getHref()}>{t.dashboard.contactUs}</DrawerLink>
              <DrawerLink to={paths.privacyPolicy.getHref()}>{t.dashboard.privacyPolicy}</DrawerLink>
              <DrawerLink to={paths.enquiry.getHref()}>{t.dashboard.enquiry}</DrawerLink>
            </ul>
          ) : (
            <>
              <Section title={t.dashboard.walletSection}>
                <DrawerLink to={paths.addFund.getHref()}>{t.dashboard.addFunds}</DrawerLink>
                <DrawerLink to={paths.withdrawFund.getHref()}>{t.dashboard.withdrawFunds}</DrawerLink>
                <DrawerLink to={paths.walletStatement.getHref()}>{t.dashboard.walletStatement}</DrawerLink>
                <DrawerLink to={paths.winningHistory.getHref()}>{t.dashboard.winningHistory}</DrawerLink>
                <DrawerLink to={paths.biddingHistory.getHref()}>{t.dashboard.biddingHistory}</DrawerLink>
              </Section>
              <Section title={t.dashboard.bankSection}>
                <DrawerLink to={paths.bank.getHref()}>{t.dashboard.manageBankDetails}</DrawerLink>
                <DrawerLink to={paths.paytm.getHref()}>{t.dashboard.paytm}</DrawerLink>
                <DrawerLink to={paths.googlePay.getHref()}>{t.dashboard.googlePay}</DrawerLink>
                <DrawerLink to={paths.phonePe.getHref()}>{t.dashboard.phonePe}</DrawerLink>
              </Section>
              <Section title={t.dashboard.moreSection}>
                <DrawerLink to={paths.gameRates.getHref()}>{t.dashboard.gameRates}</DrawerLink>
                <DrawerLink to={paths.howToPlay.getHref()}>{t.dashboard.howToPlay}</DrawerLink>
                <DrawerLink to={paths.privacyPolicy.getHref()}>{t.dashboard.privacyPolicy}</DrawerLink>
                <DrawerLink to={paths.contactUs.getHref()}>{t.dashboard.contactUs}</DrawerLink>
                <DrawerLink to={paths.enquiry.getHref()}>{t.dashboard.enquiry}</DrawerLink>
                <DrawerButton onClick={onInviteFriends}>{t.dashboard.inviteFriends}</DrawerButton>
                <DrawerButton onClick={onRateUs}>{t.dashboard.rateUs}</DrawerButton>
                <DrawerLink to={paths.changePassword.getHref()}>{t.dashboard.changePassword}</DrawerLink>
                <DrawerLink to={paths.responsiblePlay.getHref()}>{t.responsiblePlayLink.title}</DrawerLink>
                <DrawerLink to={paths.notifications.getHref()}>{t.notificationsLink.title}</DrawerLink>
              </Section>
            </>
          )}
          <div className={styles.language}>
            <LanguageSwitch />
          </div>
          <button type="button" className={styles.signOut} onClick={onSignOut}>
            {t.dashboard.signOut}
          </button>
          <p className={styles.version}>{t.app.version}</p>
        </nav>
      </div>
    </div>
  );
}
