import { useState, type FormEvent } from 'react';
import { updateLimits, type PendingLimit, type ResponsiblePlayRecord } from '../../api/responsible-play';
import { digitsOnly } from '../../domain/funds';
import {
  LIMIT_PERIODS,
  MAX_LIMIT,
  MIN_LIMIT,
  isLimitValue,
  type LimitKind,
  type LimitPeriod,
} from '../../domain/responsible-play';
import { fill, t } from '../../i18n/t-screens';
import { Button } from '../../ui/button';
import { formatRupees } from '../../ui/format';
import { TextField } from '../../ui/form-field';
import { formatDateTimeIst } from '../../ui/record-format';
import { notify } from '../../ui/toast';
import type { RecordChange } from './use-record-change';
import cardStyles from '../../ui/card.module.css';
import styles from './responsible-play.module.css';

type Limit = { kind: LimitKind; period: LimitPeriod };

const words = ({ kind, period }: Limit) => ({ period: t.responsiblePlay.periodWords[period], kind: t.responsiblePlay.kinds[kind] });

function pendingOf(record: ResponsiblePlayRecord, { kind, period }: Limit): PendingLimit | undefined {
  return record.pending.find((change) => change.kind === kind && change.period === period);
}

/** What became of a limit the player saved, in the server's words (its answer's limit and pending change). */
function savedText(record: ResponsiblePlayRecord, limit: Limit): string {
  const pending = pendingOf(record, limit);
  if (pending) {
    const when = formatDateTimeIst(pending.effectiveAt);
    return pending.value === null
      ? fill(t.responsiblePlay.limitRemovedLater, { ...words(limit), when })
      : fill(t.responsiblePlay.limitChangesLater, { ...words(limit), amount: formatRupees(pending.value), when });
  }
  const now = record.limits[limit.kind][limit.period];
  return now === null ? fill(t.responsiblePlay.limitNone, words(limit)) : fill(t.responsiblePlay.limitSavedNow, { ...words(limit), amount: formatRupees(now) });
}

interface LimitsSectionProps {
  kind: LimitKind;
  record: ResponsiblePlayRecord;
  changer: RecordChange;
}

/** Deposit or loss limits: per day, week and month the limit in effect, the period's usage, and the ways to change it. */
export function LimitsSection({ kind, record, changer }: LimitsSectionProps) {
  const headingId = `${kind}-limits-heading`;
  return (
    <section className={cardStyles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={cardStyles.cardTitle}>
        {kind === 'deposit' ? t.responsiblePlay.depositLimits : t.responsiblePlay.lossLimits}
      </h2>
      <p className={styles.hint}>{kind === 'deposit' ? t.responsiblePlay.depositLimitsHint : t.responsiblePlay.lossLimitsHint}</p>
      <p className={styles.hint}>{t.responsiblePlay.limitRule}</p>
      <ul className={styles.limits}>
        {LIMIT_PERIODS.map((period) => (
          <LimitRow key={period} limit={{ kind, period }} record={record} changer={changer} />
        ))}
      </ul>
    </section>
  );
}

interface LimitRowProps {
  limit: Limit;
  record: ResponsiblePlayRecord;
  changer: RecordChange;
}

function LimitRow({ limit, record, changer }: LimitRowProps) {
  const { kind, period } = limit;
  const current = record.limits[kind][period];
  const pending = pendingOf(record, limit);
  const [value, setValue] = useState('');
  const send = (next: number | null) => changer.change(() => updateLimits({ [kind]: { [period]: next } }), (answer) => savedText(answer, limit), t.responsiblePlay.saveFailed);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (changer.busy) return;
    const next = value === '' ? Number.NaN : Number(value);
    if (!isLimitValue(next) || next === null) {
      notify.error(fill(t.responsiblePlay.limitInvalid, { min: formatRupees(MIN_LIMIT), max: formatRupees(MAX_LIMIT) }));
      return;
    }
    if (await send(next)) setValue('');
  };

  // Sending the limit in effect again is how a pending change is cancelled (docs/api.md, "Changes since the original
  // contract").
  const cancelPending = () =>
    changer.change(
      () => updateLimits({ [kind]: { [period]: current } }),
      () => fill(t.responsiblePlay.changeCancelled, { ...words(limit), amount: current === null ? t.responsiblePlay.noLimit : formatRupees(current) }),
      t.responsiblePlay.saveFailed,
    );

  return (
    <li className={styles.limit} data-testid={`limit-${kind}-${period}`}>
      <div className={styles.limitHead}>
        <h3 className={styles.limitTitle}>{t.responsiblePlay.periods[period]}</h3>
        <p className={styles.limitValue} data-testid="limit-value">
          {current === null ? t.responsiblePlay.noLimit : formatRupees(current)}
        </p>
      </div>
      <p className={styles.usage}>{fill(t.responsiblePlay.usage[period], { amount: formatRupees(Math.max(0, record.usage[kind][period])) })}</p>
      {pending && (
        <div className={styles.pending} data-testid="limit-pending">
          <p className={styles.pendingText}>
            {pending.value === null
              ? fill(t.responsiblePlay.pendingRemoval, { when: formatDateTimeIst(pending.effectiveAt) })
              : fill(t.responsiblePlay.pendingChange, { amount: formatRupees(pending.value), when: formatDateTimeIst(pending.effectiveAt) })}
          </p>
          <Button variant="secondary" disabled={changer.busy} onClick={() => void cancelPending()}>
            {t.responsiblePlay.cancel}
          </Button>
        </div>
      )}
      <form className={styles.limitForm} onSubmit={(event) => void save(event)} noValidate>
        <TextField
          className={styles.limitField}
          label={fill(t.responsiblePlay.newLimit, words(limit))}
          name={`${kind}-${period}`}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={String(MAX_LIMIT).length}
          value={value}
          onChange={(typed) => setValue(digitsOnly(typed).replace(/^0+(?=\d)/, ''))}
        />
        <Button type="submit" disabled={changer.busy}>
          {t.responsiblePlay.save}
        </Button>
      </form>
      {current !== null && pending?.value !== null && (
        <Button variant="link" className={styles.remove} disabled={changer.busy} onClick={() => void send(null)}>
          {t.responsiblePlay.removeLimit}
        </Button>
      )}
    </li>
  );
}
