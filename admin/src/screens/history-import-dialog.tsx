import { useId, useState } from 'react';
import { Button } from '../../../src/ui/button';
import { sendHistoryFile, type HistoryConflict, type HistoryImportReport } from '../api';
import { formatCalendarDay, formatCount } from '../format';
import { text } from '../text';
import { Detail, Details } from '../ui/details';
import { Dialog } from '../ui/dialog';
import { failureMessages, showSuccess } from '../ui/feedback';
import { FigureTable, type FigureColumn } from '../ui/figure-table';
import ui from '../ui/ui.module.css';

const t = text.historyImport;

/** Lines of errors shown at most: a file of junk could have ten thousand. */
const ERRORS_SHOWN = 200;

type LineError = HistoryImportReport['errors'][number];

const CONFLICT_COLUMNS: readonly FigureColumn<HistoryConflict>[] = [
  { label: t.day, value: (row) => formatCalendarDay(row.date) },
  { label: t.stored, value: (row) => row.existing },
  { label: t.inFile, value: (row) => row.incoming },
];

const ERROR_COLUMNS: readonly FigureColumn<LineError>[] = [
  { label: t.line, numeric: true, value: (row) => formatCount(row.line) },
  { label: t.problem, value: (row) => row.message },
];

type Step =
  | { kind: 'choose' }
  | { kind: 'checking' }
  | { kind: 'preview' | 'importing'; csv: string; report: HistoryImportReport }
  | { kind: 'done'; report: HistoryImportReport };

/**
 * A market's past results from a CSV file: choosing the file previews it (the server's dry run: days to import,
 * days already stored, conflicts with stored results, lines with errors); Import then writes it. Conflicting days
 * keep their stored result, and a file with errors cannot be imported.
 */
export function HistoryImportDialog({
  game,
  onClose,
  onImported,
}: {
  game: { _id: string; gameName: string };
  onClose: () => void;
  onImported: () => void;
}) {
  const fileId = useId();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [failure, setFailure] = useState<string[]>([]);
  const busy = step.kind === 'checking' || step.kind === 'importing';

  const check = async (file: File | null) => {
    setFailure([]);
    if (!file) {
      setStep({ kind: 'choose' });
      return;
    }
    setStep({ kind: 'checking' });
    try {
      const csv = await file.text();
      setStep({ kind: 'preview', csv, report: await sendHistoryFile(game._id, csv, true) });
    } catch (error) {
      setFailure(failureMessages(error, t.checkFailed));
      setStep({ kind: 'choose' });
    }
  };

  const runImport = async () => {
    if (step.kind !== 'preview') return;
    setFailure([]);
    setStep({ ...step, kind: 'importing' });
    try {
      const report = await sendHistoryFile(game._id, step.csv, false);
      showSuccess(null, t.importedToast(formatCount(report.imported), game.gameName));
      setStep({ kind: 'done', report });
      onImported();
    } catch (error) {
      setFailure(failureMessages(error, t.importFailed));
      setStep({ ...step, kind: 'preview' });
    }
  };

  const canImport = (step.kind === 'preview' || step.kind === 'importing') && step.report.errors.length === 0 && step.report.imported > 0;

  return (
    <Dialog
      title={t.title(game.gameName)}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {step.kind === 'done' ? text.common.close : text.common.cancel}
          </Button>
          {canImport && (
            <Button onClick={() => void runImport()} disabled={busy}>
              {step.kind === 'importing' ? text.common.working : t.import(formatCount(step.report.imported))}
            </Button>
          )}
        </>
      }
    >
      {step.kind !== 'done' && (
        <div className={ui.field}>
          <label htmlFor={fileId} className={ui.label}>
            {t.file}
          </label>
          <input
            id={fileId}
            className={ui.input}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            aria-describedby={`${fileId}-hint`}
            onChange={(event) => void check(event.target.files?.[0] ?? null)}
          />
          <p id={`${fileId}-hint`} className={ui.hint}>
            {t.fileHint}
          </p>
        </div>
      )}
      {step.kind === 'checking' && <p className={ui.muted}>{t.checking}</p>}
      {failure.length > 0 && (
        <div role="alert" className={ui.fieldError}>
          {failure.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      {(step.kind === 'preview' || step.kind === 'importing') && <ImportReport report={step.report} done={false} />}
      {step.kind === 'done' && <ImportReport report={step.report} done />}
    </Dialog>
  );
}

/** The counts of a preview or of a finished import, then its conflicts and its lines with errors. */
function ImportReport({ report, done }: { report: HistoryImportReport; done: boolean }) {
  const shownErrors = report.errors.slice(0, ERRORS_SHOWN);
  const note = report.errors.length > 0 ? t.fixErrors : !done && report.imported === 0 ? t.nothingToImport : t.noBets;
  return (
    <section aria-label={done ? t.doneTitle : t.previewTitle} className={ui.dialogForm} data-testid="history-import-report">
      <h3 className={ui.cardTitle}>{done ? t.doneTitle : t.previewTitle}</h3>
      <Details>
        <Detail term={done ? t.imported : t.toImport}>{formatCount(report.imported)}</Detail>
        <Detail term={t.unchanged}>{formatCount(report.unchanged)}</Detail>
        <Detail term={t.conflicts}>{formatCount(report.conflicts.length)}</Detail>
        <Detail term={t.errors}>{formatCount(report.errors.length)}</Detail>
      </Details>
      <p className={report.errors.length > 0 ? ui.fieldError : ui.muted}>{note}</p>
      {report.conflicts.length > 0 && (
        <FigureTable caption={t.conflictsCaption} columns={CONFLICT_COLUMNS} rows={report.conflicts} rowKey={(row) => row.date} testId="history-conflicts" />
      )}
      {report.errors.length > 0 && (
        <FigureTable
          caption={report.errors.length > ERRORS_SHOWN ? t.errorsShown(formatCount(ERRORS_SHOWN), formatCount(report.errors.length)) : t.errorsCaption}
          columns={ERROR_COLUMNS}
          rows={shownErrors}
          rowKey={(row) => `${row.line}:${row.message}`}
          testId="history-errors"
        />
      )}
    </section>
  );
}
