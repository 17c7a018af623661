import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { openPostgres, openSqlite, type Store } from '../../../server/store/connect.js';
import { migrationProvider } from '../../../server/store/migrations/index.js';
import { hashPassword } from '../../../server/services/people/passwords.js';
import { nextClientAddress } from './players.js';
import type { TestServer } from './test-server.js';

/** A fresh database of the kind under test, migrated up to `migration` only (to write data as older code did). */
export async function storeMigratedTo(migration: string): Promise<{ store: Store; dispose: () => Promise<void> }> {
  const database = inject('database');
  let opened: { store: Store; dispose: () => Promise<void> };
  if (database.kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'matka-migration-'));
    opened = { store: openSqlite(join(dir, 'test.sqlite')), dispose: async () => rmSync(dir, { recursive: true, force: true }) };
  } else {
    const name = `migration_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: database.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    opened = { store: openPostgres(`${database.urlPrefix}${name}`, 5), dispose: async () => undefined };
  }
  const migrator = new Migrator({ db: opened.store.db, provider: migrationProvider(opened.store.dialect) });
  const { error } = await migrator.migrateTo(migration);
  if (error) throw error;
  return opened;
}

/** Signs a player in with a mobile number and password: the session's token. */
export async function signIn(server: TestServer, mobileNumber: string, password: string): Promise<string> {
  const response = await server.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { mobileNumber, password },
    remoteAddress: nextClientAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { token: string }).token;
}

/**
 * Writes rows as older code did, straight into the database: players with a deposit, and ledger entries with
 * their running balances, one minute apart from `start`.
 */
export class OldRows {
  private readonly balances = new Map<number, number>();
  private clock: number;

  constructor(
    protected readonly store: Store,
    private readonly password: string,
    start = '2026-11-16T04:30:00.000Z',
  ) {
    this.clock = Date.parse(start);
  }

  /** The next instant, a minute after the last. */
  protected next(): string {
    this.clock += 60_000;
    return new Date(this.clock).toISOString();
  }

  async player(mobileNumber: string, deposit: number): Promise<number> {
    const at = this.next();
    const { rows } = await sql<{ id: number }>`
      insert into users (name, mobile_number, password_hash, role, created_at, updated_at)
      values ('Old Player', ${mobileNumber}, ${await hashPassword(this.password)}, 'player', ${at}, ${at})
      returning id`.execute(this.store.db);
    const id = Number(rows[0]!.id);
    await this.post(id, deposit, 'deposit', `fund:${id}`);
    return id;
  }

  protected async post(userId: number, amount: number, kind: string, reference: string): Promise<void> {
    const balance = (this.balances.get(userId) ?? 0) + amount;
    this.balances.set(userId, balance);
    await sql`
      insert into ledger_entries (user_id, amount, kind, reference, balance_after, created_at)
      values (${userId}, ${amount}, ${kind}, ${reference}, ${balance}, ${this.next()})`.execute(this.store.db);
    await sql`update users set balance = ${balance} where id = ${userId}`.execute(this.store.db);
  }
}
