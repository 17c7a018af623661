import type { DailyBetType, GameRateKey, RateRange, Session, StarlineRateKey } from '../domain/bet-types';
import type { PannaKind } from '../domain/panna';
import { language } from './t';
import { fill, t } from './t-screens';
import { formatRupees } from '../ui/format';

/**
 * The domain's values as the screens name them, in the active language. The domain modules name things in English
 * for the server's messages (bet-types.ts, panna-hint.ts, funds.ts); screens show these words from the catalogue.
 */

/** "Single Digit", "Jodi", "Half Sangam (Open)": a daily bet's type in summaries and records. */
export function betTypeText(betType: DailyBetType, session?: Session | null): string {
  if (betType === 'halfSangam' && session) {
    return session === 'open' ? t.labels.betTypes.halfSangamOpen : t.labels.betTypes.halfSangamClose;
  }
  return t.labels.betTypes[betType];
}

/** A row of the Game rates and Starline rate tables, named as the bet type everywhere: "Jodi", "Double Panna". */
export function rateRowText(key: GameRateKey | StarlineRateKey): string {
  return t.labels.rateRows[key];
}

/** A rate as the player reads it: "₹10 pays ₹95" (the stake, then what it pays). */
export function rateText(range: RateRange): string {
  return fill(t.labels.ratePays, { stake: formatRupees(range.min), payout: formatRupees(range.max) });
}

/** The live hint's kind under a panna box: "Single Panna". */
export function pannaKindText(kind: PannaKind): string {
  return t.betTypes[`${kind}-panna`];
}

/** A payment or payout method: "Bank", "PhonePe", "QR Code"; an unknown one as it came. */
export function methodText(method: string): string {
  const methods: Readonly<Record<string, string>> = t.records.methods;
  return Object.hasOwn(methods, method) ? methods[method]! : method;
}

/** A Starline game's name: its Hindi name in Hindi when the operator gave one, its name otherwise. */
export function starlineGameName(game: { readonly gameName: string; readonly gameNameHindi?: string | null }): string {
  const hindi = game.gameNameHindi?.trim();
  return language === 'hi' && hindi ? hindi : game.gameName;
}
