import { Type, type Static } from '@sinclair/typebox';
import { Instant, OneOf } from './common.js';

/** The answer of GET /health while the instance can serve (503 DATABASE_UNAVAILABLE while it cannot). */
export const Health = Type.Object({
  status: Type.Literal('ok'),
  /** The database the instance runs on. */
  database: OneOf(['sqlite', 'postgres']),
  /** The server's clock. */
  time: Instant,
});
export type Health = Static<typeof Health>;

/** The body of POST /test-clock/advance (only with FAKE_TIME): how far to move the server's clock forward. */
export const ClockAdvance = Type.Object({ ms: Type.Integer({ minimum: 1, maximum: 86_400_000 }) });

/** The answer of POST /test-clock/advance: the server's clock after the move. */
export const ClockNow = Type.Object({ time: Instant });
