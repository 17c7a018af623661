import { useCallback, useMemo, useState } from 'react';
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
  type AdminGame,
  type GameRates,
} from '../api';
import { text } from '../text';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Detail, Details } from '../ui/details';
import { EditDialog } from '../ui/edit-dialog';
import { sendChange } from '../ui/feedback';
import { ListRow, PagedList, pageOfList, useListFilter } from '../ui/paged-list';
import { Screen, Section } from '../ui/screen';
import { WhenLoaded } from '../ui/states';
import { ActiveBadge } from '../ui/status-badge';
import { ACTIVE_FILTERS, passesActiveFilter, StatusFilter, type ActiveFilter } from '../ui/status-filter';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import { GameActions } from './game-actions';
import { HistoryImportDialog } from './history-import-dialog';
import { MarketForm } from './market-form';
import { RatesEditor } from './rates-editor';

const t = text.markets;

/** Daily markets: create, edit, import past results, deactivate (history stays) and activate again; the daily game rates. */
export default function MarketsScreen() {
  const games = useLoad(useCallback(() => fetchGames(), []), t.loadFailed);
  const rates = useLoad(useCallback(() => fetchGameRates(), []), t.ratesLoadFailed);
  const { filter, chooseFilter, page, setPage } = useListFilter<ActiveFilter>('all');
  const [editing, setEditing] = useState<AdminGame | null>(null);
  const [toggling, setToggling] = useState<AdminGame | null>(null);
  const [importing, setImporting] = useState<AdminGame | null>(null);

  const visible = useMemo(() => {
    const list = (games.state.data ?? []).filter((game) => passesActiveFilter(filter, game.isActive));
    return pageOfList(list, page);
  }, [games.state.data, filter, page]);

  const save = async (change: () => Promise<{ message?: string } | undefined>, success: string) => {
    const saved = await sendChange(change, success, text.common.somethingWentWrong);
    if (saved) games.reload();
    return saved;
  };

  return (
    <Screen title={t.title}>
      <Section title={t.createTitle}>
        <div className={ui.card}>
          <MarketForm submitLabel={t.create} busyLabel={t.creating} onSubmit={(input) => save(() => createGame(input), t.created)} />
        </div>
      </Section>

      <Section title={t.listTitle} id="markets-list">
        <StatusFilter label={t.filterLabel} options={ACTIVE_FILTERS} value={filter} onChange={chooseFilter} />
        <PagedList load={games} page={games.state.data && visible} empty={t.empty} onPage={setPage}>
          {(game) => (
            <ListRow
              key={game._id}
              title={<h4 className={ui.rowTitle}>{game.gameName}</h4>}
              badge={<ActiveBadge active={game.isActive} />}
              actions={
                <GameActions
                  game={game}
                  onEdit={() => setEditing(game)}
                  onImportHistory={() => setImporting(game)}
                  onToggle={() => setToggling(game)}
                />
              }
            >
              <Details>
                <Detail term={t.openTime}>{clockTimeToDisplay(game.openTime)}</Detail>
                <Detail term={t.closeTime}>{clockTimeToDisplay(game.closeTime)}</Detail>
                {game.result !== undefined && <Detail term={t.todayResult}>{displayResult(game.result)}</Detail>}
              </Details>
            </ListRow>
          )}
        </PagedList>
      </Section>

      <Section title={t.ratesTitle}>
        <div className={ui.card}>
          <p className={ui.muted}>{t.ratesHint}</p>
          <WhenLoaded load={rates}>
            {(initial) => (
              <>
                {initial === null && <p className={ui.muted}>{t.ratesNotSet}</p>}
                <RatesEditor rows={GAME_RATE_ROWS} initial={initial} save={(next) => saveGameRates(next as GameRates)} savedText={t.ratesSaved} />
              </>
            )}
          </WhenLoaded>
        </div>
      </Section>

      {editing && (
        <EditDialog title={t.editTitle(editing.gameName)} formId="edit-market-form" onClose={() => setEditing(null)}>
          <MarketForm
            formId="edit-market-form"
            hideButtons
            initial={editing}
            submitLabel={text.common.save}
            onSubmit={async (input) => {
              const saved = await save(() => updateGame(editing._id, input), t.updated);
              if (saved) setEditing(null);
              return saved;
            }}
          />
        </EditDialog>
      )}

      {importing && <HistoryImportDialog game={importing} onClose={() => setImporting(null)} onImported={games.reload} />}

      {toggling && (
        <ConfirmDialog
          title={toggling.isActive ? t.deactivateTitle : t.activate}
          confirmLabel={toggling.isActive ? t.deactivate : t.activate}
          tone={toggling.isActive ? 'danger' : 'primary'}
          onConfirm={() =>
            toggling.isActive
              ? save(() => deactivateGame(toggling._id), t.deactivated)
              : save(() => updateGame(toggling._id, { isActive: true }), t.activated)
          }
          onCancel={() => setToggling(null)}
        >
          <p>{toggling.isActive ? t.deactivateBody(toggling.gameName) : t.times(clockTimeToDisplay(toggling.openTime), clockTimeToDisplay(toggling.closeTime))}</p>
        </ConfirmDialog>
      )}
    </Screen>
  );
}
