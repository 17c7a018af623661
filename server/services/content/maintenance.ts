import type { Maintenance } from '../../../contract/content.js';
import type { Clock } from '../../clock.js';
import { codedProblem, fieldProblem, refusal, refusedFields, type ApiError, type FieldProblem } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Db } from '../../store/schema.js';
import { checkLength } from '../../../src/domain/input-limits.js';
import { maintenanceMessage, type PausedActivity } from '../../../src/domain/maintenance.js';
import { changedFields, recordAudit, type AuditActor } from '../operators/audit.js';
import { readSetting, writeSetting } from './settings.js';

/**
 * The maintenance switch: the operator pauses new bets (daily and Starline) or new deposits, with a message for
 * the players. Only new requests are refused (503 MAINTENANCE); what was already accepted goes on as before.
 * The switch is the `maintenance` settings row; without one nothing is paused.
 */
export const MAINTENANCE_KEY = 'maintenance';

const SWITCHES = ['betting', 'deposits'] as const;

/** The stored switch; a field missing or unreadable (never saved, hand-edited) reads as not paused. */
export async function readMaintenance(db: Db): Promise<Maintenance> {
  const stored = await readSetting(db, MAINTENANCE_KEY);
  const fields = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return {
    betting: fields.betting === true,
    deposits: fields.deposits === true,
    message: typeof fields.message === 'string' ? fields.message : '',
  };
}

export type MaintenanceInput = Partial<Record<keyof Maintenance, unknown>>;

/** The operator's change of the switch: a field left out keeps its value; all problems come back at once. */
export async function saveMaintenance(
  store: Store,
  clock: Clock,
  input: MaintenanceInput,
  actor: AuditActor,
  maintenance: MaintenanceSwitch,
): Promise<Maintenance> {
  const problems: FieldProblem[] = [];
  for (const field of SWITCHES) {
    if (input[field] !== undefined && typeof input[field] !== 'boolean') {
      problems.push(fieldProblem('MAINTENANCE_SWITCH_INVALID', { field }, field));
    }
  }
  const message = typeof input.message === 'string' ? input.message.trim() : undefined;
  if (input.message !== undefined && message === undefined) {
    problems.push(fieldProblem('FIELD_NOT_TEXT', { field: 'message' }, 'message'));
  } else if (message !== undefined) {
    const length = checkLength(message, 'maintenanceMessage', 'message');
    if (!length.ok) problems.push(codedProblem(length));
  }
  if (problems.length > 0) throw refusedFields(problems);
  const after = await store.db.transaction().execute(async (trx) => {
    const before = await readMaintenance(trx);
    const sent = input as Partial<Maintenance>;
    const next: Maintenance = {
      betting: sent.betting ?? before.betting,
      deposits: sent.deposits ?? before.deposits,
      message: message ?? before.message,
    };
    const changed = changedFields(before, next);
    if (changed) {
      await writeSetting(trx, clock, MAINTENANCE_KEY, next);
      const target = { kind: 'settings', id: MAINTENANCE_KEY };
      await recordAudit(store, trx, clock, actor, { action: 'maintenance.change', target, ...changed });
    }
    return next;
  });
  maintenance.invalidate();
  return after;
}

// ---- Enforcement ----------------------------------------------------------------------------------------------

/**
 * How long a read of the switch is trusted. Every bet asks, so the switch is read at most once a second per
 * process rather than once per bet; a save here invalidates it at once, a save by another API instance sharing
 * the database shows here within the second (as the market board's copy does).
 */
export const MAINTENANCE_TTL_MS = 1_000;

/**
 * The running app's copy of the switch (one per app, in its services): bets and deposits read it, the operator's
 * save through this app invalidates it.
 */
export class MaintenanceSwitch {
  private cached: { value: Maintenance; readAt: number } | undefined;
  private reading: Promise<Maintenance> | undefined;
  private version = 0;

  invalidate(): void {
    this.version += 1;
    this.cached = undefined;
  }

  /**
   * Refuses a new bet or deposit (503 MAINTENANCE, with the players' message) while the operator pauses it. `db`
   * is the transaction the caller is in, if any (SQLite has one connection).
   */
  async refuseWhilePaused(activity: PausedActivity, db: Db): Promise<void> {
    const paused = await this.pausedRefusal(activity, db);
    if (paused) throw paused;
  }

  /** The refusal a new bet or deposit meets while the operator pauses it; undefined while it is not paused. */
  async pausedRefusal(activity: PausedActivity, db: Db): Promise<ApiError | undefined> {
    const maintenance = await this.current(db);
    if (!maintenance[activity]) return undefined;
    return refusal(503, 'MAINTENANCE', { message: maintenanceMessage(activity, maintenance.message) });
  }

  private async current(db: Db): Promise<Maintenance> {
    const cached = this.cached;
    if (cached && performance.now() - cached.readAt < MAINTENANCE_TTL_MS) return cached.value;
    // Requests arriving during a read share it.
    this.reading ??= this.read(db).finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private async read(db: Db): Promise<Maintenance> {
    const version = this.version;
    const readAt = performance.now();
    const value = await readMaintenance(db);
    // A save during the read: answer this read, but do not keep it.
    if (version === this.version) this.cached = { value, readAt };
    return value;
  }
}
