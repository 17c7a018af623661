// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serverClock } from '../../../src/state/clock';
import { useServerNow } from '../../../src/sync/use-server-now';

const HOUR = 60 * 60_000;

function ServerHour() {
  return <p data-testid="hour">{Math.round((useServerNow().getTime() - Date.now()) / HOUR)}</p>;
}

/** Corrects the clock while the tree renders: after the clock's first render, before its subscription. */
function Correction({ offsetMs }: { offsetMs: number }) {
  serverClock.offsetMs = offsetMs;
  return null;
}

afterEach(() => {
  cleanup();
  serverClock.offsetMs = 0;
});

describe('now on the server clock', () => {
  it('follows a correction made after the screen rendered', async () => {
    render(<ServerHour />);
    expect(screen.getByTestId('hour').textContent).toBe('0');
    await act(async () => {
      serverClock.offsetMs = 2 * HOUR;
    });
    expect(screen.getByTestId('hour').textContent).toBe('2');
  });

  it('follows a correction that arrived between its first render and its subscription', async () => {
    await act(async () => {
      render(
        <>
          <ServerHour />
          <Correction offsetMs={3 * HOUR} />
        </>,
      );
    });
    expect(screen.getByTestId('hour').textContent).toBe('3');
  });
});
