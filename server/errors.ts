import type { ErrorBody, FieldProblem } from '../contract/error-body.js';

export type { ErrorBody, FieldProblem };

/**
 * A failure a client can act on, with API.md's error shape. Services throw these; the one error
 * handler in app.ts turns them into replies.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldProblem[],
    readonly code?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * A refusal that holds only for a while (a player's own break or limit): a retry with the same
 * Idempotency-Key is judged again rather than answered with it.
 */
export class PassingRefusal extends ApiError {}

export const badRequest = (message: string, errors?: FieldProblem[], code?: string) =>
  new ApiError(400, message, errors ?? [{ msg: message, ...(code ? { code } : {}) }], code);
export const unauthorized = (message = 'Please sign in to continue') => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string, code?: string) => new ApiError(409, message, undefined, code);

/** A form's problems from the domain rules, as one 400 with an errors[] item per problem. */
export function invalid(problems: readonly { message: string; code: string; field?: string }[]): ApiError {
  const errors = problems.map((problem) => ({
    msg: problem.message,
    code: problem.code,
    ...(problem.field ? { path: problem.field } : {}),
  }));
  return new ApiError(400, errors[0]?.msg ?? 'Invalid request', errors, problems[0]?.code);
}
