import type { ReactNode } from 'react';
import styles from './figure-table.module.css';

export interface FigureColumn<R> {
  label: string;
  /** Figures are right-aligned so that their digits line up. */
  numeric?: boolean;
  value: (row: R) => ReactNode;
}

interface FigureTableProps<R> {
  /** Names the table for assistive technology; shown above it unless the section's heading already says it. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly FigureColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  busy?: boolean;
  testId?: string;
}

/** A table of figures: a caption, one header per column, a row per record; scrolls sideways on a phone. */
export function FigureTable<R>({ caption, captionHidden = false, columns, rows, rowKey, busy, testId }: FigureTableProps<R>) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table} aria-busy={busy || undefined} data-testid={testId}>
        <caption className={captionHidden ? 'visually-hidden' : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? styles.number : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.label} scope="row" className={column.numeric ? styles.number : undefined}>
                    {column.value(row)}
                  </th>
                ) : (
                  <td key={column.label} className={column.numeric ? styles.number : undefined}>
                    {column.value(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
