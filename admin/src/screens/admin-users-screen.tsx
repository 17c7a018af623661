import { useCallback, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Button } from '../../../src/ui/button';
import { usePermission } from '../access';
import { adminSession } from '../admin-session';
import { fetchUsers, type AdminUser, type UserStatusFilter } from '../api';
import { formatDateTime, formatRupees } from '../format';
import { adminPaths } from '../paths';
import { riskText } from '../risk-text';
import { text } from '../text';
import { Detail, Details } from '../ui/details';
import { changeInPage, ListRow, PagedList, useListFilter } from '../ui/paged-list';
import { Screen } from '../ui/screen';
import { ActiveBadge } from '../ui/status-badge';
import { ACTIVE_FILTERS, StatusFilter } from '../ui/status-filter';
import { TagChips } from '../ui/tag-chips';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import { ActiveToggleDialog } from './active-toggle-dialog';
import styles from './admin-users-screen.module.css';

const t = text.users;

/** Everyone with an account: search by name or number, filter by status, open a player, (de)activate. */
export default function UsersScreen() {
  const searchId = useId();
  const tagId = useId();
  const { user: me } = useSnapshot(adminSession);
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [tagDraft, setTagDraft] = useState('');
  const [tag, setTag] = useState('');
  const { filter: status, chooseFilter, page, setPage } = useListFilter<UserStatusFilter>('all');
  const list = useLoad(
    useCallback(() => fetchUsers({ query, status, page, tag }), [query, status, page, tag]),
    t.loadFailed,
  );
  const [toggling, setToggling] = useState<AdminUser | null>(null);
  const can = usePermission();

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
    setPage(1);
  };

  const filterByTag = (event: FormEvent) => {
    event.preventDefault();
    setTag(tagDraft.trim());
    setPage(1);
  };

  const clearTag = () => {
    setTagDraft('');
    setTag('');
    setPage(1);
  };

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
      <form className={styles.search} aria-label={riskText.tags.filterHint} onSubmit={filterByTag}>
        <label htmlFor={tagId} className={ui.label}>
          {riskText.tags.filter}
        </label>
        <div className={styles.searchRow}>
          <input
            id={tagId}
            className={ui.input}
            type="search"
            placeholder={riskText.tags.filterHint}
            value={tagDraft}
            onChange={(e) => setTagDraft(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            {riskText.tags.apply}
          </Button>
          {tag !== '' && (
            <Button variant="secondary" onClick={clearTag}>
              {riskText.tags.clearFilter}
            </Button>
          )}
        </div>
      </form>
      <StatusFilter label={t.filterLabel} options={ACTIVE_FILTERS} value={status} onChange={chooseFilter} />
      <PagedList load={list} page={list.state.data} busy={list.state.status === 'loading'} empty={t.empty} onPage={setPage}>
        {(user) => (
          <ListRow
            key={user._id}
            testId="user"
            title={
              <h3 className={ui.rowTitle}>
                <Link to={adminPaths.user.getHref(user._id)} state={{ user }} className={ui.nameLink}>
                  {user.name}
                </Link>
              </h3>
            }
            badge={<ActiveBadge active={user.isActive} />}
            actions={
              <>
                <Link to={adminPaths.user.getHref(user._id)} state={{ user }} className={styles.linkButton}>
                  {t.open}
                </Link>
                {user._id !== me?._id && can('players.manage') && (
                  <Button variant="secondary" onClick={() => setToggling(user)} aria-label={`${user.isActive ? t.deactivate : t.activate} ${user.name}`}>
                    {user.isActive ? t.deactivate : t.activate}
                  </Button>
                )}
              </>
            }
          >
            <Details>
              <Detail term={text.common.mobile}>{user.mobileNumber}</Detail>
              <Detail term={t.balance}>{formatRupees(user.balance)}</Detail>
              <Detail term={t.role}>{user.role === 'admin' ? t.admin : t.playerRole}</Detail>
              <Detail term={t.joined}>{formatDateTime(user.createdAt)}</Detail>
            </Details>
            <TagChips tags={user.tags ?? []} label={riskText.tags.title} />
          </ListRow>
        )}
      </PagedList>
      {toggling && (
        <ActiveToggleDialog
          user={toggling}
          onCancel={() => setToggling(null)}
          onDone={(updated) => list.update(changeInPage(updated._id, (item) => ({ ...item, ...updated })))}
        />
      )}
    </Screen>
  );
}
