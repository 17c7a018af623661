import { GAME_SELECTION_BUTTONS } from '../domain/bet-types';
import { WITHDRAW_METHODS, withdrawMethodLabel } from '../domain/funds';
import { INPUT_LIMITS, type LimitedInput } from '../domain/input-limits';
import type { PannaKind } from '../domain/panna';
import { MAINTENANCE_DEFAULT_MESSAGES } from '../domain/maintenance';
import { LIMIT_PERIODS } from '../domain/responsible-play';
import type { Messages } from './en';
import type { ScreenMessages } from './en-screens';

/**
 * A language's text for the English values the domain rules and the server fill into their messages: the panna
 * kinds of PANNA_KIND_MISMATCH, the bet types of OPEN_SESSION_REQUIRED, the methods of WITHDRAW_METHOD_NOT_SAVED,
 * the field names of TEXT_TOO_LONG, the periods of the limits and MAINTENANCE's default messages, each from that
 * language's catalogue. The domain
 * stays in English (the server's messages); a language pack carries this (./t.ts problemText, serverErrorText).
 */
export function problemValueText(messages: Messages, screens: ScreenMessages): (value: string) => string {
  const kinds: readonly PannaKind[] = ['single', 'double', 'triple'];
  // The fields a player fills in; the console's own fields stay in English.
  const fields: Partial<Record<LimitedInput, string>> = {
    name: screens.wallet.name,
    mobileNumber: messages.auth.mobileNumber,
    email: screens.wallet.email,
    password: messages.auth.password,
    accountHolderName: screens.payout.accountHolderName,
    accountNumber: screens.payout.accountNumber,
    ifscCode: screens.payout.ifscCode,
    bankName: screens.payout.bankName,
    walletNumber: messages.auth.mobileNumber,
    transactionId: screens.withdraw.transactionId,
    enquiryMessage: screens.enquiry.message,
  };
  const words = new Map<string, string>([
    ...kinds.map((kind): [string, string] => [kind, screens.labels.pannaKinds[kind]]),
    ...GAME_SELECTION_BUTTONS.map(({ label, path }): [string, string] => [label, messages.betTypes[path]]),
    ...WITHDRAW_METHODS.map((method): [string, string] => [withdrawMethodLabel(method), messages.records.methods[method]]),
    ...Object.entries(fields).map(([input, word]): [string, string] => [INPUT_LIMITS[input as LimitedInput].label, word]),
    ...LIMIT_PERIODS.map((period): [string, string] => [period, screens.responsiblePlay.periodWords[period]]),
    // MAINTENANCE's message when the operator wrote none; theirs is shown as they wrote it.
    [MAINTENANCE_DEFAULT_MESSAGES.betting, screens.maintenance.betting],
    [MAINTENANCE_DEFAULT_MESSAGES.deposits, screens.maintenance.deposits],
  ]);
  return (value) => words.get(value) ?? value;
}

/** A language's day of a message's `{name:date}` ("2026-11-21" → "21 नव॰ 2026"); anything else unchanged. */
export function calendarDateText(dateLocale: string): (calendarDate: string) => string {
  const day = new Intl.DateTimeFormat(dateLocale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (calendarDate) => {
    const at = /^\d{4}-\d{2}-\d{2}$/.test(calendarDate) ? Date.parse(`${calendarDate}T00:00:00Z`) : NaN;
    return Number.isFinite(at) ? day.format(at) : calendarDate;
  };
}
