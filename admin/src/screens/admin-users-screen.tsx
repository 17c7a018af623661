import { useCallback, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Button } from '../../../src/ui/button';
import { adminSession } from '../admin-session';
import { fetchUsers, type AdminUser, type UserStatusFilter } from '../api';
import { formatDateTime, formatRupees } from '../format';
import { adminPaths } from '../paths';
import { text } from '../text';
import { Pagination } from '../ui/pagination';
import { Screen } from '../ui/screen';
import { Empty, LoadError, Loading } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { StatusFilter } from '../ui/status-filter';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import { ActiveToggleDialog } from './active-toggle-dialog';
import styles from './admin-users-screen.module.css';

const t = text.users;
const FILTERS: readonly { value: UserStatusFilter; label: string }[] = [
  { value: 'all', label: text.common.all },
  { value: 'active', label: text.common.active },
  { value: 'inactive', label: text.common.inactive },
];

/** Everyone with an account: search by name or number, filter by status, open a player, (de)activate. */
export default function UsersScreen() {
  const searchId = useId();
  const { user: me } = useSnapshot(adminSession);
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<UserStatusFilter>('all');
  const [page, setPage] = useState(1);
  const list = useLoad(useCallback(() => fetchUsers({ query, status, page }), [query, status, page]), t.loadFailed);
  const [toggling, setToggling] = useState<AdminUser | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
    setPage(1);
  };

  const data = list.state.data;
  return (
    <Screen title={t.title}>
      <form className={styles.search} role="search" onSubmit={search}>
        <label htmlFor={searchId} className={ui.label}>
          {t.search}
        </label>
        <div className={styles.searchRow}>
          <input
            id={searchId}
            className={ui.input}
            type="search"
            placeholder={t.searchPlaceholder}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit">{t.searchButton}</Button>
        </div>
      </form>
      <StatusFilter label={t.filterLabel} options={FILTERS} value={status} onChange={(value) => { setStatus(value); setPage(1); }} />
      {list.state.status === 'loading' && !data && <Loading />}
      {list.state.status === 'error' && !data && <LoadError message={list.state.message} onRetry={list.reload} />}
      {data && data.items.length === 0 && <Empty>{t.empty}</Empty>}
      {data && data.items.length > 0 && (
        <ul className={ui.list} aria-busy={list.state.status === 'loading'}>
          {data.items.map((user) => (
            <li key={user._id} className={ui.row} data-testid="user">
              <div className={ui.rowMain}>
                <div className={ui.rowHead}>
                  <h4 className={ui.rowTitle}>
                    <Link to={adminPaths.user.getHref(user._id)} state={{ user }}>
                      {user.name}
                    </Link>
                  </h4>
                  <StatusBadge status={user.isActive ? 'active' : 'inactive'} label={user.isActive ? text.common.active : text.common.inactive} />
                </div>
                <dl className={ui.details}>
                  <div>
                    <dt>{text.common.mobile}</dt>
                    <dd>{user.mobileNumber}</dd>
                  </div>
                  <div>
                    <dt>{t.balance}</dt>
                    <dd>{formatRupees(user.balance)}</dd>
                  </div>
                  <div>
                    <dt>{t.role}</dt>
                    <dd>{user.role === 'admin' ? t.admin : t.playerRole}</dd>
                  </div>
                  {user.createdAt && (
                    <div>
                      <dt>{t.joined}</dt>
                      <dd>{formatDateTime(user.createdAt)}</dd>
                    </div>
                  )}
                </dl>
              </div>
              <div className={ui.rowActions}>
                <Link to={adminPaths.user.getHref(user._id)} state={{ user }} className={styles.linkButton}>
                  {t.open}
                </Link>
                {user._id !== me?._id && (
                  <Button variant="secondary" onClick={() => setToggling(user)} aria-label={`${user.isActive ? t.deactivate : t.activate} ${user.name}`}>
                    {user.isActive ? t.deactivate : t.activate}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && <Pagination pagination={data.pagination} onPage={setPage} />}
      {toggling && (
        <ActiveToggleDialog
          user={toggling}
          onCancel={() => setToggling(null)}
          onDone={(updated) =>
            list.update((current) => ({ ...current, items: current.items.map((item) => (item._id === updated._id ? { ...item, ...updated } : item)) }))
          }
        />
      )}
    </Screen>
  );
}
