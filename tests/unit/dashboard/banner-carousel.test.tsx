// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../../../src/api/types';
import { BANNER_ROTATE_MS } from '../../../src/domain/constants';
import { BannerCarousel } from '../../../src/features/dashboard/banner-carousel';

const banners = [1, 2, 3].map((number) => ({ _id: `b${number}`, imagePath: `/b${number}.png`, title: `Banner ${number}` })) as unknown as Banner[];
const shown = () => screen.getAllByRole('button', { name: /^Show banner/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the banner carousel', () => {
  it('gives a tap on the banner already shown a full 5 s before the next automatic step', () => {
    render(<BannerCarousel banners={banners} autoRotate />);
    act(() => vi.advanceTimersByTime(BANNER_ROTATE_MS - 1_000));
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 1' }));
    act(() => vi.advanceTimersByTime(BANNER_ROTATE_MS - 1_000));
    expect(shown()).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(shown()).toBe(2);
  });
});
