import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { toast } from '@/shared/stores/toast-store';
import { useCountdown } from './use-countdown';

/** Spec 3 "SMS code response", as every SMS endpoint answers it. */
export interface SmsSent {
  /** When the code expires, epoch ms. */
  expirationTime: number;
  expiredMinutes: number;
}

/** The wait when the server gives no expiredMinutes (spec 4: 60 s). */
const DEFAULT_WAIT_MS = 60_000;
/** A longer wait than this is taken as a clock mismatch, not a real expiry. */
const MAX_WAIT_MS = 30 * 60_000;

/**
 * Sending an SMS code with its countdown (spec 4, 8, 9): a 'sending' toast, then 'SMS sent' and
 * the button off until the countdown ends. `countTo` 'expirationTime' counts down to the code's
 * expiry (when that is sane), 'expiredMinutes' waits expiredMinutes x 60 s (60 s by default).
 * `request` sends the code (whatever the endpoint and its arguments); `send` resolves true once sent.
 */
export function useSmsSend<A extends unknown[]>(
  request: (...args: A) => Promise<SmsSent>,
  countTo: 'expirationTime' | 'expiredMinutes',
) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async (...args: A): Promise<boolean> => {
    if (sending || countdown.running) return false;
    setSending(true);
    toast.loading(t('auth.sms.sending'));
    try {
      const value = await request(...args);
      toast.success(t('auth.sms.sent'));
      const untilExpiry = value.expirationTime - Date.now();
      if (countTo === 'expirationTime' && untilExpiry > 0 && untilExpiry <= MAX_WAIT_MS)
        countdown.startUntil(value.expirationTime);
      else
        countdown.start(value.expiredMinutes > 0 ? value.expiredMinutes * 60_000 : DEFAULT_WAIT_MS);
      return true;
    } catch (error) {
      // The spec hides the loading toast silently; saying why (e.g. too many requests) helps more.
      toast.error(error instanceof ApiError ? error.message : t('errors.unknown.error'));
      return false;
    } finally {
      setSending(false);
    }
  };

  return {
    send,
    sending,
    remaining: countdown.remaining,
    waiting: countdown.running,
    reset: countdown.stop,
  };
}
