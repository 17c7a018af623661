import { visiblePageNumbers } from '../domain/pagination';
import { fill, t } from '../i18n/t';
import styles from './pagination.module.css';

interface PaginationProps {
  /** 1-based. */
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/** Previous, up to five page buttons around the current page, Next. Nothing for a single page. */
export function Pagination({ page, pages, onChange }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t.records.pagination}>
      <button
        type="button"
        className={styles.step}
        aria-label={t.records.previous}
        title={t.records.previous}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      {visiblePageNumbers(page, pages).map((number) => (
        <button
          key={number}
          type="button"
          className={number === page ? `${styles.number} ${styles.current}` : styles.number}
          aria-label={fill(t.records.page, { page: number })}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onChange(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={styles.step}
        aria-label={t.records.next}
        title={t.records.next}
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
