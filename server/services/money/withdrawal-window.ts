import type { Kysely, Transaction } from 'kysely';
import type { WithdrawalWindow } from '../../../contract/content.js';
import type { Clock } from '../../clock.js';
import { fieldProblem, PassingRefusal, refusedFields, type FieldProblem } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Database } from '../../store/schema.js';
import { EVERY_DAY, parseMarketDays, weekdayName } from '../../../src/domain/market-calendar.js';
import { istDate, istMinutes, istWeekday, parseDisplayTime } from '../../../src/domain/time.js';
import { fundSettings, readSetting, writeSetting } from '../content/settings.js';
import { holidaysOn } from '../markets/holidays.js';
import { changedFields, recordAudit, type AuditActor } from '../operators/audit.js';

/**
 * The withdrawal window (settings document `withdrawal_window`): when the operator enforces it, withdrawal requests
 * are taken only on its weekdays, between the main settings' withdrawalOpenTime and withdrawalCloseTime (IST), and
 * not on a holiday that closes every market. Until then the window is only shown.
 */
export const WITHDRAWAL_WINDOW_KEY = 'withdrawal_window';

const DEFAULT_WINDOW: WithdrawalWindow = { enforced: false, days: [1, 2, 3, 4, 5, 6] };

type Executor = Kysely<Database> | Transaction<Database>;

export async function readWithdrawalWindow(db: Executor): Promise<WithdrawalWindow> {
  const stored = await readSetting(db, WITHDRAWAL_WINDOW_KEY);
  if (typeof stored !== 'object' || stored === null) return { ...DEFAULT_WINDOW };
  const { enforced, days } = stored as Record<string, unknown>;
  return {
    enforced: typeof enforced === 'boolean' ? enforced : DEFAULT_WINDOW.enforced,
    days: parseMarketDays(days) ?? DEFAULT_WINDOW.days,
  };
}

/** PUT /admin/withdrawal-window: fields left out keep their value; audited when it changes. */
export async function saveWithdrawalWindow(
  store: Store,
  clock: Clock,
  input: { enforced?: unknown; days?: unknown },
  actor: AuditActor,
): Promise<WithdrawalWindow> {
  return store.db.transaction().execute(async (trx) => {
    const current = await readWithdrawalWindow(trx);
    const next = { ...current };
    const problems: FieldProblem[] = [];
    if (input.enforced !== undefined) {
      if (typeof input.enforced !== 'boolean') {
        problems.push(fieldProblem('FIELD_TYPE_INVALID', { field: 'enforced', type: 'boolean' }, 'enforced'));
      } else next.enforced = input.enforced;
    }
    if (input.days !== undefined) {
      const days = parseMarketDays(input.days);
      if (days === null) problems.push(fieldProblem('MARKET_DAYS_INVALID', undefined, 'days'));
      else next.days = days;
    }
    if (problems.length > 0) throw refusedFields(problems);
    const changed = changedFields(current, next);
    if (changed) {
      await writeSetting(trx, clock, WITHDRAWAL_WINDOW_KEY, next);
      const target = { kind: 'settings', id: WITHDRAWAL_WINDOW_KEY };
      await recordAudit(store, trx, clock, actor, { action: 'withdrawal_window.change', target, ...changed });
    }
    return next;
  });
}

/** "every day", "Monday to Saturday", "on Monday, Wednesday, Friday". */
export function weekdaysText(days: readonly number[]): string {
  if (days.length === EVERY_DAY.length) return 'every day';
  const consecutive = days.every((day, index) => index === 0 || day === days[index - 1]! + 1);
  if (days.length > 2 && consecutive) return `${weekdayName(days[0]!)} to ${weekdayName(days[days.length - 1]!)}`;
  return `on ${days.map(weekdayName).join(', ')}`;
}

/**
 * Refuses (400 WITHDRAWAL_WINDOW_CLOSED) a withdrawal request outside an enforced window; a refusal that passes, so
 * a retry with the same Idempotency-Key once the window opens is judged again.
 */
export async function assertWithdrawalWindowOpen(db: Executor, clock: Clock): Promise<void> {
  const window = await readWithdrawalWindow(db);
  if (!window.enforced) return;
  const now = clock.now();
  const settings = await fundSettings(db);
  const open = parseDisplayTime(settings.withdrawalOpenTime);
  const close = parseDisplayTime(settings.withdrawalCloseTime);
  const minute = istMinutes(now);
  const inHours = open === null || close === null || (minute >= open && minute < close);
  const closedDay = (await holidaysOn(db, istDate(now))).some((holiday) => holiday.gameIds === null);
  if (inHours && window.days.includes(istWeekday(now)) && !closedDay) return;
  throw new PassingRefusal(400, 'WITHDRAWAL_WINDOW_CLOSED', {
    days: weekdaysText(window.days),
    open: settings.withdrawalOpenTime,
    close: settings.withdrawalCloseTime,
  });
}
