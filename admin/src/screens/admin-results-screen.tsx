import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { displayResult } from '../../../src/domain/result';
import { dailyDeclareBlock, OVERDUE_AFTER_MINUTES } from '../../../src/domain/results-due';
import { clockTimeToDisplay, istMinutes } from '../../../src/domain/time';
import { useServerNow } from '../../../src/sync/use-server-now';
import {
  declareResult,
  fetchGames,
  fetchStarlineGames,
  previewResult,
  revertResult,
  type DailyDeclaredResult,
  type DailyResultPreview,
  type DeclareResultInput,
  type SessionName,
} from '../api';
import { correctDailyResult, voidDailyDraw, type DailyMarket, type StarlineMarket } from '../calendar-api';
import { declaringText } from '../declaring-text';
import { fetchExposure } from '../insight-api';
import { formatCalendarDay } from '../format';
import { text } from '../text';
import { AuditTrail } from '../ui/audit-trail';
import { Screen, Section } from '../ui/screen';
import { Empty, LoadError, Loading } from '../ui/states';
import { useDailyExposure } from '../ui/use-exposure';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import styles from './admin-results-screen.module.css';
import { declarationWait, declareBlockText, declaredPannaOf, resultAfterDeclaring } from './declaration';
import { DeclarationPanel, type DeclarationKind } from './declaration-panel';
import type { VoidScope } from './result-change-dialogs';
import { closedToday } from './market-calendar-details';
import { voidedLabel } from './result-change-dialogs';
import { ResultsDueList } from './results-due-list';
import { useDeclaration } from './use-declaration';
import { useResultTarget } from './use-result-target';

const t = text.results;

/** The sessions a void covers: both for the whole day. */
const sessionsOf = (scope: VoidScope): SessionName[] => (scope === 'day' ? ['open', 'close'] : [scope]);

const dailyDeclaration: DeclarationKind<DeclareResultInput, DailyDeclaredResult, DailyMarket> = {
  declare: declareResult,
  revert: revertResult,
  voidDraw: ({ gameId, gameDate = '' }, scope, reason) =>
    voidDailyDraw({ gameId, gameDate, session: scope === 'day' ? null : scope, reason }),
  correct: ({ gameId, gameDate = '', session, pana }, reason) =>
    correctDailyResult({ gameId, gameDate, session, pana, reason }),
  voidScopes: ['day', 'open', 'close'],
  // The close's exposure is read only once the open is declared: until then the close's bets are not counted.
  pendingOf: async ({ gameId, gameDate = '' }, scope) => {
    const exposures = await Promise.allSettled(
      sessionsOf(scope).map((session) => fetchExposure({ gameId, gameDate, session })),
    );
    const counted = exposures.flatMap((read) => (read.status === 'fulfilled' ? [read.value.pending] : []));
    if (counted.length === 0) return null;
    return {
      bets: counted.reduce((sum, pending) => sum + pending.bets, 0),
      stakes: counted.reduce((sum, pending) => sum + pending.stakes, 0),
      partial: counted.length < exposures.length,
    };
  },
  auditKind: 'result',
  declaredResult: (reply) => reply.result,
  gameOption: (market) =>
    `${market.gameName} (${clockTimeToDisplay(market.openTime)} – ${clockTimeToDisplay(market.closeTime)})`,
  targetClassName: styles.where,
  currentClassName: styles.current,
  texts: { ...t, title: t.declare, gameLabel: t.market },
};

/**
 * Declare a daily market's open or close panna after previewing what it settles; revert or correct a declaration;
 * void a day or a session, refunding its bets.
 */
