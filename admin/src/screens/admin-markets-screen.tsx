import { useCallback, useMemo, useState } from 'react';
import { displayResult } from '../../../src/domain/result';
import { clockTimeToDisplay } from '../../../src/domain/time';
import { GAME_RATE_ROWS } from '../../../src/domain/bet-types';
import { Button } from '../../../src/ui/button';
import {
  createGame,
  deactivateGame,
  fetchGameRates,
  fetchGames,
  pageFrom,
  saveGameRates,
  updateGame,
  type AdminGame,
  type GameInput,
  type GameRates,
} from '../api';
import { text } from '../text';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Dialog } from '../ui/dialog';
import { showError, showSuccess } from '../ui/feedback';
import { Pagination } from '../ui/pagination';
import { Screen, Section } from '../ui/screen';
import { Empty, LoadError, Loading } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { StatusFilter } from '../ui/status-filter';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import { MarketForm } from './market-form';
import { RatesEditor } from './rates-editor';

const t = text.markets;
type Filter = 'all' | 'active' | 'inactive';
const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'all', label: text.common.all },
  { value: 'active', label: text.common.active },
  { value: 'inactive', label: text.common.inactive },
];

/** Daily markets: create, edit, deactivate (history stays) and activate again; the daily game rates. */
export default function MarketsScreen() {
  const games = useLoad(useCallback(() => fetchGames(), []), t.loadFailed);
  const rates = useLoad(useCallback(() => fetchGameRates(), []), t.ratesLoadFailed);
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminGame | null>(null);
  const [toggling, setToggling] = useState<AdminGame | null>(null);

  const visible = useMemo(() => {
    const list = (games.state.data ?? []).filter((game) =>
      filter === 'all' ? true : filter === 'active' ? game.isActive : !game.isActive,
    );
    return pageFrom<AdminGame>(list, 'games', page);
  }, [games.state.data, filter, page]);

  const create = async (input: GameInput) => {
    try {
      const reply = await createGame(input);
      showSuccess(reply?.message, t.created);
      games.reload();
      return true;
    } catch (error) {
      showError(error, text.common.somethingWentWrong);
      return false;
    }
  };

  const saveEdit = async (input: GameInput) => {
    if (!editing) return false;
    try {
      const reply = await updateGame(editing._id, input);
      showSuccess(reply?.message, t.updated);
      setEditing(null);
      games.reload();
      return true;
    } catch (error) {
      showError(error, text.common.somethingWentWrong);
      return false;
    }
  };

  const toggleActive = async () => {
    if (!toggling) return;
    try {
      if (toggling.isActive) {
        const reply = await deactivateGame(toggling._id);
        showSuccess(reply?.message, t.deactivated);
      } else {
        const reply = await updateGame(toggling._id, { isActive: true });
        showSuccess(reply?.message, t.activated);
      }
      games.reload();
    } catch (error) {
      showError(error, text.common.somethingWentWrong);
      return false;
    }
  };

  return (
    <Screen title={t.title}>
      <Section title={t.createTitle}>
        <div className={ui.card}>
          <MarketForm submitLabel={t.create} busyLabel={t.creating} onSubmit={create} />
        </div>
      </Section>

      <Section title={t.listTitle} id="markets-list">
        <StatusFilter
          label={t.filterLabel}
          options={FILTERS}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
        />
        {games.state.status === 'loading' && !games.state.data && <Loading />}
        {games.state.status === 'error' && !games.state.data && <LoadError message={games.state.message} onRetry={games.reload} />}
        {games.state.data && visible.items.length === 0 && <Empty>{t.empty}</Empty>}
        {visible.items.length > 0 && (
          <ul className={ui.list}>
            {visible.items.map((game) => (
              <li key={game._id} className={ui.row}>
                <div className={ui.rowMain}>
                  <div className={ui.rowHead}>
                    <h4 className={ui.rowTitle}>{game.gameName}</h4>
                    <StatusBadge status={game.isActive ? 'active' : 'inactive'} label={game.isActive ? text.common.active : text.common.inactive} />
                  </div>
                  <dl className={ui.details}>
                    <div>
                      <dt>{t.openTime}</dt>
                      <dd>{clockTimeToDisplay(game.openTime)}</dd>
                    </div>
                    <div>
                      <dt>{t.closeTime}</dt>
                      <dd>{clockTimeToDisplay(game.closeTime)}</dd>
                    </div>
                    {game.result !== undefined && (
                      <div>
                        <dt>{t.todayResult}</dt>
                        <dd>{displayResult(game.result)}</dd>
                      </div>
                    )}
                  </dl>
                </div>
                <div className={ui.rowActions}>
                  <Button variant="secondary" onClick={() => setEditing(game)} aria-label={`${text.common.edit} ${game.gameName}`}>
                    {text.common.edit}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => setToggling(game)}
                    aria-label={`${game.isActive ? t.deactivate : t.activate} ${game.gameName}`}
                  >
                    {game.isActive ? t.deactivate : t.activate}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {games.state.data && <Pagination pagination={visible.pagination} onPage={setPage} />}
      </Section>

      <Section title={t.ratesTitle}>
        <div className={ui.card}>
          <p className={ui.muted}>{t.ratesHint}</p>
          {rates.state.status === 'loading' && <Loading />}
          {rates.state.status === 'error' && <LoadError message={rates.state.message} onRetry={rates.reload} />}
          {rates.state.status === 'ready' && (
            <>
              {rates.state.data === null && <p className={ui.muted}>{t.ratesNotSet}</p>}
              <RatesEditor
                rows={GAME_RATE_ROWS}
                initial={rates.state.data}
                saveLabel={t.saveRates}
                invalidText={t.rateInvalid}
                onSave={async (next) => {
                  try {
                    const reply = await saveGameRates(next as GameRates);
                    showSuccess(reply?.message, t.ratesSaved);
                  } catch (error) {
                    showError(error, text.common.somethingWentWrong);
                  }
                }}
              />
            </>
          )}
        </div>
      </Section>

      {editing && (
        <Dialog
          title={t.editTitle(editing.gameName)}
          onClose={() => setEditing(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setEditing(null)}>
                {text.common.cancel}
              </Button>
              <Button type="submit" form="edit-market-form">
                {text.common.save}
              </Button>
            </>
          }
        >
          <MarketForm formId="edit-market-form" hideButtons initial={editing} submitLabel={text.common.save} onSubmit={saveEdit} />
        </Dialog>
      )}

      {toggling && (
        <ConfirmDialog
          title={toggling.isActive ? t.deactivateTitle : t.activate}
          confirmLabel={toggling.isActive ? t.deactivate : t.activate}
          tone={toggling.isActive ? 'danger' : 'primary'}
          onConfirm={toggleActive}
          onCancel={() => setToggling(null)}
        >
          <p>{toggling.isActive ? t.deactivateBody(toggling.gameName) : t.times(clockTimeToDisplay(toggling.openTime), clockTimeToDisplay(toggling.closeTime))}</p>
        </ConfirmDialog>
      )}
    </Screen>
  );
}
