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
