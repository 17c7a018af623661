import { useSnapshot } from 'valtio';
import { t, fill } from '../../i18n/t';
import { session, signOut } from '../../state/session';
import { Button } from '../../ui/button';
import { NotAvailableYet, ScreenLayout } from '../../ui/screen-layout';
import styles from './dashboard-screen.module.css';

export default function DashboardScreen() {
  const { user } = useSnapshot(session);
  return (
    <ScreenLayout
      title={t.app.name}
      actions={
        <Button variant="onBrand" onClick={() => void signOut()}>
          {t.app.signOut}
        </Button>
      }
    >
      <h2 className={styles.heading}>{t.screens.dashboard}</h2>
      {user && <p className={styles.signedInAs}>{fill(t.dashboard.signedInAs, { name: user.name })}</p>}
      <NotAvailableYet />
    </ScreenLayout>
  );
}
