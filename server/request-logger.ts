import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, Logger } from 'pino';

type Parent = FastifyBaseLogger & Partial<Pick<Logger, 'isLevelEnabled'>>;

/**
 * `request.log`, made when the request first logs something. Fastify gives every request a pino child bound to
 * its request id, and making one (with our redaction) costs more than the rest of a polled 304; yet at `warn` a
 * request that goes well logs nothing. So the child is made on the first call at an enabled level, and the line
 * it writes is the one the eager child would have written.
 */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) => {
  const parent = logger as Parent;
  // A route's own log level (none of ours sets one) is a child's level: nothing to save there.
  if (options.level !== undefined || !parent.isLevelEnabled) return logger.child(bindings, options);
  return new RequestLogger(parent as Parent & Pick<Logger, 'isLevelEnabled'>, bindings, options);
};

class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger & Pick<Logger, 'isLevelEnabled'>,
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
