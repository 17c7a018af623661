import type { Compilable, CompiledQuery, Kysely, QueryResult, Transaction } from 'kysely';
import type { Database } from './schema.js';
import { directRunner } from './sqlite-dialect.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Any Kysely instance or transaction, of any schema. */
type QueryRunner = Pick<Kysely<unknown>, 'isTransaction' | 'getExecutor' | 'executeQuery'>;

/** Where a prepared query takes the value of its run's `name`. */
class Slot {
  constructor(readonly name: string) {}
}

/** Names a value of each run: `param('gameId')` stands where the builder would take the value itself. */
export type ParamOf<P> = <K extends keyof P & string>(name: K) => P[K];

/**
 * A query of the hot paths (placing a bet, reading a session), built and compiled once per database and then run
 * with each request's values. Kysely builds a tree of frozen nodes for every query and compiles it to SQL on every
 * run: about half of the memory a bet allocated, and a fifth of its CPU (docs/performance.md). The SQL text, and so
 * SQLite's cached statement, is the same on every run. Values that change the SQL's shape (IN lists) cannot be
 * parameters here.
 */
export function prepared<P extends Record<string, unknown>, R>(
  build: (db: Executor, param: ParamOf<P>) => Compilable<R>,
): PreparedQuery<P, R> {
  // The compiled query of each database: a store has one dialect, whose transactions share its adapter.
  const compiledFor = new WeakMap<object, CompiledQuery<R>>();
  const param = ((name: string) => new Slot(name)) as ParamOf<P>;
  const compiled = (executor: Executor) => {
    const adapter = executor.getExecutor().adapter;
    let query = compiledFor.get(adapter);
    if (!query) {
      query = build(executor, param).compile();
      compiledFor.set(adapter, query);
    }
    return query;
  };
  const run = (executor: Executor, values: P): Promise<QueryResult<R>> => {
    const query = compiled(executor);
    const parameters = query.parameters.map((value) => (value instanceof Slot ? values[value.name] : value));
    return runCompiled(executor, { ...query, parameters });
  };
  return {
    run,
    rows: async (executor, values) => (await run(executor, values)).rows,
    first: async (executor, values) => (await run(executor, values)).rows[0],
  };
}

/**
 * Runs a compiled query: inside a SQLite transaction straight on its statement (sqlite-dialect.ts directRunner),
 * elsewhere through Kysely.
 */
export async function runCompiled<R>(executor: QueryRunner, query: CompiledQuery<R>): Promise<QueryResult<R>> {
  const direct = executor.isTransaction ? directRunner(executor.getExecutor().adapter) : undefined;
  if (direct) return direct(query.sql, query.parameters) as QueryResult<R>;
  return executor.executeQuery<R>(query);
}

export interface PreparedQuery<P, R> {
  run(executor: Executor, values: P): Promise<QueryResult<R>>;
  rows(executor: Executor, values: P): Promise<R[]>;
  first(executor: Executor, values: P): Promise<R | undefined>;
}
