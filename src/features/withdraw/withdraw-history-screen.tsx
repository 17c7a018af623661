import { paths } from '../../config/paths';
import { t } from '../../i18n/t';
import { NotAvailableYet, ScreenLayout } from '../../ui/screen-layout';

export default function WithdrawHistoryScreen() {
  return (
    <ScreenLayout title={t.screens.withdrawHistory} backTo={paths.withdrawFund.getHref()}>
      <NotAvailableYet />
    </ScreenLayout>
  );
}
