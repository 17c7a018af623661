import { useId, useState, type FormEvent } from 'react';
import { statementColumns } from '../../../src/domain/bank-statement';
import { Button } from '../../../src/ui/button';
import { formatCount } from '../format';
import {
  importStatement,
  STATEMENT_MAX_BYTES,
  type Statement,
  type StatementBank,
} from '../reconciliation-api';
import { reconciliationText } from '../reconciliation-text';
import {
  draftFromMapping,
  EMPTY_DRAFT,
  fitToColumns,
  mappingFromDraft,
  type AmountKind,
  type MappingDraft,
  type MappingProblem,
} from '../statement-mapping';
import { Detail, Details } from '../ui/details';
import { failureMessages, showSuccess } from '../ui/feedback';
import { Field } from '../ui/field';
import ui from '../ui/ui.module.css';

const t = reconciliationText.import;
const BANK_NAME_MAX = 60;

type Problems = Partial<Record<'bank' | 'file' | MappingProblem, string>>;

const PROBLEM_TEXT: Readonly<Record<MappingProblem, string>> = {
  date: t.dateRequired,
  amount: t.amountRequired,
  credit: t.creditRequired,
};

/**
 * A bank statement imported: the bank (a remembered one fills in its columns), the CSV file, whose header (read
 * here, in the browser) offers the columns to choose, then Import. What the import did, or the server's reason for
 * refusing the file (its line and column), stays beside the form.
 */
