import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, visiblePageNumbers } from '../../../src/domain/pagination';

describe('history paging (pages of 10, up to 5 buttons)', () => {
  it('counts pages', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(95, 20)).toBe(5);
  });

  it('slices a page', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(pageItems(items, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageItems(items, 3)).toEqual([20, 21, 22]);
    expect(pageItems(items, 4)).toEqual([]);
    expect(pageItems(items, 0)).toEqual(pageItems(items, 1));
  });

  it('shows every page when they fit', () => {
    expect(visiblePageNumbers(1, 0)).toEqual([]);
    expect(visiblePageNumbers(1, 1)).toEqual([1]);
    expect(visiblePageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(visiblePageNumbers(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows a full window of 5 around the current page otherwise', () => {
    expect(visiblePageNumbers(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePageNumbers(3, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePageNumbers(4, 12)).toEqual([2, 3, 4, 5, 6]);
    expect(visiblePageNumbers(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(visiblePageNumbers(40, 12)).toEqual([8, 9, 10, 11, 12]);
    for (let pages = 1; pages <= 20; pages++) {
      for (let current = 1; current <= pages; current++) {
        const shown = visiblePageNumbers(current, pages);
        expect(shown).toHaveLength(Math.min(5, pages));
        expect(shown).toContain(current);
        expect(shown[0]).toBeGreaterThanOrEqual(1);
        expect(shown.at(-1)).toBeLessThanOrEqual(pages);
      }
    }
  });
});
