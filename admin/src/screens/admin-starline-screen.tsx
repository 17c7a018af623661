import { useCallback, useMemo, useState } from 'react';
import { STARLINE_RATE_ROWS } from '../../../src/domain/bet-types';
import { clockTimeToDisplay } from '../../../src/domain/time';
import { Button } from '../../../src/ui/button';
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
  type StarlineGame,
  type StarlineGameRates,
  type StarlineResultInput,
  type StarlineResultPreview,
} from '../api';
import { formatCalendarDay, formatCount, formatRupees } from '../format';
import { insightText } from '../insight-text';
import { text } from '../text';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Detail, Details } from '../ui/details';
import { EditDialog } from '../ui/edit-dialog';
import { BesideExposure, ExposurePanel } from '../ui/exposure-panel';
import { sendChange, showError, showSuccess } from '../ui/feedback';
import { Field, SelectField } from '../ui/field';
import { ListRow, PagedList, pageOfList, useListFilter } from '../ui/paged-list';
import { Screen, Section } from '../ui/screen';
import { Empty, LoadError, Loading, Outcome, WhenLoaded } from '../ui/states';
import { ActiveBadge } from '../ui/status-badge';
import { ACTIVE_FILTERS, passesActiveFilter, StatusFilter, type ActiveFilter } from '../ui/status-filter';
import { Tabs } from '../ui/tabs';
import { useStarlineExposure } from '../ui/use-exposure';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import { readPanna, starlineResultText } from './declaration';
import { GameActions } from './game-actions';
import { PannaField } from './panna-field';
import { SettlementSummary } from './settlement-summary';
import { RatesEditor } from './rates-editor';
import { StarlineGameForm } from './starline-game-form';
import { useResultTarget } from './use-result-target';

const t = text.starline;
type Tab = 'games' | 'rates' | 'results';

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

type GamesLoad = ReturnType<typeof useLoad<StarlineGame[]>>;

