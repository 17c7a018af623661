import { useCallback, useState } from 'react';
import { displayResult } from '../../../src/domain/result';
import { clockTimeToDisplay } from '../../../src/domain/time';
import { serverNow } from '../../../src/state/clock';
import { Button } from '../../../src/ui/button';
import {
  declareResult,
  fetchGames,
  previewResult,
  revertResult,
  type DailyResultPreview,
  type DeclareResultInput,
  type SessionName,
} from '../api';
import { formatCalendarDay, formatCount, formatRupees } from '../format';
import { insightText } from '../insight-text';
import { text } from '../text';
import { AuditTrail } from '../ui/audit-trail';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { BesideExposure, ExposurePanel } from '../ui/exposure-panel';
import { showError, showSuccess } from '../ui/feedback';
import { Field, SelectField } from '../ui/field';
import { Screen, Section } from '../ui/screen';
import { Empty, LoadError, Loading, Outcome } from '../ui/states';
import { useDailyExposure } from '../ui/use-exposure';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import styles from './admin-results-screen.module.css';
import { declarationWait, declaredPannaOf, readPanna, resultAfterDeclaring } from './declaration';
import { PannaField } from './panna-field';
import { SessionChoice } from './session-choice';
import { SettlementSummary } from './settlement-summary';
import { useResultTarget } from './use-result-target';

const t = text.results;

function sameRequest(a: DeclareResultInput | null, b: DeclareResultInput | null): boolean {
  return !!a && !!b && a.gameId === b.gameId && a.session === b.session && a.pana === b.pana && a.gameDate === b.gameDate;
}