export function StatementImportForm({
  banks,
  onImported,
}: {
  banks: readonly StatementBank[];
  onImported: () => void;
}) {
  const banksId = useId();
  const fileId = useId();
  const [bank, setBank] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [columns, setColumns] = useState<string[] | null>(null);
  const [draft, setDraft] = useState<MappingDraft>(EMPTY_DRAFT);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string[]>([]);
  const [result, setResult] = useState<Statement | null>(null);
  const [busy, setBusy] = useState(false);

  const chooseBank = (name: string) => {
    setBank(name);
    const remembered = banks.find((known) => known.name.toLowerCase() === name.trim().toLowerCase());
    if (!remembered) return;
    const filled = draftFromMapping(remembered.mapping);
    setDraft(columns ? fitToColumns(filled, columns) : filled);
  };

  const chooseFile = async (chosen: File | null) => {
    setFailure([]);
    setResult(null);
    setFile(chosen);
    setColumns(null);
    if (!chosen) return;
    if (chosen.size > STATEMENT_MAX_BYTES) {
      setFailure([t.tooLarge]);
      return;
    }
    try {
      const header = statementColumns(await chosen.text());
      setColumns(header);
      setDraft((previous) => fitToColumns(previous, header));
    } catch {
      setFailure([t.unreadable]);
    }
  };

  const change = (part: Partial<MappingDraft>) => setDraft((previous) => ({ ...previous, ...part }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Problems = {};
    if (bank.trim() === '') next.bank = t.bankRequired;
    if (!file) next.file = t.fileRequired;
    const chosen = mappingFromDraft(draft);
    if (file && 'problems' in chosen) for (const problem of chosen.problems) next[problem] = PROBLEM_TEXT[problem];
    setProblems(next);
    if (Object.keys(next).length > 0 || !file || 'problems' in chosen) return;
    setBusy(true);
    setFailure([]);
    setResult(null);
    try {
      const reply = await importStatement(bank.trim(), chosen.mapping, file);
      showSuccess(reply.message, t.imported);
      setResult(reply.statement);
      setFile(null);
      setColumns(null);
      setFileKey((key) => key + 1);
      onImported();
    } catch (error) {
      setFailure(failureMessages(error, t.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={ui.card}>
      <form className={ui.form} onSubmit={submit} noValidate aria-busy={busy} aria-label={t.title}>
        <div className={ui.formGrid}>
          <Field
            label={t.bank}
            list={banksId}
            value={bank}
            onChange={(event) => chooseBank(event.target.value)}
            error={problems.bank}
            hint={t.bankHint}
            maxLength={BANK_NAME_MAX}
            autoComplete="off"
          />
          <datalist id={banksId}>
            {banks.map((known) => (
              <option key={known.name} value={known.name} />
            ))}
          </datalist>
          <div className={ui.field}>
            <label htmlFor={fileId} className={ui.label}>
              {t.file}
            </label>
            <input
              key={fileKey}
              id={fileId}
              className={ui.input}
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              aria-invalid={problems.file ? true : undefined}
              aria-describedby={`${fileId}-hint`}
              onChange={(event) => void chooseFile(event.target.files?.[0] ?? null)}
            />
            <p id={`${fileId}-hint`} className={ui.hint}>
              {t.fileHint}
            </p>
            {problems.file && <p className={ui.fieldError}>{problems.file}</p>}
          </div>
        </div>
        {columns && columns.length === 0 && <p className={ui.fieldError}>{t.noColumns}</p>}
        {columns && columns.length > 0 && (
          <ColumnChoices columns={columns} draft={draft} problems={problems} onChange={change} />
        )}
        <div className={ui.formActions}>
          <Button type="submit" disabled={busy}>
            {busy ? t.importing : t.submit}
          </Button>
        </div>
      </form>
      {failure.length > 0 && (
        <div role="alert" className={ui.fieldError} data-testid="statement-import-error">
          {failure.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      {result && <ImportResult statement={result} />}
    </div>
  );
}

interface ColumnChoicesProps {
  columns: readonly string[];
  draft: MappingDraft;
  problems: Problems;
  onChange: (part: Partial<MappingDraft>) => void;
}

/** The mapping: the date, one signed amount or credit (and debit) columns, the reference and the narration. */
function ColumnChoices({ columns, draft, problems, onChange }: ColumnChoicesProps) {
  const kindName = useId();
  const kinds: readonly { value: AmountKind; label: string }[] = [
    { value: 'signed', label: t.signedAmount },
    { value: 'split', label: t.creditDebit },
  ];
  const select = (column: Exclude<keyof MappingDraft, 'amountKind'>, label: string, required = false) => (
    <ColumnSelect
      label={label}
      columns={columns}
      value={draft[column]}
      required={required}
      error={(problems as Partial<Record<string, string>>)[column]}
      onChange={(value) => onChange({ [column]: value })}
    />
  );
  return (
    <fieldset className={ui.form}>
      <legend className={ui.label}>{t.columnsTitle}</legend>
      <p className={ui.hint}>{t.columnsHint}</p>
      <div className={ui.formGrid}>
        {select('date', t.date, true)}
      </div>
      <div role="radiogroup" aria-label={t.amounts} className={ui.toolbar}>
        {kinds.map((kind) => (
          <label key={kind.value} className={ui.checkbox}>
            <input
              type="radio"
              name={kindName}
              value={kind.value}
              checked={draft.amountKind === kind.value}
              onChange={() => onChange({ amountKind: kind.value })}
            />
            {kind.label}
          </label>
        ))}
      </div>
      <div className={ui.formGrid}>
        {draft.amountKind === 'signed' ? (
          select('amount', t.amount, true)
        ) : (
          <>
            {select('credit', t.credit, true)}
            {select('debit', t.debit)}
          </>
        )}
        {select('reference', t.reference)}
        {select('narration', t.narration)}
      </div>
    </fieldset>
  );
}

interface ColumnSelectProps {
  label: string;
  columns: readonly string[];
  value: string;
  onChange: (column: string) => void;
  required?: boolean;
  error?: string | undefined;
}

/** One of the file's header cells, or none ("—" for an optional column, "Choose a column" for a required one). */
function ColumnSelect({ label, columns, value, onChange, required = false, error }: ColumnSelectProps) {
  const id = useId();
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <select
        id={id}
        className={ui.input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{required ? t.choose : t.none}</option>
        {columns.map((column) => (
          <option key={column} value={column}>
            {column}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={ui.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** What the import did: the file's rows, the credits new to the server, those already imported, the debits. */
function ImportResult({ statement }: { statement: Statement }) {
  return (
    <section aria-label={t.resultTitle} className={ui.dialogForm} data-testid="statement-import-result">
      <h4 className={ui.cardTitle}>
        {t.resultTitle}: {statement.bank} · {statement.fileName}
      </h4>
      <Details>
        <Detail term={t.rows}>{formatCount(statement.rows)}</Detail>
        <Detail term={t.newCredits}>{formatCount(statement.credits)}</Detail>
        <Detail term={t.duplicates}>{formatCount(statement.duplicates)}</Detail>
        <Detail term={t.debits}>{formatCount(statement.debits)}</Detail>
      </Details>
    </section>
  );
}