export default function ResultsScreen() {
  const games = useLoad(useCallback((): Promise<DailyMarket[]> => fetchGames(), []), t.gamesLoadFailed);
  // Starline draws join the list of results to declare; without them the daily sessions are listed alone.
  const starline = useLoad(
    useCallback((): Promise<StarlineMarket[] | null> => fetchStarlineGames().catch(() => null), []),
    t.gamesLoadFailed,
  );
  const now = useServerNow();
  const place = useResultTarget(games.state.data);
  const { list: markets, gameId, game, today, day, chooseDay } = place;
  const [session, setSession] = useState<SessionName>('open');
  // A result chosen from the list (here or on the overview) arrives as `?game=…&session=…`.
  const [search] = useSearchParams();
  const askedGame = search.get('game');
  const askedSession = search.get('session');
  // Bumped by each declaration or revert, so the day's history is read again.
  const [changes, setChanges] = useState(0);
  const exposure = useDailyExposure(game?._id, session, day);
  const target = game ? { gameId: game._id, session, gameDate: day } : null;
  const declaration = useDeclaration<DeclareResultInput, DailyResultPreview>(target, previewResult);
  const { reading, previewed } = declaration;

  // Today's result string comes with the market; another day's comes back with its preview.
  const currentResult = day === today ? game?.result : undefined;
  const derivedResult = previewed
    ? previewed.result
    : reading.state === 'valid'
      ? resultAfterDeclaring(currentResult, session, reading.panna)
      : null;
  const alreadyDeclared = previewed?.declaredPana || declaredPannaOf(currentResult, session);
  const wait = game && day === today ? declarationWait(game, session, now) : null;
  const block = game && day === today ? dailyDeclareBlock(game, session, istMinutes(now)) : null;
  // Today's declarations are known from the market; another day's only once previewed (else let the server say).
  const canRevert = alreadyDeclared !== null || (day !== today && !previewed);
  const sessionLabel = session === 'open' ? t.open : t.close;

  // Another market's preview is dropped at once (another day's stays, marked stale).
  const chooseMarket = (marketId: string | null) => {
    place.chooseGame(marketId);
    declaration.clearPreview();
  };

  useEffect(() => {
    if (!askedGame) return;
    place.chooseGame(askedGame);
    chooseDay(null);
    if (askedSession === 'open' || askedSession === 'close') setSession(askedSession);
    declaration.clearPreview();
    window.scrollTo?.({ top: 0 });
    // Only a new choice from the list moves the form; the operator's own changes stay otherwise.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [askedGame, askedSession]);

  return (
    <Screen title={t.title}>
      {games.state.status === 'loading' && !games.state.data && <Loading />}
      {games.state.status === 'error' && !games.state.data && (
        <LoadError message={games.state.message} onRetry={games.reload} />
      )}
      {games.state.data && markets.length === 0 && <Empty>{t.noMarkets}</Empty>}
      <DeclarationPanel
        kind={dailyDeclaration}
        declaration={declaration}
        place={{ ...place, chooseGame: chooseMarket }}
        exposure={exposure}
        session={{ value: session, onChange: setSession }}
        current={currentResult !== undefined ? displayResult(currentResult) : undefined}
        resultText={derivedResult}
        alreadyDeclared={alreadyDeclared}
        declarableFrom={wait && t.declarableFrom(wait.session, clockTimeToDisplay(wait.time))}
        declareBlocked={block && declareBlockText(block)}
        canRevert={canRevert}
        voided={day === today ? (game?.voided ?? null) : null}
        declaredIn={(scope) => sessionsOf(scope).some((name) => declaredPannaOf(currentResult, name) !== null)}
        revertBody={game ? t.revertBody(sessionLabel.toLowerCase(), game.gameName, formatCalendarDay(day)) : ''}
        onChanged={() => {
          setChanges((count) => count + 1);
          games.reload();
        }}
      />

      {games.state.data && markets.length > 0 && (
        <Section title={declaringText.due.title}>
          <p className={ui.muted}>{declaringText.due.intro(OVERDUE_AFTER_MINUTES)}</p>
          <ResultsDueList daily={games.state.data} starline={starline.state.data ?? null} now={now} />
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
                      chooseMarket(market._id);
                      chooseDay(null);
                    }}
                  >
                    <span className={styles.boardName}>
                      {market.gameName}
                      <span className={styles.boardTimes}>
                        {clockTimeToDisplay(market.openTime)} – {clockTimeToDisplay(market.closeTime)}
                      </span>
                      <BoardState market={market} />
                    </span>
                    <span className={styles.boardResult}>{displayResult(market.result)}</span>
                  </button>
                </li>
              ))}
          </ul>
        </Section>
      )}
    </Screen>
  );
}

/** A market of today's board that does not run today, or whose day (or a session of it) is voided, says so. */
function BoardState({ market }: { market: DailyMarket }) {
  if (market.voided) return <span className={styles.boardTimes}>{voidedLabel(market.voided)}</span>;
  const closed = closedToday(market);
  return closed === null ? null : <span className={styles.boardTimes}>{closed}</span>;
}
