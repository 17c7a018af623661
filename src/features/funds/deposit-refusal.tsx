import { Link } from 'react-router-dom';
import type { DepositAllowance } from '../../api/wallet';
import { paths } from '../../config/paths';
import { fill, t } from '../../i18n/t-screens';
import { serverErrorText } from '../../i18n/t';
import { formatRupees } from '../../ui/format';
import styles from './add-fund-screen.module.css';

type Refused = Extract<DepositAllowance, { allowed: false }>;

const BREAKS = new Set(['TIMED_OUT', 'SELF_EXCLUDED']);

/** "You can add up to ₹400 more today": the room left, in the words of the limit's period. */
function roomText(refused: Refused): string | null {
  if (refused.code !== 'DEPOSIT_LIMIT_REACHED' || !refused.room) return null;
  const period = refused.params?.period;
  const line = period === 'weekly' ? t.funds.roomThisWeek : period === 'monthly' ? t.funds.roomThisMonth : t.funds.roomToday;
  return fill(line, { amount: formatRupees(refused.room) });
}

/**
 * In place of the payee and the ways to pay, when a deposit of the amount typed would be refused: the break and
 * when it ends, the room a deposit limit leaves, or the operator's pause, in the player's language.
 */
export function DepositRefusal({ refused }: { refused: Refused }) {
  const onBreak = BREAKS.has(refused.code);
  const overLimit = refused.code === 'DEPOSIT_LIMIT_REACHED';
  const title = onBreak ? t.playPaused.title : overLimit ? t.funds.limitTitle : t.funds.depositsPaused;
  const room = roomText(refused);
  return (
    <section className={styles.refusal} aria-labelledby="deposit-refusal" data-testid="deposit-refusal" role="status">
      <h2 id="deposit-refusal" className={styles.refusalTitle}>
        {title}
      </h2>
      {room && (
        <p className={styles.refusalRoom} data-testid="deposit-room">
          {room}
        </p>
      )}
      <p className={styles.refusalText}>{serverErrorText(refused.code, refused.message, refused.params)}</p>
      {(onBreak || overLimit) && (
        <Link to={paths.responsiblePlay.getHref()} className={styles.refusalWay}>
          {t.playPaused.link}
        </Link>
      )}
    </section>
  );
}
