// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../../src/ui/error-boundary';

afterEach(cleanup);

function Broken(): never {
  throw new Error('screen failed');
}

describe('ErrorBoundary', () => {
  it('shows its children while they render', () => {
    render(<ErrorBoundary fallback={<p>Something went wrong</p>}>Screen</ErrorBoundary>);
    expect(screen.getByText('Screen')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('shows the fallback instead of a screen that throws, and logs the error', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={<p>Something went wrong</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(logged.mock.calls.some((args) => args[0] instanceof Error && args[0].message === 'screen failed')).toBe(true);
    logged.mockRestore();
  });
});
