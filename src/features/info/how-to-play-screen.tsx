import { useSnapshot } from 'valtio';
import { paths } from '../../config/paths';
import { isOfflineError, useHowToPlay } from '../../data/settings';
import { howToPlayText } from '../../domain/how-to-play';
import { language } from '../../i18n/t';
import { t } from '../../i18n/t-screens';
import { session } from '../../state/session';
import { Button } from '../../ui/button';
import { Markup } from '../../ui/markup';
import { ScreenLayout } from '../../ui/screen-layout';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import styles from './info-screens.module.css';

/**
 * How To Play: the server's guide in the player's language (the English while no Hindi was written), rendered by
 * our own markup renderer; cached for offline reading.
 */
export default function HowToPlayScreen() {
  const { status } = useSnapshot(session);
  const { value: texts, load } = useHowToPlay({
    onError: (error) => {
      if (!isOfflineError(error) && !content) notify.error(t.info.howToPlayFailed);
    },
  });
  const content = texts && howToPlayText(texts, language);
  const backTo = status === 'signed-in' ? paths.dashboard.getHref() : paths.auth.getHref();

  let body;
  if (content) {
    body = <Markup text={content} />;
  } else if (load.error) {
    body = (
      <div className={styles.problem} role="alert">
        <p>{t.info.howToPlayFailed}</p>
        <Button onClick={load.retry} disabled={load.loading}>
          {t.info.tryAgain}
        </Button>
      </div>
    );
  } else if (content === undefined || load.loading || load.lastSuccessAt === null) {
    body = <Spinner />;
  } else {
    body = <p className={styles.muted}>{t.info.howToPlayEmpty}</p>;
  }

  return (
    <ScreenLayout title={t.screens.howToPlay} backTo={backTo}>
      <article className={styles.card}>{body}</article>
    </ScreenLayout>
  );
}
