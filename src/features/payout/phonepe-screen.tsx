import { t } from '../../i18n/t-screens';
import { PaymentNumberScreen } from './payment-number-screen';

export default function PhonePeScreen() {
  return (
    <PaymentNumberScreen
      app="phonepe"
      title={t.screens.phonePe}
      appName={t.records.methods.phonepe}
      success={t.payout.phonePeUpdated}
      failure={t.payout.phonePeFailed}
    />
  );
}
