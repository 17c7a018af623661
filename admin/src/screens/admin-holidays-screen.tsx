import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { INPUT_LIMITS } from '../../../src/domain/input-limits';
import { istDate } from '../../../src/domain/time';
import { serverNow } from '../../../src/state/clock';
import { Button } from '../../../src/ui/button';
import { usePermission } from '../access';
import { fetchGames, fetchStarlineGames } from '../api';
import { addHoliday, deleteHoliday, fetchHolidays, type Holiday } from '../calendar-api';
import { calendarText } from '../calendar-text';
import { formatCalendarDay } from '../format';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Detail, Details } from '../ui/details';
import { sendChange } from '../ui/feedback';
import { Field } from '../ui/field';
import { ListRow, PagedList, pageOfList } from '../ui/paged-list';
import { Screen, Section } from '../ui/screen';
import { StatusBadge } from '../ui/status-badge';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import styles from './session-choice.module.css';

const t = calendarText.holidays;

/** The games a holiday can name, by id: daily markets and Starline games. */
interface GameNames {
  daily: readonly { _id: string; gameName: string }[];
  starline: readonly { _id: string; gameName: string }[];
}

/** Which markets a holiday closes, in words: "All markets", or the names of the daily markets and Starline games. */
export function holidayMarkets(holiday: Holiday, games: GameNames): string {
  if (holiday.gameIds === null) return t.allMarkets;
  const name = (list: GameNames['daily'], id: string) =>
    list.find((game) => game._id === id)?.gameName ?? t.unknownGame;
  return [
    ...holiday.gameIds.map((id) => name(games.daily, id)),
    ...holiday.starlineGameIds.map((id) => `${name(games.starline, id)} (Starline)`),
  ].join(', ');
}

/** Days markets close: the list, newest first, adding one (all markets or chosen ones) and deleting one. */
export default function HolidaysScreen() {
  const holidays = useLoad(useCallback(() => fetchHolidays(), []), t.loadFailed);
  const games = useLoad(
    useCallback(async (): Promise<GameNames> => {
      const [daily, starline] = await Promise.all([fetchGames(), fetchStarlineGames()]);
      return { daily, starline };
    }, []),
    t.marketsLoadFailed,
  );
  const manages = usePermission()('markets.manage');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Holiday | null>(null);
  const names: GameNames = games.state.data ?? { daily: [], starline: [] };
  const today = istDate(serverNow());
  const visible = useMemo(
    () => holidays.state.data && pageOfList(holidays.state.data, page),
    [holidays.state.data, page],
  );

  return (
    <Screen title={t.title}>
      {manages && (
        <Section title={t.addTitle}>
          <div className={ui.card}>
            <HolidayForm games={names} today={today} onAdded={holidays.reload} />
          </div>
        </Section>
      )}

      <Section title={t.listTitle} id="holidays-list">
        <PagedList load={holidays} page={visible} empty={t.empty} onPage={setPage}>
          {(holiday) => (
            <ListRow
              key={holiday._id}
              testId="holiday"
              title={<h4 className={ui.rowTitle}>{holiday.name}</h4>}
              badge={holiday.date < today ? <StatusBadge status="closed" label={t.past} /> : null}
              actions={
                manages && (
                  <Button
                    variant="secondary"
                    onClick={() => setDeleting(holiday)}
                    aria-label={`${t.delete} ${holiday.name} ${formatCalendarDay(holiday.date)}`}
                  >
                    {t.delete}
                  </Button>
                )
              }
            >
              <Details>
                <Detail term={t.date}>{formatCalendarDay(holiday.date)}</Detail>
                <Detail term={t.closes}>{holidayMarkets(holiday, names)}</Detail>
              </Details>
            </ListRow>
          )}
        </PagedList>
      </Section>

      {deleting && (
        <ConfirmDialog
          title={t.deleteTitle}
          confirmLabel={t.delete}
          tone="danger"
          onConfirm={async () => {
            const deleted = await sendChange(() => deleteHoliday(deleting._id), t.deleted, t.deleteFailed);
            if (deleted) holidays.reload();
            return deleted;
          }}
          onCancel={() => setDeleting(null)}
        >
          <p>{t.deleteBody(deleting.name, formatCalendarDay(deleting.date))}</p>
        </ConfirmDialog>
      )}
    </Screen>
  );
}

type Problems = Partial<Record<'date' | 'name' | 'markets', string>>;

/** A new holiday: its date (today until another is chosen), its name, and every market or the chosen ones. */
function HolidayForm({ games, today, onAdded }: { games: GameNames; today: string; onAdded: () => void }) {
  const [date, setDate] = useState(today);
  const [name, setName] = useState('');
  const [allMarkets, setAllMarkets] = useState(true);
  const [daily, setDaily] = useState<string[]>([]);
  const [starline, setStarline] = useState<string[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Problems = {};
    if (date === '') next.date = t.dateRequired;
    if (name.trim() === '') next.name = t.nameRequired;
    if (!allMarkets && daily.length === 0 && starline.length === 0) next.markets = t.marketsRequired;
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    const added = await sendChange(
      () =>
        addHoliday({
          date,
          name: name.trim(),
          gameIds: allMarkets ? null : daily,
          starlineGameIds: allMarkets ? [] : starline,
        }).then(() => null),
      t.added,
      t.addFailed,
    );
    setBusy(false);
    if (!added) return;
    setName('');
    setDaily([]);
    setStarline([]);
    setAllMarkets(true);
    onAdded();
  };

  return (
    <form className={ui.form} onSubmit={submit} noValidate aria-busy={busy} aria-label={t.addTitle}>
      <div className={ui.formGrid}>
        <Field
          label={t.date}
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          error={problems.date}
        />
        <Field
          label={t.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={problems.name}
          hint={t.nameHint}
          maxLength={INPUT_LIMITS.holidayName.max}
          autoComplete="off"
        />
      </div>
      <label className={ui.checkbox}>
        <input type="checkbox" checked={allMarkets} onChange={(e) => setAllMarkets(e.target.checked)} />
        {t.allMarkets}
      </label>
      {allMarkets ? (
        <p className={ui.hint}>{t.allMarketsHint}</p>
      ) : (
        <>
          <GameChoice legend={t.dailyMarkets} games={games.daily} value={daily} onChange={setDaily} />
          <GameChoice legend={t.starlineGames} games={games.starline} value={starline} onChange={setStarline} />
          {problems.markets && <p className={ui.fieldError}>{problems.markets}</p>}
        </>
      )}
      <div className={ui.formActions}>
        <Button type="submit" disabled={busy}>
          {busy ? t.adding : t.add}
        </Button>
      </div>
    </form>
  );
}

function GameChoice({
  legend,
  games,
  value,
  onChange,
}: {
  legend: string;
  games: GameNames['daily'];
  value: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  if (games.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {games.map((game) => (
        <label key={game._id} className={styles.option}>
          <input
            type="checkbox"
            checked={value.includes(game._id)}
            onChange={(e) =>
              onChange(e.target.checked ? [...value, game._id] : value.filter((id) => id !== game._id))
            }
          />
          {game.gameName}
        </label>
      ))}
    </fieldset>
  );
}
