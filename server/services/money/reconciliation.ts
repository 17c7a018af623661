import { sql, type SelectQueryBuilder } from 'kysely';
import type { AdminFundRequest } from '../../../contract/funds.js';
import {
  RECONCILIATION_LIMITS,
  type CreditList,
  type CreditState,
  type Reconciliation,
  type ReconciliationApproved,
  type ReconciliationSettings,
  type StaleRequestList,
  type StatementCredit,
} from '../../../contract/reconciliation.js';
import type { Clock } from '../../clock.js';
import { ApiError, conflict, notFound } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Db, FundRequestRow } from '../../store/schema.js';
import { readSetting, writeSetting } from '../content/settings.js';
import { changedFields, recordAudit, type AuditActor } from '../operators/audit.js';
import { approveWithin, fundRequestRecord } from './funds.js';
import { paiseToRupees, statementRowColumns, statementRowOf, type StatementRowColumns } from './statement-rows.js';

/**
 * The cashier's workbench: every imported credit against the fund request with its UTR. A credit's state is read,
 * never stored — a pending request of the same amount (the credit's paise .00) is `matched`, of another amount
 * `mismatched`; an approved one `settled`; none or a rejected one `unclaimed` — so a player's later claim of a
 * credit's UTR is matched at once. A pending request with no credit, older than the stale hours, is `stale`.
 */
export const RECONCILIATION_SETTINGS_KEY = 'reconciliation';
const DEFAULT_SETTINGS: ReconciliationSettings = { staleAfterHours: 24 };

/** The credit's state, in SQL, over `statement_credits sc` left-joined to its request `fr`. */
const creditState = sql<CreditState>`case
  when fr.id is null or fr.status = 'rejected' then 'unclaimed'
  when fr.status = 'approved' then 'settled'
  when sc.amount = fr.amount * 100 then 'matched'
  else 'mismatched' end`;

function creditsQuery(db: Db) {
  return db
    .selectFrom('statement_credits as sc')
    .innerJoin('statements as st', 'st.id', 'sc.statement_id')
    .leftJoin('fund_requests as fr', 'fr.transaction_id', 'sc.utr')
    .leftJoin('users as u', 'u.id', 'fr.user_id');
}

type CreditsFrom = ReturnType<typeof creditsQuery> extends SelectQueryBuilder<infer D, infer T, object> ? [D, T] : never;
type CreditsQuery = SelectQueryBuilder<CreditsFrom[0], CreditsFrom[1], object>;

/** The credits a query picks (by statement, state or id), each with its state and request: one query. */
export async function creditsOf(db: Db, pick: (query: CreditsQuery) => CreditsQuery): Promise<StatementCredit[]> {
  const rows = await pick(creditsQuery(db))
    .select([...statementRowColumns, creditState.as('state')])
    .select([
      'fr.id as fr_id',
      'fr.request_id as fr_request_id',
      'fr.user_id as fr_user_id',
      'fr.amount as fr_amount',
      'fr.transaction_id as fr_transaction_id',
      'fr.payment_method as fr_payment_method',
      'fr.status as fr_status',
      'fr.remarks as fr_remarks',
      'fr.created_at as fr_created_at',
      'fr.decided_at as fr_decided_at',
      'u.name as user_name',
      'u.mobile_number as user_mobile',
    ])
    .execute();
  return rows.map((row) => {
    const statementRow = statementRowOf(row)!;
    const request =
      row.fr_id === null
        ? null
        : adminRequestOf(
            {
              id: row.fr_id,
              request_id: row.fr_request_id!,
              user_id: row.fr_user_id!,
              amount: row.fr_amount!,
              transaction_id: row.fr_transaction_id!,
              payment_method: row.fr_payment_method!,
              status: row.fr_status!,
              remarks: row.fr_remarks!,
              created_at: row.fr_created_at!,
              decided_at: row.fr_decided_at,
            },
            { name: row.user_name ?? '', mobile: row.user_mobile ?? '' },
            row,
          );
    return { ...statementRow, state: row.state, request };
  });
}

function adminRequestOf(
  row: FundRequestRow,
  user: { name: string; mobile: string },
  credit: StatementRowColumns | null,
): AdminFundRequest {
  return {
    ...fundRequestRecord(row),
    decidedAt: row.decided_at,
    user: { _id: String(row.user_id), name: user.name, mobileNumber: user.mobile },
    statementRow: credit ? statementRowOf(credit) : null,
  };
}

// ---- The lists -----------------------------------------------------------------------------------------------

/** GET /admin/reconciliation: the counts and totals of every list, and the oldest items of each. */
export async function reconciliation(db: Db, clock: Clock): Promise<Reconciliation> {
  const settings = await readReconciliationSettings(db);
  const list = (state: CreditState) =>
    creditsOf(db, (query) =>
      query.where(creditState, '=', state).orderBy('sc.booked_on').orderBy('sc.id').limit(RECONCILIATION_LIMITS.list),
    );
  const [totals, matched, mismatched, unclaimed, stale] = await Promise.all([
    creditsQuery(db)
      .select([creditState.as('state'), sql<number>`count(*)`.as('count'), sql<number>`sum(sc.amount)`.as('paise')])
      .groupBy(creditState)
      .execute(),
    list('matched'),
    list('mismatched'),
    list('unclaimed'),
    staleRequests(db, clock, settings.staleAfterHours),
  ]);
  const creditList = (state: CreditState, credits: StatementCredit[]): CreditList => {
    const total = totals.find((row) => row.state === state);
    return { count: Number(total?.count ?? 0), total: paiseToRupees(total?.paise ?? 0), credits };
  };
  return {
    matched: creditList('matched', matched),
    mismatched: creditList('mismatched', mismatched),
    unclaimed: creditList('unclaimed', unclaimed),
    stale,
    staleAfterHours: settings.staleAfterHours,
  };
}

