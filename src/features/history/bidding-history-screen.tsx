import { paths } from '../../config/paths';
import { t } from '../../i18n/t';
import { NotAvailableYet, ScreenLayout } from '../../ui/screen-layout';

export default function BiddingHistoryScreen() {
  return (
    <ScreenLayout title={t.screens.biddingHistory} backTo={paths.dashboard.getHref()}>
      <NotAvailableYet />
    </ScreenLayout>
  );
}
