import type { StarlineBetRecord, StarlineGame } from '../api/starline';
import {
  isWithdrawMethod,
  withdrawalAccountDisplay,
  withdrawMethodLabel,
  type BankDetails,
  type PaymentDetails,
  type WithdrawMethod,
} from '../domain/funds';
import { methodText, starlineGameName } from '../i18n/domain-labels';

/**
 * Names in the player's records that the server writes in English, in the active language: a withdrawal's account
 * and a Starline bet's game (the wallet statement, the withdraw screens, the Starline history).
 */

/**
 * A withdrawal's account as the server wrote it, "Bank - XXXX4321 (R Sharma)", with the method named in the active
 * language ("बैंक - XXXX4321 (R Sharma)").
 */
export function accountDetailsText(withdrawal: { readonly method: string; readonly accountDetails?: string | null }): string {
  const details = withdrawal.accountDetails ?? '';
  if (!isWithdrawMethod(withdrawal.method)) return details;
  const prefix = `${withdrawMethodLabel(withdrawal.method)} - `;
  return details.startsWith(prefix) ? `${methodText(withdrawal.method)} - ${details.slice(prefix.length)}` : details;
}

/** The account a saved method pays to, as the withdraw screen lists it; null when the method is not saved. */
export function savedAccountText(
  method: WithdrawMethod,
  bank: BankDetails | null | undefined,
  payment: PaymentDetails | null | undefined,
): string | null {
  const display = withdrawalAccountDisplay(method, bank, payment);
  return display === null ? null : accountDetailsText({ method, accountDetails: display });
}

/**
 * The name of a bet's game: the name the bet record carries, or the game's Hindi name in Hindi when the cached
 * games know the game and it has one.
 */
export function starlineBetGameText(bet: StarlineBetRecord, games: readonly StarlineGame[] | undefined): string {
  const game = games?.find((each) => each._id === bet.gameId._id);
  const named = game ? starlineGameName(game) : null;
  return game && named !== game.gameName ? named! : bet.gameName;
}
