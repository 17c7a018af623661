import { sql } from 'kysely';
import type { AdminEnquiry, AdminEnquiryList, Enquiry, EnquiryMessage } from '../../../contract/enquiries.js';
import type { Clock } from '../../clock.js';
import { badRequest, conflict, invalid, notFound } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Db, EnquiryRow } from '../../store/schema.js';
import { validateEnquiryMessage } from '../../../src/domain/account.js';
import { recordAudit, type AuditActor } from '../operators/audit.js';
import { pagination, recordId, type PageRequest } from '../paging.js';
import { recordActivity } from './activity.js';

/**
 * The support chat: one open thread per player (a partial unique index holds it), a message after the thread
 * was closed starts a new one, admins reply and close.
 */


function checkedMessage(text: unknown): string {
  const checked = validateEnquiryMessage(typeof text === 'string' ? text : '');
  if (!checked.ok) throw invalid([checked]);
  return checked.value;
}

async function messagesOf(db: Db, enquiryIds: number[]): Promise<Map<number, EnquiryMessage[]>> {
  const byEnquiry = new Map<number, EnquiryMessage[]>(enquiryIds.map((id) => [id, []]));
  if (enquiryIds.length === 0) return byEnquiry;
  const rows = await db
    .selectFrom('enquiry_messages')
    .selectAll()
    .where('enquiry_id', 'in', enquiryIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    byEnquiry.get(Number(row.enquiry_id))?.push({ sender: row.sender, message: row.message, timestamp: row.created_at });
  }
  return byEnquiry;
}

function enquiryRecord(row: EnquiryRow, messages: EnquiryMessage[]): Enquiry {
  return { _id: String(row.id), status: row.status, createdAt: row.created_at, messages };
}

/** A player's enquiries, newest first, each with its messages oldest first. */
export async function listPlayerEnquiries(db: Db, userId: number): Promise<Enquiry[]> {
  const rows = await db
    .selectFrom('enquiries')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const messages = await messagesOf(db, rows.map((row) => Number(row.id)));
  return rows.map((row) => enquiryRecord(row, messages.get(Number(row.id)) ?? []));
}

async function playerEnquiry(db: Db, id: number): Promise<Enquiry> {
  const row = await db.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const messages = await messagesOf(db, [id]);
  return enquiryRecord(row, messages.get(id) ?? []);
}

/** Appends the player's message to their open enquiry, or starts one when none is open. */
export async function sendPlayerMessage(db: Db, clock: Clock, userId: number, text: unknown): Promise<Enquiry> {
  const message = checkedMessage(text);
  const at = clock.now().toISOString();
  const enquiryId = await db.transaction().execute(async (trx) => {
    const started = await trx
      .insertInto('enquiries')
      .values({ user_id: userId, status: 'open', created_at: at, updated_at: at, closed_at: null })
      .onConflict((conflict) => conflict.column('user_id').where(sql<boolean>`status = 'open'`).doNothing())
      .returning('id')
      .executeTakeFirst();
    const id = started
      ? Number(started.id)
      : Number(
          (
            await trx
              .selectFrom('enquiries')
              .select('id')
              .where('user_id', '=', userId)
              .where('status', '=', 'open')
              .executeTakeFirstOrThrow()
          ).id,
        );
    await trx.insertInto('enquiry_messages').values({ enquiry_id: id, sender: 'user', message, created_at: at }).execute();
    if (!started) await trx.updateTable('enquiries').set({ updated_at: at }).where('id', '=', id).execute();
    return id;
  });
  return playerEnquiry(db, enquiryId);
}

/** Open enquiries, for the admin overview. */
export async function countOpenEnquiries(db: Db): Promise<number> {
  const row = await db
    .selectFrom('enquiries')
    .select(sql<number>`count(*)`.as('open'))
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.open);
}

export type EnquiryStatusFilter = 'open' | 'closed' | undefined;

export function parseEnquiryStatus(value: string | undefined): EnquiryStatusFilter {
  const status = value?.trim();
  if (status === undefined || status === '' || status === 'all') return undefined;
  if (status === 'open' || status === 'closed') return status;
  throw badRequest('ENQUIRY_STATUS_INVALID', undefined, { path: 'status' });
}

