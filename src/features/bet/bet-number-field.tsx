import { useId } from 'react';
import { pannaKindOfBetType, type DailyBetType, type Session } from '../../domain/bet-types';
import { pannaHint } from '../../domain/panna-hint';
import { betTypeText, pannaKindText } from '../../i18n/domain-labels';
import { fill, t } from '../../i18n/t-screens';
import { numberEntryOf, numberMaxLength, quickPicks, sanitizeBetNumber } from './bet-form';
import styles from './bet-screen.module.css';

interface BetNumberFieldProps {
  betType: DailyBetType;
  session: Session;
  value: string;
  onChange: (value: string) => void;
  /** The rule this number breaks (domain message), shown under the box. */
  problem: string | null;
  disabled?: boolean;
}

function fieldLabel(betType: DailyBetType, session: Session): string {
  switch (numberEntryOf(betType)) {
    case 'digit': return t.bet.digit;
    case 'jodi': return t.bet.jodi;
    case 'panna': return t.bet.panna;
    case 'halfSangam': return session === 'open' ? t.bet.halfSangamOpen : t.bet.halfSangamClose;
    case 'fullSangam': return t.bet.fullSangam;
  }
}

function placeholderOf(betType: DailyBetType): string {
  switch (numberEntryOf(betType)) {
    case 'digit': return t.bet.digitPlaceholder;
    case 'jodi': return t.bet.jodiPlaceholder;
    case 'panna': return t.bet.pannaPlaceholder;
    case 'halfSangam': return t.bet.halfSangamPlaceholder;
    case 'fullSangam': return t.bet.fullSangamPlaceholder;
  }
}

function picksLabel(betType: DailyBetType): string {
  if (betType === 'single') return t.bet.chooseDigit;
  if (betType === 'triplePanna') return t.bet.triplePannas;
  return t.bet.quickPicks;
}

/** The live hint under a panna box: the kind of the three digits typed (a hint only; the checks decide). */
function PannaHintLine({ betType, value }: { betType: DailyBetType; value: string }) {
  const hint = pannaHint(value);
  if (!hint) return null;
  const matches = hint.valid && hint.kind === pannaKindOfBetType(betType);
  return (
    <p className={matches ? styles.hintGood : styles.hintWarn} data-testid="panna-hint">
      <span aria-hidden="true">{matches ? '✓ ' : '! '}</span>
      {fill(t.bet.pannaHint, { kind: pannaKindText(hint.kind) })}
    </p>
  );
}

/** Full sangam: the six digits read as the open and the close panna, three digits each. */
function SangamSplit({ value }: { value: string }) {
  const match = /^(\d{3})-(\d{3})$/.exec(value);
  if (!match) return null;
  return <p className={styles.hint}>{fill(t.bet.fullSangamSplit, { open: match[1]!, close: match[2]! })}</p>;
}

/**
 * The number input of each bet type: a box that keeps only what the type accepts, and the
 * type's buttons — 0-9, jodi quick picks, example pannas of the page's kind, the ten triple pannas.
 */
export function BetNumberField({ betType, session, value, onChange, problem, disabled }: BetNumberFieldProps) {
  const inputId = useId();
  const problemId = useId();
  const entry = numberEntryOf(betType);
  const picks = quickPicks(betType);
  const label = fieldLabel(betType, session);

  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        {entry === 'halfSangam' && <span className={styles.badge}>{betTypeText(betType, session)}</span>}
      </div>
      <input
        id={inputId}
        name="betNumber"
        className={`${styles.input} ${styles.numberInput}`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={numberMaxLength(betType)}
        placeholder={placeholderOf(betType)}
        value={value}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => onChange(sanitizeBetNumber(betType, event.target.value))}
      />
      {entry === 'panna' && <PannaHintLine betType={betType} value={value} />}
      {entry === 'fullSangam' && <SangamSplit value={value} />}
      {problem && (
        <p id={problemId} className={styles.problem}>
          {problem}
        </p>
      )}
      {picks.length > 0 && (
        <div
          role="group"
          aria-label={picksLabel(betType)}
          className={`${styles.picks} ${entry === 'panna' && betType !== 'triplePanna' ? styles.picksWide : ''}`}
        >
          {picks.map((pick) => (
            <button
              key={pick}
              type="button"
              className={styles.pick}
              aria-pressed={value === pick}
              disabled={disabled}
              onClick={() => onChange(pick)}
            >
              {pick}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
