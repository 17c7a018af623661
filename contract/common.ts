import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** Building blocks of the contract's records. */

/** A record's id on the wire: the original app's `_id`, a string of digits. */
export const Id = Type.String({ pattern: '^[0-9]+$' });

/** An instant as ISO 8601 text, e.g. `2026-11-20T05:30:00.000Z`. */
export const Instant = Type.String({ format: 'date-time' });

/** A calendar day in IST, `YYYY-MM-DD`. */
export const CalendarDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** A time of day in IST, `HH:MM` (24-hour). */
export const TimeOfDay = Type.String({ pattern: '^\\d{2}:\\d{2}$' });

/** Whole rupees. */
export const Rupees = Type.Number();

/**
 * One of a list of text values (the domain's lists, or the contract's own). Written as a string with an `enum`
 * rather than a union of literals: Fastify's answer writer needs a schema validator for every union, a cost in
 * memory for each route and in time for each answer.
 */
export const OneOf = <const T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

/** A value or `null`: the OpenAPI `nullable` keyword rather than a union, for the reason OneOf gives. */
export const Nullable = <T extends TSchema>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, nullable: true, ...(schema.enum ? { enum: [...schema.enum, null] } : {}) });

/**
 * An amount as clients send it: a number, or text a player typed. Loose on purpose: the domain rules judge it and
 * answer with their own messages.
 */
export const AmountInput = Type.Optional(Type.Union([Type.Number(), Type.String(), Type.Null()]));

/** Where a page sits in a long list: 1-based `current` of `pages`, `total` records, `limit` a page. */
export const Pagination = Type.Object({
  current: Type.Integer(),
  pages: Type.Integer(),
  total: Type.Integer(),
  limit: Type.Integer(),
});
export type Pagination = Static<typeof Pagination>;

/** The query of a paged list: `page` (1-based) and `limit`, as text; anything unusable means the first page. */
export const PageQuery = Type.Object({ page: Type.Optional(Type.String()), limit: Type.Optional(Type.String()) });

/** An answer that only says what was done (e.g. `{ "message": "Signed out" }`). */
export const Notice = Type.Object({ message: Type.String() });
export type Notice = Static<typeof Notice>;

/** A record's id in the path of a route; the route answers 404 for text that names no record. */
export const IdParams = Type.Object({ id: Type.String() });

/**
 * The extra filters of the admin money lists (fund requests, withdrawals): IST days `from` and `to` (YYYY-MM-DD, both
 * included) and whole rupees `minAmount` and `maxAmount`; each optional, empty means no filter.
 */
export const MoneyListFilterQuery = Type.Object({
  from: Type.Optional(Type.String({ maxLength: 10 })),
  to: Type.Optional(Type.String({ maxLength: 10 })),
  minAmount: Type.Optional(Type.String({ maxLength: 9 })),
  maxAmount: Type.Optional(Type.String({ maxLength: 9 })),
});

/** The query of an operators' list: a `status` (absent, empty or `all`: every state) and the page. */
export const StatusListQuery = Type.Composite([Type.Object({ status: Type.Optional(Type.String()) }), PageQuery]);

/** An id or number as clients send it: text, or a number a client sent as one. */
export const IdOrText = Type.Union([Type.String(), Type.Integer()]);
