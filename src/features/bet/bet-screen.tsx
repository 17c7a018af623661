import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { isBetTypePath, paths } from '../../config/paths';
import { useMaintenance } from '../../data/maintenance';
import { betTypeFromPath, betTypeHasSession, type DailyBetType, type Session } from '../../domain/bet-types';
import { BET_QUICK_AMOUNTS, BET_REDIRECT_MS, MAX_BET, MAX_SLIP_BETS, MIN_BET } from '../../domain/constants';
import { governingSession, sessionAvailability, sessionTimingNotice } from '../../domain/session';
import { istMinutes } from '../../domain/time';
import { betTypeText } from '../../i18n/domain-labels';
import { closedReasonText, voidedText } from '../../i18n/market-day-text';
import { errorMessages, fieldErrorText } from '../../api/errors';
import { fill, problemText, t } from '../../i18n/t-screens';
import { serverNow } from '../../state/clock';
import { session as sessionStore } from '../../state/session';
import { Button } from '../../ui/button';
import { formatRupees } from '../../ui/format';
import { MaintenanceBanner } from '../../ui/maintenance-banner';
import { QuickAmounts } from '../../ui/quick-amounts';
import { ScreenLayout } from '../../ui/screen-layout';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import {
  betAmountProblem,
  betNumberProblem,
  checkBetForm,
  isNumberComplete,
  betGameDate,
  openingSession,
  potentialWin,
  wireSession,
} from './bet-form';
import { BetNumberField } from './bet-number-field';
import { problemsByLine, slipRequest, slipTotal, takesSlip, type SlipLine } from './bet-slip';
import { BetSlipPanel } from './bet-slip-panel';
import { BetSummary } from './bet-summary';
import { GamePicker, gameTimes } from './game-picker';
import { SessionToggle, TimingNotice } from './session-toggle';
import { useBetData } from './use-bet-data';
import { useMarketMinute } from './use-market-minute';
import { usePlaceBet, usePlaceSlip } from './use-place-bet';
import styles from './bet-screen.module.css';

interface BetFormProps {
  betType: DailyBetType;
  /** The `{gameId}` of `/bet/{type}/{gameId}`; without it the screen offers a game picker. */
  gameIdFromUrl: string | undefined;
  balance: number;
}

