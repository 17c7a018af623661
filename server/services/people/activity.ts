import { sql, type Transaction } from 'kysely';
import type { ActivityItem, ActivityKind, ActivityPage, ActivityUnread } from '../../../contract/activity.js';
import { badRequest } from '../../errors.js';
import type { Database, Db } from '../../store/schema.js';
import type { Draw, MarketKind } from '../markets/market-kinds.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, recordId } from '../paging.js';

/**
 * A player's activity (docs/product.md "Activity"): what reached them without their asking — a deposit approved or
 * rejected, a withdrawal approved, rejected or paid, a win, a reply to an enquiry. Each event writes its item in
 * its own transaction (`player_activity`, migration 024), so an item exists exactly when its event committed; a
 * revert takes its win's item back. Read newest first by a cursor (the last id shown); `activity_reads` keeps the
 * newest id each player has read, so the unread count is one indexed count.
 */

export interface ActivityEvent {
  userId: number;
  kind: ActivityKind;
  amount?: number;
  /** What the event is about, unique with the kind and the player: recording it again changes nothing. */
  reference: string;
  at: string;
}

export async function recordActivity(trx: Transaction<Database>, event: ActivityEvent): Promise<void> {
  await trx
    .insertInto('player_activity')
    .values({
      user_id: event.userId,
      kind: event.kind,
      amount: event.amount ?? null,
      game_name: null,
      game_name_hindi: null,
      session: null,
      reference: event.reference,
      at: event.at,
      pushed_at: null,
    })
    .onConflict((oc) => oc.columns(['kind', 'reference', 'user_id']).doNothing())
    .execute();
}

const winReference = (declarationId: string) => `declaration:${declarationId}`;

/** A declaration's wins as one item per winning player: the sum of their wins, on the market and session. */
export async function recordWins(
  trx: Transaction<Database>,
  kind: MarketKind,
  declaration: { draw: Draw; declarationId: string; at: string },
): Promise<void> {
  const { draw, declarationId, at } = declaration;
  const daily = kind.settlesWith !== null;
  const session = daily ? (draw.session ?? null) : null;
  // Only Starline games have a Hindi name.
  const hindiName = daily
    ? sql`cast(null as text)`
    : sql`(select nullif(trim(game_name_hindi), '') from ${sql.table(kind.games)} where id = ${draw.gameId})`;
  await sql`
    insert into player_activity (user_id, kind, amount, game_name, game_name_hindi, session, reference, at)
    select w.user_id, 'win', sum(w.win_amount),
      (select game_name from ${sql.table(kind.games)} where id = ${draw.gameId}), ${hindiName},
      cast(${session} as text), cast(${winReference(declarationId)} as text), cast(${at} as text)
    from ${sql.table(kind.wins)} w
    where w.declaration_id = ${declarationId}
    group by w.user_id
    on conflict (kind, reference, user_id) do nothing`.execute(trx);
}

/** A reverted declaration's wins are no longer the players' news. */
export async function forgetWins(trx: Transaction<Database>, declarationId: string): Promise<void> {
  await trx
    .deleteFrom('player_activity')
    .where('kind', '=', 'win')
    .where('reference', '=', winReference(declarationId))
    .execute();
}

function readUpTo(db: Db, userId: number) {
  return db.selectFrom('activity_reads').select('read_up_to').where('user_id', '=', userId);
}

/** The items the player has not read: one count over the player's index. */
export async function unreadActivity(db: Db, userId: number): Promise<ActivityUnread> {
  const row = await db
    .selectFrom('player_activity')
    .select((eb) => eb.fn.countAll<number | string>().as('unread'))
    .where('user_id', '=', userId)
    .where('id', '>', (eb) => eb.fn.coalesce(readUpTo(db, userId), sql<number>`0`))
    .executeTakeFirstOrThrow();
  return { unread: Number(row.unread) };
}

function pageLimit(text: string | undefined): number {
  const value = text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : 0;
  return value > 0 ? Math.min(value, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
}

/** A page of the player's activity, newest first, after the cursor (the previous page's last id). */
export async function activityPage(db: Db, userId: number, query: { cursor?: string; limit?: string }): Promise<ActivityPage> {
  const before = query.cursor === undefined || query.cursor === '' ? null : recordId(query.cursor);
  if (query.cursor !== undefined && query.cursor !== '' && before === null) {
    throw badRequest('ACTIVITY_CURSOR_INVALID', undefined, { path: 'cursor' });
  }
  const limit = pageLimit(query.limit);
  let rows = db.selectFrom('player_activity').selectAll().where('user_id', '=', userId);
  if (before !== null) rows = rows.where('id', '<', before);
  const [found, read, { unread }] = await Promise.all([
    rows.orderBy('id', 'desc').limit(limit + 1).execute(),
    readUpTo(db, userId).executeTakeFirst(),
    unreadActivity(db, userId),
  ]);
  const upTo = Number(read?.read_up_to ?? 0);
  const items = found.slice(0, limit).map((row): ActivityItem => ({
    id: String(row.id),
    kind: row.kind,
    at: row.at,
    ...(row.amount === null ? {} : { amount: Number(row.amount) }),
    ...(row.game_name === null ? {} : { gameName: row.game_name }),
    ...(row.game_name_hindi === null ? {} : { gameNameHindi: row.game_name_hindi }),
    ...(row.session === null ? {} : { session: row.session }),
    read: Number(row.id) <= upTo,
  }));
  const last = items.at(-1);
  return { items, nextCursor: found.length > limit && last ? last.id : null, unread };
}

/**
 * Marks the player's items up to `upTo` read (the newest one the app showed). Never moves back, and never past
 * the player's own newest item, so an item that comes later is unread whatever id was sent.
 */
export async function markActivityRead(db: Db, userId: number, upTo: unknown): Promise<ActivityUnread> {
  const id = typeof upTo === 'string' ? recordId(upTo) : typeof upTo === 'number' && Number.isSafeInteger(upTo) && upTo > 0 ? upTo : null;
  if (id === null) throw badRequest('ACTIVITY_READ_INVALID', undefined, { path: 'upTo' });
  await db.transaction().execute(async (trx) => {
    const newest = await trx
      .selectFrom('player_activity')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('user_id', '=', userId)
      .where('id', '<=', id)
      .executeTakeFirst();
    if (newest?.id === null || newest?.id === undefined) return;
    const readUpTo = Number(newest.id);
    await trx
      .insertInto('activity_reads')
      .values({ user_id: userId, read_up_to: readUpTo })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ read_up_to: readUpTo })
          .where('activity_reads.read_up_to', '<', readUpTo),
      )
      .execute();
  });
  return unreadActivity(db, userId);
}
