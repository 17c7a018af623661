import type { Pagination } from '../../contract/common.js';

/** Paging of the admin lists: 1-based pages, `{current, pages, total, limit}` as the original app's pagination. */

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

export type { Pagination };

/** A page and size from a query string; anything unusable falls back to the first page of the default size. */
export function pageRequest(query: { page?: string; limit?: string }, defaultLimit = DEFAULT_PAGE_SIZE): PageRequest {
  const page = positiveWhole(query.page) ?? 1;
  const limit = Math.min(positiveWhole(query.limit) ?? defaultLimit, MAX_PAGE_SIZE);
  return { page, limit, offset: (page - 1) * limit };
}

export function pagination(total: number, request: PageRequest): Pagination {
  return { current: request.page, pages: Math.ceil(total / request.limit), total, limit: request.limit };
}

function positiveWhole(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value > 0 ? value : null;
}

/** A record id from a path; null for anything that is not one (the caller answers 404, never a 500). */
export function recordId(text: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}
