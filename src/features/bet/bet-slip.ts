/**
 * The bet slip's logic, free of React: which screens take a slip, its lines and total, the request it sends, and
 * a refusal's problems by the line they name (`errors[].path` `/bets/<index>/<field>`).
 */

import type { PlaceBetSlipRequest } from '../../../contract/bets';
import type { ApiFieldError } from '../../api/errors';
import type { DailyBetType, Session } from '../../domain/bet-types';
import { wireSession } from './bet-form';

/** One number of the slip with its amount, as the player added it. */
export interface SlipLine {
  /** Stable while the slip changes (React keys, the line's problems). */
  id: number;
  session: Session;
  betNumber: string;
  betAmount: number;
}

/** The screens with a slip: single digit, jodi and the pannas (the sangams' long numbers keep one bet a time). */
export function takesSlip(betType: DailyBetType): boolean {
  return betType !== 'halfSangam' && betType !== 'fullSangam';
}

export function slipTotal(lines: readonly SlipLine[]): number {
  return lines.reduce((total, line) => total + line.betAmount, 0);
}

/** POST /bets/batch's body: the lines in their order, each as POST /bets takes a bet. */
export function slipRequest(
  lines: readonly SlipLine[],
  bet: { gameId: string; betType: DailyBetType; gameDate: string },
): PlaceBetSlipRequest {
  return {
    bets: lines.map((line) => ({
      gameId: bet.gameId,
      betType: bet.betType,
      session: wireSession(bet.betType, line.session),
      betNumber: line.betNumber,
      betAmount: line.betAmount,
      gameDate: bet.gameDate,
    })),
  };
}

const LINE_PATH = /^\/bets\/(\d+)(?:\/|$)/;

/** A refused slip's problems: those naming a line, by the line's id, and the others (shown as toasts). */
export function problemsByLine(
  lines: readonly SlipLine[],
  errors: readonly ApiFieldError[],
): { byLine: Map<number, ApiFieldError[]>; others: ApiFieldError[] } {
  const byLine = new Map<number, ApiFieldError[]>();
  const others: ApiFieldError[] = [];
  for (const item of errors) {
    const index = LINE_PATH.exec(item.path ?? '')?.[1];
    const line = index === undefined ? undefined : lines[Number(index)];
    if (!line) {
      others.push(item);
      continue;
    }
    byLine.set(line.id, [...(byLine.get(line.id) ?? []), item]);
  }
  return { byLine, others };
}
