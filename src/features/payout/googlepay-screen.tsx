import { t } from '../../i18n/t-screens';
import { PaymentNumberScreen } from './payment-number-screen';

export default function GooglePayScreen() {
  return (
    <PaymentNumberScreen
      app="googlePay"
      title={t.screens.googlePay}
      appName={t.records.methods.googlepay}
      success={t.payout.googlePayUpdated}
      failure={t.payout.googlePayFailed}
    />
  );
}
