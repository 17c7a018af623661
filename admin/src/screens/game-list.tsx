import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { usePermission } from '../access';
import { text } from '../text';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Details } from '../ui/details';
import { EditDialog } from '../ui/edit-dialog';
import { sendChange } from '../ui/feedback';
import { ListRow, PagedList, pageOfList, useListFilter } from '../ui/paged-list';
import { Section } from '../ui/screen';
import { ActiveBadge } from '../ui/status-badge';
import { ACTIVE_FILTERS, passesActiveFilter, StatusFilter, type ActiveFilter } from '../ui/status-filter';
import type { Loaded } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import { GameActions } from './game-actions';
import type { GameFormProps } from './game-form';

/** What a game of any kind has in the console's list. */
interface ListedGame {
  _id: string;
  gameName: string;
  isActive: boolean;
}

/** What a game's input has whatever its kind: whether players see it. */
interface Activation {
  isActive?: boolean;
}

type Reply = Promise<{ message?: string } | undefined>;

/** A kind of game (daily market, Starline game) as its list and forms show it: its form, its calls and its words. */
export interface GameKind<I extends Activation, G extends ListedGame & I> {
  texts: {
    createTitle: string;
    create: string;
    creating?: string;
    created: string;
    listTitle: string;
    filterLabel: string;
    empty: string;
    editTitle: (name: string) => string;
    updated: string;
    deactivateTitle: string;
    deactivateBody: (name: string) => string;
    deactivated: string;
    activated: string;
    /** What activating a game brings back: when it takes bets. */
    schedule: (game: G) => string;
  };
  Form: ComponentType<GameFormProps<I>>;
  create: (input: I) => Reply;
  /** Saves the form, or (with only the flag) activates the game. */
  update: (gameId: string, input: Partial<I>) => Reply;
  deactivate: (gameId: string) => Reply;
}

interface GameListProps<I extends Activation, G extends ListedGame & I> {
  kind: GameKind<I, G>;
  games: { state: Loaded<G[]>; reload: () => void };
  /** The id of the edit dialog's form, which the dialog's Save button submits. */
  editFormId: string;
  listId?: string;
  /** The order of the list; the server's when absent. */
  order?: (a: G, b: G) => number;
  /** Shown after the game's name in its row. */
  nameAfter?: (game: G) => ReactNode;
  /** The row's details (times, limits, today's result). */
  details: (game: G) => ReactNode;
  onImportHistory?: (game: G) => void;
}

/**
 * A kind of game's list with its form for a new game: each game's details, editing it in a dialog, and
 * deactivating or activating it after a confirmation; every change reads the games again.
 */
export function GameList<I extends Activation, G extends ListedGame & I>(props: GameListProps<I, G>) {
  const { kind, games, editFormId, listId, order, nameAfter, details, onImportHistory } = props;
  const { Form, texts: t } = kind;
  const { filter, chooseFilter, page, setPage } = useListFilter<ActiveFilter>('all');
  const [editing, setEditing] = useState<G | null>(null);
  const [toggling, setToggling] = useState<G | null>(null);
  const manages = usePermission()('markets.manage');

  const visible = useMemo(() => {
    const all = games.state.data ?? [];
    const list = (order ? [...all].sort(order) : all).filter((game) => passesActiveFilter(filter, game.isActive));
    return pageOfList(list, page);
  }, [games.state.data, order, filter, page]);

  const save = async (change: () => Reply, success: string) => {
    const saved = await sendChange(change, success, text.common.somethingWentWrong);
    if (saved) games.reload();
    return saved;
  };

  return (
    <>
      {manages && (
        <Section title={t.createTitle}>
          <div className={ui.card}>
            <Form
              submitLabel={t.create}
              busyLabel={t.creating}
              onSubmit={(input) => save(() => kind.create(input), t.created)}
            />
          </div>
        </Section>
      )}

      <Section title={t.listTitle} id={listId}>
        <StatusFilter label={t.filterLabel} options={ACTIVE_FILTERS} value={filter} onChange={chooseFilter} />
        <PagedList load={games} page={games.state.data && visible} empty={t.empty} onPage={setPage}>
          {(game) => (
            <ListRow
              key={game._id}
              title={
                <h4 className={ui.rowTitle}>
                  {game.gameName}
                  {nameAfter?.(game)}
                </h4>
              }
              badge={<ActiveBadge active={game.isActive} />}
              actions={
                manages && (
                  <GameActions
                    game={game}
                    onEdit={() => setEditing(game)}
                    onImportHistory={onImportHistory && (() => onImportHistory(game))}
                    onToggle={() => setToggling(game)}
                  />
                )
              }
            >
              <Details>{details(game)}</Details>
            </ListRow>
          )}
        </PagedList>
      </Section>

      {editing && (
        <EditDialog title={t.editTitle(editing.gameName)} formId={editFormId} onClose={() => setEditing(null)}>
          <Form
            formId={editFormId}
            hideButtons
            initial={editing}
            submitLabel={text.common.save}
            onSubmit={async (input) => {
              const saved = await save(() => kind.update(editing._id, input), t.updated);
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
          onConfirm={() =>
            toggling.isActive
              ? save(() => kind.deactivate(toggling._id), t.deactivated)
              : save(() => kind.update(toggling._id, { isActive: true } as Partial<I>), t.activated)
          }
          onCancel={() => setToggling(null)}
        >
          <p>{toggling.isActive ? t.deactivateBody(toggling.gameName) : t.schedule(toggling)}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
