import { useCallback, useMemo, useState } from 'react';
import { STARLINE_RATE_ROWS } from '../../../src/domain/bet-types';
import { clockTimeToDisplay, istDate } from '../../../src/domain/time';
import { serverNow } from '../../../src/state/clock';
import { Button } from '../../../src/ui/button';
import {
  createStarlineGame,
  deactivateStarlineGame,
  declareStarlineResult,
  fetchStarlineGames,
  fetchStarlineRates,
  pageFrom,
  revertStarlineResult,
  saveStarlineRates,
  updateStarlineGame,
  type StarlineAdminGame,
  type StarlineGameRates,
} from '../api';
import { formatCalendarDay, formatRupees } from '../format';
import { text } from '../text';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Dialog } from '../ui/dialog';
import { showError, showSuccess } from '../ui/feedback';
import { Field, SelectField } from '../ui/field';
import { Pagination } from '../ui/pagination';
import { Screen, Section } from '../ui/screen';
import { Empty, LoadError, Loading } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { StatusFilter } from '../ui/status-filter';
import { Tabs } from '../ui/tabs';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import { readPanna, starlineResultText } from './declaration';
import { PannaField } from './panna-field';
import { RatesEditor } from './rates-editor';
import { StarlineGameForm } from './starline-game-form';

const t = text.starline;
type Tab = 'games' | 'rates' | 'results';
type Filter = 'all' | 'active' | 'inactive';
const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'all', label: text.common.all },
  { value: 'active', label: text.common.active },
  { value: 'inactive', label: text.common.inactive },
];

/** Hourly Starline games, their rates, and their one result panna per day. */
export default function StarlineScreen() {
  const [tab, setTab] = useState<Tab>('games');
  const games = useLoad(useCallback(() => fetchStarlineGames(), []), t.loadFailed);

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
        {tab === 'results' && <StarlineResults games={games} />}
      </div>
    </Screen>
  );
}

type GamesLoad = ReturnType<typeof useLoad<StarlineAdminGame[]>>;

