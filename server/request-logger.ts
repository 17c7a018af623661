import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type DestinationStream, type Level, type Logger, type LoggerOptions } from 'pino';

/** How the server logs: Fastify's options, and the logger that becomes `app.log` once the app is made. */
export interface ServerLogging {
  fastify: Pick<FastifyServerOptions, 'logger' | 'loggerInstance' | 'childLoggerFactory'>;
  log: Logger;
}

/**
 * The server's logging, one pino logger. At `info` and below Fastify logs through it as usual, two lines a
 * request ("incoming request", "request completed"). Above `info` those lines are never written, yet a Fastify
 * with a logger follows every answer to its end for the second one (listeners on the response, two clock
 * reads), about a tenth of a polled 304's cost (docs/performance.md). So there Fastify is made without a logger
 * of its own, and the server gives it ours: each request's logger (`request.log`) and the app's (`app.log`, which
 * plugins inherit). Only Fastify's line for an answer that broke off on its way out ("request errored") goes
 * too; the error handler (app.ts) logs every request that fails in the server. A request's logger is made only
 * when it logs something.
 */
export function serverLogging(options: LoggerOptions, destination?: DestinationStream): ServerLogging {
  const log = pino(options, destination);
  if (log.isLevelEnabled('info')) return { fastify: { loggerInstance: log }, log };
  // A route's own log level (none of ours sets one) is a child's level: nothing to save there.
  const requestLogger: ChildLoggerFactory = (_fastifyLogger, bindings, childOptions) =>
    childOptions.level === undefined ? new RequestLogger(log, bindings, childOptions) : log.child(bindings, childOptions);
  return { fastify: { logger: false, childLoggerFactory: requestLogger }, log };
}

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/**
 * `request.log`, made when the request first logs something. Fastify gives every request a pino child bound to
 * its request id, and making one (with our redaction) costs more than the rest of a polled 304; yet at `warn` a
 * request that goes well logs nothing. So the child is made on the first call at an enabled level, and the line
 * it writes is the one the eager child would have written.
 */
class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.write('error', args);
  }

  warn(...args: unknown[]): void {
    this.write('warn', args);
  }

  info(...args: unknown[]): void {
    this.write('info', args);
  }

  debug(...args: unknown[]): void {
    this.write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  private write(level: Level, args: unknown[]): void {
    if (this.made === undefined && !this.parent.isLevelEnabled(level)) return;
    (this.logger()[level] as (...args: unknown[]) => void)(...args);
  }

  private logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }
}
