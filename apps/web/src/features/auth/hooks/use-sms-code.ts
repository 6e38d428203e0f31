import type { SmsPurpose } from '../api/send-sms';
import { useSmsSender } from './use-sms-sender';

/** What sending a code needs of a form holding a mobile number and an SMS code. */
export interface SmsCodeForm {
  trigger: (name: 'mobileNum') => Promise<boolean>;
  setFocus: (name: 'mobileNum' | 'verificationCode') => void;
  getValues: (name: 'mobileNum' | 'countryDialingCode') => string | undefined;
}

/**
 * `useSmsSender` for a form: a valid number is needed before a code is sent (spec 5), so an
 * invalid one gets the focus and its error; once sent, the focus moves on to the code.
 */
export function useSmsCode(
  purpose: SmsPurpose,
  countTo: 'expirationTime' | 'expiredMinutes',
  form: SmsCodeForm,
) {
  const sms = useSmsSender(purpose, countTo);
  const sendCode = async () => {
    if (!(await form.trigger('mobileNum'))) return form.setFocus('mobileNum');
    if (
      await sms.send(form.getValues('mobileNum') ?? '', form.getValues('countryDialingCode') ?? '')
    )
      form.setFocus('verificationCode');
  };
  return { ...sms, sendCode };
}
