import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Store.transact: on SQLite concurrent transactions share one commit (server/store/group-commit.ts), each in
 * a savepoint of its own; on PostgreSQL each is a transaction of its own. Either way every caller must see
 * exactly its own outcome.
 */
describe('Store.transact', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  async function settingKeys(prefix: string): Promise<string[]> {
    const rows = await server.store.db
      .selectFrom('settings')
      .select('setting_key')
      .where('setting_key', 'like', `${prefix}%`)
      .execute();
    return rows.map((row) => row.setting_key).sort();
  }

  function writeSetting(key: string) {
    return server.store.db.insertInto('settings').values({ setting_key: key, value: 'x', updated_at: 'now' });
  }

  it('rolls back only the transaction that throws, after its writes, and commits the others', async () => {
    const keys = Array.from({ length: 30 }, (_, index) => `throws-${String(index).padStart(2, '0')}`);
    const outcomes = await Promise.allSettled(
      keys.map((key, index) =>
        server.store.transact(async (trx) => {
          await trx.insertInto('settings').values({ setting_key: key, value: 'x', updated_at: 'now' }).execute();
          if (index % 10 === 7) throw new Error(`refused ${key}`);
          return key;
        }),
      ),
    );
    outcomes.forEach((outcome, index) => {
      if (index % 10 === 7) expect(outcome).toEqual({ status: 'rejected', reason: new Error(`refused ${keys[index]}`) });
      else expect(outcome).toEqual({ status: 'fulfilled', value: keys[index] });
    });
    expect(await settingKeys('throws-')).toEqual(keys.filter((_, index) => index % 10 !== 7));
  });

  it('fails only the transaction whose statement breaks a constraint', async () => {
    await writeSetting('taken').execute();
    const outcomes = await Promise.allSettled([
      server.store.transact((trx) => trx.insertInto('settings').values({ setting_key: 'free-1', value: 'x', updated_at: 'now' }).execute()),
      server.store.transact((trx) => trx.insertInto('settings').values({ setting_key: 'taken', value: 'y', updated_at: 'now' }).execute()),
      server.store.transact((trx) => trx.insertInto('settings').values({ setting_key: 'free-2', value: 'x', updated_at: 'now' }).execute()),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await settingKeys('free-')).toEqual(['free-1', 'free-2']);
    const taken = await server.store.db.selectFrom('settings').select('value').where('setting_key', '=', 'taken').executeTakeFirst();
    expect(taken?.value).toBe('x');
  });
});
