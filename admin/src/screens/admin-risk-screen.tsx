import { useCallback, useState, type FormEvent } from 'react';
import { EN_REFUSALS, writeRefusal } from '../../../contract/refusals';
import { isApiError } from '../../../src/api/errors';
import { Button } from '../../../src/ui/button';
import { fetchRiskSettings, saveRiskSettings, type RiskSettings } from '../risk-api';
import { riskText } from '../risk-text';
import { showError, showSuccess } from '../ui/feedback';
import { Field } from '../ui/field';
import { Screen, Section } from '../ui/screen';
import { WhenLoaded } from '../ui/states';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';

const t = riskText.settings;

/** One threshold: its switch (`path`.enabled) and its figures (`path`.`key`), named as the server names them. */
interface Threshold {
  path: string;
  label: string;
  figures: readonly { key: string; label: string; decimals?: boolean }[];
}

const HOLDS: readonly Threshold[] = [
  { path: 'linkedWithdrawal', label: t.linkedWithdrawal, figures: [] },
  {
    path: 'quickWithdrawal',
    label: t.quickWithdrawal,
    figures: [
      { key: 'withinHours', label: t.withinHours },
      { key: 'minStakePercent', label: t.minStakePercent },
    ],
  },
  { path: 'largeWithdrawal', label: t.largeWithdrawal, figures: [{ key: 'amount', label: t.largeAmount }] },
];

const MULTIPLE = { key: 'multiple', label: t.multiple, decimals: true };

const ALERTS: readonly Threshold[] = [
  { path: 'alerts.stakeSpike', label: t.stakeSpike, figures: [MULTIPLE] },
  { path: 'alerts.depositSpike', label: t.depositSpike, figures: [MULTIPLE] },
  { path: 'alerts.bigWin', label: t.bigWin, figures: [{ key: 'amount', label: t.bigWinAmount }] },
  { path: 'alerts.firstDeposit', label: t.firstDeposit, figures: [{ key: 'amount', label: t.firstDepositAmount }] },
];

type Part = Record<string, unknown>;

/** The section of the settings at a dotted path (`alerts.bigWin`). */
function partAt(settings: RiskSettings, path: string): Part {
  return path.split('.').reduce<Part>((part, key) => part[key] as Part, settings as unknown as Part);
}

/** The form's values: each switch by its threshold's path, each figure by `path.key`, as typed. */
type Draft = Record<string, string | boolean>;

function draftOf(settings: RiskSettings): Draft {
  const draft: Draft = {};
  for (const threshold of [...HOLDS, ...ALERTS]) {
    const part = partAt(settings, threshold.path);
    draft[threshold.path] = part.enabled === true;
    for (const figure of threshold.figures) draft[`${threshold.path}.${figure.key}`] = String(part[figure.key]);
  }
  return draft;
}

/** The settings the draft describes, or the figures that are not numbers at all (the server judges the ranges). */
function settingsOf(initial: RiskSettings, draft: Draft): { settings: RiskSettings; problems: Record<string, string> } {
  const settings = structuredClone(initial);
  const problems: Record<string, string> = {};
  for (const threshold of [...HOLDS, ...ALERTS]) {
    const part = partAt(settings, threshold.path);
    part.enabled = draft[threshold.path] === true;
    for (const figure of threshold.figures) {
      const path = `${threshold.path}.${figure.key}`;
      const typed = String(draft[path]).trim();
      if (!(figure.decimals ? /^\d+(\.\d+)?$/ : /^\d+$/).test(typed)) problems[path] = t.invalid;
      else part[figure.key] = Number(typed);
    }
  }
  return { settings, problems };
}

/**
 * The risk settings: which new withdrawals are held for review (approving one then needs a note) and which events
 * raise an alert, each threshold with its switch. The server judges the figures and names a bad one.
 */
export default function RiskScreen() {
  const settings = useLoad(useCallback(() => fetchRiskSettings(), []), t.loadFailed);
  return (
    <Screen title={t.title} intro={<p className={ui.muted}>{t.intro}</p>}>
      <WhenLoaded load={settings}>{(initial) => <RiskSettingsForm initial={initial} />}</WhenLoaded>
    </Screen>
  );
}

function RiskSettingsForm({ initial }: { initial: RiskSettings }) {
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { settings, problems: typed } = settingsOf(saved, draft);
    setProblems(typed);
    if (Object.keys(typed).length > 0) return;
    setBusy(true);
    try {
      const answer = await saveRiskSettings(settings);
      setSaved(answer);
      setDraft(draftOf(answer));
      showSuccess(null, t.saved);
    } catch (error) {
      showError(error, t.failed);
      if (isApiError(error, 400)) {
        const beside: Record<string, string> = {};
        for (const item of error.errors) {
          if (item.path) beside[item.path] = writeRefusal({ ...item, message: item.msg }, EN_REFUSALS);
        }
        setProblems(beside);
      }
    }
    setBusy(false);
  };

  const thresholds = (title: string, list: readonly Threshold[]) => (
    <Section title={title}>
      {list.map((threshold) => (
        <fieldset key={threshold.path} className={`${ui.card} ${ui.form}`} data-testid={`risk-${threshold.path}`}>
          <label className={ui.checkbox}>
            <input
              type="checkbox"
              checked={draft[threshold.path] === true}
              onChange={(e) => setDraft((previous) => ({ ...previous, [threshold.path]: e.target.checked }))}
            />
            {threshold.label}
          </label>
          {problems[threshold.path] && <p className={ui.fieldError}>{problems[threshold.path]}</p>}
          {threshold.figures.length > 0 && (
            <div className={ui.formGrid}>
              {threshold.figures.map((figure) => {
                const path = `${threshold.path}.${figure.key}`;
                return (
                  <Field
                    key={path}
                    label={figure.label}
                    aria-label={`${threshold.label}: ${figure.label}`}
                    inputMode={figure.decimals ? 'decimal' : 'numeric'}
                    value={String(draft[path])}
                    onChange={(e) => setDraft((previous) => ({ ...previous, [path]: e.target.value }))}
                    error={problems[path]}
                    autoComplete="off"
                  />
                );
              })}
            </div>
          )}
        </fieldset>
      ))}
    </Section>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t.title} aria-busy={busy}>
      {thresholds(t.holds, HOLDS)}
      {thresholds(t.alerts, ALERTS)}
      {problems.alerts && <p className={ui.fieldError}>{problems.alerts}</p>}
      <div className={ui.formActions}>
        <Button type="submit" disabled={busy}>
          {busy ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}