/** Pending requests older than the stale hours whose UTR no imported credit carries, oldest first. */
async function staleRequests(db: Db, clock: Clock, hours: number): Promise<StaleRequestList> {
  const cutoff = new Date(clock.now().getTime() - hours * 3_600_000).toISOString();
  const base = db
    .selectFrom('fund_requests as fr')
    .where('fr.status', '=', 'pending')
    .where('fr.created_at', '<', cutoff)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('statement_credits as sc').select('sc.id').whereRef('sc.utr', '=', 'fr.transaction_id'))),
    );
  const [total, rows] = await Promise.all([
    base.select([sql<number>`count(*)`.as('count'), sql<number>`sum(fr.amount)`.as('amount')]).executeTakeFirstOrThrow(),
    base
      .innerJoin('users as u', 'u.id', 'fr.user_id')
      .selectAll('fr')
      .select(['u.name', 'u.mobile_number'])
      .orderBy('fr.created_at')
      .orderBy('fr.id')
      .limit(RECONCILIATION_LIMITS.list)
      .execute(),
  ]);
  return {
    count: Number(total.count),
    total: Number(total.amount ?? 0),
    requests: rows.map((row) => adminRequestOf(row, { name: row.name, mobile: row.mobile_number }, null)),
  };
}

// ---- Bulk approval -------------------------------------------------------------------------------------------

/**
 * POST /admin/reconciliation/approve: each credit in its own transaction, in the order given. Its request is locked
 * and its state read again inside it; only a `matched` credit is approved, through the same approval as a single
 * one, with the credit as evidence. Anything else is skipped with its refusal, so a retry is harmless.
 */
export async function approveMatchedCredits(
  store: Store,
  clock: Clock,
  creditIds: readonly string[],
  actor: AuditActor,
): Promise<ReconciliationApproved> {
  const approved: ReconciliationApproved['approved'] = [];
  const skipped: ReconciliationApproved['skipped'] = [];
  for (const creditId of creditIds) {
    try {
      approved.push(await approveCredit(store, clock, creditId, actor));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      skipped.push({ creditId, code: error.code, message: error.message });
    }
  }
  const message = `${approved.length} fund request${approved.length === 1 ? '' : 's'} approved`;
  return { message, approved, skipped };
}

async function approveCredit(store: Store, clock: Clock, creditId: string, actor: AuditActor) {
  const id = /^\d{1,15}$/.test(creditId) ? Number(creditId) : null;
  if (id === null) throw notFound('CREDIT_NOT_FOUND');
  return store.db.transaction().execute(async (trx) => {
    const credit = await trx
      .selectFrom('statement_credits as sc')
      .innerJoin('statements as st', 'st.id', 'sc.statement_id')
      .select(statementRowColumns)
      .where('sc.id', '=', id)
      .executeTakeFirst();
    if (!credit) throw notFound('CREDIT_NOT_FOUND');
    const pending =
      credit.credit_utr === null
        ? undefined
        : await trx
            .selectFrom('fund_requests')
            .selectAll()
            .where('transaction_id', '=', credit.credit_utr)
            .forUpdate()
            .executeTakeFirst();
    if (pending?.status === 'approved') throw conflict('CREDIT_SETTLED');
    if (pending?.status !== 'pending' || Number(pending.amount) * 100 !== Number(credit.credit_amount)) {
      throw conflict('CREDIT_NOT_MATCHED');
    }
    const evidence = statementRowOf(credit);
    const done = await approveWithin(store, trx, clock, pending, { evidence, via: 'reconciliation' }, actor);
    if (!done) throw conflict('CREDIT_SETTLED');
    const user = await trx
      .selectFrom('users')
      .select(['name', 'mobile_number'])
      .where('id', '=', done.request.user_id)
      .executeTakeFirstOrThrow();
    return {
      creditId: String(id),
      request: adminRequestOf(done.request, { name: user.name, mobile: user.mobile_number }, credit),
      balance: done.balance,
    };
  });
}

// ---- Settings ------------------------------------------------------------------------------------------------

export async function readReconciliationSettings(db: Db): Promise<ReconciliationSettings> {
  const stored = await readSetting(db, RECONCILIATION_SETTINGS_KEY);
  const hours = (stored as { staleAfterHours?: unknown } | undefined)?.staleAfterHours;
  const valid = typeof hours === 'number' && Number.isInteger(hours) && hours >= 1 && hours <= 720;
  return { staleAfterHours: valid ? hours : DEFAULT_SETTINGS.staleAfterHours };
}

/** PUT /admin/reconciliation/settings (the schema holds the hours to 1–720); audited when it changes. */
export async function saveReconciliationSettings(
  store: Store,
  clock: Clock,
  input: ReconciliationSettings,
  actor: AuditActor,
): Promise<ReconciliationSettings> {
  return store.db.transaction().execute(async (trx) => {
    const current = await readReconciliationSettings(trx);
    const next = { staleAfterHours: input.staleAfterHours };
    const changed = changedFields(current, next);
    if (changed) {
      await writeSetting(trx, clock, RECONCILIATION_SETTINGS_KEY, next);
      const target = { kind: 'settings', id: RECONCILIATION_SETTINGS_KEY };
      await recordAudit(store, trx, clock, actor, { action: 'reconciliation.settings', target, ...changed });
    }
    return next;
  });
}
