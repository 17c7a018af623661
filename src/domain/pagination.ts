/** Paging of the bidding and Starline histories (pages of 10, up to 5 page buttons). */

import { HISTORY_PAGE_BUTTONS, HISTORY_PAGE_SIZE } from './constants';

export function pageCount(total: number, pageSize: number = HISTORY_PAGE_SIZE): number {
  return total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}

/** The items of a 1-based page. */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number = HISTORY_PAGE_SIZE): T[] {
  const start = (Math.max(1, Math.floor(page)) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/**
 * The page numbers to show as buttons: all of them when they fit, otherwise a window of `maxButtons`
 * around the current page, slid inwards at either end so it is always full.
 */
export function visiblePageNumbers(
  current: number,
  pages: number,
  maxButtons: number = HISTORY_PAGE_BUTTONS,
): number[] {
  if (pages <= 0 || maxButtons <= 0) return [];
  const count = Math.min(pages, maxButtons);
  const page = Math.min(Math.max(1, Math.floor(current)), pages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
