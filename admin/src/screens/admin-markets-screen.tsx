import { useCallback, useState } from 'react';
import { displayResult } from '../../../src/domain/result';
import { clockTimeToDisplay } from '../../../src/domain/time';
import { GAME_RATE_ROWS } from '../../../src/domain/bet-types';
import {
  createGame,
  deactivateGame,
  fetchGameRates,
  fetchGames,
  saveGameRates,
  updateGame,
  type GameRates,
} from '../api';
import type { DailyMarket, DailyMarketInput } from '../calendar-api';
import { text } from '../text';
import { Detail } from '../ui/details';
import { Screen, Section } from '../ui/screen';
import { WhenLoaded } from '../ui/states';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import { GameList, type GameKind } from './game-list';
import { HistoryImportDialog } from './history-import-dialog';
import { MarketCalendarDetails } from './market-calendar-details';
import { MarketForm } from './market-form';
import { DAILY_PAYOUTS } from './rate-payouts';
import { RatesEditor } from './rates-editor';

const t = text.markets;

const dailyMarkets: GameKind<DailyMarketInput, DailyMarket> = {
  texts: { ...t, schedule: (game) => t.times(clockTimeToDisplay(game.openTime), clockTimeToDisplay(game.closeTime)) },
  Form: MarketForm,
  create: createGame,
  update: updateGame,
  deactivate: deactivateGame,
};

/**
 * Daily markets: create, edit (the weekdays they run among it), import past results, deactivate (history stays) and activate again; the daily game
 * rates.
 */
export default function MarketsScreen() {
  const games = useLoad(useCallback((): Promise<DailyMarket[]> => fetchGames(), []), t.loadFailed);
  const rates = useLoad(useCallback(() => fetchGameRates(), []), t.ratesLoadFailed);
  const [importing, setImporting] = useState<DailyMarket | null>(null);

  return (
    <Screen title={t.title}>
      <GameList
        kind={dailyMarkets}
        games={games}
        listId="markets-list"
        onImportHistory={setImporting}
        details={(game) => (
          <>
            <Detail term={t.openTime}>{clockTimeToDisplay(game.openTime)}</Detail>
            <Detail term={t.closeTime}>{clockTimeToDisplay(game.closeTime)}</Detail>
            <MarketCalendarDetails game={game} />
            {game.result !== undefined && <Detail term={t.todayResult}>{displayResult(game.result)}</Detail>}
          </>
        )}
        editFormId="edit-market-form"
      />

      <Section title={t.ratesTitle}>
        <div className={ui.card}>
          <p className={ui.muted}>{t.ratesHint}</p>
          <WhenLoaded load={rates}>
            {(initial) => (
              <>
                {initial === null && <p className={ui.muted}>{t.ratesNotSet}</p>}
                <RatesEditor
                  rows={GAME_RATE_ROWS}
                  initial={initial}
                  rule={DAILY_PAYOUTS}
                  save={(next) => saveGameRates(next as GameRates)}
                  savedText={t.ratesSaved}
                />
              </>
            )}
          </WhenLoaded>
        </div>
      </Section>

      {importing && (
        <HistoryImportDialog game={importing} onClose={() => setImporting(null)} onImported={games.reload} />
      )}
    </Screen>
  );
}
