import { useCallback, useState, type FormEvent } from 'react';
import { Button } from '../../../src/ui/button';
import { usePermission } from '../access';
import { fetchReconciliation, fetchStatements, saveReconciliationSettings } from '../reconciliation-api';
import { reconciliationText } from '../reconciliation-text';
import { text } from '../text';
import { sendChange } from '../ui/feedback';
import { Field } from '../ui/field';
import { RefreshButton, Screen, Section } from '../ui/screen';
import { LoadError, Loading } from '../ui/states';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import { RecentStatements } from './recent-statements';
import { ReconciliationLists } from './reconciliation-lists';
import { StatementImportForm } from './statement-import-form';

const t = reconciliationText;

/**
 * The cashier's workbench: the bank statement imported, its credits matched to pending fund requests by UTR, and
 * the four lists to decide from (matched, mismatched, unclaimed credits, and requests still waiting for a credit).
 */
export default function ReconciliationScreen() {
  const can = usePermission();
  const lists = useLoad(useCallback(() => fetchReconciliation(), []), t.loadFailed);
  const statements = useLoad(useCallback(() => fetchStatements(), []), t.statements.loadFailed);
  const data = lists.state.data;
  const recent = statements.state.data;

  const reloadAll = () => {
    lists.reload();
    statements.reload();
  };

  return (
    <Screen
      title={t.title}
      actions={<RefreshButton onRefresh={reloadAll} />}
      intro={<p className={ui.muted}>{t.intro}</p>}
    >
      {can('deposits.decide') && (
        <Section title={t.import.title}>
          <StatementImportForm banks={recent?.banks ?? []} onImported={reloadAll} />
        </Section>
      )}

      {lists.state.status === 'loading' && !data && <Loading />}
      {lists.state.status === 'error' && !data && <LoadError message={lists.state.message} onRetry={lists.reload} />}
      {data && <ReconciliationLists data={data} onChanged={lists.reload} />}

      {data && can('settings') && (
        <Section title={t.settings.title}>
          <StaleAfterForm key={data.staleAfterHours} hours={data.staleAfterHours} onSaved={lists.reload} />
        </Section>
      )}

      <Section title={t.statements.title}>
        {statements.state.status === 'loading' && !recent && <Loading />}
        {statements.state.status === 'error' && !recent && (
          <LoadError message={statements.state.message} onRetry={statements.reload} />
        )}
        {recent && <RecentStatements statements={recent.statements} />}
      </Section>
    </Screen>
  );
}

/** The hours after which a pending request with no credit of its UTR is listed as stale. */
function StaleAfterForm({ hours, onSaved }: { hours: number; onSaved: () => void }) {
  const [typed, setTyped] = useState(String(hours));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = /^\d+$/.test(typed.trim()) ? Number(typed.trim()) : NaN;
    if (!(value >= 1 && value <= 720)) {
      setProblem(t.settings.invalid);
      return;
    }
    setProblem(null);
    setBusy(true);
    const saved = await sendChange(
      () => saveReconciliationSettings({ staleAfterHours: value }),
      t.settings.saved,
      t.settings.failed,
    );
    setBusy(false);
    if (saved) onSaved();
  };

  return (
    <form className={ui.toolbar} onSubmit={submit} noValidate aria-busy={busy} aria-label={t.settings.title}>
      <Field
        label={t.settings.hours}
        inputMode="numeric"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={problem}
        hint={t.settings.hint}
      />
      <Button type="submit" disabled={busy}>
        {busy ? text.common.saving : text.common.save}
      </Button>
    </form>
  );
}
