import { useCallback, useState } from 'react';
import { Button } from '../../../src/ui/button';
import { formatCalendarDay, formatCount, formatDateTime, formatReceived } from '../format';
import {
  fetchStatement,
  type CreditState,
  type Statement,
  type StatementCredit,
  type StatementDetail,
} from '../reconciliation-api';
import { reconciliationText } from '../reconciliation-text';
import { text } from '../text';
import { Dialog } from '../ui/dialog';
import { FigureTable, type FigureColumn } from '../ui/figure-table';
import { PlayerLink } from '../ui/player-link';
import { Empty, WhenLoaded } from '../ui/states';
import { StatusBadge, type Tone } from '../ui/status-badge';
import { useLoad } from '../ui/use-load';

const t = reconciliationText.statements;
const lists = reconciliationText.lists;

const STATE_TONE: Readonly<Record<CreditState, Tone>> = {
  matched: 'pending',
  mismatched: 'bad',
  unclaimed: 'neutral',
  settled: 'good',
};

/** A credit's state as a badge. */
export function CreditStateBadge({ state }: { state: CreditState }) {
  return <StatusBadge status={state} label={reconciliationText.states[state]} tone={STATE_TONE[state]} />;
}

/** The latest statements, newest first: who imported which file when, and what it brought; each opens its credits. */
export function RecentStatements({ statements }: { statements: readonly Statement[] }) {
  const [open, setOpen] = useState<Statement | null>(null);
  const columns: readonly FigureColumn<Statement>[] = [
    { label: t.importedAt, value: (statement) => formatDateTime(statement.importedAt) },
    { label: t.bank, value: (statement) => statement.bank },
    { label: t.file, value: (statement) => statement.fileName },
    { label: t.importedBy, value: (statement) => statement.importedBy.name },
    { label: t.rows, numeric: true, value: (statement) => formatCount(statement.rows) },
    { label: t.credits, numeric: true, value: (statement) => formatCount(statement.credits) },
    { label: t.duplicates, numeric: true, value: (statement) => formatCount(statement.duplicates) },
    { label: t.debits, numeric: true, value: (statement) => formatCount(statement.debits) },
    {
      label: t.open,
      value: (statement) => (
        <Button variant="secondary" onClick={() => setOpen(statement)} aria-label={t.openLabel(statement.fileName)}>
          {t.open}
        </Button>
      ),
    },
  ];
  if (statements.length === 0) return <Empty>{t.empty}</Empty>;
  return (
    <>
      <FigureTable
        caption={t.title}
        captionHidden
        columns={columns}
        rows={statements}
        rowKey={(statement) => statement._id}
        testId="statements"
      />
      {open && <StatementDialog statement={open} onClose={() => setOpen(null)} />}
    </>
  );
}

const CREDIT_COLUMNS: readonly FigureColumn<StatementCredit>[] = [
  { label: t.line, numeric: true, value: (credit) => formatCount(credit.row) },
  { label: lists.date, value: (credit) => formatCalendarDay(credit.date) },
  { label: lists.amount, numeric: true, value: (credit) => formatReceived(credit.amount) },
  { label: lists.utr, value: (credit) => credit.utr ?? lists.noUtr },
  { label: lists.narration, value: (credit) => credit.narration },
  { label: t.state, value: (credit) => <CreditStateBadge state={credit.state} /> },
  { label: lists.player, value: (credit) => (credit.request ? <PlayerLink player={credit.request.user} /> : '—') },
  { label: lists.request, value: (credit) => credit.request?.requestId ?? '—' },
];

/** One statement's new credits in file order, each with its state and the request of its UTR. */
function StatementDialog({ statement, onClose }: { statement: Statement; onClose: () => void }) {
  const detail = useLoad(
    useCallback(() => fetchStatement(statement._id), [statement._id]),
    t.detailFailed,
  );
  return (
    <Dialog
      title={t.detailTitle(statement.bank, statement.fileName)}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {text.common.close}
        </Button>
      }
    >
      <WhenLoaded load={detail}>
        {(data: StatementDetail) =>
          data.credits.length === 0 ? (
            <Empty>{t.detailEmpty}</Empty>
          ) : (
            <FigureTable
              caption={t.detailTitle(statement.bank, statement.fileName)}
              captionHidden
              columns={CREDIT_COLUMNS}
              rows={data.credits}
              rowKey={(credit) => credit._id}
              testId="statement-credits"
            />
          )
        }
      </WhenLoaded>
    </Dialog>
  );
}
