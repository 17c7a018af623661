import { paths } from '../../config/paths';
import { t } from '../../i18n/t';
import { NotAvailableYet, ScreenLayout } from '../../ui/screen-layout';

export default function StarlineChartScreen() {
  return (
    <ScreenLayout title={t.screens.starlineChart} backTo={paths.starlineGaming.getHref()}>
      <NotAvailableYet />
    </ScreenLayout>
  );
}