function StarlineGames({ games }: { games: GamesLoad }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<StarlineAdminGame | null>(null);
  const [toggling, setToggling] = useState<StarlineAdminGame | null>(null);

  const visible = useMemo(() => {
    const list = [...(games.state.data ?? [])]
      .sort((a, b) => a.openTime.localeCompare(b.openTime))
      .filter((game) => (filter === 'all' ? true : filter === 'active' ? game.isActive : !game.isActive));
    return pageFrom<StarlineAdminGame>(list, 'games', page);
  }, [games.state.data, filter, page]);

  const save = async (action: () => Promise<{ message?: string } | undefined>, success: string) => {
    try {
      const reply = await action();
      showSuccess(reply?.message, success);
      games.reload();
      return true;
    } catch (error) {
      showError(error, text.common.somethingWentWrong);
      return false;
    }
  };

  return (
    <div className={ui.form}>
      <Section title={t.createTitle}>
        <div className={ui.card}>
          <StarlineGameForm submitLabel={t.create} onSubmit={(input) => save(() => createStarlineGame(input), t.created)} />
        </div>
      </Section>
      <Section title={t.tabGames}>
        <StatusFilter label={t.tabGames} options={FILTERS} value={filter} onChange={(value) => { setFilter(value); setPage(1); }} />
        {games.state.status === 'loading' && !games.state.data && <Loading />}
        {games.state.status === 'error' && !games.state.data && <LoadError message={games.state.message} onRetry={games.reload} />}
        {games.state.data && visible.items.length === 0 && <Empty>{t.empty}</Empty>}
        {visible.items.length > 0 && (
          <ul className={ui.list}>
            {visible.items.map((game) => (
              <li key={game._id} className={ui.row}>
                <div className={ui.rowMain}>
                  <div className={ui.rowHead}>
                    <h4 className={ui.rowTitle}>
                      {game.gameName}
                      {game.gameNameHindi && <span lang="hi"> · {game.gameNameHindi}</span>}
                    </h4>
                    <StatusBadge status={game.isActive ? 'active' : 'inactive'} label={game.isActive ? text.common.active : text.common.inactive} />
                  </div>
                  <dl className={ui.details}>
                    <div>
                      <dt>{t.openTime}</dt>
                      <dd>{clockTimeToDisplay(game.openTime)}</dd>
                    </div>
                    <div>
                      <dt>{t.minBet}</dt>
                      <dd>{formatRupees(game.minBet)}</dd>
                    </div>
                    <div>
                      <dt>{t.maxBet}</dt>
                      <dd>{formatRupees(game.maxBet)}</dd>
                    </div>
                    {game.result !== undefined && (
                      <div>
                        <dt>{t.resultLabel}</dt>
                        <dd>{game.result !== '***' && game.result ? starlineResultText(game.result) : '***'}</dd>
                      </div>
                    )}
                  </dl>
                </div>
                <div className={ui.rowActions}>
                  <Button variant="secondary" onClick={() => setEditing(game)} aria-label={`${text.common.edit} ${game.gameName}`}>
                    {text.common.edit}
                  </Button>
                  <Button variant="secondary" onClick={() => setToggling(game)} aria-label={`${game.isActive ? text.markets.deactivate : text.markets.activate} ${game.gameName}`}>
                    {game.isActive ? text.markets.deactivate : text.markets.activate}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {games.state.data && <Pagination pagination={visible.pagination} onPage={setPage} />}
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
              <Button type="submit" form="edit-starline-form">
                {text.common.save}
              </Button>
            </>
          }
        >
          <StarlineGameForm
            formId="edit-starline-form"
            hideButtons
            initial={editing}
            submitLabel={text.common.save}
            onSubmit={async (input) => {
              const saved = await save(() => updateStarlineGame(editing._id, input), t.updated);
              if (saved) setEditing(null);
              return saved;
            }}
          />
        </Dialog>
      )}
      {toggling && (
        <ConfirmDialog
          title={toggling.isActive ? t.deactivateTitle : text.markets.activate}
          confirmLabel={toggling.isActive ? text.markets.deactivate : text.markets.activate}
          tone={toggling.isActive ? 'danger' : 'primary'}
          onCancel={() => setToggling(null)}
          onConfirm={async () => {
            const done = toggling.isActive
              ? await save(() => deactivateStarlineGame(toggling._id), t.deactivated)
              : await save(() => updateStarlineGame(toggling._id, { isActive: true }), t.activated);
            return done ? undefined : false;
          }}
        >
          <p>{toggling.isActive ? t.deactivateBody(toggling.gameName) : t.opens(clockTimeToDisplay(toggling.openTime))}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function StarlineRates() {
  const rates = useLoad(useCallback(() => fetchStarlineRates(), []), t.ratesLoadFailed);
  return (
    <Section title={t.ratesTitle}>
      <div className={ui.card}>
        <p className={ui.muted}>{t.ratesHint}</p>
        {rates.state.status === 'loading' && <Loading />}
        {rates.state.status === 'error' && <LoadError message={rates.state.message} onRetry={rates.reload} />}
        {rates.state.status === 'ready' && (
          <RatesEditor
            rows={STARLINE_RATE_ROWS}
            initial={rates.state.data}
            saveLabel={text.markets.saveRates}
            invalidText={text.markets.rateInvalid}
            onSave={async (next) => {
              try {
                const reply = await saveStarlineRates(next as StarlineGameRates);
                showSuccess(reply?.message, t.ratesSaved);
              } catch (error) {
                showError(error, text.common.somethingWentWrong);
              }
            }}
          />
        )}
      </div>
    </Section>
  );
}

function StarlineResults({ games }: { games: GamesLoad }) {
  const list = useMemo(() => [...(games.state.data ?? [])].sort((a, b) => a.openTime.localeCompare(b.openTime)), [games.state.data]);
  const today = istDate(serverNow());
  const [chosenId, setChosenId] = useState<string | null>(null);
  // Null means today on the server's clock (which a fresh page may not have read yet when this mounts).
  const [chosenDay, setDay] = useState<string | null>(null);
  const day = chosenDay ?? today;
  const [panna, setPanna] = useState('');
  const [confirming, setConfirming] = useState<'declare' | 'revert' | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const gameId = chosenId ?? list.find((game) => game.isActive)?._id ?? list[0]?._id ?? '';
  const game = list.find((candidate) => candidate._id === gameId);
  const reading = readPanna(panna);
  const resultText = reading.state === 'valid' ? starlineResultText(reading.panna) : null;
  const declaredToday = game && game.result && game.result !== '***' ? game.result : null;

  if (games.state.status === 'loading' && !games.state.data) return <Loading />;
  if (games.state.status === 'error' && !games.state.data) return <LoadError message={games.state.message} onRetry={games.reload} />;
  if (!game) return <Empty>{t.empty}</Empty>;

  const declare = async () => {
    if (reading.state !== 'valid') return false;
    try {
      const reply = await declareStarlineResult({ gameId: game._id, pana: reading.panna, gameDate: day });
      const { settled, won, paid } = reply.settlement;
      showSuccess(reply.message, t.declared);
      setOutcome(`${game.gameName} · ${formatCalendarDay(day)} — ${text.results.declaredOutcome(resultText ?? '', settled, won, formatRupees(paid))}`);
      setPanna('');
      games.reload();
    } catch (error) {
      showError(error, text.results.declareFailed);
      return false;
    }
  };

  const revert = async () => {
    try {
      const reply = await revertStarlineResult({ gameId: game._id, gameDate: day });
      showSuccess(reply?.message, t.reverted);
      setOutcome(`${game.gameName} · ${formatCalendarDay(day)} — ${reply?.message ?? t.reverted}`);
      games.reload();
    } catch (error) {
      showError(error, text.results.revertFailed);
      return false;
    }
  };

  return (
    <Section title={t.resultTitle}>
      <form
        className={`${ui.card} ${ui.form}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (reading.state === 'valid') setConfirming('declare');
        }}
      >
        <div className={ui.formGrid}>
          <SelectField
            label={t.game}
            value={game._id}
            onChange={setChosenId}
            options={list.map((candidate) => ({
              value: candidate._id,
              label: `${candidate.gameName} (${clockTimeToDisplay(candidate.openTime)})${candidate.isActive ? '' : ` · ${text.common.inactive}`}`,
            }))}
          />
          <Field label={text.results.day} type="date" value={day} max={today} onChange={(e) => setDay(e.target.value || today)} />
        </div>
        {day === today && (
          <p className={ui.muted}>
            {text.results.current}: <strong>{declaredToday ? starlineResultText(declaredToday) : '***'}</strong>
          </p>
        )}
        <PannaField value={panna} onChange={setPanna} reading={reading} resultText={resultText} />
        <p className={ui.muted}>{t.noPreview}</p>
        <div className={ui.formActions}>
          <Button type="submit" className={ui.good} disabled={reading.state !== 'valid'}>
            {text.results.declare}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming('revert')} disabled={day === today && !declaredToday}>
            {text.results.revert}
          </Button>
        </div>
        {outcome && (
          <p className={ui.outcome} role="status">
            {outcome}
          </p>
        )}
      </form>
      {confirming === 'declare' && reading.state === 'valid' && (
        <ConfirmDialog title={text.results.confirmDeclareTitle} confirmLabel={text.results.declare} onConfirm={declare} onCancel={() => setConfirming(null)}>
          <dl className={ui.summary}>
            <dt>{t.game}</dt>
            <dd>{game.gameName}</dd>
            <dt>{text.results.day}</dt>
            <dd>{formatCalendarDay(day)}</dd>
            <dt>{text.results.panna}</dt>
            <dd>{reading.panna}</dd>
            <dt>{text.results.ank}</dt>
            <dd>{reading.ank}</dd>
            <dt>{t.resultLabel}</dt>
            <dd>{resultText}</dd>
          </dl>
          <p className={ui.muted}>{text.results.confirmDeclareBody}</p>
        </ConfirmDialog>
      )}
      {confirming === 'revert' && (
        <ConfirmDialog title={text.results.revertTitle} confirmLabel={text.results.revert} tone="danger" onConfirm={revert} onCancel={() => setConfirming(null)}>
          <p>{t.revertBody(game.gameName, formatCalendarDay(day))}</p>
        </ConfirmDialog>
      )}
    </Section>
  );
}
