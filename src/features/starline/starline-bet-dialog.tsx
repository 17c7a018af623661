import { useState, type FormEvent } from 'react';
import { newIdempotencyKey } from '../../api/client';
import { placeStarlineBet, type StarlineGame } from '../../api/starline';
import { refreshAfterStarlineBet } from '../../data/starline';
import { patchSessionUser } from '../../data/wallet';
import { STARLINE_BET_TYPES, starlineRateKey, type StarlineBetType, type StarlineRates } from '../../domain/bet-types';
import { STARLINE_QUICK_AMOUNTS } from '../../domain/constants';
import { pannaHint } from '../../domain/panna-hint';
import { starlinePotentialWin } from '../../domain/payout';
import { validateStarlineBet } from '../../domain/starline';
import { istMinutes } from '../../domain/time';
import { pannaKindText, starlineGameName } from '../../i18n/domain-labels';
import { fill, problemText, t } from '../../i18n/t-screens';
import { serverNow } from '../../state/clock';
import { ui } from '../../state/ui';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { notifyWriteFailure } from '../../ui/failure-toasts';
import { formatRupees } from '../../ui/format';
import { TextField } from '../../ui/form-field';
import { QuickAmounts } from '../../ui/quick-amounts';
import { notify } from '../../ui/toast';
import { formatOpenTime } from './starline-format';
import { isStarlineBettable } from './starline-status';
import cardStyles from '../../ui/card.module.css';
import listStyles from '../../ui/list.module.css';
import tabStyles from '../../ui/tabs.module.css';
import styles from './starline.module.css';

interface StarlineBetDialogProps {
  game: StarlineGame;
  rates: StarlineRates;
  balance: number;
  onClose: () => void;
}

/**
 * The Starline bet modal: the four bet types, the number (with a live panna hint only), the amount
 * with quick picks, the live potential win floor(amount × max / 10); Place Bet is enabled only for a valid bet.
 */
export function StarlineBetDialog({ game, rates, balance, onClose }: StarlineBetDialogProps) {
  const [betType, setBetType] = useState<StarlineBetType>('single digit');
  const [betNumber, setBetNumber] = useState('');
  const [betAmount, setBetAmount] = useState('');
  const [placing, setPlacing] = useState(false);

  const digits = betType === 'single digit' ? 1 : 3;
  const validation = validateStarlineBet({
    betType,
    betNumber,
    betAmount,
    balance,
    minBet: game.minBet,
    maxBet: game.maxBet,
  });
  const potentialWin = starlinePotentialWin(betAmount, rates[starlineRateKey(betType)]);
  const hint = digits === 3 ? pannaHint(betNumber) : null;
  const shownProblem =
    !validation.ok && betNumber !== '' && betAmount !== ''
      ? problemText(validation.problems[0]!)
      : null;

  const chooseType = (type: StarlineBetType) => {
    setBetType(type);
    setBetNumber((current) => current.slice(0, type === 'single digit' ? 1 : 3));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (placing || !validation.ok) return;
    if (!isStarlineBettable(game, istMinutes(serverNow()))) {
      notify.error(t.starline.notAvailable);
      return;
    }
    setPlacing(true);
    ui.betInProgress = true;
    try {
      const { remainingBalance } = await placeStarlineBet({ gameId: game._id, ...validation.value }, newIdempotencyKey());
      notify.success(t.starline.placed);
      if (typeof remainingBalance === 'number') patchSessionUser({ balance: remainingBalance });
      refreshAfterStarlineBet();
      onClose();
    } catch (error) {
      notifyWriteFailure(error, t.starline.failed);
      setPlacing(false);
    } finally {
      ui.betInProgress = false;
    }
  };

  return (
    <Dialog title={starlineGameName(game)} onClose={onClose} hideClose>
      <p className={listStyles.meta}>
        {fill(t.starline.openTime, { time: formatOpenTime(game.openTime) })} · {t.starline.balance}{' '}
        {formatRupees(balance)}
      </p>
      <form className={cardStyles.stack} onSubmit={submit} noValidate>
        <div>
          <p className={styles.sectionLabel} id="starline-bet-type">
            {t.starline.betType}
          </p>
          <div className={tabStyles.tiles} role="group" aria-labelledby="starline-bet-type">
            {STARLINE_BET_TYPES.map((type) => (
              <button
                key={type}
                type="button"
                className={type === betType ? `${tabStyles.choice} ${tabStyles.chosen}` : tabStyles.choice}
                aria-pressed={type === betType}
                onClick={() => chooseType(type)}
              >
                {t.starline.betTypes[type]}
              </button>
            ))}
          </div>
        </div>

        <TextField
          label={t.starline.betNumber}
          name="betNumber"
          inputMode="numeric"
          autoComplete="off"
          maxLength={digits}
          placeholder={digits === 1 ? t.starline.digitPlaceholder : t.starline.pannaPlaceholder}
          value={betNumber}
          onChange={(value) => setBetNumber(value.replace(/\D/g, '').slice(0, digits))}
          hint={hint ? fill(t.starline.hint, { kind: pannaKindText(hint.kind) }) : undefined}
        />

        <TextField
          label={t.starline.betAmount}
          name="betAmount"
          inputMode="numeric"
          autoComplete="off"
          value={betAmount}
          onChange={(value) => setBetAmount(value.replace(/\D/g, '').replace(/^0+(?=\d)/, ''))}
          hint={fill(t.starline.limits, { min: formatRupees(game.minBet), max: formatRupees(game.maxBet) })}
        />
        <QuickAmounts
          label={t.starline.quickAmounts}
          amounts={STARLINE_QUICK_AMOUNTS}
          selected={betAmount === '' ? null : Number(betAmount)}
          onPick={(amount) => setBetAmount(String(amount))}
        />

        <div className={styles.potential} aria-live="polite">
          <span>{t.starline.potentialWin}</span>
          <span className={styles.potentialValue} data-testid="potential-win">
            {formatRupees(potentialWin)}
          </span>
        </div>
        {shownProblem && (
          <p className={styles.problem} role="status">
            {shownProblem}
          </p>
        )}

        <div className={cardStyles.buttonRow}>
          <Button variant="secondary" disabled={placing} onClick={onClose}>
            {t.starline.cancel}
          </Button>
          <Button type="submit" disabled={placing || !validation.ok}>
            {placing ? t.starline.placing : t.starline.place}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
