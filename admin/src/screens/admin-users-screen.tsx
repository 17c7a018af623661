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
import { cashierText } from '../cashier-text';
import { DenseRow, DenseTable } from '../ui/dense-table';
import { changeInPage, useListFilter } from '../ui/paged-list';
import { Screen } from '../ui/screen';
import { ActiveBadge } from '../ui/status-badge';
import { ACTIVE_FILTERS, StatusFilter } from '../ui/status-filter';
import { TagChips } from '../ui/tag-chips';
import { useLoad } from '../ui/use-load';
import dense from '../ui/dense-table.module.css';
import ui from '../ui/ui.module.css';
import { ActiveToggleDialog } from './active-toggle-dialog';
import styles from './admin-users-screen.module.css';

const t = text.users;
const COLUMNS = [
  { label: text.common.player },
  { label: text.common.mobile },
  { label: t.balance, numeric: true },
  { label: t.role },
  { label: t.joined },
  { label: cashierText.columns.state },
  { label: riskText.tags.title },
  { label: cashierText.columns.actions },
];

/** Everyone with an account, one line each: search by name or number, filter by status or tag, open, (de)activate. */
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
      <DenseTable
        load={list}
        page={list.state.data}
        busy={list.state.status === 'loading'}
        empty={t.empty}
        onPage={setPage}
        columns={COLUMNS}
        label={t.title}
        noSelection
      >
        {(user) => (
          <DenseRow
            key={user._id}
            testId="user"
            noSelection
            columnCount={COLUMNS.length}
            cells={[
              <Link key="name" to={adminPaths.user.getHref(user._id)} state={{ user }} className={ui.nameLink}>
                {user.name}
              </Link>,
              user.mobileNumber,
              <span key="balance" className={dense.number}>
                {formatRupees(user.balance)}
              </span>,
              user.role === 'admin' ? t.admin : t.playerRole,
              formatDateTime(user.createdAt),
              <ActiveBadge key="state" active={user.isActive} />,
              <TagChips key="tags" tags={user.tags ?? []} label={riskText.tags.title} />,
              <span key="actions" className={dense.actions}>
                <Link to={adminPaths.user.getHref(user._id)} state={{ user }} className={styles.linkButton}>
                  {t.open}
                </Link>
                {user._id !== me?._id && can('players.manage') && (
                  <Button
                    variant="secondary"
                    onClick={() => setToggling(user)}
                    aria-label={`${user.isActive ? t.deactivate : t.activate} ${user.name}`}
                  >
                    {user.isActive ? t.deactivate : t.activate}
                  </Button>
                )}
              </span>,
            ]}
          />
        )}
      </DenseTable>
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
