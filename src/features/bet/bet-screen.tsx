import { useParams } from 'react-router-dom';
import { isBetTypePath, paths } from '../../config/paths';
import { t } from '../../i18n/t';
import { NotAvailableYet, ScreenLayout } from '../../ui/screen-layout';

export default function BetScreen() {
  const { betTypePath } = useParams();
  // The router only mounts this screen for the seven known bet types.
  const title = isBetTypePath(betTypePath) ? t.betTypes[betTypePath] : '';
  return (
    <ScreenLayout title={title} backTo={paths.dashboard.getHref()}>
      <NotAvailableYet />
    </ScreenLayout>
  );
}
