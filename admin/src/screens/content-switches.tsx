import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { INPUT_LIMITS } from '../../../src/domain/input-limits';
import { Button } from '../../../src/ui/button';
import { notify } from '../../../src/ui/toast';
import {
  fetchMaintenance,
  fetchWithdrawalWindow,
  saveMaintenance,
  saveWithdrawalWindow,
  type Maintenance,
  type WithdrawalWindow,
} from '../calendar-api';
import { calendarText } from '../calendar-text';
import { text } from '../text';
import { sendChange, showError } from '../ui/feedback';
import { TextAreaField } from '../ui/field';
import { Section } from '../ui/screen';
import { WhenLoaded } from '../ui/states';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import { WeekdayChoice } from './weekday-choice';

const w = calendarText.withdrawalWindow;
const m = calendarText.maintenance;

interface SwitchFormProps {
  label: string;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  children: ReactNode;
}

function SwitchForm({ label, onSubmit, busy, children }: SwitchFormProps) {
  return (
    <form className={`${ui.card} ${ui.form}`} onSubmit={onSubmit} noValidate aria-label={label} aria-busy={busy}>
      {children}
      <div className={ui.formActions}>
        <Button type="submit" disabled={busy}>
          {busy ? text.common.saving : text.common.save}
        </Button>
      </div>
    </form>
  );
}

/** Whether withdrawals are taken only inside their hours, and on which weekdays. */
export function WithdrawalWindowPanel() {
  const window = useLoad(useCallback(() => fetchWithdrawalWindow(), []), w.loadFailed);
  return (
    <Section title={w.title}>
      <WhenLoaded load={window}>{(initial) => <WithdrawalWindowForm initial={initial} />}</WhenLoaded>
    </Section>
  );
}

function WithdrawalWindowForm({ initial }: { initial: WithdrawalWindow }) {
  const [enforced, setEnforced] = useState(initial.enforced);
  const [days, setDays] = useState(initial.days);
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(days.length === 0 ? w.daysRequired : undefined);
    if (days.length === 0) return;
    setBusy(true);
    // The answer is the window as saved, with no message of its own.
    await sendChange(() => saveWithdrawalWindow({ enforced, days }).then(() => null), w.saved, w.saveFailed);
    setBusy(false);
  };

  return (
    <SwitchForm label={w.title} onSubmit={submit} busy={busy}>
      <p className={ui.muted}>{w.hint}</p>
      <label className={ui.checkbox}>
        <input type="checkbox" checked={enforced} onChange={(e) => setEnforced(e.target.checked)} />
        {w.enforced}
      </label>
      <WeekdayChoice legend={w.days} value={days} onChange={setDays} error={problem} />
    </SwitchForm>
  );
}

/** Pausing betting or deposits for every player, with the message the app shows them meanwhile. */
export function MaintenancePanel() {
  const maintenance = useLoad(useCallback(() => fetchMaintenance(), []), m.loadFailed);
  return (
    <Section title={m.title}>
      <WhenLoaded load={maintenance}>{(initial) => <MaintenanceForm initial={initial} />}</WhenLoaded>
    </Section>
  );
}

function MaintenanceForm({ initial }: { initial: Maintenance }) {
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const next = { ...values, message: values.message.trim() };
    try {
      // The answer's `message` is the players' message: the toast says "saved" in the console's words.
      await saveMaintenance(next);
      setValues(next);
      notify.success(m.saved);
    } catch (error) {
      showError(error, m.saveFailed);
    }
    setBusy(false);
  };

  return (
    <SwitchForm label={m.title} onSubmit={submit} busy={busy}>
      <p className={ui.muted}>{m.hint}</p>
      <label className={ui.checkbox}>
        <input
          type="checkbox"
          checked={values.betting}
          onChange={(e) => setValues((previous) => ({ ...previous, betting: e.target.checked }))}
        />
        {m.betting}
      </label>
      <label className={ui.checkbox}>
        <input
          type="checkbox"
          checked={values.deposits}
          onChange={(e) => setValues((previous) => ({ ...previous, deposits: e.target.checked }))}
        />
        {m.deposits}
      </label>
      <TextAreaField
        label={m.message}
        value={values.message}
        onChange={(e) => setValues((previous) => ({ ...previous, message: e.target.value }))}
        hint={m.messageHint}
        rows={3}
        maxLength={INPUT_LIMITS.maintenanceMessage.max}
      />
    </SwitchForm>
  );
}
