import { useCallback, useState, type ReactNode } from 'react';
import { PAGE_SIZE, type PageOf } from '../api';
import { Pagination } from './pagination';
import { Empty, LoadError, Loading } from './states';
import type { Loaded } from './use-load';
import styles from './ui.module.css';

interface PagedListProps<T> {
  /** The load behind the list: its first spinner and its error with a retry. */
  load: { state: Loaded<unknown>; reload: () => void };
  /** The page to show; undefined until the first answer (a reload keeps the old page in view). */
  page: PageOf<T> | undefined;
  /** Marks the rows busy while they are being replaced. */
  busy?: boolean;
  empty: ReactNode;
  onPage: (page: number) => void;
  /** One row (a keyed `<li>`, usually a ListRow) per record. */
  children: (item: T) => ReactNode;
}

/** A list screen's body: spinner, load error, the empty note, or the rows; then the pages. */
export function PagedList<T>({ load, page, busy, empty, onPage, children }: PagedListProps<T>) {
  return (
    <>
      {load.state.status === 'loading' && !page && <Loading />}
      {load.state.status === 'error' && !page && <LoadError message={load.state.message} onRetry={load.reload} />}
      {page && page.items.length === 0 && <Empty>{empty}</Empty>}
      {page && page.items.length > 0 && (
        <ul className={styles.list} aria-busy={busy}>
          {page.items.map((item) => children(item))}
        </ul>
      )}
      {page && <Pagination pagination={page.pagination} onPage={onPage} />}
    </>
  );
}

interface ListRowProps {
  /** The record's headline: its amount or its name. */
  title: ReactNode;
  badge: ReactNode;
  children?: ReactNode;
  /** Beside the details on wide screens, under them on a phone; none when falsy. */
  actions?: ReactNode;
  testId?: string;
}

/** One record in a list: headline and status badge, its details, and what can be done with it. */
export function ListRow({ title, badge, children, actions, testId }: ListRowProps) {
  return (
    <li className={styles.row} data-testid={testId}>
      <div className={styles.rowMain}>
        <div className={styles.rowHead}>
          {title}
          {badge}
        </div>
        {children}
      </div>
      {actions && <div className={styles.rowActions}>{actions}</div>}
    </li>
  );
}

/** A list's filter and page; choosing another filter starts again at page 1 (the old page may not exist under it). */
export function useListFilter<F extends string>(initial: F) {
  const [filter, setFilter] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const chooseFilter = useCallback((next: F) => {
    setFilter(next);
    setPage(1);
  }, []);
  return { filter, chooseFilter, page, setPage };
}

/** The page with one record (by id) changed in place, for `update` after the server answers about it. */
export function changeInPage<T extends { _id: string }>(id: string, change: (item: T) => T) {
  return (page: PageOf<T>): PageOf<T> => ({ ...page, items: page.items.map((item) => (item._id === id ? change(item) : item)) });
}

/** One page of a list the server sends whole (markets, Starline games, banners): the console pages it itself. */
export function pageOfList<T>(list: readonly T[], page: number, limit: number = PAGE_SIZE): PageOf<T> {
  const pages = Math.max(1, Math.ceil(list.length / limit));
  const current = Math.min(Math.max(1, page), pages);
  return {
    items: list.slice((current - 1) * limit, current * limit),
    pagination: { current, pages, total: list.length, limit },
  };
}
