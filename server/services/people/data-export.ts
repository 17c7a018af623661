import type { Clock } from '../../clock.js';
import type { DataExport, AlertSubscriptionRecord } from '../../../contract/data-rights.js';
import { refusal } from '../../errors.js';
import type { Db, UserRow } from '../../store/schema.js';
import { istDate, istStartOfDay } from '../../../src/domain/time.js';
import { betRecord as dailyBetRecord } from '../markets/bet-record.js';
import { fundRequestHistory } from '../money/funds.js';
import { withdrawalHistory } from '../money/withdrawals.js';
import { playerResponsiblePlay, readResponsiblePlay } from '../responsible-play/controls.js';
import { betRecord as starlineBetRecord } from '../starline/starline.js';
import { ledgerEntryRecord } from './admin-users.js';
import { listPlayerEnquiries } from './enquiries.js';
import { bankDetailsOf, paymentDetailsOf, toUserRecord } from './user-record.js';

/**
 * A player's copy of their data (the right of access of India's DPDP Act 2023): every record the app keeps about
 * them, and only theirs, in the shapes the app's screens read. A download reads the whole history, so a player
 * gets a few a day.
 */
export const DATA_EXPORTS_PER_DAY = 3;

/** Claims one of today's (IST) downloads for the player; 429 once the day's are used. */
async function claimExport(db: Db, clock: Clock, userId: number): Promise<void> {
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    // The player's row locked: two downloads at once count one after the other.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const { count } = await trx
      .selectFrom('data_exports')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('exported_at', '>=', istStartOfDay(now.toISOString()).toISOString())
      .executeTakeFirstOrThrow();
    if (Number(count) >= DATA_EXPORTS_PER_DAY) {
      throw refusal(429, 'DATA_EXPORT_LIMIT', { max: DATA_EXPORTS_PER_DAY });
    }
    await trx.insertInto('data_exports').values({ user_id: userId, exported_at: now.toISOString() }).execute();
  });
}

async function alertSubscriptions(db: Db, userId: number): Promise<AlertSubscriptionRecord[]> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const games = await db
    .selectFrom('push_subscription_games')
    .innerJoin('push_subscriptions', 'push_subscriptions.id', 'push_subscription_games.subscription_id')
    .select(['push_subscription_games.subscription_id', 'push_subscription_games.game_id'])
    .where('push_subscriptions.user_id', '=', userId)
    .orderBy('push_subscription_games.game_id')
    .execute();
  return rows.map((row) => ({
    endpoint: row.endpoint,
    gameIds:
      row.follows === 'bets'
        ? null
        : games.filter((game) => Number(game.subscription_id) === Number(row.id)).map((game) => String(game.game_id)),
    starline: Boolean(row.starline),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

async function ledger(db: Db, userId: number): Promise<DataExport['ledger']> {
  const rows = await db.selectFrom('ledger_entries').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  return rows.map(ledgerEntryRecord);
}

async function bets(db: Db, userId: number): Promise<DataExport['bets']> {
  const [daily, starline] = await Promise.all([
    db
      .selectFrom('bets')
      .innerJoin('games', 'games.id', 'bets.game_id')
      .selectAll('bets')
      .select('games.game_name')
      .where('bets.user_id', '=', userId)
      .orderBy('bets.id')
      .execute(),
    db
      .selectFrom('starline_bets')
      .innerJoin('starline_games', 'starline_games.id', 'starline_bets.game_id')
      .selectAll('starline_bets')
      .select('starline_games.game_name')
      .where('starline_bets.user_id', '=', userId)
      .orderBy('starline_bets.id')
      .execute(),
  ]);
  return { daily: daily.map(dailyBetRecord), starline: starline.map((row) => starlineBetRecord(row, row.game_name)) };
}

/** The player's data, after claiming one of the day's downloads; with the attachment's file name. */
export async function exportPlayerData(
  db: Db,
  clock: Clock,
  user: UserRow,
): Promise<{ fileName: string; data: DataExport }> {
  await claimExport(db, clock, user.id);
  const exportedAt = clock.now().toISOString();
  // An operator's account has no responsible play of its own to list changes of.
  const { changes, ...settings } =
    user.role === 'player'
      ? await playerResponsiblePlay(db, clock, user.id)
      : { ...(await readResponsiblePlay(db, clock, user.id)), changes: [] };
  const [betRecords, deposits, withdrawals, entries, enquiries, subscriptions] = await Promise.all([
    bets(db, user.id),
    fundRequestHistory(db, user.id),
    withdrawalHistory(db, user.id),
    ledger(db, user.id),
    listPlayerEnquiries(db, user.id),
    alertSubscriptions(db, user.id),
  ]);
  const data: DataExport = {
    exportedAt,
    profile: toUserRecord(user),
    payoutDetails: { bankDetails: bankDetailsOf(user), paymentDetails: paymentDetailsOf(user) },
    bets: betRecords,
    deposits,
    withdrawals,
    ledger: entries,
    enquiries,
    responsiblePlay: { settings, changes },
    alertSubscriptions: subscriptions,
  };
  return { fileName: `my-data-${istDate(exportedAt)}.json`, data };
}
