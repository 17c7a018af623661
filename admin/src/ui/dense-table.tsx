import { useState, type ReactNode } from 'react';
import type { PageOf } from '../api';
import { cashierText } from '../cashier-text';
import { Pagination } from './pagination';
import { Empty, LoadError, Loading } from './states';
import type { Loaded } from './use-load';
import styles from './dense-table.module.css';

interface DenseTableProps<T> {
  load: { state: Loaded<unknown>; reload: () => void };
  page: PageOf<T> | undefined;
  busy?: boolean;
  empty: ReactNode;
  onPage: (page: number) => void;
  /** The headers after the selection column; one DenseRow per record fills them. */
  columns: readonly { label: string; numeric?: boolean }[];
  /** "Select all on this page", when rows may be ticked. */
  selectAll?: { state: 'all' | 'some' | 'none'; onToggle: () => void; disabled: boolean };
  /** The table's name for assistive technology. */
  label: string;
  /** No rows are ever ticked: no selection column (pass the same to each DenseRow). */
  noSelection?: boolean;
  children: (item: T) => ReactNode;
}

/** A list screen's body as a dense table: spinner, load error, the empty note, or one line per record; then the pages. */
export function DenseTable<T>(props: DenseTableProps<T>) {
  const { load, page, busy, empty, onPage, columns, selectAll, label, noSelection, children } = props;
  return (
    <>
      {load.state.status === 'loading' && !page && <Loading />}
      {load.state.status === 'error' && !page && <LoadError message={load.state.message} onRetry={load.reload} />}
      {page && page.items.length === 0 && <Empty>{empty}</Empty>}
      {page && page.items.length > 0 && (
        <div className={styles.scroller}>
          <table className={styles.table} aria-label={label} aria-busy={busy}>
            <thead>
              <tr>
                {!noSelection && (
                  <th className={styles.check}>
                    {selectAll && (
                      <input
                        type="checkbox"
                        aria-label={cashierText.selectAll}
                        checked={selectAll.state === 'all'}
                        ref={(box) => {
                          if (box) box.indeterminate = selectAll.state === 'some';
                        }}
                        disabled={selectAll.disabled}
                        onChange={selectAll.onToggle}
                      />
                    )}
                  </th>
                )}
                {columns.map((column) => (
                  <th key={column.label} scope="col" className={column.numeric ? styles.number : undefined}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            {page.items.map((item) => children(item))}
          </table>
        </div>
      )}
      {page && <Pagination pagination={page.pagination} onPage={onPage} />}
    </>
  );
}

interface DenseRowProps {
  testId: string;
  /** The row's tick box, when it can be acted on with others. */
  select?: { checked: boolean; onToggle: () => void; label: string };
  cells: readonly ReactNode[];
  /** Shown under the line at once: what just happened to it, why it waits. */
  notes?: ReactNode;
  /** Shown under the line on "Details": payout details, remarks. */
  details?: ReactNode;
  /** In the last cell, beside "Details": the record's history, opened on demand. */
  history?: ReactNode;
  columnCount: number;
  /** The table has no selection column. */
  noSelection?: boolean;
}

/**
 * One record: a line of cells, and under it its notes (when any) and its details (when opened). Each record is
 * its own `<tbody>`, so the line and what belongs to it stay one unit.
 */
export function DenseRow({ testId, select, cells, notes, details, history, columnCount, noSelection }: DenseRowProps) {
  const [open, setOpen] = useState(false);
  const hasNotes = Boolean(notes);
  return (
    <tbody data-testid={testId}>
      <tr>
        {!noSelection && (
          <td className={styles.check}>
            {select && <input type="checkbox" aria-label={select.label} checked={select.checked} onChange={select.onToggle} />}
          </td>
        )}
        {cells.map((cell, index) => (
          <td key={index}>{cell}</td>
        ))}
        {details !== undefined && (
          <td className={styles.last}>
            <button type="button" className={styles.more} aria-expanded={open} onClick={() => setOpen(!open)}>
              {cashierText.details}
            </button>
            {history}
          </td>
        )}
      </tr>
      <tr className={styles.detail} hidden={!hasNotes && !open}>
        <td colSpan={noSelection ? columnCount : columnCount + 1}>
          {notes}
          <div hidden={!open}>{details}</div>
        </td>
      </tr>
    </tbody>
  );
}