/** The admin's list: most recently active first, with the player and every message. */
export async function listEnquiries(
  db: Db,
  filter: { status: EnquiryStatusFilter; page: PageRequest },
): Promise<AdminEnquiryList> {
  let base = db.selectFrom('enquiries');
  if (filter.status) base = base.where('enquiries.status', '=', filter.status);
  const counted = await base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('users', 'users.id', 'enquiries.user_id')
    .selectAll('enquiries')
    .select(['users.name', 'users.mobile_number'])
    .orderBy('enquiries.updated_at', 'desc')
    .orderBy('enquiries.id', 'desc')
    .limit(filter.page.limit)
    .offset(filter.page.offset)
    .execute();
  const messages = await messagesOf(db, rows.map((row) => Number(row.id)));
  return {
    enquiries: rows.map((row) => ({
      ...enquiryRecord(row, messages.get(Number(row.id)) ?? []),
      updatedAt: row.updated_at,
      closedAt: row.closed_at,
      user: { _id: String(row.user_id), name: row.name, mobileNumber: row.mobile_number },
    })),
    pagination: pagination(Number(counted.total), filter.page),
  };
}

async function adminEnquiry(db: Db, id: number): Promise<AdminEnquiry> {
  const row = await db
    .selectFrom('enquiries')
    .innerJoin('users', 'users.id', 'enquiries.user_id')
    .selectAll('enquiries')
    .select(['users.name', 'users.mobile_number'])
    .where('enquiries.id', '=', id)
    .executeTakeFirstOrThrow();
  const messages = await messagesOf(db, [id]);
  return {
    ...enquiryRecord(row, messages.get(id) ?? []),
    updatedAt: row.updated_at,
    closedAt: row.closed_at,
    user: { _id: String(row.user_id), name: row.name, mobileNumber: row.mobile_number },
  };
}

function enquiryIdOf(id: string): number {
  const enquiryId = recordId(id);
  if (enquiryId === null) throw notFound('ENQUIRY_NOT_FOUND');
  return enquiryId;
}

/** An admin reply on an open enquiry; a closed one is 409 (the player starts a new one). */
export async function replyToEnquiry(
  store: Store,
  clock: Clock,
  id: string,
  text: unknown,
  actor: AuditActor,
): Promise<AdminEnquiry> {
  const enquiryId = enquiryIdOf(id);
  const message = checkedMessage(text);
  const at = clock.now().toISOString();
  await store.db.transaction().execute(async (trx) => {
    // Touching the row first locks it, so a concurrent close cannot slip between the check and the insert.
    const touched = await trx
      .updateTable('enquiries')
      .set({ updated_at: at })
      .where('id', '=', enquiryId)
      .where('status', '=', 'open')
      .returning('id')
      .executeTakeFirst();
    if (!touched) {
      const exists = await trx.selectFrom('enquiries').select('id').where('id', '=', enquiryId).executeTakeFirst();
      if (!exists) throw notFound('ENQUIRY_NOT_FOUND');
      throw conflict('ENQUIRY_CLOSED');
    }
    const reply = await trx
      .insertInto('enquiry_messages')
      .values({ enquiry_id: enquiryId, sender: 'admin', message, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { user_id: userId } = await trx
      .selectFrom('enquiries')
      .select('user_id')
      .where('id', '=', enquiryId)
      .executeTakeFirstOrThrow();
    await recordActivity(trx, { userId, kind: 'enquiry_reply', reference: `enquiry-message:${reply.id}`, at });
    await recordAudit(store, trx, clock, actor, {
      action: 'enquiry.reply',
      target: { kind: 'enquiry', id: String(enquiryId) },
      after: { message },
    });
  });
  return adminEnquiry(store.db, enquiryId);
}

/** Closes an enquiry; closing a closed one changes nothing. */
export async function closeEnquiry(store: Store, clock: Clock, id: string, actor: AuditActor): Promise<AdminEnquiry> {
  const enquiryId = enquiryIdOf(id);
  const at = clock.now().toISOString();
  const exists = await store.db.selectFrom('enquiries').select('id').where('id', '=', enquiryId).executeTakeFirst();
  if (!exists) throw notFound('ENQUIRY_NOT_FOUND');
  await store.db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable('enquiries')
      .set({ status: 'closed', closed_at: at, updated_at: at })
      .where('id', '=', enquiryId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) === 0) return;
    await recordAudit(store, trx, clock, actor, {
      action: 'enquiry.close',
      target: { kind: 'enquiry', id: String(enquiryId) },
      before: { status: 'open' },
      after: { status: 'closed' },
    });
  });
  return adminEnquiry(store.db, enquiryId);
}
