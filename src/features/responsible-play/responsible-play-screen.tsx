import { updateRealityCheck } from '../../api/responsible-play';
import { paths } from '../../config/paths';
import { REALITY_CHECK_MINUTES, type ResponsiblePlayRecord } from '../../domain/responsible-play';
import { enResponsiblePlay as text } from '../../i18n/en-responsible-play';
import { fill } from '../../i18n/t';
import { useResponsiblePlay, useResponsiblePlayRefresh } from '../../sync/responsible-play';
import { useServerNow } from '../../sync/use-server-now';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { toastLoadFailure } from '../../ui/failure-toasts';
import { ScreenLayout } from '../../ui/screen-layout';
import { Spinner } from '../../ui/spinner';
import { BreaksSection } from './breaks-section';
import { LimitsSection } from './limits-section';
import { useRecordChange, type RecordChange } from './use-record-change';
import styles from './responsible-play.module.css';

const toastLoadFailed = toastLoadFailure(text.loadFailed);

/**
 * Responsible play (issue 19): the player's deposit and loss limits, time-out, self-exclusion and reality check,
 * as the server keeps them. Shown at once from the record remembered on the device, then refreshed.
 */
export default function ResponsiblePlayScreen() {
  const remembered = useResponsiblePlay();
  const load = useResponsiblePlayRefresh(toastLoadFailed);
  const changer = useRecordChange();
  const now = useServerNow();
  // The snapshot is read-only; the sections only read it.
  const record = remembered as ResponsiblePlayRecord | null;

  return (
    <ScreenLayout title={text.title} backTo={paths.dashboard.getHref()}>
      <div className={styles.stack}>
        <p className={styles.intro}>{text.intro}</p>
        {record === null ? (
          load.loading || load.error === null ? (
            <Spinner />
          ) : (
            <EmptyState
              title={text.loadFailed}
              actions={
                <Button variant="secondary" onClick={load.retry}>
                  {text.retry}
                </Button>
              }
            />
          )
        ) : (
          <>
            <LimitsSection kind="deposit" record={record} changer={changer} />
            <LimitsSection kind="loss" record={record} changer={changer} />
            <BreaksSection record={record} now={now} changer={changer} />
            <RealityCheckChoice record={record} changer={changer} />
          </>
        )}
      </div>
    </ScreenLayout>
  );
}

function RealityCheckChoice({ record, changer }: { record: ResponsiblePlayRecord; changer: RecordChange }) {
  const choose = (minutes: number) =>
    void changer.change(
      () => updateRealityCheck(minutes),
      (answer) => fill(text.realityCheckSaved, { minutes: answer.realityCheckMinutes }),
      text.realityCheckFailed,
    );

  return (
    <section className={styles.card} aria-labelledby="reality-check-heading">
      <h2 id="reality-check-heading" className={styles.cardTitle}>
        {text.realityCheck}
      </h2>
      <p className={styles.hint}>{text.realityCheckHint}</p>
      <div className={styles.choices} role="group" aria-labelledby="reality-check-heading">
        {REALITY_CHECK_MINUTES.map((minutes) => {
          const chosen = record.realityCheckMinutes === minutes;
          return (
            <Button
              key={minutes}
              variant={chosen ? 'primary' : 'secondary'}
              aria-pressed={chosen}
              disabled={changer.busy}
              onClick={() => (chosen ? undefined : choose(minutes))}
            >
              {fill(text.realityCheckChoice, { minutes })}
            </Button>
          );
        })}
      </div>
    </section>
  );
}
