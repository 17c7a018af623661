import { Link } from 'react-router-dom';
import type { PlayerSummary } from '../api';
import { adminPaths } from '../paths';
import { text } from '../text';
import styles from './ui.module.css';

/** A player's name and mobile number, linking to their page (balance, ledger, adjustments). */
export function PlayerLink({ player }: { player: PlayerSummary | undefined }) {
  if (!player) return <>{text.common.unknownPlayer}</>;
  return (
    <Link to={adminPaths.user.getHref(player._id)} className={styles.nameLink}>
      {player.name} · {player.mobileNumber}
    </Link>
  );
}
