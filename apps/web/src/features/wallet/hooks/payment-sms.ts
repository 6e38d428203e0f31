import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { useCountdown } from '@/shared/hooks/use-countdown';
import { toast } from '@/shared/stores/toast-store';
import { sendPaymentPasswordSms } from '../api/send-payment-password-sms';

/** Without an expiry from the server, another code may be asked for after 60 s (spec 4). */
const DEFAULT_WAIT_MS = 60_000;
/** A longer wait than this is taken as a clock mismatch, not a real expiry. */
const MAX_WAIT_MS = 30 * 60_000;

/**
 * The payment password's SMS code to the member's own number, with the countdown before another
 * may be asked for (spec 4, 9: 'sending', then 'SMS sent', the button off while it counts).
 */
export function usePaymentSms() {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const send = async (): Promise<boolean> => {
    if (sending || countdown.running) return false;
    setSending(true);
    toast.loading(t('auth.sms.sending'));
    try {
      const value = await sendPaymentPasswordSms();
      toast.success(t('auth.sms.sent'));
      const untilExpiry = value.expirationTime - Date.now();
      if (untilExpiry > 0 && untilExpiry <= MAX_WAIT_MS) countdown.startUntil(value.expirationTime);
      else
        countdown.start(value.expiredMinutes > 0 ? value.expiredMinutes * 60_000 : DEFAULT_WAIT_MS);
      return true;
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('errors.unknown.error'));
      return false;
    } finally {
      setSending(false);
    }
  };
  return { send, sending, remaining: countdown.remaining };
}
