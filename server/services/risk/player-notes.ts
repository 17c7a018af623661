import { sql } from 'kysely';
import type { PlayerNote } from '../../../contract/risk.js';
import type { Clock } from '../../clock.js';
import { badRequest, notFound } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Db } from '../../store/schema.js';
import { recordAudit, type AuditActor } from '../operators/audit.js';

/**
 * Operators' notes on a player (written once: never edited or deleted, each audited) and their tags (a short list of
 * words the console filters players by).
 */

export const NOTE_MAX = 1000;
export const TAG_RULES = { max: 10, length: 24 } as const;
/** Letters (any script), digits, spaces and hyphens. */
const TAG = /^[\p{L}\p{M}\p{Nd} -]+$/u;

async function requireUser(db: Db, userId: number): Promise<void> {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('USER_NOT_FOUND');
}

function notesQuery(db: Db) {
  return db
    .selectFrom('player_notes')
    .innerJoin('users as author', 'author.id', 'player_notes.author_id')
    .selectAll('player_notes')
    .select('author.name as author_name');
}

interface NoteRow {
  id: number;
  text: string;
  author_id: number;
  author_name: string;
  created_at: string;
}

function noteRecord(row: NoteRow): PlayerNote {
  return {
    _id: String(row.id),
    text: row.text,
    author: { _id: String(row.author_id), name: row.author_name },
    createdAt: row.created_at,
  };
}

/** GET /admin/users/:id/notes: newest first. */
export async function playerNotes(db: Db, userId: number): Promise<PlayerNote[]> {
  await requireUser(db, userId);
  const rows = await notesQuery(db)
    .where('player_notes.user_id', '=', userId)
    .orderBy('player_notes.created_at', 'desc')
    .orderBy('player_notes.id', 'desc')
    .execute();
  return rows.map(noteRecord);
}

/** POST /admin/users/:id/notes: 1 to 1000 characters (trimmed), audited (`player.note_add`). */
export async function addPlayerNote(
  store: Store,
  clock: Clock,
  request: { userId: number; authorId: number; text: unknown; actor: AuditActor },
): Promise<PlayerNote> {
  const text = typeof request.text === 'string' ? request.text.trim() : '';
  if (text === '' || text.length > NOTE_MAX) {
    throw badRequest('PLAYER_NOTE_INVALID', { max: NOTE_MAX }, { path: 'text' });
  }
  const id = await store.db.transaction().execute(async (trx) => {
    await requireUser(trx, request.userId);
    const note = await trx
      .insertInto('player_notes')
      .values({ user_id: request.userId, author_id: request.authorId, text, created_at: clock.now().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(store, trx, clock, request.actor, {
      action: 'player.note_add',
      target: { kind: 'user', id: String(request.userId) },
      before: null,
      after: { noteId: String(note.id), text },
    });
    return note.id;
  });
  return noteRecord(await notesQuery(store.db).where('player_notes.id', '=', id).executeTakeFirstOrThrow());
}

/** A player's tags as stored (a JSON list); an unreadable value reads as none. */
export function tagsOf(stored: string): string[] {
  try {
    const tags = JSON.parse(stored) as unknown;
    return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

/** One tag as sent: trimmed, or null when it breaks the rule. */
export function cleanTag(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const tag = value.trim();
  return tag.length >= 1 && tag.length <= TAG_RULES.length && TAG.test(tag) ? tag : null;
}

/** The tags sent: at most 10, each valid; repeats (in any case) dropped, the first one's case kept. */
function cleanTags(value: unknown): string[] {
  const refused = () => badRequest('TAGS_INVALID', { max: TAG_RULES.max, length: TAG_RULES.length }, { path: 'tags' });
  if (!Array.isArray(value)) throw refused();
  const tags: string[] = [];
  for (const item of value) {
    const tag = cleanTag(item);
    if (tag === null) throw refused();
    if (!tags.some((kept) => kept.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  if (tags.length > TAG_RULES.max) throw refused();
  return tags;
}

/** PUT /admin/users/:id/tags: replaces the player's tags; audited (`player.tags_change`) when they change. */
export async function savePlayerTags(
  store: Store,
  clock: Clock,
  request: { userId: number; tags: unknown; actor: AuditActor },
): Promise<string[]> {
  const tags = cleanTags(request.tags);
  return store.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('tags')
      .where('id', '=', request.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw notFound('USER_NOT_FOUND');
    const before = tagsOf(user.tags);
    if (JSON.stringify(before) === JSON.stringify(tags)) return tags;
    await trx
      .updateTable('users')
      .set({ tags: JSON.stringify(tags), updated_at: clock.now().toISOString() })
      .where('id', '=', request.userId)
      .execute();
    await recordAudit(store, trx, clock, request.actor, {
      action: 'player.tags_change',
      target: { kind: 'user', id: String(request.userId) },
      before: { tags: before },
      after: { tags },
    });
    return tags;
  });
}

/** The condition of GET /admin/users?tag=: players carrying the tag, in any case. */
export function hasTag(tag: string) {
  // Tags hold no quotes, `%`, `_` or `\` (cleanTag), so the tag is matched as one whole element of the JSON list.
  return sql<boolean>`lower(tags) like ${`%${JSON.stringify(tag.toLowerCase())}%`}`;
}
