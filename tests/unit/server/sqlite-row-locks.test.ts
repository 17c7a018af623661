import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { sqliteDialect } from '../../../server/store/sqlite-dialect.js';

interface Tables {
  games: { id: number; name: string };
}

const db = new Kysely<Tables>({ dialect: sqliteDialect(new SqliteDatabase(':memory:')) });
afterAll(() => db.destroy());

describe('row locks on SQLite', () => {
  it('compiles a locked read to the plain read, whichever lock and way of waiting', () => {
    const read = db.selectFrom('games').select('name').where('id', '=', 1);
    const plain = 'select "name" from "games" where "id" = ?';
    expect(read.forUpdate().compile().sql).toBe(plain);
    expect(read.forNoKeyUpdate().skipLocked().compile().sql).toBe(plain);
    expect(read.forShare('games').noWait().compile().sql).toBe(plain);
    expect(read.forKeyShare().compile().sql).toBe(plain);
    expect(read.distinct().forUpdate().compile().sql).toBe('select distinct "name" from "games" where "id" = ?');
    expect(read.forUpdate().modifyEnd(sql`-- kept`).compile().sql).toBe(`${plain} -- kept`);
  });

  it('runs a read written with forUpdate() inside a transaction', async () => {
    await db.schema
      .createTable('games')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('name', 'text')
      .execute();
    await db.insertInto('games').values({ id: 1, name: 'Kalyan' }).execute();
    const game = await db
      .transaction()
      .execute((trx) => trx.selectFrom('games').selectAll().where('id', '=', 1).forUpdate().executeTakeFirst());
    expect(game).toEqual({ id: 1, name: 'Kalyan' });
  });
});
