import { paths } from '../../config/paths';
import { t } from '../../i18n/t';
import { NotAvailableYet, ScreenLayout } from '../../ui/screen-layout';

export default function HowToPlayScreen() {
  return (
    <ScreenLayout title={t.screens.howToPlay} backTo={paths.dashboard.getHref()}>
      <NotAvailableYet />
    </ScreenLayout>
  );
}
