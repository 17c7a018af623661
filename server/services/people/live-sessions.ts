import type { Clock } from '../../clock.js';
import { prepared, type ParamOf } from '../../store/prepared.js';
import type { Db } from '../../store/schema.js';
import { sessionEndsAt } from './session-lifetime.js';

/** How often an instance reads the revocations made since it last looked (by any instance). */
const FOLLOW_REVOCATIONS_MS = 1000;
/** Revocations are re-read this far back, so that clocks of instances that differ by less cannot hide one. */
const CLOCK_SKEW_MS = 60_000;
const MAX_CACHED_SESSIONS = 100_000;

/** A session by its token's hash, unless revoked or expired, with its user's role. */
const UNREVOKED_SESSION = prepared((db, param: ParamOf<{ tokenHash: string; now: string }>) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.created_at', 'sessions.expires_at', 'sessions.idle_timeout_seconds', 'sessions.last_used_at', 'users.role'])
    .where('sessions.token_hash', '=', param('tokenHash'))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', param('now')),
);

/**
 * What the cache answers about a session: 'operator' when only the full check may vouch for it, since an
 * operator's session records each request's time (its idle time-out) and opens routes only past the second-factor
 * rule.
 */
export type SessionCheck = 'live' | 'ended' | 'operator';

/**
 * The players' sessions this instance has found live, for reads that need nothing but a live session (the games
 * list every player polls): a hit costs no database round trip. The database stays the one truth: a token is cached
 * only after the database vouched for it, and at most a second after any instance revoked a session
 * (sign-out, deactivation, an approved password request), the next check here has read that revocation.
 * Routes that act on a player's account look the session up in the database on every request.
 */
export class LiveSessions {
  /** token hash → the instant (ms) the session ends */
  private readonly live = new Map<string, number>();
  private followedAt = Number.NEGATIVE_INFINITY;
  /** Revocations from this instant on have not been read yet (ISO, by the clock). */
  private unreadSince: string | undefined;
  private following: Promise<void> | undefined;

  constructor(private readonly db: Db) {}

  /**
   * Whether the sessions this instance knows vouch for this one now, without waiting: false when only the
   * database can tell (not cached, or the revocations are due to be read).
   */
  isKnownLive(clock: Clock, tokenHash: string): boolean {
    if (performance.now() - this.followedAt >= FOLLOW_REVOCATIONS_MS) return false;
    const endsAt = this.live.get(tokenHash);
    return endsAt !== undefined && endsAt > clock.now().getTime();
  }

  async isLive(clock: Clock, tokenHash: string): Promise<SessionCheck> {
    await this.followRevocations(clock);
    const now = clock.now();
    const endsAt = this.live.get(tokenHash);
    if (endsAt !== undefined && endsAt > now.getTime()) return 'live';

    const row = await UNREVOKED_SESSION.first(this.db, { tokenHash, now: now.toISOString() });
    // An operator's session, or one with an idle limit (opened while its user was an operator), is never cached.
    if (row && (row.role === 'admin' || row.idle_timeout_seconds !== null)) return 'operator';
    const rowEndsAt = row ? sessionEndsAt(row) : 0;
    if (rowEndsAt <= now.getTime()) {
      this.live.delete(tokenHash);
      return 'ended';
    }
    if (this.live.size >= MAX_CACHED_SESSIONS) this.live.delete(this.live.keys().next().value!);
    this.live.set(tokenHash, rowEndsAt);
    return 'live';
  }

  /** A session revoked here stops counting at once (other instances read it within a second). */
  forget(tokenHash: string): void {
    this.live.delete(tokenHash);
  }

  private followRevocations(clock: Clock): Promise<void> | undefined {
    if (performance.now() - this.followedAt < FOLLOW_REVOCATIONS_MS) return undefined;
    // Requests arriving meanwhile wait for the same read.
    this.following ??= this.readRevocations(clock).finally(() => {
      this.following = undefined;
    });
    return this.following;
  }

  private async readRevocations(clock: Clock): Promise<void> {
    const startedAt = performance.now();
    const readFrom = new Date(clock.now().getTime() - CLOCK_SKEW_MS).toISOString();
    if (this.unreadSince !== undefined && this.live.size > 0) {
      const revoked = await this.db
        .selectFrom('sessions')
        .select('token_hash')
        .where('revoked_at', '>=', this.unreadSince)
        .execute();
      for (const { token_hash } of revoked) this.live.delete(token_hash);
    }
    this.unreadSince = readFrom;
    this.followedAt = startedAt;
  }
}
