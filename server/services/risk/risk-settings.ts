import type { Kysely, Transaction } from 'kysely';
import type { RiskSettings } from '../../../contract/risk.js';
import type { Clock } from '../../clock.js';
import { badRequest } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Database } from '../../store/schema.js';
import { readSetting, writeSetting } from '../content/settings.js';
import { changedFields, recordAudit, type AuditActor } from '../operators/audit.js';

/**
 * The risk settings (settings document `risk`): which withdrawals are held for review and which events raise an
 * alert. Until an operator saves them, every rule is on with the defaults below.
 */
export const RISK_SETTINGS_KEY = 'risk';

export const DEFAULT_RISK_SETTINGS: RiskSettings = {
  linkedWithdrawal: { enabled: true },
  quickWithdrawal: { enabled: true, withinHours: 24, minStakePercent: 50 },
  largeWithdrawal: { enabled: true, amount: 50_000 },
  alerts: {
    stakeSpike: { enabled: true, multiple: 5 },
    depositSpike: { enabled: true, multiple: 5 },
    bigWin: { enabled: true, amount: 50_000 },
    firstDeposit: { enabled: true, amount: 20_000 },
  },
};

type Executor = Kysely<Database> | Transaction<Database>;
type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One field's rule: the value it takes, or undefined when the value breaks the rule. */
type Rule<T> = (value: unknown) => T | undefined;

const flag: Rule<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);
const wholeIn =
  (min: number, max: number): Rule<number> =>
  (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
/** A multiple of the usual figure: more than 1, at most 100, in tenths. */
const multiple: Rule<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) && value > 1 && value <= 100 && Number.isInteger(value * 10)
    ? value
    : undefined;
const rupees = wholeIn(1, 10_00_00_000);

/** Each section's fields and their rules. */
const SECTION_RULES = {
  linkedWithdrawal: { enabled: flag },
  quickWithdrawal: { enabled: flag, withinHours: wholeIn(1, 24 * 30), minStakePercent: wholeIn(0, 100) },
  largeWithdrawal: { enabled: flag, amount: rupees },
} as const;
const ALERT_RULES = {
  stakeSpike: { enabled: flag, multiple },
  depositSpike: { enabled: flag, multiple },
  bigWin: { enabled: flag, amount: rupees },
  firstDeposit: { enabled: flag, amount: rupees },
} as const;

/**
 * A section as stored or sent: each field by its rule. Stored (strict false) a broken field takes its default; sent
 * (strict) it is refused with 400 RISK_SETTINGS_INVALID naming the field, and every field must be given.
 */
function readSection<T extends Fields>(
  rules: Record<string, Rule<unknown>>,
  value: unknown,
  fallback: T,
  where: string,
  strict: boolean,
): T {
  if (!isRecord(value)) {
    if (strict) throw badRequest('RISK_SETTINGS_INVALID', { field: where }, { path: where });
    return { ...fallback };
  }
  const section: Fields = {};
  for (const [field, rule] of Object.entries(rules)) {
    const taken = rule(value[field]);
    if (taken === undefined && strict) {
      throw badRequest('RISK_SETTINGS_INVALID', { field: `${where}.${field}` }, { path: `${where}.${field}` });
    }
    section[field] = taken ?? fallback[field];
  }
  return section as T;
}

function readAlerts(value: unknown, fallback: RiskSettings['alerts'], strict: boolean): RiskSettings['alerts'] {
  if (!isRecord(value)) {
    if (strict) throw badRequest('RISK_SETTINGS_INVALID', { field: 'alerts' }, { path: 'alerts' });
    return structuredClone(fallback);
  }
  const alerts = {} as Fields;
  for (const [name, rules] of Object.entries(ALERT_RULES)) {
    const given = value[name];
    const section = fallback[name as keyof typeof ALERT_RULES];
    // A section left out of a sent `alerts` keeps its value.
    alerts[name] =
      given === undefined && strict ? { ...section } : readSection(rules, given, section, `alerts.${name}`, strict);
  }
  return alerts as RiskSettings['alerts'];
}

/** The settings with every section and field a stored document lacks, or breaks, at its default. */
export async function readRiskSettings(db: Executor): Promise<RiskSettings> {
  const stored = await readSetting(db, RISK_SETTINGS_KEY);
  const document = isRecord(stored) ? stored : {};
  const settings = structuredClone(DEFAULT_RISK_SETTINGS);
  for (const [name, rules] of Object.entries(SECTION_RULES)) {
    const key = name as keyof typeof SECTION_RULES;
    if (document[key] === undefined) continue;
    Object.assign(settings[key], readSection(rules, document[key], settings[key], name, false));
  }
  if (document.alerts !== undefined) settings.alerts = readAlerts(document.alerts, settings.alerts, false);
  return settings;
}

/**
 * PUT /admin/risk: each section sent replaces the stored one whole (an `alerts` section, each alert sent); sections
 * left out keep their value. Audited (`risk_settings.change`) when something changes.
 */
export async function saveRiskSettings(
  store: Store,
  clock: Clock,
  input: Partial<Record<keyof RiskSettings, unknown>>,
  actor: AuditActor,
): Promise<RiskSettings> {
  return store.db.transaction().execute(async (trx) => {
    const current = await readRiskSettings(trx);
    const next = structuredClone(current);
    for (const [name, rules] of Object.entries(SECTION_RULES)) {
      const key = name as keyof typeof SECTION_RULES;
      if (input[key] !== undefined) Object.assign(next[key], readSection(rules, input[key], current[key], name, true));
    }
    if (input.alerts !== undefined) next.alerts = readAlerts(input.alerts, current.alerts, true);
    const changed = changedFields(current, next);
    if (changed) {
      await writeSetting(trx, clock, RISK_SETTINGS_KEY, next);
      const target = { kind: 'settings', id: RISK_SETTINGS_KEY };
      await recordAudit(store, trx, clock, actor, { action: 'risk_settings.change', target, ...changed });
    }
    return next;
  });
}
