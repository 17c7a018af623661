import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../i18n/t';
import styles from './screen-layout.module.css';

interface ScreenLayoutProps {
  title: string;
  /** Where the back arrow leads; no arrow without it. */
  backTo?: string;
  /** Extra header controls (e.g. a balance chip, Sign Out). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A screen's frame: the header with back arrow and title, then the centred content column. */
export function ScreenLayout({ title, backTo, actions, children }: ScreenLayoutProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {backTo !== undefined && (
          <Link to={backTo} className={styles.back} aria-label={t.app.back}>
            <span aria-hidden="true">←</span>
          </Link>
        )}
        <h1 className={styles.title}>{title}</h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}

/** An honest "not built yet" note for screens that later work fills in. */
export function NotAvailableYet() {
  return <p className={styles.notice}>{t.app.notAvailableYet}</p>;
}
