import { ECDH } from 'node:crypto';
import type { Notice } from '../../../contract/common.js';
import type { PushSubscription } from '../../../contract/push.js';
import type { Clock } from '../../clock.js';
import type { PushConfig } from '../../config.js';
import { conflict, fieldProblem, refusedFields, type ApiError, type FieldProblem } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Db } from '../../store/schema.js';
import { parseId } from '../ids.js';
import { isNormalPushEndpoint, pushTarget } from './push-endpoints.js';

/**
 * A player's push subscriptions for result alerts (POST and DELETE /api/push/subscriptions, docs/operations.md "Result
 * alerts"). Each is a browser's endpoint and keys, with what it follows: without `gameIds`, the daily markets
 * the player bet on that day; with them, those markets; and every Starline result when `starline` is true; the
 * player's own activity when `activity` is true, in the subscription's `language`.
 * The same endpoint again updates its subscription; another player's endpoint is refused (409), so that no one
 * can change or take over someone else's alerts: the app then renews the browser's subscription.
 */
export const MAX_SUBSCRIPTIONS_PER_PLAYER = 5;
const MAX_ENDPOINT_LENGTH = 2048;
const MAX_CHOSEN_GAMES = 100;

export interface SubscriptionInput {
  endpoint?: unknown;
  keys?: unknown;
  gameIds?: unknown;
  starline?: unknown;
  activity?: unknown;
  language?: unknown;
}

interface ValidSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  gameIds: number[] | null;
  starline: boolean;
  activity: boolean;
  language: 'en' | 'hi';
}

function refuse(problems: FieldProblem[]): ApiError {
  return refusedFields(problems);
}

/** The endpoint, if the server may send to it and it is written in its normal form (push-endpoints.ts); else the problem. */
function checkEndpoint(value: unknown, hosts: readonly string[], problems: FieldProblem[]): string {
  if (typeof value !== 'string' || value.trim() === '') {
    problems.push(fieldProblem('FIELD_REQUIRED', { field: 'endpoint' }, 'endpoint'));
    return '';
  }
  const endpoint = value.trim();
  if (endpoint.length > MAX_ENDPOINT_LENGTH) {
    problems.push(fieldProblem('TEXT_TOO_LONG', { label: 'endpoint', max: MAX_ENDPOINT_LENGTH }, 'endpoint'));
    return endpoint;
  }
  const url = pushTarget(endpoint, hosts);
  if (!url) {
    problems.push(fieldProblem('PUSH_ENDPOINT_NOT_ALLOWED', undefined, 'endpoint'));
  } else if (!isNormalPushEndpoint(endpoint, url)) {
    problems.push(fieldProblem('PUSH_ENDPOINT_NOT_NORMAL', undefined, 'endpoint'));
  }
  return endpoint;
}

/** URL-safe base64 bytes, or undefined when the text is not such. */
function base64Url(value: unknown): Buffer | undefined {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]+=*$/.test(value)) return undefined;
  return Buffer.from(value, 'base64url');
}

/** The browser's keys: p256dh a P-256 public key (65 bytes), auth a 16-byte secret, both URL-safe base64. */
function checkKeys(value: unknown, problems: FieldProblem[]): { p256dh: string; auth: string } {
  const keys = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const p256dh = base64Url(keys.p256dh);
  if (!p256dh || p256dh.length !== 65 || !isCurvePoint(p256dh)) {
    problems.push(fieldProblem('PUSH_P256DH_INVALID', undefined, 'keys.p256dh'));
  }
  const auth = base64Url(keys.auth);
  if (!auth || auth.length !== 16) {
    problems.push(fieldProblem('PUSH_AUTH_INVALID', undefined, 'keys.auth'));
  }
  return { p256dh: p256dh?.toString('base64url') ?? '', auth: auth?.toString('base64url') ?? '' };
}

function isCurvePoint(key: Buffer): boolean {
  try {
    ECDH.convertKey(key, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

function checkGameIds(value: unknown, problems: FieldProblem[]): number[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.length > MAX_CHOSEN_GAMES) {
    problems.push(fieldProblem('GAME_IDS_INVALID', { max: MAX_CHOSEN_GAMES }, 'gameIds'));
    return null;
  }
  const ids: number[] = [];
  value.forEach((item: unknown, index) => {
    const id = parseId(item);
    if (id === null) problems.push(fieldProblem('GAME_IDS_NOT_IDS', undefined, `gameIds.${index}`));
    else ids.push(id);
  });
  return [...new Set(ids)];
}

function checkStarline(value: unknown, problems: FieldProblem[]): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  problems.push(fieldProblem('STARLINE_INVALID', undefined, 'starline'));
  return false;
}

/** Whether the player's own activity (deposits and withdrawals decided, wins, replies) comes too; absent: no. */
function checkActivity(value: unknown, problems: FieldProblem[]): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  problems.push(fieldProblem('PUSH_ACTIVITY_INVALID', undefined, 'activity'));
  return false;
}

