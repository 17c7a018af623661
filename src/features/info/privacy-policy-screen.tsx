import { paths } from '../../config/paths';
import { t } from '../../i18n/t';
import { NotAvailableYet, ScreenLayout } from '../../ui/screen-layout';

export default function PrivacyPolicyScreen() {
  return (
    <ScreenLayout title={t.screens.privacyPolicy} backTo={paths.dashboard.getHref()}>
      <NotAvailableYet />
    </ScreenLayout>
  );
}
