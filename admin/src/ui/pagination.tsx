import { visiblePageNumbers } from '../../../src/domain/pagination';
import type { Pagination as PageInfo } from '../api';
import { formatCount } from '../format';
import { text } from '../text';
import styles from './ui.module.css';

/** Previous / page numbers / Next under a list, with "Page 2 of 5 · 93 in all". */
export function Pagination({ pagination, onPage }: { pagination: PageInfo; onPage: (page: number) => void }) {
  const { current, pages, total } = pagination;
  if (pages <= 1) {
    return <p className={styles.pageSummary}>{text.common.totalCount(formatCount(total))}</p>;
  }
  return (
    <nav className={styles.pagination} aria-label={text.common.pages}>
      <button type="button" className={styles.pageButton} onClick={() => onPage(current - 1)} disabled={current <= 1}>
        {text.common.previous}
      </button>
      {visiblePageNumbers(current, pages).map((page) => (
        <button
          key={page}
          type="button"
          className={styles.pageButton}
          aria-current={page === current ? 'page' : undefined}
          aria-label={text.common.pageNumber(page)}
          onClick={() => onPage(page)}
        >
          {page}
        </button>
      ))}
      <button type="button" className={styles.pageButton} onClick={() => onPage(current + 1)} disabled={current >= pages}>
        {text.common.next}
      </button>
      <span className={styles.pageSummary}>{text.common.pageOf(current, pages, formatCount(total))}</span>
    </nav>
  );
}