/** The language the app is in, for the activity's messages; absent: English. */
function checkLanguage(value: unknown, problems: FieldProblem[]): 'en' | 'hi' {
  if (value === undefined || value === null || value === 'en') return 'en';
  if (value === 'hi') return 'hi';
  problems.push(fieldProblem('PUSH_LANGUAGE_INVALID', undefined, 'language'));
  return 'en';
}

function validateSubscription(input: SubscriptionInput, config: PushConfig): ValidSubscription {
  const problems: FieldProblem[] = [];
  const endpoint = checkEndpoint(input.endpoint, config.endpointHosts, problems);
  const keys = checkKeys(input.keys, problems);
  const gameIds = checkGameIds(input.gameIds, problems);
  const starline = checkStarline(input.starline, problems);
  const activity = checkActivity(input.activity, problems);
  const language = checkLanguage(input.language, problems);
  if (problems.length > 0) throw refuse(problems);
  return { endpoint, ...keys, gameIds, starline, activity, language };
}

/** Every chosen market must be a market players see; the first unknown one is the problem. */
async function assertKnownGames(db: Db, gameIds: readonly number[]): Promise<void> {
  if (gameIds.length === 0) return;
  const known = await db.selectFrom('games').select('id').where('id', 'in', [...gameIds]).where('is_active', '=', 1).execute();
  const knownIds = new Set(known.map((row) => Number(row.id)));
  const unknown = gameIds.findIndex((id) => !knownIds.has(id));
  if (unknown >= 0) {
    throw refuse([fieldProblem('GAME_NOT_FOUND', { gameId: gameIds[unknown]! }, `gameIds.${unknown}`)]);
  }
}

/** POST /push/subscriptions: stores the subscription (or updates the one of that endpoint) → 201 with its record. */
export async function subscribe(
  { db }: Pick<Store, 'db'>,
  clock: Clock,
  config: PushConfig,
  userId: number,
  input: SubscriptionInput,
): Promise<PushSubscription> {
  const valid = validateSubscription(input, config);
  await assertKnownGames(db, valid.gameIds ?? []);
  const at = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    // Counted and written in one transaction, parallel subscribes of one player one after the other (the
    // player's row locked until it ends).
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const holder = await trx.selectFrom('push_subscriptions').select('user_id').where('endpoint', '=', valid.endpoint).executeTakeFirst();
    if (holder && Number(holder.user_id) !== userId) {
      // Another player's on this browser: the app renews the browser's subscription (a new endpoint) and sends that.
      throw conflict('PUSH_ENDPOINT_TAKEN');
    }
    const others = await trx
      .selectFrom('push_subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('endpoint', '<>', valid.endpoint)
      .executeTakeFirstOrThrow();
    if (Number(others.count) >= MAX_SUBSCRIPTIONS_PER_PLAYER) {
      throw conflict('PUSH_SUBSCRIPTION_LIMIT', { max: MAX_SUBSCRIPTIONS_PER_PLAYER });
    }
    const values = {
      user_id: userId,
      p256dh: valid.p256dh,
      auth: valid.auth,
      follows: valid.gameIds === null ? ('bets' as const) : ('chosen' as const),
      starline: valid.starline ? 1 : 0,
      activity: valid.activity ? 1 : 0,
      language: valid.language,
      updated_at: at,
    };
    const row = await trx
      .insertInto('push_subscriptions')
      .values({ ...values, endpoint: valid.endpoint, created_at: at })
      .onConflict((onConflict) =>
        onConflict.column('endpoint').doUpdateSet(values).where('push_subscriptions.user_id', '=', userId),
      )
      .returning('id')
      .executeTakeFirst();
    if (!row) throw conflict('PUSH_ENDPOINT_TAKEN');
    const subscriptionId = Number(row.id);
    await trx.deleteFrom('push_subscription_games').where('subscription_id', '=', subscriptionId).execute();
    if (valid.gameIds && valid.gameIds.length > 0) {
      await trx
        .insertInto('push_subscription_games')
        .values(valid.gameIds.map((gameId) => ({ subscription_id: subscriptionId, game_id: gameId })))
        .execute();
    }
  });
  return {
    endpoint: valid.endpoint,
    gameIds: valid.gameIds === null ? null : valid.gameIds.map(String),
    starline: valid.starline,
  };
}

/** DELETE /push/subscriptions {endpoint}: the player's subscription of that endpoint ends (none: nothing to do). */
export async function unsubscribe(db: Db, userId: number, input: { endpoint?: unknown }): Promise<Notice> {
  if (typeof input.endpoint !== 'string' || input.endpoint.trim() === '') {
    throw refuse([fieldProblem('FIELD_REQUIRED', { field: 'endpoint' }, 'endpoint')]);
  }
  await removeSubscriptions(db, userId, input.endpoint.trim());
  return { message: 'Result alerts turned off on this device' };
}

async function removeSubscriptions(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .where('endpoint', '=', endpoint)
      .execute();
    const ids = rows.map((row) => Number(row.id));
    if (ids.length === 0) return;
    await trx.deleteFrom('push_subscription_games').where('subscription_id', 'in', ids).execute();
    await trx.deleteFrom('push_subscriptions').where('id', 'in', ids).execute();
  });
}