/** Declare a daily market's open or close panna after previewing what it settles; revert a declaration. */
export default function ResultsScreen() {
  const games = useLoad(useCallback(() => fetchGames(), []), t.gamesLoadFailed);
  const { list: markets, gameId, game, chooseGame, today, day, chooseDay } = useResultTarget(games.state.data);
  const [session, setSession] = useState<SessionName>('open');
  const [panna, setPanna] = useState('');
  const [preview, setPreview] = useState<{ request: DeclareResultInput; answer: DailyResultPreview } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [confirming, setConfirming] = useState<'declare' | 'revert' | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  // Bumped by each declaration or revert, so the day's history is read again.
  const [changes, setChanges] = useState(0);
  const exposure = useDailyExposure(game?._id, session, day);

  const reading = readPanna(panna);
  const request: DeclareResultInput | null =
    game && reading.state === 'valid' ? { gameId: game._id, session, pana: reading.panna, gameDate: day } : null;
  const previewIsCurrent = preview !== null && sameRequest(preview.request, request);
  // Today's result string comes with the market; another day's comes back with its preview.
  const currentResult = day === today ? game?.result : undefined;
  const derivedResult =
    previewIsCurrent
      ? preview.answer.result
      : reading.state === 'valid'
        ? resultAfterDeclaring(currentResult, session, reading.panna)
        : null;
  const alreadyDeclared =
    previewIsCurrent && preview.answer.declaredPana ? preview.answer.declaredPana : declaredPannaOf(currentResult, session);

  const wait = game && day === today ? declarationWait(game, session, serverNow()) : null;

  // Today's declarations are known from the market; another day's only once previewed (else let the server say).
  const canRevert = alreadyDeclared !== null || (day !== today && !previewIsCurrent);

  const runPreview = async () => {
    if (!request) return;
    setPreviewing(true);
    setOutcome(null);
    try {
      setPreview({ request, answer: await previewResult(request) });
    } catch (error) {
      setPreview(null);
      showError(error, t.previewFailed);
    } finally {
      setPreviewing(false);
    }
  };

  const declare = async () => {
    if (!request || !game) return false;
    try {
      const reply = await declareResult(request);
      const { settled, won, paid } = reply.settlement;
      showSuccess(reply.message, t.declared);
      setOutcome(`${game.gameName} · ${formatCalendarDay(day)} — ${t.declaredOutcome(reply.result, settled, won, formatRupees(paid))}`);
      setPanna('');
      setPreview(null);
      setChanges((count) => count + 1);
      games.reload();
      exposure.reload();
    } catch (error) {
      showError(error, t.declareFailed);
      return false;
    }
  };

  const revert = async () => {
    if (!game) return false;
    try {
      const reply = await revertResult({ gameId: game._id, session, gameDate: day });
      showSuccess(reply.message, t.reverted);
      setOutcome(`${game.gameName} · ${formatCalendarDay(day)} · ${session === 'open' ? t.open : t.close} — ${reply.message}`);
      setPreview(null);
      setChanges((count) => count + 1);
      games.reload();
      exposure.reload();
    } catch (error) {
      showError(error, t.revertFailed);
      return false;
    }
  };

  const sessionLabel = session === 'open' ? t.open : t.close;

  return (
    <Screen title={t.title}>
      {games.state.status === 'loading' && !games.state.data && <Loading />}
      {games.state.status === 'error' && !games.state.data && <LoadError message={games.state.message} onRetry={games.reload} />}
      {games.state.data && markets.length === 0 && <Empty>{t.noMarkets}</Empty>}
      {game && (
        <Section title={t.declare}>
          <BesideExposure exposure={<ExposurePanel load={exposure} />}>
            <form
              className={`${ui.card} ${ui.form}`}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void runPreview();
              }}
            >
              <div className={styles.where}>
                <SelectField
                  label={t.market}
                  value={game._id}
                  onChange={(value) => {
                    chooseGame(value);
                    setPreview(null);
                  }}
                  options={markets.map((market) => ({
                    value: market._id,
                    label: `${market.gameName} (${clockTimeToDisplay(market.openTime)} – ${clockTimeToDisplay(market.closeTime)})${market.isActive ? '' : ` · ${text.common.inactive}`}`,
                  }))}
                />
                <Field label={t.day} type="date" value={day} max={today} onChange={(e) => chooseDay(e.target.value || today)} />
              </div>
              {currentResult !== undefined && (
                <p className={styles.current}>
                  {t.current}: <strong data-testid="current-result">{displayResult(currentResult)}</strong>
                </p>
              )}
              <SessionChoice value={session} onChange={setSession} />
              <PannaField value={panna} onChange={setPanna} reading={reading} resultText={derivedResult} />
              {alreadyDeclared && <p className={ui.muted}>{t.alreadyDeclared(alreadyDeclared)}</p>}
              {wait && (
                <p className={ui.muted} data-testid="declarable-from">
                  {t.declarableFrom(wait.session, clockTimeToDisplay(wait.time))}
                </p>
              )}
              <div className={ui.formActions}>
                <Button type="submit" variant="secondary" disabled={!request || previewing || wait !== null}>
                  {previewing ? t.previewing : t.preview}
                </Button>
                <Button
                  className={ui.good}
                  disabled={!previewIsCurrent || wait !== null}
                  onClick={() => {
                    // What is at stake is read again as the operator confirms, not as it was when the session was chosen.
                    exposure.reload();
                    setConfirming('declare');
                  }}
                >
                  {t.declare}
                </Button>
                <Button variant="secondary" onClick={() => setConfirming('revert')} disabled={!canRevert}>
                  {t.revert}
                </Button>
              </div>
              {preview && !previewIsCurrent && <p className={ui.muted}>{t.previewStale}</p>}
              {previewIsCurrent && <SettlementSummary title={t.previewTitle} settlement={preview.answer.settlement} result={derivedResult} />}
              <Outcome>{outcome}</Outcome>
            </form>
          </BesideExposure>
        </Section>
      )}

      {game && (
        <AuditTrail
          key={`${game._id}:${day}:${changes}`}
          targetKind="result"
          targetId={`${game._id}:${day}`}
          label={`${game.gameName} · ${formatCalendarDay(day)}`}
        />
      )}

      {games.state.data && markets.length > 0 && (
        <Section title={t.todayBoard}>
          <ul className={styles.board}>
            {markets
              .filter((market) => market.isActive)
              .map((market) => (
                <li key={market._id}>
                  <button
                    type="button"
                    className={styles.boardRow}
                    aria-pressed={market._id === gameId && day === today}
                    onClick={() => {
                      chooseGame(market._id);
                      chooseDay(null);
                      setPreview(null);
                    }}
                  >
                    <span className={styles.boardName}>
                      {market.gameName}
                      <span className={styles.boardTimes}>
                        {clockTimeToDisplay(market.openTime)} – {clockTimeToDisplay(market.closeTime)}
                      </span>
                    </span>
                    <span className={styles.boardResult}>{displayResult(market.result)}</span>
                  </button>
                </li>
              ))}
          </ul>
        </Section>
      )}

      {confirming === 'declare' && request && game && previewIsCurrent && (
        <ConfirmDialog title={t.confirmDeclareTitle} confirmLabel={t.declare} onConfirm={declare} onCancel={() => setConfirming(null)}>
          <dl className={ui.summary}>
            <dt>{t.market}</dt>
            <dd>{game.gameName}</dd>
            <dt>{t.day}</dt>
            <dd>{formatCalendarDay(day)}</dd>
            <dt>{t.session}</dt>
            <dd>{sessionLabel}</dd>
            <dt>{t.panna}</dt>
            <dd>{request.pana}</dd>
            <dt>{t.ank}</dt>
            <dd>{reading.state === 'valid' ? reading.ank : ''}</dd>
            <dt>{t.resultString}</dt>
            <dd>{derivedResult}</dd>
            <dt>{insightText.exposure.pendingStakes}</dt>
            <dd data-testid="confirm-pending-stakes">{exposure.state.data ? formatRupees(exposure.state.data.pending.stakes) : text.common.loading}</dd>
            <dt>{t.settles}</dt>
            <dd>{formatCount(preview.answer.settlement.settled)}</dd>
            <dt>{t.winners}</dt>
            <dd>{formatCount(preview.answer.settlement.won)}</dd>
            <dt>{t.payout}</dt>
            <dd>{formatRupees(preview.answer.settlement.paid)}</dd>
          </dl>
          <p className={ui.muted}>{t.confirmDeclareBody}</p>
        </ConfirmDialog>
      )}

      {confirming === 'revert' && game && (
        <ConfirmDialog title={t.revertTitle} confirmLabel={t.revert} tone="danger" onConfirm={revert} onCancel={() => setConfirming(null)}>
          <p>{t.revertBody(sessionLabel.toLowerCase(), game.gameName, formatCalendarDay(day))}</p>
        </ConfirmDialog>
      )}
    </Screen>
  );
}
