import { useCallback, useMemo, useState } from 'react';

/*
 * Rows ticked on one page of a list: only those that can be acted on now, and never one that left the page
 * (another filter or page shows nothing ticked).
 */

/** Ticks or unticks one row. */
export function toggleRow(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** "Select all on the page": every selectable row, or none when they all are already. */
export function toggleAll(selected: ReadonlySet<string>, selectable: readonly string[]): Set<string> {
  const all = selectable.length > 0 && selectable.every((id) => selected.has(id));
  return all ? new Set() : new Set(selectable);
}

/** Whether "select all" shows ticked, half-ticked (some) or not. */
export function allState(selected: ReadonlySet<string>, selectable: readonly string[]): 'all' | 'some' | 'none' {
  const count = selectable.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === selectable.length ? 'all' : 'some';
}

/** The ticked rows of the page, in its order, with their count and their total in rupees. */
export function chosen<T extends { _id: string; amount: number }>(items: readonly T[], selected: ReadonlySet<string>) {
  const rows = items.filter((item) => selected.has(item._id));
  return { rows, count: rows.length, total: rows.reduce((sum, item) => sum + item.amount, 0) };
}

/** The selection of a page: `selectable` ids are those the operator may act on now. */
export function useSelection(items: readonly { _id: string }[] | undefined, canSelect: (id: string) => boolean) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const selectable = useMemo(() => (items ?? []).map((item) => item._id).filter(canSelect), [items, canSelect]);
  // Only rows still on the page and still selectable count: a decided row drops out by itself.
  const selected = useMemo(() => new Set(selectable.filter((id) => picked.has(id))), [selectable, picked]);
  const toggle = useCallback((id: string) => setPicked((previous) => toggleRow(previous, id)), []);
  const toggleEvery = useCallback(() => setPicked(toggleAll(selected, selectable)), [selected, selectable]);
  const clear = useCallback(() => setPicked(new Set()), []);
  return { selected, selectable, toggle, toggleEvery, clear, all: allState(selected, selectable) };
}
