import { lazy, Suspense, useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { istDate } from '../../../src/domain/time';
import { serverNow } from '../../../src/state/clock';
import { Button } from '../../../src/ui/button';
import { ErrorBoundary } from '../../../src/ui/error-boundary';
import { formatCalendarDay, formatCount, formatRupees, formatSignedRupees } from '../format';
import {
  downloadReportCsv,
  fetchReport,
  type Report,
  type ReportDay,
  type ReportMarket,
  type ReportPeriod,
  type ReportPlayer,
  type ReportTable,
} from '../insight-api';
import { insightText } from '../insight-text';
import { showError } from '../ui/feedback';
import { Field } from '../ui/field';
import { FigureTable, type FigureColumn } from '../ui/figure-table';
import { PlayerLink } from '../ui/player-link';
import { RefreshButton, Screen, Section } from '../ui/screen';
import { Empty, LoadError, Loading } from '../ui/states';
import { StatusFilter } from '../ui/status-filter';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import styles from './admin-reports-screen.module.css';
import { customPeriodProblem, MAX_REPORT_DAYS, periodDays, type PeriodChoice } from './report-period';

// uPlot comes with the chart only: the tables and totals show while it loads.
const ReportChart = lazy(() => import('./report-chart'));

const t = insightText.reports;
const CHOICES: readonly { value: PeriodChoice; label: string }[] = (
  ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'custom'] as const
).map((value) => ({ value, label: t.periods[value] }));

const BY_DAY: readonly FigureColumn<ReportDay>[] = [
  { label: t.date, value: (row) => formatCalendarDay(row.date) },
  { label: t.deposits, numeric: true, value: (row) => formatRupees(row.deposits) },
  { label: t.withdrawals, numeric: true, value: (row) => formatRupees(row.withdrawals) },
  { label: t.stakes, numeric: true, value: (row) => formatRupees(row.stakes) },
  { label: t.payouts, numeric: true, value: (row) => formatRupees(row.payouts) },
  { label: t.netShort, numeric: true, value: (row) => formatRupees(row.net) },
  { label: t.bets, numeric: true, value: (row) => formatCount(row.bets) },
];

const BY_MARKET: readonly FigureColumn<ReportMarket>[] = [
  { label: t.market, value: (row) => row.gameName },
  { label: t.kind, value: (row) => (row.kind === 'starline' ? t.starline : t.daily) },
  { label: t.bets, numeric: true, value: (row) => formatCount(row.bets) },
  { label: t.stakes, numeric: true, value: (row) => formatRupees(row.stakes) },
  { label: t.payouts, numeric: true, value: (row) => formatRupees(row.payouts) },
  { label: t.netShort, numeric: true, value: (row) => formatRupees(row.net) },
];

const TOP_PLAYERS: readonly FigureColumn<ReportPlayer>[] = [
  { label: t.player, value: (row) => <PlayerLink player={row.user} /> },
  { label: t.bets, numeric: true, value: (row) => formatCount(row.bets) },
  { label: t.stakes, numeric: true, value: (row) => formatRupees(row.stakes) },
  { label: t.payouts, numeric: true, value: (row) => formatRupees(row.payouts) },
  { label: t.netShort, numeric: true, value: (row) => formatRupees(row.net) },
];

