import { useState, type ReactNode } from 'react';
import { checkPanna, pannaAnk } from '../../../src/domain/panna';
import { formatCount, formatRupees } from '../format';
import type { ExposureOutcome } from '../insight-api';
import { insightText } from '../insight-text';
import { Detail, Details } from './details';
import styles from './exposure-panel.module.css';
import { Field } from './field';
import { FigureTable, type FigureColumn } from './figure-table';
import { Empty, LoadError, Loading } from './states';
import type { ExposureLoad } from './use-exposure';
import ui from './ui.module.css';

const t = insightText.exposure;
/** How many of the costliest results the panel lists (the search finds any other). */
export const COSTLIEST_SHOWN = 20;

const COLUMNS: readonly FigureColumn<ExposureOutcome>[] = [
  { label: t.panna, value: (row) => row.pana },
  { label: t.ank, numeric: true, value: (row) => row.digit },
  { label: t.winners, numeric: true, value: (row) => formatCount(row.winners) },
  { label: t.payout, numeric: true, value: (row) => formatRupees(row.payout) },
];

/** A declaration form with the exposure of its session beside it. */
export function BesideExposure({ children, exposure }: { children: ReactNode; exposure: ReactNode }) {
  return (
    <div className={styles.beside}>
      {children}
      {exposure}
    </div>
  );
}

/**
 * What each possible result of the chosen session would cost before it is declared: the pending bets and stakes,
 * the costliest results, and any panna looked up by hand. The Results and Starline screens show it beside the
 * preview of the panna being declared.
 */
export function ExposurePanel({ load }: { load: ExposureLoad }) {
  const [search, setSearch] = useState('');
  const { state } = load;
  const exposure = state.data;
  const checked = search.length === 3 ? checkPanna(search) : null;
  const found = checked?.ok ? (exposure?.outcomes.find((outcome) => outcome.pana === search) ?? emptyOutcome(search)) : null;
  // Costliest first, as the server orders them; a result that pays nothing costs nothing and is left out.
  const costliest = exposure?.outcomes.filter((outcome) => outcome.payout > 0).slice(0, COSTLIEST_SHOWN) ?? [];

  return (
    <section className={ui.card} aria-label={t.label} data-testid="exposure">
      <h4 className={ui.cardTitle}>{t.title}</h4>
      {state.status === 'loading' && !exposure && <Loading />}
      {state.status === 'error' && !exposure && <LoadError message={state.message} onRetry={load.reload} />}
      {exposure && (
        <>
          <Details>
            <Detail term={t.pendingBets}>{formatCount(exposure.pending.bets)}</Detail>
            <Detail term={t.pendingStakes}>{formatRupees(exposure.pending.stakes)}</Detail>
          </Details>
          {exposure.declaredPana && <p className={ui.muted}>{t.declared(exposure.declaredPana)}</p>}
          <Field
            label={t.findLabel}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={search}
            onChange={(event) => setSearch(event.target.value.replace(/\D/g, '').slice(0, 3))}
            error={checked && !checked.ok ? checked.message : null}
            hint={t.findHint}
            className={styles.find}
          />
          {found && <FigureTable caption={t.findCaption(found.pana)} columns={COLUMNS} rows={[found]} rowKey={(row) => row.pana} testId="exposure-found" />}
          {exposure.pending.bets === 0 && <Empty>{t.noPending}</Empty>}
          {exposure.pending.bets > 0 && costliest.length === 0 && <Empty>{t.nothingPays}</Empty>}
          {costliest.length > 0 && (
            <FigureTable
              caption={t.costliest(costliest.length)}
              columns={COLUMNS}
              rows={costliest}
              rowKey={(row) => row.pana}
              busy={state.status === 'loading'}
              testId="exposure-costliest"
            />
          )}
        </>
      )}
    </section>
  );
}

/** A panna the answer does not list pays nothing. */
function emptyOutcome(pana: string): ExposureOutcome {
  return { pana, digit: pannaAnk(pana), payout: 0, winners: 0 };
}
