import { stripLeadingZero } from '@/shared/config/dialing-codes';
import { useSmsSend } from '@/shared/hooks/use-sms-send';
import { sendSmsNoLogin, type SmsPurpose } from '../api/send-sms';

/**
 * The signed-out SMS code to a typed number (spec 4, 8), with the shared countdown: login and
 * password recovery count down to the code's expirationTime; registration waits expiredMinutes
 * x 60 s (60 s by default).
 */
export function useSmsSender(purpose: SmsPurpose, countTo: 'expirationTime' | 'expiredMinutes') {
  return useSmsSend(
    (mobile: string, countryDialingCode: string) =>
      sendSmsNoLogin({ mobileNum: stripLeadingZero(mobile), countryDialingCode, purpose }),
    countTo,
  );
}
