import type { ErrorBody, FieldProblem as WireFieldProblem } from '../contract/error-body.js';
import {
  isRefusalCode,
  refusalText,
  type MessageParams,
  type RefusalCode,
  type RefusalParamName,
  type RefusalParams,
} from '../contract/refusals.js';

export type { ErrorBody, MessageParams, RefusalCode };

/** An `errors[]` item the server sends: always a registered code, its params, and the message made from them. */
export type FieldProblem = WireFieldProblem & { readonly code: RefusalCode };

/**
 * The params a call names after a code: none for a code without placeholders, else every placeholder by name
 * (the type checker holds each call to the code's template in contract/refusals.ts).
 */
export type ParamsArg<C extends RefusalCode> = [RefusalParamName<C>] extends [never]
  ? [params?: undefined]
  : [params: RefusalParams<C>];

/** One problem of a request: its code, params and the request field it concerns, as an `errors[]` item. */
export function fieldProblem<C extends RefusalCode>(code: C, ...args: [...ParamsArg<C>, path?: string]): FieldProblem {
  const [params, path] = args as unknown as [MessageParams | undefined, string | undefined];
  return codedProblem({ code, params, field: path });
}

/** A problem with a code, and its params and field when it has them (a domain rule's Problem is one). */
export interface CodedProblem {
  readonly code: RefusalCode;
  readonly params?: MessageParams;
  readonly field?: string;
}

/** A coded problem as an `errors[]` item (for a code only known at run time; fieldProblem checks its params). */
export function codedProblem({ code, params, field }: CodedProblem): FieldProblem {
  return {
    msg: refusalText(code, params),
    ...(field ? { path: field } : {}),
    code,
    ...(params && Object.keys(params).length > 0 ? { params: { ...params } } : {}),
  };
}

export interface RefusalOptions {
  /** The problems to list in `errors[]`; a 400 without them lists its own code once. */
  readonly errors?: readonly FieldProblem[];
  /** The request field a 400's one `errors[]` item concerns. */
  readonly path?: string;
  readonly headers?: Record<string, string>;
}

/**
 * A failure a client can act on, with the contract's error body (contract/error-body.ts): a registered code, its
 * params, and the English message made from the code's template. Services throw these; the one error handler in
 * app.ts turns them into replies.
 */
export class ApiError extends Error {
  readonly code: RefusalCode;
  readonly params: MessageParams | undefined;
  readonly errors: readonly FieldProblem[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    readonly statusCode: number,
    code: RefusalCode,
    params?: MessageParams,
    options: RefusalOptions = {},
  ) {
    super(refusalText(code, params));
    this.code = code;
    this.params = params && Object.keys(params).length > 0 ? { ...params } : undefined;
    this.errors =
      options.errors ?? (statusCode === 400 ? [codedProblem({ code, params, field: options.path })] : undefined);
    this.headers = options.headers;
  }

  /** The body of the reply. */
  body(): ErrorBody {
    return {
      message: this.message,
      ...(this.errors ? { errors: this.errors.map((item) => ({ ...item })) } : {}),
      code: this.code,
      ...(this.params ? { params: { ...this.params } } : {}),
    };
  }
}

/**
 * A refusal that holds only for a while (a player's own break or limit): a retry with the same
 * Idempotency-Key is judged again rather than answered with it.
 */
export class PassingRefusal extends ApiError {}

/**
 * A refusal recorded earlier (an Idempotency-Key's first answer), answered again exactly as it was sent.
 */
export class ReplayedRefusal extends ApiError {
  constructor(
    statusCode: number,
    private readonly recorded: ErrorBody,
  ) {
    super(statusCode, isRefusalCode(recorded.code) ? recorded.code : 'BAD_REQUEST', recorded.params);
  }

  override body(): ErrorBody {
    return this.recorded;
  }
}

/** A refusal with status `status`: `refusal(409, 'ENQUIRY_CLOSED')`, `refusal(404, 'GAME_NOT_FOUND', { gameId })`. */
export function refusal<C extends RefusalCode>(
  status: number,
  code: C,
  ...[params, options]: [...ParamsArg<C>, options?: RefusalOptions]
): ApiError {
  return new ApiError(status, code, params as MessageParams | undefined, options);
}

export function badRequest<C extends RefusalCode>(code: C, ...args: [...ParamsArg<C>, options?: RefusalOptions]): ApiError {
  return refusal(400, code, ...args);
}
export function forbidden<C extends RefusalCode>(code: C, ...args: [...ParamsArg<C>, options?: RefusalOptions]): ApiError {
  return refusal(403, code, ...args);
}
export function notFound<C extends RefusalCode>(code: C, ...args: [...ParamsArg<C>, options?: RefusalOptions]): ApiError {
  return refusal(404, code, ...args);
}
export function conflict<C extends RefusalCode>(code: C, ...args: [...ParamsArg<C>, options?: RefusalOptions]): ApiError {
  return refusal(409, code, ...args);
}
export const unauthorized = () => new ApiError(401, 'UNAUTHENTICATED');

/** A form's problems (the domain rules' or the server's), as one 400 with an errors[] item per problem. */
export function invalid(problems: readonly CodedProblem[]): ApiError {
  const first = problems[0] ?? { code: 'BAD_REQUEST' as const };
  return new ApiError(400, first.code, first.params, { errors: problems.map(codedProblem) });
}

/** A request's problems, already `errors[]` items, as one 400 under the first one's code. */
export function refusedFields(problems: readonly FieldProblem[]): ApiError {
  const first = problems[0] ?? fieldProblem('BAD_REQUEST');
  return new ApiError(400, first.code, first.params, { errors: problems });
}
