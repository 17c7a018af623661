import { formatClockTime, istDate, istMinutes, istStartOfDay, toEpochMs, type Instant } from './time';

/**
 * Responsible play (docs/product.md "Responsible play"): the limits, breaks and reality check a player sets on
 * their own play, and the rules the server keeps for them. Periods follow the IST calendar: a day from 00:00 IST,
 * a week from Monday, a month from the 1st.
 */

export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export type PeriodFigures = Record<LimitPeriod, number | null>;

/** A limit is whole rupees in this range, or none (null). */
export const MIN_LIMIT = 1;
export const MAX_LIMIT = 10_000_000;

/** Raising or removing a limit waits this long; lowering or setting one is at once. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

export const TIME_OUT_DAYS = [1, 7, 30] as const;
export const SELF_EXCLUSION_MONTHS = [6, 12, 60] as const;
export const REALITY_CHECK_MINUTES = [30, 60, 120] as const;
export const DEFAULT_REALITY_CHECK_MINUTES = 60;

export function isLimitValue(value: unknown): value is number | null {
  return value === null || (Number.isSafeInteger(value) && (value as number) >= MIN_LIMIT && (value as number) <= MAX_LIMIT);
}

/** Whether changing a limit from `current` to `next` takes effect at once: a lower limit, or one where none was. */
export function takesEffectAtOnce(current: number | null, next: number | null): boolean {
  return next !== null && (current === null || next < current);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The instant a period that contains `instant` began (00:00 IST of its day, its Monday, its 1st). */
export function periodStart(period: LimitPeriod, instant: Instant): Date {
  const day = istStartOfDay(instant);
  if (period === 'daily') return day;
  // The IST calendar fields of the day's start, read through a date shifted by the offset.
  const fields = new Date(day.getTime() + IST_OFFSET_MS);
  if (period === 'weekly') return new Date(day.getTime() - ((fields.getUTCDay() + 6) % 7) * DAY_MS);
  return new Date(day.getTime() - (fields.getUTCDate() - 1) * DAY_MS);
}

/** The instant the period that contains `instant` ends: the next period's start. */
export function periodEnd(period: LimitPeriod, instant: Instant): Date {
  const start = periodStart(period, instant);
  if (period === 'daily') return new Date(start.getTime() + DAY_MS);
  if (period === 'weekly') return new Date(start.getTime() + 7 * DAY_MS);
  return periodStart('monthly', start.getTime() + 32 * DAY_MS);
}

/**
 * An instant `months` months on the IST calendar: the same IST wall-clock time and day of the month, or the
 * month's last day when it has no such day (31 Aug + 6 months: 28 Feb).
 */
export function addMonths(instant: Instant, months: number): Date {
  const fields = new Date(toEpochMs(instant) + IST_OFFSET_MS);
  const day = fields.getUTCDate();
  fields.setUTCDate(1);
  fields.setUTCMonth(fields.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(fields.getUTCFullYear(), fields.getUTCMonth() + 1, 0)).getUTCDate();
  fields.setUTCDate(Math.min(day, lastDay));
  return new Date(fields.getTime() - IST_OFFSET_MS);
}

// ---- Words --------------------------------------------------------------------------------------------------

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An instant as IST wall-clock text, "26 Nov 2026, 2:30 PM IST" (the refusals' "until when"). */
export function istDateTimeText(instant: Instant): string {
  const fields = new Date(toEpochMs(instant) + IST_OFFSET_MS);
  const hours = fields.getUTCHours();
  const minutes = String(fields.getUTCMinutes()).padStart(2, '0');
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${fields.getUTCDate()} ${MONTHS[fields.getUTCMonth()]} ${fields.getUTCFullYear()}, ${clock} IST`;
}

export const PERIOD_WORDS: Record<LimitPeriod, string> = { daily: 'daily', weekly: 'weekly', monthly: 'monthly' };

export const RESPONSIBLE_PLAY_CODES = ['SELF_EXCLUDED', 'TIMED_OUT', 'LOSS_LIMIT_REACHED', 'DEPOSIT_LIMIT_REACHED'] as const;
export type ResponsiblePlayCode = (typeof RESPONSIBLE_PLAY_CODES)[number];

/** The params of a break's refusal (SELF_EXCLUDED, TIMED_OUT in contract/refusals.ts): when it ends. */
export function breakParams(until: Instant): { untilDate: string; untilTime: string } {
  return { untilDate: istDate(until), untilTime: formatClockTime(istMinutes(until)) };
}

/** A limit a bet or deposit would go over: which one, what it is, how much is used, and when it resets. */
export interface LimitBreach {
  kind: LimitKind;
  period: LimitPeriod;
  limit: number;
  used: number;
  resetsAt: Instant;
}

/** The refusal of a bet or deposit over a limit: its code and params (contract/refusals.ts). */
export function limitReached({ kind, period, limit, used, resetsAt }: LimitBreach) {
  return {
    code: kind === 'loss' ? ('LOSS_LIMIT_REACHED' as const) : ('DEPOSIT_LIMIT_REACHED' as const),
    params: {
      period: PERIOD_WORDS[period],
      limit,
      used: Math.max(0, used),
      resetsDate: istDate(resetsAt),
      resetsTime: formatClockTime(istMinutes(resetsAt)),
    },
  };
}

/** An operator's approval over a deposit limit lowered since the request: the limit, and what is approved already. */
export function approvalOverLimitParams({ period, limit, used }: Omit<LimitBreach, 'kind' | 'resetsAt'>) {
  return { period: PERIOD_WORDS[period], limit, used };
}
