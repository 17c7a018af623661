import type { DailyBetType, GameRateKey, Session, StarlineRateKey } from '../domain/bet-types';
import type { PannaKind } from '../domain/panna';
import { language } from './t';
import { t } from './t-screens';

/**
 * The domain's values as the screens name them, in the active language. The domain modules name things in English
 * for the server's messages (bet-types.ts, panna-hint.ts, funds.ts); screens show these words from the catalogue.
 */

/** "Single Digit", "Jodi Digit", "Half Sangam (Open)": a daily bet's type in summaries and records. */
export function betTypeText(betType: DailyBetType, session?: Session | null): string {
  if (betType === 'halfSangam' && session) {
    return session === 'open' ? t.labels.betTypes.halfSangamOpen : t.labels.betTypes.halfSangamClose;
  }
  return t.labels.betTypes[betType];
}

/** A row of the Game rates and Starline rate tables: "SINGLE DIGIT", "DOUBLE PANA". */
export function rateRowText(key: GameRateKey | StarlineRateKey): string {
  return t.labels.rateRows[key];
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
