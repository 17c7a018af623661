import { updateRealityCheck, type ResponsiblePlayRecord } from '../../api/responsible-play';
import { paths } from '../../config/paths';
import { useResponsiblePlay, useResponsiblePlayRefresh } from '../../data/responsible-play';
import { useServerNow } from '../../data/server-time';
import { REALITY_CHECK_MINUTES } from '../../domain/responsible-play';
import { fill, t } from '../../i18n/t-screens';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { toastLoadFailure } from '../../ui/failure-toasts';
import { ScreenLayout } from '../../ui/screen-layout';
import { Spinner } from '../../ui/spinner';
import { BreaksSection } from './breaks-section';
import { LimitsSection } from './limits-section';
import { useRecordChange, type RecordChange } from './use-record-change';
import cardStyles from '../../ui/card.module.css';
import styles from './responsible-play.module.css';


/**
 * Responsible play: the player's deposit and loss limits, time-out, self-exclusion and reality check,
 * as the server keeps them. Shown at once from the record remembered on the device, then refreshed.
 */
export default function ResponsiblePlayScreen() {
  const remembered = useResponsiblePlay();
  const load = useResponsiblePlayRefresh(toastLoadFailure(t.responsiblePlay.loadFailed));
  const changer = useRecordChange();
  const now = useServerNow();
  // The snapshot is read-only; the sections only read it.
  const record = remembered as ResponsiblePlayRecord | null;

  return (
    <ScreenLayout title={t.responsiblePlay.title} backTo={paths.dashboard.getHref()}>
      <div className={cardStyles.stack}>
        <p className={cardStyles.intro}>{t.responsiblePlay.intro}</p>
        {record === null ? (
          load.loading || load.error === null ? (
            <Spinner />
          ) : (
            <EmptyState
              title={t.responsiblePlay.loadFailed}
              actions={
                <Button variant="secondary" onClick={load.retry}>
                  {t.responsiblePlay.retry}
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
      (answer) => fill(t.responsiblePlay.realityCheckSaved, { minutes: answer.realityCheckMinutes }),
      t.responsiblePlay.realityCheckFailed,
    );

  return (
    <section className={cardStyles.card} aria-labelledby="reality-check-heading">
      <h2 id="reality-check-heading" className={cardStyles.cardTitle}>
        {t.responsiblePlay.realityCheck}
      </h2>
      <p className={styles.hint}>{t.responsiblePlay.realityCheckHint}</p>
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
              {fill(t.responsiblePlay.realityCheckChoice, { minutes })}
            </Button>
          );
        })}
      </div>
    </section>
  );
}
