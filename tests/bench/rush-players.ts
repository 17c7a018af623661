import { createHash } from 'node:crypto';
import type { Store } from '../../server/store/connect';

/**
 * The rush's players, written straight into the database (signing up 100,000 players over HTTP would take longer
 * than the trials): a user with a balance and the ledger entry that credited it, and a session whose token the
 * bench holds. Everything else a player has is made on first use, as for a player who just signed up.
 */
export interface RushPlayer {
  readonly id: number;
  readonly authorization: string;
  /** The ETags the player's app holds, as its cache would after the last answer. */
  gamesEtag?: string;
  profileEtag?: string;
}

const ROWS_PER_STATEMENT = 500;
const SESSION_DAYS = 60;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Players `from` … `from + count - 1` (mobile numbers 8xxxxxxxxx), each with `balance` rupees and a live session. */
export async function seedRushPlayers(
  store: Store,
  from: number,
  count: number,
  balance: number,
  at: string,
): Promise<RushPlayer[]> {
  const expiresAt = new Date(Date.parse(at) + SESSION_DAYS * 86_400_000).toISOString();
  const players: RushPlayer[] = [];
  for (let first = from; first < from + count; first += ROWS_PER_STATEMENT) {
    const size = Math.min(ROWS_PER_STATEMENT, from + count - first);
    const numbers = Array.from({ length: size }, (_, index) => first + index);
    await store.db.transaction().execute(async (trx) => {
      const users = await trx
        .insertInto('users')
        .values(
          numbers.map((n) => ({
            name: `Rush Player ${n}`,
            mobile_number: `8${String(n).padStart(9, '0')}`,
            password_hash: 'not-a-password-hash',
            role: 'player' as const,
            balance,
            created_at: at,
            updated_at: at,
          })),
        )
        .returning(['id', 'mobile_number'])
        .execute();
      const ids = new Map(users.map((user) => [Number(user.mobile_number.slice(1)), Number(user.id)]));
      const tokens = numbers.map((n) => ({ n, id: ids.get(n)!, token: `rush-player-${n}-${sha256(`rush ${n}`)}` }));
      await trx
        .insertInto('ledger_entries')
        .values(
          tokens.map(({ n, id }) => ({
            user_id: id,
            amount: balance,
            kind: 'adjustment',
            reference: `rush-seed-${n}`,
            balance_after: balance,
            created_at: at,
          })),
        )
        .execute();
      await trx
        .insertInto('sessions')
        .values(
          tokens.map(({ id, token }) => ({
            token_hash: sha256(token),
            user_id: id,
            created_at: at,
            expires_at: expiresAt,
            revoked_at: null,
            idle_timeout_seconds: null,
            last_used_at: null,
            second_factor_at: null,
            ip: null,
            user_agent: null,
          })),
        )
        .execute();
      for (const { id, token } of tokens) players.push({ id, authorization: `Bearer ${token}` });
    });
  }
  return players;
}
