import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config.js';
import { databaseFault, faultAnswer, mayStillCommit } from '../../../server/store/database-faults.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('databaseFault', () => {
  it('names PostgreSQL going away, refusing or not answering in time DATABASE_UNAVAILABLE', () => {
    const faults = [
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is shutting down', '57P03'),
      withCode('canceling statement due to statement timeout', '57014'),
      withCode('connection failure', '08006'),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'), withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')]),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new Error('Migration 009 failed', { cause: withCode('read ECONNRESET', 'ECONNRESET') }),
    ];
    for (const error of faults) expect(databaseFault(error), error.message).toBe('DATABASE_UNAVAILABLE');
  });

  it('names a file SQLite cannot grow or write STORAGE_UNAVAILABLE', () => {
    expect(databaseFault(withCode('database or disk is full', 'SQLITE_FULL'))).toBe('STORAGE_UNAVAILABLE');
    expect(databaseFault(withCode('disk I/O error', 'SQLITE_IOERR_WRITE'))).toBe('STORAGE_UNAVAILABLE');
  });

  it('leaves every other failure alone', () => {
    expect(databaseFault(withCode('duplicate key value', '23505'))).toBeUndefined();
    expect(databaseFault(withCode('constraint failed', 'SQLITE_CONSTRAINT_CHECK'))).toBeUndefined();
    expect(databaseFault(new TypeError('x is undefined'))).toBeUndefined();
    expect(databaseFault('not an error')).toBeUndefined();
  });

  it('tells a statement the client stopped waiting for, which may still commit, from a lost connection', () => {
    expect(mayStillCommit(new Error('Query read timeout'))).toBe(true);
    expect(mayStillCommit(withCode('terminating connection due to administrator command', '57P01'))).toBe(false);
  });

  it('answers 503 with its code and Retry-After', () => {
    const answer = faultAnswer('DATABASE_UNAVAILABLE');
    expect(answer.statusCode).toBe(503);
    expect(answer.code).toBe('DATABASE_UNAVAILABLE');
    expect(Number(answer.headers?.['retry-after'])).toBeGreaterThan(0);
  });
});

describe('database and connection limits', () => {
  it('bound waits for PostgreSQL and cut idle or trickling connections within 30 s by default', () => {
    const config = loadConfig({});
    expect(config.postgres).toEqual({ connectTimeoutMs: 5_000, statementTimeoutMs: 5_000 });
    expect(config.connections).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 25_000, perAddress: 256 });
  });

  it('refuses limits that are not positive numbers', () => {
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: 'soon' })).toThrow(ConfigError);
    expect(() => loadConfig({ HTTP_CONNECTIONS_PER_ADDRESS: '-1' })).toThrow(ConfigError);
    expect(loadConfig({ HTTP_CONNECTIONS_PER_ADDRESS: '0' }).connections.perAddress).toBe(0);
  });
});
