import { Type, type Static } from '@sinclair/typebox';

/**
 * The values a refusal's message is made from, by name: amounts as numbers of rupees, times as `HH:MM`, dates as
 * `YYYY-MM-DD`. A client writes the message in its own language from the code and these (./refusals.ts).
 */
export const MessageParams = Type.Record(Type.String(), Type.Unsafe<string | number>({ type: ['string', 'number'] }));
export type MessageParams = Static<typeof MessageParams>;

/** One problem with a request: an `errors[]` item. */
export const FieldProblem = Type.Object({
  msg: Type.String(),
  path: Type.Optional(Type.String()),
  code: Type.Optional(Type.String()),
  params: Type.Optional(MessageParams),
  /** For a problem in an uploaded file: its line, counting from 1. */
  line: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type FieldProblem = Static<typeof FieldProblem>;

/**
 * The body of every refusal and failure (4xx and 5xx): the English `message` old clients show, and the stable
 * `code` with its `params` newer ones write the message from. Starline's routes add `success: false`.
 */
export const ErrorBody = Type.Object({
  success: Type.Optional(Type.Literal(false)),
  message: Type.String(),
  errors: Type.Optional(Type.Array(FieldProblem)),
  code: Type.Optional(Type.String()),
  params: Type.Optional(MessageParams),
});
export type ErrorBody = Static<typeof ErrorBody>;