function StarlineGames({ games }: { games: GamesLoad }) {
  const { filter, chooseFilter, page, setPage } = useListFilter<ActiveFilter>('all');
  const [editing, setEditing] = useState<StarlineGame | null>(null);
  const [toggling, setToggling] = useState<StarlineGame | null>(null);

  const visible = useMemo(() => {
    const list = [...(games.state.data ?? [])]
      .sort((a, b) => a.openTime.localeCompare(b.openTime))
      .filter((game) => passesActiveFilter(filter, game.isActive));
    return pageOfList(list, page);
  }, [games.state.data, filter, page]);

  const save = async (change: () => Promise<{ message?: string } | undefined>, success: string) => {
    const saved = await sendChange(change, success, text.common.somethingWentWrong);
    if (saved) games.reload();
    return saved;
  };

  return (
    <div className={ui.form}>
      <Section title={t.createTitle}>
        <div className={ui.card}>
          <StarlineGameForm submitLabel={t.create} onSubmit={(input) => save(() => createStarlineGame(input), t.created)} />
        </div>
      </Section>
      <Section title={t.tabGames}>
        <StatusFilter label={t.tabGames} options={ACTIVE_FILTERS} value={filter} onChange={chooseFilter} />
        <PagedList load={games} page={games.state.data && visible} empty={t.empty} onPage={setPage}>
          {(game) => (
            <ListRow
              key={game._id}
              title={
                <h4 className={ui.rowTitle}>
                  {game.gameName}
                  {game.gameNameHindi && <span lang="hi"> · {game.gameNameHindi}</span>}
                </h4>
              }
              badge={<ActiveBadge active={game.isActive} />}
              actions={<GameActions game={game} onEdit={() => setEditing(game)} onToggle={() => setToggling(game)} />}
            >
              <Details>
                <Detail term={t.openTime}>{clockTimeToDisplay(game.openTime)}</Detail>
                <Detail term={t.minBet}>{formatRupees(game.minBet)}</Detail>
                <Detail term={t.maxBet}>{formatRupees(game.maxBet)}</Detail>
                {game.result !== undefined && (
                  <Detail term={t.resultLabel}>{game.result !== '***' && game.result ? starlineResultText(game.result) : '***'}</Detail>
                )}
              </Details>
            </ListRow>
          )}
        </PagedList>
      </Section>

      {editing && (
        <EditDialog title={t.editTitle(editing.gameName)} formId="edit-starline-form" onClose={() => setEditing(null)}>
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
        </EditDialog>
      )}
      {toggling && (
        <ConfirmDialog
          title={toggling.isActive ? t.deactivateTitle : text.markets.activate}
          confirmLabel={toggling.isActive ? text.markets.deactivate : text.markets.activate}
          tone={toggling.isActive ? 'danger' : 'primary'}
          onCancel={() => setToggling(null)}
          onConfirm={() =>
            toggling.isActive
              ? save(() => deactivateStarlineGame(toggling._id), t.deactivated)
              : save(() => updateStarlineGame(toggling._id, { isActive: true }), t.activated)
          }
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
        <WhenLoaded load={rates}>
          {(initial) => (
            <RatesEditor rows={STARLINE_RATE_ROWS} initial={initial} save={(next) => saveStarlineRates(next as StarlineGameRates)} savedText={t.ratesSaved} />
          )}
        </WhenLoaded>
      </div>
    </Section>
  );
}

function StarlineResults({ games }: { games: GamesLoad }) {
  const { list, game, chooseGame, today, day, chooseDay } = useResultTarget(games.state.data);
  const [panna, setPanna] = useState('');
  const [preview, setPreview] = useState<{ request: StarlineResultInput; answer: StarlineResultPreview } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [confirming, setConfirming] = useState<'declare' | 'revert' | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const exposure = useStarlineExposure(game?._id, day);

  const reading = readPanna(panna);
  const resultText = reading.state === 'valid' ? starlineResultText(reading.panna) : null;
  const declaredToday = game && game.result && game.result !== '***' ? game.result : null;
  const request: StarlineResultInput | null = game && reading.state === 'valid' ? { gameId: game._id, pana: reading.panna, gameDate: day } : null;
  const previewIsCurrent =
    preview !== null && request !== null && (['gameId', 'pana', 'gameDate'] as const).every((key) => preview.request[key] === request[key]);

  if (games.state.status === 'loading' && !games.state.data) return <Loading />;
  if (games.state.status === 'error' && !games.state.data) return <LoadError message={games.state.message} onRetry={games.reload} />;
  if (!game) return <Empty>{t.empty}</Empty>;

  const runPreview = async () => {
    if (!request) return;
    setPreviewing(true);
    setOutcome(null);
    try {
      setPreview({ request, answer: await previewStarlineResult(request) });
    } catch (error) {
      setPreview(null);
      showError(error, text.results.previewFailed);
    } finally {
      setPreviewing(false);
    }
  };

  const declare = async () => {
    if (!request) return false;
    try {
      const reply = await declareStarlineResult(request);
      const { settled, won, paid } = reply.settlement;
      showSuccess(reply.message, t.declared);
      setOutcome(`${game.gameName} · ${formatCalendarDay(day)} — ${text.results.declaredOutcome(resultText ?? '', settled, won, formatRupees(paid))}`);
      setPanna('');
      setPreview(null);
      games.reload();
      exposure.reload();
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
      setPreview(null);
      games.reload();
      exposure.reload();
    } catch (error) {
      showError(error, text.results.revertFailed);
      return false;
    }
  };

  return (
    <Section title={t.resultTitle}>
      <BesideExposure exposure={<ExposurePanel load={exposure} />}>
        <form
          className={`${ui.card} ${ui.form}`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void runPreview();
          }}
        >
          <div className={ui.formGrid}>
            <SelectField
              label={t.game}
              value={game._id}
              onChange={chooseGame}
              options={list.map((candidate) => ({
                value: candidate._id,
                label: `${candidate.gameName} (${clockTimeToDisplay(candidate.openTime)})${candidate.isActive ? '' : ` · ${text.common.inactive}`}`,
              }))}
            />
            <Field label={text.results.day} type="date" value={day} max={today} onChange={(e) => chooseDay(e.target.value || today)} />
          </div>
          {day === today && (
            <p className={ui.muted}>
              {text.results.current}: <strong>{declaredToday ? starlineResultText(declaredToday) : '***'}</strong>
            </p>
          )}
          <PannaField value={panna} onChange={setPanna} reading={reading} resultText={resultText} />
          {previewIsCurrent && preview.answer.declaredPana && <p className={ui.muted}>{t.alreadyDeclared(preview.answer.declaredPana)}</p>}
          <div className={ui.formActions}>
            <Button type="submit" variant="secondary" disabled={!request || previewing}>
              {previewing ? text.results.previewing : text.results.preview}
            </Button>
            <Button
              className={ui.good}
              disabled={!previewIsCurrent}
              onClick={() => {
                // What is at stake is read again as the operator confirms.
                exposure.reload();
                setConfirming('declare');
              }}
            >
              {text.results.declare}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming('revert')} disabled={day === today && !declaredToday}>
              {text.results.revert}
            </Button>
          </div>
          {preview && !previewIsCurrent && <p className={ui.muted}>{t.previewStale}</p>}
          {previewIsCurrent && <SettlementSummary title={text.results.previewTitle} settlement={preview.answer.settlement} result={resultText} />}
          <Outcome>{outcome}</Outcome>
        </form>
      </BesideExposure>
      {confirming === 'declare' && reading.state === 'valid' && previewIsCurrent && (
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
            <dt>{insightText.exposure.pendingStakes}</dt>
            <dd>{exposure.state.data ? formatRupees(exposure.state.data.pending.stakes) : text.common.loading}</dd>
            <dt>{text.results.settles}</dt>
            <dd>{formatCount(preview.answer.settlement.settled)}</dd>
            <dt>{text.results.winners}</dt>
            <dd>{formatCount(preview.answer.settlement.won)}</dd>
            <dt>{text.results.payout}</dt>
            <dd>{formatRupees(preview.answer.settlement.paid)}</dd>
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
