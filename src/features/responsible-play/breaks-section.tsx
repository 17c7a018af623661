import { useState } from 'react';
import { newIdempotencyKey } from '../../api/client';
import { excludeSelf, takeTimeOut, type ResponsiblePlayRecord } from '../../api/responsible-play';
import { SELF_EXCLUSION_MONTHS, TIME_OUT_DAYS, addMonths } from '../../domain/responsible-play';
import { fill, t } from '../../i18n/t-screens';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { formatDateTimeIst } from '../../ui/record-format';
import type { RecordChange } from './use-record-change';
import cardStyles from '../../ui/card.module.css';
import styles from './responsible-play.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;

type Break = { kind: 'timeOut'; days: number } | { kind: 'selfExclusion'; months: number };

/** The later of a break running now (if any) and one starting now: the server never shortens a break. */
function laterOf(running: string | null, starting: Date): Date {
  return running !== null && Date.parse(running) > starting.getTime() ? new Date(running) : starting;
}

function untilOf(chosen: Break, record: ResponsiblePlayRecord, now: Date): Date {
  return chosen.kind === 'timeOut'
    ? laterOf(record.timeOutUntil, new Date(now.getTime() + chosen.days * DAY_MS))
    : laterOf(record.selfExcludedUntil, addMonths(now, chosen.months));
}

function lengthOf(chosen: Break): string {
  return chosen.kind === 'timeOut'
    ? t.responsiblePlay.timeOutChoices[chosen.days as keyof typeof t.responsiblePlay.timeOutChoices]
    : t.responsiblePlay.selfExclusionChoices[chosen.months as keyof typeof t.responsiblePlay.selfExclusionChoices];
}

interface BreaksSectionProps {
  record: ResponsiblePlayRecord;
  /** Now on the server's clock. */
  now: Date;
  changer: RecordChange;
}

/** Time-out and self-exclusion: the one running and until when, and the lengths to choose from, each confirmed first. */
export function BreaksSection({ record, now, changer }: BreaksSectionProps) {
  const [chosen, setChosen] = useState<Break | null>(null);
  const timeOutUntil = record.timeOutUntil !== null && Date.parse(record.timeOutUntil) > now.getTime() ? record.timeOutUntil : null;
  const excludedUntil =
    record.selfExcludedUntil !== null && Date.parse(record.selfExcludedUntil) > now.getTime() ? record.selfExcludedUntil : null;

  return (
    <>
      <section className={cardStyles.card} aria-labelledby="time-out-heading">
        <h2 id="time-out-heading" className={cardStyles.cardTitle}>
          {t.responsiblePlay.timeOut}
        </h2>
        <p className={styles.hint}>{t.responsiblePlay.timeOutHint}</p>
        {timeOutUntil && <Running line={fill(t.responsiblePlay.timeOutRunning, { until: formatDateTimeIst(timeOutUntil) })} testId="time-out-running" />}
        <div className={styles.choices} role="group" aria-labelledby="time-out-heading">
          {TIME_OUT_DAYS.map((days) => (
            <Button key={days} variant="secondary" disabled={changer.busy} onClick={() => setChosen({ kind: 'timeOut', days })}>
              {t.responsiblePlay.timeOutChoices[days]}
            </Button>
          ))}
        </div>
      </section>

      <section className={cardStyles.card} aria-labelledby="self-exclusion-heading">
        <h2 id="self-exclusion-heading" className={cardStyles.cardTitle}>
          {t.responsiblePlay.selfExclusion}
        </h2>
        <p className={styles.hint}>{t.responsiblePlay.selfExclusionHint}</p>
        {excludedUntil && (
          <Running line={fill(t.responsiblePlay.selfExclusionRunning, { until: formatDateTimeIst(excludedUntil) })} testId="self-exclusion-running" />
        )}
        <div className={styles.choices} role="group" aria-labelledby="self-exclusion-heading">
          {SELF_EXCLUSION_MONTHS.map((months) => (
            <Button
              key={months}
              variant="secondary"
              disabled={changer.busy}
              onClick={() => setChosen({ kind: 'selfExclusion', months })}
            >
              {t.responsiblePlay.selfExclusionChoices[months]}
            </Button>
          ))}
        </div>
      </section>

      {chosen && (
        <ConfirmBreak
          key={`${chosen.kind}-${lengthOf(chosen)}`}
          chosen={chosen}
          until={untilOf(chosen, record, now)}
          changer={changer}
          onDone={() => setChosen(null)}
        />
      )}
    </>
  );
}

function Running({ line, testId }: { line: string; testId: string }) {
  return (
    <div className={styles.running} data-testid={testId}>
      <p className={styles.runningTitle}>{line}</p>
      <p className={styles.runningText}>{t.responsiblePlay.pausedMeanwhile}</p>
    </div>
  );
}

interface ConfirmBreakProps {
  chosen: Break;
  until: Date;
  changer: RecordChange;
  onDone: () => void;
}

/** The last word before a break that nobody can end early. */
function ConfirmBreak({ chosen, until, changer, onDone }: ConfirmBreakProps) {
  // One key per confirmation, so the client may send it again after no answer: the server keeps the later end, so
  // a repeat never makes a second break.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const timeOut = chosen.kind === 'timeOut';

  const start = async () => {
    const made = await changer.change(
      () => (chosen.kind === 'timeOut' ? takeTimeOut(chosen.days, idempotencyKey) : excludeSelf(chosen.months, idempotencyKey)),
      (record) => {
        const ends = (timeOut ? record.timeOutUntil : record.selfExcludedUntil) ?? until.toISOString();
        return fill(timeOut ? t.responsiblePlay.timeOutStarted : t.responsiblePlay.selfExclusionStarted, { until: formatDateTimeIst(ends) });
      },
      t.responsiblePlay.breakFailed,
    );
    if (made) onDone();
  };

  return (
    <Dialog
      title={fill(timeOut ? t.responsiblePlay.confirmTimeOutTitle : t.responsiblePlay.confirmSelfExclusionTitle, { length: lengthOf(chosen) })}
      onClose={onDone}
      hideClose
      footer={
        // Cancel first: the button the dialog focuses, so a stray Enter starts nothing that cannot be undone.
        <>
          <Button variant="secondary" onClick={onDone}>
            {t.responsiblePlay.cancel}
          </Button>
          <Button disabled={changer.busy} onClick={() => void start()}>
            {timeOut ? t.responsiblePlay.startTimeOut : t.responsiblePlay.startSelfExclusion}
          </Button>
        </>
      }
    >
      <p className={styles.confirmText}>{fill(t.responsiblePlay.confirmUntil, { until: formatDateTimeIst(until) })}</p>
      <p className={styles.confirmFinal}>{t.responsiblePlay.confirmFinal}</p>
    </Dialog>
  );
}
