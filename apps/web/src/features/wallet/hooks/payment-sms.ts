import { useSmsSend } from '@/shared/hooks/use-sms-send';
import { sendPaymentPasswordSms } from '../api/send-payment-password-sms';

/**
 * The payment password's SMS code to the member's own number, with the shared countdown to the
 * code's expiry before another may be asked for (spec 4, 9).
 */
export const usePaymentSms = () => useSmsSend(sendPaymentPasswordSms, 'expirationTime');