function BetForm({ betType, gameIdFromUrl, balance }: BetFormProps) {
  const navigate = useNavigate();
  const amountId = useId();
  const amountProblemId = useId();
  const closedReasonId = useId();
  const { games, rates, loadingGames } = useBetData();
  const nowMinutes = useMarketMinute();
  const { placing: placingOne, place } = usePlaceBet();
  const { placing: placingSlip, place: placeSlip } = usePlaceSlip();
  const placing = placingOne || placingSlip;

  const [pickedGameId, setPickedGameId] = useState('');
  // The session chosen for a game: at first the one taking bets, pinned when the game is first known, so that a
  // session closing meanwhile never switches the bet to the other one under the player's fingers.
  const [choice, setChoice] = useState<{ gameId: string; session: Session } | null>(null);
  const [betNumber, setBetNumber] = useState('');
  const [betAmount, setBetAmount] = useState('');
  const [amountTouched, setAmountTouched] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [placed, setPlaced] = useState(false);
  // The bet slip (single digit, jodi, pannas): numbers added one by one, placed together; a refusal's words by line.
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [lineProblems, setLineProblems] = useState<ReadonlyMap<number, readonly string[]>>(new Map());
  const nextLineId = useRef(1);

  const gameId = gameIdFromUrl ?? pickedGameId;
  const game = games?.find((g) => g._id === gameId) ?? null;
  const hasSession = betTypeHasSession(betType);
  const availability = game ? sessionAvailability(game, nowMinutes) : null;
  if (game && choice?.gameId !== game._id) setChoice({ gameId: game._id, session: openingSession(availability) });
  const session = choice?.gameId === gameId ? choice.session : openingSession(availability);
  const chooseSession = (chosen: Session) => setChoice({ gameId, session: chosen });
  // Jodi and the sangams are governed by the open session whatever the toggle says: their number needs the open
  // result too.
  const governing = governingSession(betType, wireSession(betType, session)) ?? 'open';
  const notice = availability ? sessionTimingNotice(governing, availability) : null;

  // Say so when the session this bet needs closes while the player is on the screen (the clock moved or the
  // result was declared) — not when the player merely switches to a session or market that is already closed.
  const seen = useRef<{ what: string; available: boolean } | null>(null);
  useEffect(() => {
    if (!notice || !game) return;
    const what = `${game._id}/${governing}`;
    const before = seen.current;
    if (before?.what === what && before.available && !notice.available && !placed) notify.error(problemText(notice));
    seen.current = { what, available: notice.available };
  }, [notice, game, governing, placed]);

  // After a placed bet, back to the dashboard after 1.5 s.
  useEffect(() => {
    if (!placed) return;
    const timer = setTimeout(() => navigate(paths.dashboard.getHref()), BET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [placed, navigate]);

  if (games === undefined || (loadingGames && (games.length === 0 || (gameIdFromUrl && !game)))) {
    return <Spinner label={t.bet.loadingGames} />;
  }

  if (gameIdFromUrl !== undefined && !game) {
    return (
      <div className={styles.card}>
        <p className={styles.notFound}>{t.bet.gameNotFound}</p>
        <Button block onClick={() => navigate(paths.dashboard.getHref())}>
          {t.app.backToDashboard}
        </Button>
      </div>
    );
  }

  const numberProblem = attempted || isNumberComplete(betType, betNumber) ? betNumberProblem(betType, betNumber) : null;
  const slipping = takesSlip(betType);
  // What the balance leaves for the next number once the slip's are paid.
  const available = balance - slipTotal(lines);
  const amountProblem = attempted || amountTouched ? betAmountProblem(betAmount, available) : null;
  const gameProblem = attempted && !game ? t.bet.pleaseSelectGame : null;
  const win = potentialWin(betType, betNumber, betAmount, rates);
  const busy = placing || placed;
  // Place Bet waits while the session this bet needs is closed, and says why beside it: a market closed today
  // or a voided draw says that rather than "session closed".
  const closedToday = availability?.closedToday ?? null;
  const voided = game?.voided === 'day' || game?.voided === governing ? game.voided : null;
  const closedReason =
    closedToday && game
      ? closedReasonText(closedToday, game.gameName)
      : voided
        ? voidedText(voided)
        : notice && !notice.available
          ? problemText(notice)
          : null;

  const sessionLabel = (chosen: Session) =>
    hasSession ? (chosen === 'open' ? t.bet.open : t.bet.close) : t.bet.bothSessions;

  const addToSlip = () => {
    if (busy) return;
    setAttempted(true);
    if (lines.length >= MAX_SLIP_BETS) {
      notify.error(fill(t.slip.slipFull, { max: MAX_SLIP_BETS }));
      return;
    }
    const pressedAt = istMinutes(serverNow());
    const values = { game, betType, session, betNumber, betAmount, balance: available, nowMinutes: pressedAt };
    const checked = checkBetForm(values);
    if (!checked.ok) {
      notify.error(problemText(checked.problems[0]!));
      return;
    }
    const { betNumber: number, betAmount: amount } = checked.value;
    const line = { id: nextLineId.current++, session, betNumber: number, betAmount: amount };
    setLines([...lines, line]);
    setLineProblems(new Map());
    // The amount stays for the next number: slips mostly stake the same on each.
    setBetNumber('');
    setAttempted(false);
  };

  const removeLine = (id: number) => {
    setLines(lines.filter((line) => line.id !== id));
    setLineProblems(new Map());
  };

  const sendSlip = async () => {
    if (busy || !game) return;
    const sent = lines;
    const request = slipRequest(sent, { gameId: game._id, betType, gameDate: betGameDate(game, serverNow()) });
    const ok = await placeSlip(request, (error) => {
      const { byLine, others } = problemsByLine(sent, error.errors);
      setLineProblems(new Map([...byLine].map(([id, items]) => [id, items.map(fieldErrorText)])));
      return byLine.size > 0 ? others.map(fieldErrorText) : errorMessages(error, t.bet.failed);
    });
    if (ok) {
      setLines([]);
      setPlaced(true);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // With a slip under way, the form adds its number to the slip.
    if (lines.length > 0) return addToSlip();
    setAttempted(true);
    // The minute of the press itself, not of the last tick.
    const pressedAt = istMinutes(serverNow());
    const checked = checkBetForm({ game, betType, session, betNumber, betAmount, balance, nowMinutes: pressedAt });
    if (!checked.ok) {
      notify.error(problemText(checked.problems[0]!));
      return;
    }
    const ok = await place({ ...checked.value, gameDate: betGameDate(game, serverNow()) });
    if (ok) {
      setBetNumber('');
      setBetAmount('');
      setAmountTouched(false);
      setAttempted(false);
      setPlaced(true);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {gameIdFromUrl === undefined ? (
        <GamePicker
          games={games}
          betType={betType}
          nowMinutes={nowMinutes}
          value={pickedGameId}
          onChange={setPickedGameId}
          problem={gameProblem}
          disabled={busy}
        />
      ) : (
        game && (
          <div className={styles.gameCard}>
            <p className={styles.gameName}>{game.gameName}</p>
            <p className={styles.gameTimes}>{gameTimes(game)}</p>
          </div>
        )
      )}

      {closedToday ? null : hasSession ? (
        <SessionToggle value={session} onChange={chooseSession} notice={notice} disabled={busy} />
      ) : (
        notice && <TimingNotice notice={notice} />
      )}

      <BetNumberField
        betType={betType}
        session={session}
        value={betNumber}
        onChange={setBetNumber}
        problem={numberProblem ? problemText(numberProblem) : null}
        disabled={busy}
      />

      <div className={styles.field}>
        <label htmlFor={amountId} className={styles.label}>
          {t.bet.betAmount}
        </label>
        <input
          id={amountId}
          name="betAmount"
          className={`${styles.input} ${styles.amountInput}`}
          type="number"
          inputMode="numeric"
          min={MIN_BET}
          max={MAX_BET}
          step={1}
          placeholder={t.bet.betAmountPlaceholder}
          value={betAmount}
          disabled={busy}
          aria-invalid={amountProblem ? true : undefined}
          aria-describedby={amountProblem ? amountProblemId : undefined}
          onChange={(event) => setBetAmount(event.target.value)}
          onBlur={() => setAmountTouched(true)}
        />
        {amountProblem && (
          <p id={amountProblemId} className={styles.problem}>
            {problemText(amountProblem)}
          </p>
        )}
        {slipping && (
          <QuickAmounts
            label={t.bet.quickAmounts}
            amounts={BET_QUICK_AMOUNTS}
            selected={betAmount === '' ? null : Number(betAmount)}
            onPick={(amount) => setBetAmount(String(amount))}
            disabled={busy}
          />
        )}
      </div>

      <div className={styles.potentialWin} aria-live="polite">
        <span>{t.bet.potentialWin}</span>
        <strong data-testid="potential-win">{formatRupees(win)}</strong>
      </div>

      {betNumber !== '' && (
        <BetSummary
          gameName={game?.gameName ?? null}
          sessionLabel={sessionLabel(session)}
          typeLabel={betTypeText(betType, wireSession(betType, session))}
          betNumber={betNumber}
          betAmount={betAmount}
        />
      )}

      {slipping && (
        <Button
          variant="secondary"
          block
          disabled={busy || closedReason !== null}
          aria-describedby={closedReason ? closedReasonId : undefined}
          onClick={addToSlip}
          data-testid="add-to-slip"
        >
          {t.slip.addToSlip}
        </Button>
      )}
      {closedReason && (
        <p id={closedReasonId} className={styles.closedReason} data-testid="place-bet-reason">
          <span aria-hidden="true">✕ </span>
          {closedReason}
        </p>
      )}
      {lines.length === 0 ? (
        <Button
          type="submit"
          block
          disabled={busy || closedReason !== null}
          aria-describedby={closedReason ? closedReasonId : undefined}
        >
          {placing ? t.bet.placingBet : t.bet.placeBet}
        </Button>
      ) : (
        <BetSlipPanel
          lines={lines}
          sessionLabel={(line) => sessionLabel(line.session)}
          problems={lineProblems}
          onRemove={removeLine}
          onPlace={() => void sendSlip()}
          placing={placingSlip}
          disabled={placed}
        />
      )}
    </form>
  );
}

/** `/bet/{betTypePath}` and `/bet/{betTypePath}/{gameId}`: one screen for the seven daily bet types. */
export default function BetScreen() {
  const { betTypePath, gameId } = useParams();
  const { user } = useSnapshot(sessionStore);
  const betType = betTypeFromPath(betTypePath ?? '');
  const maintenance = useMaintenance();
  // The router mounts this screen only for the seven bet types and signed-in players.
  if (!isBetTypePath(betTypePath) || !betType || !user) return null;
  // Inactive players may read but not bet.
  if (user.isActive === false) return <Navigate to={paths.dashboard.getHref()} replace />;

  return (
    <ScreenLayout
      title={t.betTypes[betTypePath]}
      backTo={paths.dashboard.getHref()}
      actions={
        <span className={styles.balance} data-testid="balance">
          <span className="visually-hidden">{t.bet.balance} </span>
          {formatRupees(user.balance)}
        </span>
      }
    >
      <MaintenanceBanner maintenance={maintenance} for={['betting']} />
      <BetForm key={`${betType}/${gameId ?? ''}`} betType={betType} gameIdFromUrl={gameId} balance={user.balance} />
    </ScreenLayout>
  );
}
