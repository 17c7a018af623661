import { useState, type FormEvent } from 'react';
import { INPUT_LIMITS } from '../../../src/domain/input-limits';
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
import { sendChange, showError } from '../ui/feedback';
import { TextAreaField } from '../ui/field';
import { SaveForm, SettingsSection } from '../ui/settings-form';
import ui from '../ui/ui.module.css';
import { WeekdayChoice } from './weekday-choice';

const w = calendarText.withdrawalWindow;
const m = calendarText.maintenance;

/** Whether withdrawals are taken only inside their hours, and on which weekdays. */
export function WithdrawalWindowPanel() {
  return (
    <SettingsSection title={w.title} load={fetchWithdrawalWindow} failureText={w.loadFailed}>
      {(initial) => <WithdrawalWindowForm initial={initial} />}
    </SettingsSection>
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
    <SaveForm label={w.title} onSubmit={submit} busy={busy}>
      <p className={ui.muted}>{w.hint}</p>
      <label className={ui.checkbox}>
        <input type="checkbox" checked={enforced} onChange={(e) => setEnforced(e.target.checked)} />
        {w.enforced}
      </label>
      <WeekdayChoice legend={w.days} value={days} onChange={setDays} error={problem} />
    </SaveForm>
  );
}

/** Pausing betting or deposits for every player, with the message the app shows them meanwhile. */
export function MaintenancePanel() {
  return (
    <SettingsSection title={m.title} load={fetchMaintenance} failureText={m.loadFailed}>
      {(initial) => <MaintenanceForm initial={initial} />}
    </SettingsSection>
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
    <SaveForm label={m.title} onSubmit={submit} busy={busy}>
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
    </SaveForm>
  );
}
