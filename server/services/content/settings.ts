import type { MainSettings } from '../../../contract/content.js';
import type { Clock } from '../../clock.js';
import { codedProblem, fieldProblem, refusedFields, type FieldProblem } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Db } from '../../store/schema.js';
import { withFundSettingsDefaults, type FundSettings } from '../../../src/domain/funds.js';
import { checkLength, checkUpiIdFormat } from '../../../src/domain/input-limits.js';
import { formatDisplayTime, parseDisplayTime } from '../../../src/domain/time.js';
import { changedFields, recordAudit, type AuditActor } from '../operators/audit.js';

/**
 * Reads of the admin-editable settings (table `settings`, one JSON document per key). Missing or unreadable
 * values fall back to the product's defaults (see `withFundSettingsDefaults`), so money rules work before an
 * admin has saved anything.
 */
export const MAIN_SETTINGS_KEY = 'main';

/** The parsed JSON of a setting, or undefined when it is absent or not valid JSON. */
export async function readSetting(db: Db, key: string): Promise<unknown> {
  const row = await db.selectFrom('settings').select('value').where('setting_key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  try {
    return JSON.parse(row.value) as unknown;
  } catch {
    return undefined;
  }
}

/** Minimum deposit and withdrawal and the (displayed) withdrawal window. */
export async function fundSettings(db: Db): Promise<FundSettings> {
  const main = await readSetting(db, MAIN_SETTINGS_KEY);
  return withFundSettingsDefaults(isRecord(main) ? main : undefined);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---- Main settings: the whole public document and the admin's write (GET /main-settings/public, PUT /admin/main-settings)

function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** The main settings with the defaults for whatever was never saved (links and ids default to ""). */
export async function readMainSettings(db: Db): Promise<MainSettings> {
  const main = await readSetting(db, MAIN_SETTINGS_KEY);
  const stored = isRecord(main) ? main : {};
  return {
    appLink: textOr(stored.appLink, ''),
    whatsappNumber: textOr(stored.whatsappNumber, ''),
    upiId: textOr(stored.upiId, ''),
    upiName: textOr(stored.upiName, ''),
    ...withFundSettingsDefaults(stored),
  };
}

/** Stores one setting document (insert or replace). */
export async function writeSetting(db: Db, clock: Clock, key: string, value: unknown): Promise<void> {
  const row = { setting_key: key, value: JSON.stringify(value), updated_at: clock.now().toISOString() };
  await db
    .insertInto('settings')
    .values(row)
    .onConflict((conflict) => conflict.column('setting_key').doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
}

/**
 * An operator's save of a setting document, with its audit entry, in one transaction: `before` is read inside
 * it. Saving what is already stored changes nothing and writes no entry.
 */
export async function saveAuditedSetting<T extends object>(
  store: Store,
  clock: Clock,
  actor: AuditActor,
  setting: { key: string; read: (db: Db) => Promise<T>; value: T },
): Promise<void> {
  await store.db.transaction().execute(async (trx) => {
    const changed = changedFields(await setting.read(trx), setting.value);
    if (!changed) return;
    await writeSetting(trx, clock, setting.key, setting.value);
    const target = { kind: 'settings', id: setting.key };
    await recordAudit(store, trx, clock, actor, { action: 'settings.update', target, ...changed });
  });
}

export type MainSettingsInput = Partial<Record<keyof MainSettings, unknown>>;

const TEN_DIGITS = /^\d{10}$/;
const WEB_LINK = /^https?:\/\/\S+$/i;

/**
 * The admin's change to the main settings: fields left out keep their value. Every field is checked and
 * normalised (window times to "6:00 AM" style); all problems come back at once.
 */
export async function saveMainSettings(
  store: Store,
  clock: Clock,
  input: MainSettingsInput,
  actor: AuditActor,
): Promise<MainSettings> {
  const current = await readMainSettings(store.db);
  const next = { ...current };
  const problems: FieldProblem[] = [];
  const text = (field: keyof MainSettings): string | undefined => {
    const value = input[field];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') {
      problems.push(fieldProblem('FIELD_NOT_TEXT', { field }, field));
      return undefined;
    }
    return value.trim();
  };

  const appLink = text('appLink');
  if (appLink !== undefined) {
    const length = checkLength(appLink, 'appLink');
    if (!length.ok) problems.push(codedProblem({ ...length, field: 'appLink' }));
    else if (appLink !== '' && !WEB_LINK.test(appLink)) problems.push(fieldProblem('APP_LINK_INVALID', undefined, 'appLink'));
    else next.appLink = appLink;
  }
  const whatsappNumber = text('whatsappNumber');
  if (whatsappNumber !== undefined) {
    if (whatsappNumber !== '' && !TEN_DIGITS.test(whatsappNumber)) {
      problems.push(fieldProblem('WHATSAPP_NUMBER_INVALID', undefined, 'whatsappNumber'));
    } else next.whatsappNumber = whatsappNumber;
  }
  const upiId = text('upiId');
  if (upiId !== undefined) {
    const checked = upiId === '' ? undefined : checkUpiIdFormat(upiId);
    if (checked && !checked.ok) problems.push(codedProblem({ ...checked, field: 'upiId' }));
    else next.upiId = upiId;
  }
  const upiName = text('upiName');
  if (upiName !== undefined) {
    const length = checkLength(upiName, 'upiName');
    if (!length.ok) problems.push(codedProblem({ ...length, field: 'upiName' }));
    else next.upiName = upiName;
  }
  for (const field of ['minimumDeposit', 'minimumWithdraw'] as const) {
    const value = input[field];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
      problems.push(fieldProblem('WHOLE_NUMBER_REQUIRED', { field: field === 'minimumDeposit' ? 'Minimum deposit' : 'Minimum withdraw' }, field));
    } else next[field] = value;
  }
  for (const field of ['withdrawalOpenTime', 'withdrawalCloseTime'] as const) {
    const value = text(field);
    if (value === undefined) continue;
    const minutes = parseDisplayTime(value);
    if (minutes === null) problems.push(fieldProblem('DISPLAY_TIME_INVALID', { field: field === 'withdrawalOpenTime' ? 'Withdrawal open time' : 'Withdrawal close time' }, field));
    else next[field] = formatDisplayTime(minutes);
  }
  if (problems.length > 0) throw refusedFields(problems);
  await saveAuditedSetting(store, clock, actor, { key: MAIN_SETTINGS_KEY, read: readMainSettings, value: next });
  return next;
}
