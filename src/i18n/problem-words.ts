import { GAME_SELECTION_BUTTONS } from '../domain/bet-types';
import { WITHDRAW_METHODS, withdrawMethodLabel } from '../domain/funds';
import { INPUT_LIMITS, type LimitedInput } from '../domain/input-limits';
import type { PannaKind } from '../domain/panna';
import { LIMIT_PERIODS } from '../domain/responsible-play';
import type { Messages } from './en';
import type { ScreenMessages } from './en-screens';

/**
 * A language's text for the English values the domain rules and the server fill into their messages: the panna
 * kinds of PANNA_KIND_MISMATCH, the bet types of OPEN_SESSION_REQUIRED, the methods of WITHDRAW_METHOD_NOT_SAVED,
 * the field names of TEXT_TOO_LONG and the periods of the limits, each from that language's catalogue, and the
 * "21 Nov 2026, 11:00 AM IST" of a break or a limit with the month in that language. The domain stays in English
 * (the server's messages); a language pack carries this (./t.ts problemText, serverErrorText).
 */
export function problemValueText(messages: Messages, screens: ScreenMessages, dateLocale: string): (value: string) => string {
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
  ]);
  const day = new Intl.DateTimeFormat(dateLocale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (value) => words.get(value) ?? istDateTimeIn(day, value) ?? value;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IST_DATE_TIME = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4}), (\d{1,2}:\d{2} [AP]M IST)$/;

/** "21 Nov 2026, 11:00 AM IST" (domain/responsible-play.ts istDateTimeText) with its day written by `day`. */
function istDateTimeIn(day: Intl.DateTimeFormat, value: string): string | null {
  const match = IST_DATE_TIME.exec(value);
  const month = match ? MONTHS.indexOf(match[2]!) : -1;
  if (!match || month < 0) return null;
  return `${day.format(Date.UTC(Number(match[3]), month, Number(match[1])))}, ${match[4]}`;
}
