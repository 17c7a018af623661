// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FreshnessNote } from '../../../src/ui/freshness-note';

afterEach(cleanup);

// 10:42 IST on 20 Nov 2026.
const AT_10_42 = Date.parse('2026-11-20T05:12:00Z');

describe('freshness note', () => {
  it('says offline and when the data was last updated, in IST', () => {
    render(<FreshnessNote online={false} updatedAt={AT_10_42} stale />);
    expect(screen.getByRole('status').textContent).toBe('Offline · updated 10:42 AM');
  });

  it('says only "Offline" when nothing was ever loaded', () => {
    render(<FreshnessNote online={false} updatedAt={null} stale />);
    expect(screen.getByRole('status').textContent).toBe('Offline');
  });

  it('says when old data was updated while online, and nothing while it is fresh', () => {
    const { rerender } = render(<FreshnessNote online updatedAt={AT_10_42} stale />);
    expect(screen.getByRole('status').textContent).toBe('Updated 10:42 AM');
    rerender(<FreshnessNote online updatedAt={AT_10_42} stale={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
