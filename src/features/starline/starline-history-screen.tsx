import { paths } from '../../config/paths';
import { t } from '../../i18n/t';
import { NotAvailableYet, ScreenLayout } from '../../ui/screen-layout';

export default function StarlineHistoryScreen() {
  return (
    <ScreenLayout title={t.screens.starlineHistory} backTo={paths.starlineGaming.getHref()}>
      <NotAvailableYet />
    </ScreenLayout>
  );
}
