import type { Transaction } from 'kysely';
import type { Database } from '../schema.js';

export interface SubscriptionsRepository {
  /** Until the transaction ends, the player's subscriptions are counted and written by this transaction alone. */
  holdSubscriber(trx: Transaction<Database>, userId: number): Promise<void>;
}

/** SQLite has one writer at a time. */
export const sqliteSubscriptions: SubscriptionsRepository = {
  holdSubscriber: async () => undefined,
};

/** The player's row is locked, so that parallel subscribes of one player are counted one after the other. */
export const postgresSubscriptions: SubscriptionsRepository = {
  holdSubscriber: async (trx, userId) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  },
};
