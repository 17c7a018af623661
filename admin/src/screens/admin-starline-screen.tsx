import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { STARLINE_RATE_ROWS } from '../../../src/domain/bet-types';
import { starlineDeclareBlock } from '../../../src/domain/results-due';
import { clockTimeToDisplay, istMinutes } from '../../../src/domain/time';
import { useServerNow } from '../../../src/sync/use-server-now';
import {
  createStarlineGame,
  deactivateStarlineGame,
  declareStarlineResult,
  fetchStarlineGames,
  fetchStarlineRates,
  previewStarlineResult,
  revertStarlineResult,
  saveStarlineRates,
  updateStarlineGame,
  type StarlineGameRates,
  type StarlineResultDeclared,
  type StarlineResultInput,
  type StarlineResultPreview,
} from '../api';
import {
  correctStarlineResult,
  voidStarlineDraw,
  type StarlineMarket,
  type StarlineMarketInput,
} from '../calendar-api';
import { fetchStarlineExposure } from '../insight-api';
import { formatCalendarDay, formatRupees } from '../format';
import { text } from '../text';
import { Detail } from '../ui/details';
import { Screen, Section } from '../ui/screen';
import { Empty, LoadError, Loading, WhenLoaded } from '../ui/states';
import { Tabs } from '../ui/tabs';
import { useStarlineExposure } from '../ui/use-exposure';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import { declareBlockText, starlineResultText } from './declaration';
import { DeclarationPanel, type DeclarationKind } from './declaration-panel';
import { GameList, type GameKind } from './game-list';
import { MarketCalendarDetails } from './market-calendar-details';
import { STARLINE_PAYOUTS } from './rate-payouts';
import { RatesEditor } from './rates-editor';
import { StarlineGameForm } from './starline-game-form';
import { useDeclaration } from './use-declaration';
import { useResultTarget } from './use-result-target';

const t = text.starline;
type Tab = 'games' | 'rates' | 'results';

/** Hourly Starline games, their rates, and their one result panna per day. */
export default function StarlineScreen() {
  // A draw chosen from the results to declare arrives as `?game=…`: its declaration opens at once.
  const askedGame = useSearchParams()[0].get('game');
  const [tab, setTab] = useState<Tab>(askedGame ? 'results' : 'games');
  const games = useLoad(useCallback((): Promise<StarlineMarket[]> => fetchStarlineGames(), []), t.loadFailed);

  return (
    <Screen title={t.title}>
      <Tabs
        label={t.title}
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'games', label: t.tabGames },
          { value: 'rates', label: t.tabRates },
          { value: 'results', label: t.tabResults },
        ]}
      />
      <div role="tabpanel" aria-label={tab === 'games' ? t.tabGames : tab === 'rates' ? t.tabRates : t.tabResults}>
        {tab === 'games' && <StarlineGames games={games} />}
        {tab === 'rates' && <StarlineRates />}
        {tab === 'results' && <StarlineResults games={games} askedGame={askedGame} />}
      </div>
    </Screen>
  );
}

type GamesLoad = ReturnType<typeof useLoad<StarlineMarket[]>>;

const starlineGames: GameKind<StarlineMarketInput, StarlineMarket> = {
  texts: {
    ...t,
    listTitle: t.tabGames,
    filterLabel: t.tabGames,
    schedule: (game) => t.opens(clockTimeToDisplay(game.openTime)),
  },
  Form: StarlineGameForm,
  create: createStarlineGame,
  update: updateStarlineGame,
  deactivate: deactivateStarlineGame,
};

const byOpenTime = (a: StarlineMarket, b: StarlineMarket) => a.openTime.localeCompare(b.openTime);

