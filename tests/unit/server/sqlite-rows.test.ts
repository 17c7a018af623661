import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteDialect } from '../../../server/store/sqlite-dialect.js';

interface Tables {
  games: { id: number; name: string; open_time: string | null };
  results: { id: number; game_id: number; pana: string };
}

const sqlite = new SqliteDatabase(':memory:');
const db = new Kysely<Tables>({ dialect: sqliteDialect(sqlite) });
afterAll(() => db.destroy());

/** The rows better-sqlite3 itself makes of a query: what the store's rows must equal, key order included. */
function ownRows(text: string): unknown[] {
  return sqlite.prepare(text).all();
}

beforeAll(async () => {
  await sql`create table games (id integer primary key, name text not null, open_time text)`.execute(db);
  await sql`create table results (id integer primary key, game_id integer not null, pana text not null)`.execute(db);
  await sql`insert into games values (1, 'Kalyan', '15:45'), (2, 'Milan Day', null)`.execute(db);
  await sql`insert into results values (10, 1, '123'), (11, 2, '450')`.execute(db);
});

describe('rows read from SQLite', () => {
  it('are the objects better-sqlite3 makes: the same columns in the same order, with the same values', async () => {
    const text = 'select games.*, results.pana from games join results on results.game_id = games.id order by games.id';
    const { rows } = await sql.raw(text).execute(db);
    expect(rows).toEqual(ownRows(text));
    expect(rows.map((row) => Object.keys(row as object))).toEqual(ownRows(text).map((row) => Object.keys(row as object)));
    expect(rows[1]).toEqual({ id: 2, name: 'Milan Day', open_time: null, pana: '450' });
  });

  it('take a later column of the same name in place of an earlier one, as better-sqlite3 does', async () => {
    const text = 'select games.id, results.id from games join results on results.game_id = games.id order by games.id';
    const { rows } = await sql.raw(text).execute(db);
    expect(rows).toEqual(ownRows(text));
    expect(rows).toEqual([{ id: 10 }, { id: 11 }]);
  });

  it('are better-sqlite3\'s own for a column named __proto__, prototype included', async () => {
    const text = 'select name, null as "__proto__" from games order by id';
    const { rows } = await sql.raw(text).execute(db);
    expect(rows).toEqual(ownRows(text));
    expect(rows.map((row) => Object.getPrototypeOf(row))).toEqual(ownRows(text).map((row) => Object.getPrototypeOf(row)));
  });

  it('come the same way from a write that returns them and from a streamed read', async () => {
    const inserted = await db.insertInto('games').values({ id: 3, name: 'Sridevi', open_time: '11:35' }).returning(['id', 'name']).execute();
    expect(inserted).toEqual([{ id: 3, name: 'Sridevi' }]);
    const streamed = [];
    for await (const game of db.selectFrom('games').select(['name', 'open_time']).orderBy('id').stream()) streamed.push(game);
    expect(streamed).toEqual(ownRows('select name, open_time from games order by id'));
  });
});
