import { paths } from '../../config/paths';
import { t } from '../../i18n/t';
import { NotAvailableYet, ScreenLayout } from '../../ui/screen-layout';

export default function ForgotPasswordScreen() {
  return (
    <ScreenLayout title={t.screens.forgotPassword} backTo={paths.auth.getHref()}>
      <NotAvailableYet />
    </ScreenLayout>
  );
}
