/**
 * Answers the page asked for before the app's code arrived: on a first visit with a stored token (no start
 * snapshot), index.html's inline script (contract/early-requests.ts) asks for the profile and the markets at once
 * and leaves their promises in `window.earlyAnswers`. The API client takes each one once, for the first GET of the
 * same URL with the same token and no `If-None-Match`, instead of asking the server again.
 */
export interface EarlyAnswer {
  /** The fetch the page started; rejects as a fetch does (no connection). */
  readonly response: Promise<Response>;
  /** Device time (ms) it was sent, and answered (null until then): for the server clock's estimate. */
  readonly sentAt: number;
  readonly receivedAt: number | null;
}

interface EarlyAnswers {
  readonly token: string;
  readonly answers: Record<string, EarlyAnswer | undefined>;
}

declare global {
  interface Window {
    earlyAnswers?: EarlyAnswers;
  }
}

/**
 * The early answer for `url` (as the client builds it, e.g. /api/games) asked with `token`, at most once. A request
 * with another token drops them all.
 */
export function takeEarlyAnswer(url: string, token: string | null): EarlyAnswer | undefined {
  const early = typeof window === 'undefined' ? undefined : window.earlyAnswers;
  if (!early) return undefined;
  if (early.token !== token) {
    // Another player (or none) now: nothing the page asked for belongs to this session.
    window.earlyAnswers = undefined;
    return undefined;
  }
  const answer = early.answers[url];
  delete early.answers[url];
  return answer;
}
