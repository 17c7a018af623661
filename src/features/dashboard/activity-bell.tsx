import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useActivityUnread } from '../../data/activity';
import { fill, t } from '../../i18n/t-screens';
import { BellIcon } from '../../ui/icons';
import styles from './activity-bell.module.css';

/**
 * The dashboard header's way to the Activity screen, with how many items are new. A chunk of its own, loaded
 * after the dashboard's first frame; the count is polled with the balance while it is on screen.
 */
export default function ActivityBell() {
  const unread = useActivityUnread();
  return (
    <Link
      to={paths.activity.getHref()}
      className={styles.bell}
      aria-label={unread > 0 ? fill(t.activity.bellUnread, { count: unread }) : t.activity.bell}
      data-testid="activity-bell"
    >
      <BellIcon />
      {unread > 0 && (
        <span className={styles.badge} data-testid="activity-badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
