import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { fetchResponsiblePlay } from '../../api/responsible-play';
import { keepResponsiblePlay, useResponsiblePlay, useResponsiblePlayRefresh } from '../../data/responsible-play';
import { DEFAULT_REALITY_CHECK_MINUTES } from '../../domain/responsible-play';
import { istDate } from '../../domain/time';
import { fill, t } from '../../i18n/t-screens';
import { serverNow } from '../../state/clock';
import { session, signOut } from '../../state/session';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { formatRupees } from '../../ui/format';
import { COUNT_EVERY_MS, countPlay, isRealityCheckDue, readPlayTime, writePlayTime } from './play-time';
import styles from './reality-check.module.css';

// The record is read again by any screen that shows it; until then the remembered one (or the default) holds.
const ignoreFailure = () => undefined;

/**
 * The reality check, mounted once while a player is signed in: counts the minutes the app is visible,
 * per IST day, and after every N minutes of play today (the player's choice, 60 unless set) shows the time played
 * and today's net result, with Continue and Stop playing.
 *
 * Time is read from `Date.now()` and counted on `setInterval`, so an end-to-end test moves it on with the
 * browser's own clock (Playwright's `page.clock`) rather than through a test-only setting.
 */
export default function RealityCheck() {
  const { user } = useSnapshot(session);
  const userId = user?._id;
  const record = useResponsiblePlay();
  useResponsiblePlayRefresh(ignoreFailure);
  const everyMinutes = record?.realityCheckMinutes ?? DEFAULT_REALITY_CHECK_MINUTES;
  const everyRef = useRef(everyMinutes);
  useEffect(() => {
    everyRef.current = everyMinutes;
  });
  const [playedMs, setPlayedMs] = useState<number | null>(null);

  useEffect(() => {
    if (!userId) return undefined;
    let since = Date.now();
    const count = (visibleUntilNow: boolean) => {
      const now = Date.now();
      if (visibleUntilNow) {
        const playTime = countPlay(readPlayTime(userId), istDate(serverNow()), since, now);
        if (isRealityCheckDue(playTime, everyRef.current)) {
          playTime.checkedMs = playTime.playedMs;
          setPlayedMs(playTime.playedMs);
        }
        writePlayTime(userId, playTime);
      }
      since = now;
    };
    const timer = setInterval(() => count(document.visibilityState === 'visible'), COUNT_EVERY_MS);
    // Hidden: the time up to now was visible, and nothing counts until the app is seen again.
    const onVisibilityChange = () => count(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [userId]);

  if (playedMs === null || !userId) return null;
  return <RealityCheckDialog userId={userId} playedMs={playedMs} onContinue={() => setPlayedMs(null)} />;
}

function durationText(playedMs: number): string {
  const minutes = Math.floor(playedMs / 60_000);
  return minutes < 60
    ? fill(t.responsiblePlay.minutesOnly, { minutes })
    : fill(t.responsiblePlay.hoursMinutes, { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** "+₹200" ahead, "-₹300" behind. */
function netResultText(net: number): string {
  return net > 0 ? `+${formatRupees(net)}` : formatRupees(net);
}

interface RealityCheckDialogProps {
  userId: string;
  playedMs: number;
  onContinue: () => void;
}

function RealityCheckDialog({ userId, playedMs, onContinue }: RealityCheckDialogProps) {
  // Today's net result is read afresh when the dialog opens: the remembered record may be hours old.
  const [net, setNet] = useState<number | 'loading' | 'unknown'>('loading');
  useEffect(() => {
    const controller = new AbortController();
    fetchResponsiblePlay(controller.signal).then(
      (record) => {
        keepResponsiblePlay(userId, record);
        setNet(-record.usage.loss.daily);
      },
      () => {
        if (!controller.signal.aborted) setNet('unknown');
      },
    );
    return () => controller.abort();
  }, [userId]);

  return (
    <Dialog
      title={t.responsiblePlay.checkTitle}
      onClose={onContinue}
      hideClose
      footer={
        // Continue first: the button the dialog focuses, so a stray Enter never signs the player out.
        <>
          <Button onClick={onContinue}>{t.responsiblePlay.checkContinue}</Button>
          <Button variant="secondary" onClick={() => void signOut()}>
            {t.responsiblePlay.checkStop}
          </Button>
        </>
      }
    >
      <p className={styles.played} data-testid="reality-check-played">
        {fill(t.responsiblePlay.checkPlayed, { duration: durationText(playedMs) })}
      </p>
      <dl className={styles.result}>
        <dt>{t.responsiblePlay.checkResult}</dt>
        <dd data-testid="reality-check-result" aria-busy={net === 'loading'}>
          {net === 'loading' ? '…' : net === 'unknown' ? t.responsiblePlay.checkResultUnknown : netResultText(net)}
        </dd>
      </dl>
    </Dialog>
  );
}
