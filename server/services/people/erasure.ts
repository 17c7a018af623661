import { sql, type Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database, UserRow } from '../../store/schema.js';
import { canonicalJson } from '../canonical-json.js';
import { ERASE_ACTION, recordAudit, redactionHash, type AuditActor, type AuditStore } from '../operators/audit.js';

/**
 * Erasing a closed account's personal data (India's DPDP Act 2023: erasure once the purpose is served), while the
 * money records stay: the ledger, bets, fund requests and withdrawals (amounts, statuses) and the audit trail keep
 * the same user id, so reports, the ledger check and the audit verification still hold.
 *
 * Where personal data lives is written down here once: PERSONAL_COLUMNS (columns of the player's own rows,
 * replaced or removed), PERSONAL_ROWS (rows removed outright), FREE_TEXT (text that may quote the player: each
 * personal value in it is masked) and the audit trail, whose entries are redacted as audit.ts describes. A table
 * that gains a personal column adds its rule here.
 */

/** What replaces a personal value quoted in free text or in an audit entry. */
export const ERASED = '[erased]';

/** A condition naming the player's rows of a table. */
type Owner = (userId: number) => ReturnType<typeof sql<boolean>>;

const ownedBy =
  (column: string): Owner =>
  (userId) =>
    sql<boolean>`${sql.ref(column)} = ${userId}`;

interface ColumnRule {
  table: string;
  owner: Owner;
  /** Each column's new value: a placeholder, or null. */
  columns: (userId: number) => Record<string, string | null>;
}

export const PERSONAL_COLUMNS: readonly ColumnRule[] = [
  {
    table: 'users',
    owner: ownedBy('id'),
    // The mobile number becomes a placeholder no sign-in accepts (a mobile number is 10 digits), unique as the id.
    columns: (userId) => ({
      name: `Closed account ${userId}`,
      mobile_number: `closed-${userId}`,
      email: '',
      password_hash: '!',
      bank_account_holder: null,
      bank_account_number: null,
      bank_ifsc: null,
      bank_name: null,
      paytm: '',
      google_pay: '',
      phonepe: '',
    }),
  },
  { table: 'sessions', owner: ownedBy('user_id'), columns: () => ({ ip: null, user_agent: null }) },
  {
    table: 'password_requests',
    owner: ownedBy('user_id'),
    columns: () => ({ client_address: null, user_agent: null }),
  },
  // The payout snapshot a withdrawal was paid to; its amount and status stay.
  { table: 'withdrawals', owner: ownedBy('user_id'), columns: () => ({ account_details: ERASED }) },
];

interface RowRule {
  table: string;
  owner: Owner;
}

export const PERSONAL_ROWS: readonly RowRule[] = [
  {
    table: 'push_subscription_games',
    owner: (userId) => sql<boolean>`subscription_id in (select id from push_subscriptions where user_id = ${userId})`,
  },
  { table: 'push_subscriptions', owner: ownedBy('user_id') },
  // The devices and the address the player signed up or in from (risk signals' links), and operators' notes on them.
  { table: 'user_devices', owner: ownedBy('user_id') },
  { table: 'signup_addresses', owner: ownedBy('user_id') },
  { table: 'player_notes', owner: ownedBy('user_id') },
  // Answers kept for retried requests: they may hold payout details.
  { table: 'idempotency_keys', owner: ownedBy('user_id') },
];

interface TextRule {
  table: string;
  column: string;
  /** The rows to look in; undefined: every row (text about the player in rows that are not theirs). */
  owner?: Owner;
}

export const FREE_TEXT: readonly TextRule[] = [
  {
    table: 'enquiry_messages',
    column: 'message',
    owner: (userId) => sql<boolean>`enquiry_id in (select id from enquiries where user_id = ${userId})`,
  },
  { table: 'fund_requests', column: 'remarks', owner: ownedBy('user_id') },
  { table: 'withdrawals', column: 'remarks', owner: ownedBy('user_id') },
  { table: 'balance_adjustments', column: 'reason', owner: ownedBy('user_id') },
  { table: 'approvals', column: 'reason' },
  { table: 'approvals', column: 'note' },
  { table: 'approvals', column: 'action' },
  { table: 'player_notes', column: 'text' },
  { table: 'risk_alerts', column: 'note' },
];

/** Sign-in throttle counters are keyed by the mobile number: those rows go. */
const THROTTLE_KEYS = { table: 'login_throttle', column: 'throttle_key' } as const;

/** Values shorter than this are not looked for in text that is not only the player's (they would mask too much). */
const MIN_QUOTED_LENGTH = 3;

/** The player's personal values as they may be quoted elsewhere: name, numbers, email, payout details. */
function personalValues(user: UserRow): string[] {
  const values = [
    user.name,
    user.mobile_number,
    user.email,
    user.bank_account_holder,
    user.bank_account_number,
    user.paytm,
    user.google_pay,
    user.phonepe,
  ];
  const trimmed = values.map((value) => (value ?? '').trim());
  const distinct = new Set(trimmed.filter((value) => value.length >= MIN_QUOTED_LENGTH));
  // Longest first, so that a value inside another is not masked half-way.
  return [...distinct].sort((a, b) => b.length - a.length);
}

