import { paths } from '../../config/paths';
import { t } from '../../i18n/t';
import { NotAvailableYet, ScreenLayout } from '../../ui/screen-layout';

export default function WalletStatementScreen() {
  return (
    <ScreenLayout title={t.screens.walletStatement} backTo={paths.wallet.getHref()}>
      <NotAvailableYet />
    </ScreenLayout>
  );
}
