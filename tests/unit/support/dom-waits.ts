/**
 * How long a screen test waits for what it looks for (Testing Library's findBy… and waitFor): 10 s instead of 1 s.
 * A screen's code is a lazy chunk, and on a loaded machine importing it took longer than a second; the wait ends as
 * soon as the element is there, so a passing test is no slower. Only files with a DOM load Testing Library.
 */
export const SCREEN_WAIT_MS = 10_000;

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: SCREEN_WAIT_MS });
}
