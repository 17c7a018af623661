import { sql } from 'kysely';
import type { AlertKind, AlertList, RiskAlert } from '../../../contract/risk.js';
import type { Clock } from '../../clock.js';
import { conflict, notFound } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Db } from '../../store/schema.js';
import { recordAudit, type AuditActor } from '../operators/audit.js';

/**
 * The operators' alerts inbox. An alert names its episode (what raised it: a player's stake spike in one hour, a
 * linked pair, ...), unique in the table, so that the same episode noticed again raises nothing new.
 */

export interface NewAlert {
  kind: AlertKind;
  userId: number;
  episode: string;
  detail: string;
}

/** Raises the alert unless its episode already has one; true when it was raised. */
export async function raiseAlert(db: Db, clock: Clock, alert: NewAlert): Promise<boolean> {
  const inserted = await db
    .insertInto('risk_alerts')
    .values({
      kind: alert.kind,
      user_id: alert.userId,
      episode: alert.episode,
      detail: alert.detail,
      created_at: clock.now().toISOString(),
    })
    .onConflict((oc) => oc.column('episode').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

function alertsQuery(db: Db) {
  return db
    .selectFrom('risk_alerts')
    .innerJoin('users as player', 'player.id', 'risk_alerts.user_id')
    .leftJoin('users as closer', 'closer.id', 'risk_alerts.closed_by')
    .selectAll('risk_alerts')
    .select(['player.name', 'player.mobile_number', 'closer.name as closer_name']);
}

type AlertRow = Awaited<ReturnType<ReturnType<typeof alertsQuery>['executeTakeFirstOrThrow']>>;

function alertRecord(row: AlertRow): RiskAlert {
  return {
    _id: String(row.id),
    kind: row.kind,
    user: { _id: String(row.user_id), name: row.name, mobileNumber: row.mobile_number },
    detail: row.detail,
    createdAt: row.created_at,
    status: row.status,
    closedBy: row.closed_by === null ? null : { _id: String(row.closed_by), name: row.closer_name ?? '' },
    note: row.note,
  };
}

/** At most this many alerts in one answer: the newest. */
const ALERT_PAGE = 200;

/** GET /admin/alerts: the open (or closed) alerts, newest first, and how many are open. */
export async function listAlerts(db: Db, status: 'open' | 'closed'): Promise<AlertList> {
  const [rows, open] = await Promise.all([
    alertsQuery(db)
      .where('risk_alerts.status', '=', status)
      .orderBy('risk_alerts.created_at', 'desc')
      .orderBy('risk_alerts.id', 'desc')
      .limit(ALERT_PAGE)
      .execute(),
    db
      .selectFrom('risk_alerts')
      .select(sql<number>`count(*)`.as('count'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow(),
  ]);
  return { alerts: rows.map(alertRecord), openCount: Number(open.count) };
}

/** POST /admin/alerts/:id/close: closed once, with the operator's note (409 ALERT_CLOSED after). Audited. */
export async function closeAlert(
  store: Store,
  clock: Clock,
  request: { alertId: number; adminId: number; note: string | undefined; actor: AuditActor },
): Promise<{ message: string; alert: RiskAlert }> {
  const note = request.note?.trim() || null;
  await store.db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable('risk_alerts')
      .set({ status: 'closed', closed_by: request.adminId, closed_at: clock.now().toISOString(), note })
      .where('id', '=', request.alertId)
      .where('status', '=', 'open')
      .returning(['id', 'kind', 'user_id'])
      .executeTakeFirst();
    if (!closed) {
      const found = await trx
        .selectFrom('risk_alerts')
        .select('id')
        .where('id', '=', request.alertId)
        .executeTakeFirst();
      throw found ? conflict('ALERT_CLOSED') : notFound('ALERT_NOT_FOUND');
    }
    await recordAudit(store, trx, clock, request.actor, {
      action: 'risk_alert.close',
      target: { kind: 'risk_alert', id: String(closed.id) },
      before: { status: 'open' },
      after: { status: 'closed', kind: closed.kind, userId: Number(closed.user_id), note },
    });
  });
  const row = await alertsQuery(store.db).where('risk_alerts.id', '=', request.alertId).executeTakeFirstOrThrow();
  return { message: 'Alert closed', alert: alertRecord(row) };
}
