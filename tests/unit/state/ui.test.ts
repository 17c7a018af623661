import { describe, expect, it } from 'vitest';
import { ui, whenNoBetInProgress } from '../../../src/state/ui';

/** The update prompt's reload waits for a bet in flight: an update never reloads mid-bet. */
describe('whenNoBetInProgress', () => {
  it('resolves at once when no bet is being placed', async () => {
    ui.betInProgress = false;
    await expect(whenNoBetInProgress()).resolves.toBeUndefined();
  });

  it('waits until the bet screen lowers the flag', async () => {
    ui.betInProgress = true;
    let done = false;
    const waiting = whenNoBetInProgress().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    ui.betInProgress = false;
    await waiting;
    expect(done).toBe(true);
  });
});