function StarlineGames({ games }: { games: GamesLoad }) {
  return (
    <div className={ui.form}>
      <GameList
        kind={starlineGames}
        games={games}
        order={byOpenTime}
        nameAfter={(game) => game.gameNameHindi && <span lang="hi"> · {game.gameNameHindi}</span>}
        details={(game) => (
          <>
            <Detail term={t.openTime}>{clockTimeToDisplay(game.openTime)}</Detail>
            <Detail term={t.minBet}>{formatRupees(game.minBet)}</Detail>
            <Detail term={t.maxBet}>{formatRupees(game.maxBet)}</Detail>
            <MarketCalendarDetails game={game} />
            {game.result !== undefined && (
              <Detail term={t.resultLabel}>
                {game.result !== '***' && game.result ? starlineResultText(game.result) : '***'}
              </Detail>
            )}
          </>
        )}
        editFormId="edit-starline-form"
      />
    </div>
  );
}

function StarlineRates() {
  const rates = useLoad(useCallback(() => fetchStarlineRates(), []), t.ratesLoadFailed);
  return (
    <Section title={t.ratesTitle}>
      <div className={ui.card}>
        <p className={ui.muted}>{t.ratesHint}</p>
        <WhenLoaded load={rates}>
          {(initial) => (
            <RatesEditor
              rows={STARLINE_RATE_ROWS}
              initial={initial}
              rule={STARLINE_PAYOUTS}
              save={(next) => saveStarlineRates(next as StarlineGameRates)}
              savedText={t.ratesSaved}
            />
          )}
        </WhenLoaded>
      </div>
    </Section>
  );
}

const starlineDeclaration: DeclarationKind<StarlineResultInput, StarlineResultDeclared, StarlineMarket> = {
  declare: declareStarlineResult,
  revert: revertStarlineResult,
  voidDraw: ({ gameId, gameDate = '' }, _scope, reason) => voidStarlineDraw({ gameId, gameDate, reason }),
  correct: ({ gameId, gameDate = '', pana }, reason) => correctStarlineResult({ gameId, gameDate, pana, reason }),
  voidScopes: ['day'],
  pendingOf: async ({ gameId, gameDate = '' }) => (await fetchStarlineExposure({ gameId, gameDate })).pending,
  auditKind: 'starline_result',
  declaredResult: (_reply, request) => starlineResultText(request.pana),
  gameOption: (game) => `${game.gameName} (${clockTimeToDisplay(game.openTime)})`,
  targetClassName: ui.formGrid,
  currentClassName: ui.muted,
  texts: { ...t, title: t.resultTitle, gameLabel: t.game },
};

function StarlineResults({ games, askedGame }: { games: GamesLoad; askedGame: string | null }) {
  const place = useResultTarget(games.state.data);
  const { game, today, day } = place;
  const now = useServerNow();
  useEffect(() => {
    if (askedGame) place.chooseGame(askedGame);
    // Only a new choice from the list moves the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [askedGame]);
  const exposure = useStarlineExposure(game?._id, day);
  const target = game ? { gameId: game._id, gameDate: day } : null;
  const declaration = useDeclaration<StarlineResultInput, StarlineResultPreview>(target, previewStarlineResult);
  const { reading, previewed } = declaration;
  const declaredToday = game && game.result && game.result !== '***' ? game.result : null;

  const block = game && day === today ? starlineDeclareBlock(game, istMinutes(now), game.digit) : null;
  const blockText = block && declareBlockText(block);

  if (games.state.status === 'loading' && !games.state.data) return <Loading />;
  if (games.state.status === 'error' && !games.state.data) {
    return <LoadError message={games.state.message} onRetry={games.reload} />;
  }
  if (!game) return <Empty>{t.empty}</Empty>;

  return (
    <DeclarationPanel
      kind={starlineDeclaration}
      declaration={declaration}
      place={place}
      exposure={exposure}
      current={day === today ? (declaredToday ? starlineResultText(declaredToday) : '***') : undefined}
      resultText={reading.state === 'valid' ? starlineResultText(reading.panna) : null}
      alreadyDeclared={previewed?.declaredPana || null}
      declareBlocked={blockText}
      canRevert={day !== today || declaredToday !== null}
      voided={day === today && game.voided ? 'day' : null}
      declaredIn={() => (day === today ? declaredToday !== null : previewed?.declaredPana != null)}
      revertBody={t.revertBody(game.gameName, formatCalendarDay(day))}
      onChanged={games.reload}
    />
  );
}