function maskText(text: string, values: readonly string[]): string {
  return values.reduce((masked, value) => masked.split(value).join(ERASED), text);
}

function maskJson(value: unknown, values: readonly string[]): unknown {
  if (typeof value === 'string') return maskText(value, values);
  if (Array.isArray(value)) return value.map((item) => maskJson(item, values));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskJson(item, values)]));
  }
  return value;
}

/** An audit entry's `before`/`after` with every personal value masked (the canonical text again when changed). */
function maskedEntryText(text: string | null, values: readonly string[]): string | null {
  // As stored: the value itself, or as JSON escapes it.
  const quoted = (value: string) =>
    text !== null && (text.includes(value) || text.includes(JSON.stringify(value).slice(1, -1)));
  if (text === null || !values.some(quoted)) return text;
  return canonicalJson(maskJson(JSON.parse(text), values));
}

/** `column` holds one of the values (a portable substring test: replace() is in both SQLite and PostgreSQL). */
const quotes = (column: string, values: readonly string[]) => {
  const text = sql`coalesce(${sql.ref(column)}, '')`;
  return sql.join(
    values.map((value) => sql`replace(${text}, ${value}, '') <> ${text}`),
    sql` or `,
  );
};

/**
 * Redacts the audit entries that hold the player's personal data: the address and user agent of their own
 * actions, and personal values in `before`/`after`. One `player.erase` entry records each redaction's keyed hash
 * (audit.ts), then the entries are rewritten with `redacted_by` naming it.
 */
async function redactAuditTrail(
  store: AuditStore,
  trx: Transaction<Database>,
  clock: Clock,
  actor: AuditActor,
  user: UserRow,
  values: readonly string[],
): Promise<number> {
  const userId = user.id;
  const quoted = sql<boolean>`(${quotes('before', values)}) or (${quotes('after', values)})`;
  const mentions = values.length === 0 ? sql<boolean>`false` : quoted;
  const about = sql<boolean>`target_kind = 'user' and target_id = ${String(userId)}`;
  const rows = await trx
    .selectFrom('audit_log')
    .selectAll()
    .where(sql<boolean>`actor_id = ${userId} or (${about}) or ${mentions}`)
    .orderBy('id')
    .execute();
  const redacted = rows
    .map((row) => {
      const own = Number(row.actor_id) === userId;
      return {
        ...row,
        id: Number(row.id),
        before: maskedEntryText(row.before, values),
        after: maskedEntryText(row.after, values),
        ip: own ? '' : row.ip,
        user_agent: own ? '' : row.user_agent,
      };
    })
    .filter((row, index) => {
      const was = rows[index]!;
      const fields = ['before', 'after', 'ip', 'user_agent'] as const;
      return fields.some((field) => row[field] !== was[field]);
    });
  const key = store.repositories.audit.key();
  const redactedEntries = Object.fromEntries(redacted.map((row) => [String(row.id), redactionHash(key, row)]));
  await recordAudit(store, trx, clock, actor, {
    action: ERASE_ACTION,
    target: { kind: 'user', id: String(userId) },
    after: { redactedEntries },
  });
  // The entry just appended: this transaction holds the append lock until it ends.
  const erase = await trx.selectFrom('audit_log').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  for (const row of redacted) {
    await trx
      .updateTable('audit_log')
      .set({ before: row.before, after: row.after, ip: row.ip, user_agent: row.user_agent })
      .set({ redacted_by: Number(erase.id) })
      .where('id', '=', row.id)
      .execute();
  }
  return redacted.length;
}

/**
 * Erases the player's personal data in `trx` (the caller has checked that nothing is pending and locked the
 * player's row): the rules above, then the audit trail. Answers how many audit entries were redacted.
 */
export async function erasePersonalData(
  store: AuditStore,
  trx: Transaction<Database>,
  clock: Clock,
  actor: AuditActor,
  user: UserRow,
): Promise<number> {
  const values = personalValues(user);
  const userId = user.id;
  for (const rule of FREE_TEXT) {
    let masked = sql`${sql.ref(rule.column)}`;
    for (const value of values) masked = sql`replace(${masked}, ${value}, ${ERASED})`;
    const quoted = quotes(rule.column, values);
    const where = rule.owner ? sql`${rule.owner(userId)} and (${quoted})` : quoted;
    if (values.length > 0) {
      await sql`update ${sql.table(rule.table)} set ${sql.ref(rule.column)} = ${masked} where ${where}`.execute(trx);
    }
  }
  for (const rule of PERSONAL_ROWS) {
    await sql`delete from ${sql.table(rule.table)} where ${rule.owner(userId)}`.execute(trx);
  }
  const throttled = quotes(THROTTLE_KEYS.column, [user.mobile_number]);
  await sql`delete from ${sql.table(THROTTLE_KEYS.table)} where ${throttled}`.execute(trx);
  const redactions = await redactAuditTrail(store, trx, clock, actor, user, values);
  for (const rule of PERSONAL_COLUMNS) {
    const columns = Object.entries(rule.columns(userId));
    const assignments = columns.map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
    await sql`update ${sql.table(rule.table)} set ${sql.join(assignments)} where ${rule.owner(userId)}`.execute(trx);
  }
  return redactions;
}
