import { paths } from '../../config/paths';
import { t } from '../../i18n/t';
import { ScreenLayout } from '../../ui/screen-layout';
import { BetHistoryView } from './bet-history-view';

export default function WinningHistoryScreen() {
  return (
    <ScreenLayout title={t.screens.winningHistory} backTo={paths.dashboard.getHref()}>
      <BetHistoryView mode="winning" />
    </ScreenLayout>
  );
}