/** The money and play of a period of IST days, from the ledger: totals, a chart by day, tables with CSV downloads. */
export default function ReportsScreen() {
  const [choice, setChoice] = useState<PeriodChoice>('today');
  const [period, setPeriod] = useState<ReportPeriod>(() => periodDays('today', istDate(serverNow())));
  const [draft, setDraft] = useState<ReportPeriod>(period);
  const [draftProblem, setDraftProblem] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<ReportTable | null>(null);
  const report = useLoad(useCallback(() => fetchReport(period), [period]), t.loadFailed);
  const data = report.state.data;
  const busy = report.state.status === 'loading';

  const choose = (next: PeriodChoice) => {
    setChoice(next);
    setDraftProblem(null);
    if (next === 'custom') setDraft(period);
    else setPeriod(periodDays(next, istDate(serverNow())));
  };

  const showCustom = (event: FormEvent) => {
    event.preventDefault();
    const problem = customPeriodProblem(draft);
    setDraftProblem(
      problem === 'missing' ? t.periodMissing : problem === 'reversed' ? t.periodReversed : problem === 'tooLong' ? t.periodTooLong(MAX_REPORT_DAYS) : null,
    );
    if (problem === null) setPeriod({ ...draft });
  };

  const download = async (table: ReportTable) => {
    if (!data) return;
    setDownloading(table);
    try {
      await downloadReportCsv({ from: data.from, to: data.to }, table);
    } catch (error) {
      showError(error, t.downloadFailed);
    } finally {
      setDownloading(null);
    }
  };

  const downloadButton = (table: ReportTable, title: string) => (
    <Button variant="secondary" aria-label={t.downloadLabel(title)} disabled={!data || downloading !== null} onClick={() => void download(table)}>
      {t.download}
    </Button>
  );

  return (
    <Screen title={t.title} actions={<RefreshButton onRefresh={report.reload} />}>
      <div className={styles.period}>
        <StatusFilter label={t.periodLabel} options={CHOICES} value={choice} onChange={choose} />
        {choice === 'custom' && (
          <form className={styles.custom} noValidate onSubmit={showCustom} aria-label={t.periods.custom}>
            <Field label={t.from} type="date" value={draft.from} onChange={(e) => setDraft((current) => ({ ...current, from: e.target.value }))} />
            <Field
              label={t.to}
              type="date"
              value={draft.to}
              onChange={(e) => setDraft((current) => ({ ...current, to: e.target.value }))}
              error={draftProblem}
            />
            <Button type="submit">{t.show}</Button>
          </form>
        )}
        {data && <p className={ui.muted}>{t.covers(formatCalendarDay(data.from), formatCalendarDay(data.to))}</p>}
      </div>

      {report.state.status === 'loading' && !data && <Loading />}
      {report.state.status === 'error' && !data && <LoadError message={report.state.message} onRetry={report.reload} />}
      {data && <ReportFigures report={data} busy={busy} downloadButton={downloadButton} />}
    </Screen>
  );
}

function ReportFigures({
  report,
  busy,
  downloadButton,
}: {
  report: Report;
  busy: boolean;
  downloadButton: (table: ReportTable, title: string) => ReactNode;
}) {
  const { totals } = report;
  const cards = [
    { label: t.stakes, value: formatRupees(totals.stakes) },
    { label: t.payouts, value: formatRupees(totals.payouts) },
    { label: t.net, value: formatRupees(totals.net) },
    { label: t.deposits, value: formatRupees(totals.deposits) },
    { label: t.withdrawals, value: formatRupees(totals.withdrawals) },
    { label: t.adjustments, value: formatSignedRupees(totals.adjustments) },
    { label: t.bets, value: formatCount(totals.bets) },
    { label: t.activePlayers, value: formatCount(totals.activePlayers) },
    { label: t.newPlayers, value: formatCount(totals.newPlayers) },
  ];
  return (
    <>
      <Section title={t.totals}>
        <dl className={styles.figures} aria-busy={busy || undefined} data-testid="report-totals">
          {cards.map((card) => (
            <div key={card.label} className={styles.figure}>
              <dt>{card.label}</dt>
              <dd>{card.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section title={t.chartTitle}>
        <ErrorBoundary fallback={<p className={ui.muted}>{t.chartFailed}</p>}>
          <Suspense fallback={<Loading />}>
            <ReportChart days={report.byDay} />
          </Suspense>
        </ErrorBoundary>
      </Section>

      <Section title={t.byDay} actions={downloadButton('byDay', t.byDay)}>
        <FigureTable caption={t.byDay} captionHidden columns={BY_DAY} rows={report.byDay} rowKey={(row) => row.date} busy={busy} testId="report-by-day" />
      </Section>

      <Section title={t.byMarket} actions={downloadButton('byMarket', t.byMarket)}>
        {report.byMarket.length === 0 ? (
          <Empty>{t.noMarkets}</Empty>
        ) : (
          <FigureTable
            caption={t.byMarket}
            captionHidden
            columns={BY_MARKET}
            rows={report.byMarket}
            rowKey={(row) => `${row.kind}:${row.gameId}`}
            busy={busy}
            testId="report-by-market"
          />
        )}
      </Section>

      <Section title={t.topPlayers} actions={downloadButton('topPlayers', t.topPlayers)}>
        {report.topPlayers.length === 0 ? (
          <Empty>{t.noPlayers}</Empty>
        ) : (
          <FigureTable
            caption={t.topPlayers}
            captionHidden
            columns={TOP_PLAYERS}
            rows={report.topPlayers}
            rowKey={(row) => row.user._id}
            busy={busy}
            testId="report-top-players"
          />
        )}
      </Section>
    </>
  );
}
