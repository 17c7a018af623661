import { GAME_SELECTION_BUTTONS } from '../domain/bet-types';
import { WITHDRAW_METHODS, withdrawMethodLabel } from '../domain/funds';
import { INPUT_LIMITS, type LimitedInput } from '../domain/input-limits';
import type { PannaKind } from '../domain/panna';
import type { Messages } from './en';
import type { ScreenMessages } from './en-screens';

/**
 * A language's words for the English words the domain rules fill into their messages, by the English word: the
 * panna kinds of PANNA_KIND_MISMATCH, the bet types of OPEN_SESSION_REQUIRED, the methods of
 * WITHDRAW_METHOD_NOT_SAVED and the field names of TEXT_TOO_LONG, each taken from that language's catalogue. The
 * domain stays in English (the server's messages); a language pack carries these (./t.ts problemText).
 */
export function problemWords(messages: Messages, screens: ScreenMessages): Record<string, string> {
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
  return Object.fromEntries([
    ...kinds.map((kind) => [kind, screens.labels.pannaKinds[kind]]),
    ...GAME_SELECTION_BUTTONS.map(({ label, path }) => [label, messages.betTypes[path]]),
    ...WITHDRAW_METHODS.map((method) => [withdrawMethodLabel(method), messages.records.methods[method]]),
    ...Object.entries(fields).map(([input, word]) => [INPUT_LIMITS[input as LimitedInput].label, word]),
  ]);
}
