import { t } from '../../i18n/t-screens';
import { PaymentNumberScreen } from './payment-number-screen';

export default function PaytmScreen() {
  return (
    <PaymentNumberScreen
      app="paytm"
      title={t.screens.paytm}
      appName={t.records.methods.paytm}
      success={t.payout.paytmUpdated}
      failure={t.payout.paytmFailed}
    />
  );
}
