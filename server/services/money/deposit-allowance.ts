import type { DepositAllowance } from '../../../contract/funds.js';
import type { Clock } from '../../clock.js';
import { invalid, type ApiError } from '../../errors.js';
import type { Db } from '../../store/schema.js';
import { parseWholeAmount } from '../../../src/domain/amounts.js';
import { checkDepositAmount } from '../../../src/domain/funds.js';
import type { MaintenanceSwitch } from '../content/maintenance.js';
import { fundSettings } from '../content/settings.js';
import { depositJudgement } from '../responsible-play/guards.js';

/**
 * Whether a deposit of an amount would be accepted, asked as the player types it: the player pays the operator
 * before recording the payment, so a fund request refused after paying leaves their money outside the app. The
 * same rules as a fund request's creation (paused deposits, the player's breaks and deposit limits), judged
 * without writing anything; an amount that is not a deposit amount is refused as creation refuses it (400).
 */
export async function depositAllowance(
  db: Db,
  clock: Clock,
  maintenance: MaintenanceSwitch,
  userId: number,
  amountInput: string | undefined,
): Promise<DepositAllowance> {
  const settings = await fundSettings(db);
  const check = checkDepositAmount(amountInput, settings.minimumDeposit);
  if (!check.ok) throw invalid([{ code: check.code, params: check.params, field: 'amount' }]);
  const amount = parseWholeAmount(amountInput)!;
  const paused = await maintenance.pausedRefusal('deposits', db);
  const { refusal, room } = await depositJudgement(db, clock, userId, amount);
  const refused = paused ?? refusal;
  return refused ? { allowed: false, ...refusalFields(refused), room } : { allowed: true, room };
}

function refusalFields({ code, message, params }: ApiError) {
  return { code, message, ...(params ? { params: { ...params } } : {}) };
}
