import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDateTime, formatRupees, formatSignedRupees } from '../../../admin/src/format';

describe('console formats (en-IN)', () => {
  it('writes rupees with Indian digit grouping and no paise', () => {
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(undefined)).toBe('₹0');
    expect(formatSignedRupees(500)).toBe('+₹500');
    expect(formatSignedRupees(-1200)).toBe('−₹1,200');
  });

  it('writes instants in IST whatever the machine zone, AM and PM in capitals as the app writes times', () => {
    expect(formatDateTime('2026-11-20T05:30:00.000Z')).toMatch(/^20 Nov 2026, 11:00\sAM$/);
    expect(formatDateTime('2026-11-19T20:00:00.000Z')).toMatch(/^20 Nov 2026, 1:30\sAM$/);
    expect(formatDateTime('2026-11-20T09:00:00.000Z')).toMatch(/^20 Nov 2026, 2:30\sPM$/);
    expect(formatDateTime(null)).toBe('—');
  });

  it('writes a business day with its weekday', () => {
    expect(formatCalendarDay('2026-11-20')).toMatch(/^Fri, 20 Nov,? 2026$/);
  });
});
