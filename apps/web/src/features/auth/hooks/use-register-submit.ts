import type { RegisterBody } from '@app/contract';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/shared/api/api-error';
import { stripLeadingZero } from '@/shared/config/dialing-codes';
import { installedMode } from '@/shared/lib/display-mode';
import { toast, TOAST_MS } from '@/shared/stores/toast-store';
import { isAffiliateValid } from '../api/check-affiliate';
import { register } from '../api/register';
import {
  extraFields,
  type RegisterField,
  type RegisterMethod,
  type RegisterValues,
} from '../lib/register-fields';
import { useCompleteSignIn } from './use-complete-sign-in';

interface Options {
  method: RegisterMethod;
  fields: readonly RegisterField[];
  form: UseFormReturn<RegisterValues>;
  urlAffiliate: { code: string; valid: boolean };
  captcha: { shown: boolean; captchaId: string | undefined; refresh: () => void };
}

/** Errors the server ties to one field: shown under it, and the field takes focus. */
const fieldOfError: Record<string, RegisterField | 'captcha'> = {
  'username.exists': 'username',
  'mobile.exists': 'mobileNum',
  'affiliate.invalid': 'affiliateCode',
  'verification.code.invalid': 'verificationCode',
  'verification.code.expired': 'verificationCode',
  'captcha.invalid': 'captcha',
  'captcha.required': 'captcha',
};

/** Spec 3 registerMethod: an installed app says how it was installed; a browser tab is H5. */
const registerMethod = (): RegisterBody['registerMethod'] => installedMode() ?? 'H5';

/**
 * Spec 4 "Registration" submit flow, after the form is valid: build the payload; a valid code from
 * the link registers directly; otherwise a typed invitation code is checked first ('Invalid
 * invitation code' for 1 s, then the field takes focus) and registration happens only on success.
 */
export function useRegisterSubmit({ method, fields, form, urlAffiliate, captcha }: Options) {
  const { t } = useTranslation();
  const complete = useCompleteSignIn();

  const invalidInvitation = () => {
    toast.error(t('errors.affiliate.invalid'), TOAST_MS.success);
    setTimeout(() => form.setFocus('affiliateCode'), TOAST_MS.success);
  };

  return async (v: RegisterValues) => {
    const host = window.location.host;
    const body: RegisterBody = {
      registerUrl: host,
      registerMethod: registerMethod(),
      type: 0,
      domain: host,
      password: v.password ?? '',
      confirmPassword: v.confirmPassword ?? '',
    };
    if (fields.includes('username')) body.username = (v.username ?? '').trim();
    if (v.mobileNum) {
      body.mobileNum = stripLeadingZero(v.mobileNum);
      body.countryDialingCode = v.countryDialingCode;
    }
    if (v.verificationCode) body.verificationCode = v.verificationCode;
    for (const name of extraFields) {
      const value = fields.includes(name) ? (v[name] ?? '').trim() : '';
      if (value) body[name] = value;
    }
    if (captcha.shown && captcha.captchaId) {
      body.captcha = v.captcha ?? '';
      body.captchaId = captcha.captchaId;
    }

    if (urlAffiliate.valid) body.affiliateCode = urlAffiliate.code;
    else if (fields.includes('affiliateCode') && body.affiliateCode) {
      if (!(await isAffiliateValid(body.affiliateCode))) return invalidInvitation();
    }

    toast.loading(t('auth.register.loading'));
    try {
      const value = await register(method, body);
      toast.success(t('auth.register.success'));
      // The new account becomes the remembered one; the browser may offer to save its password.
      const remember =
        method === 'mobile' && body.mobileNum
          ? {
              type: 'sms' as const,
              username: body.mobileNum,
              countryDialingCode: v.countryDialingCode,
            }
          : { type: 'username' as const, username: value.userName };
      complete(value, { remember, password: body.password });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (captcha.shown) {
        captcha.refresh();
        form.setValue('captcha', '');
      }
      if (apiError?.errorCode === 'affiliate.invalid') return invalidInvitation();
      toast.error(apiError?.message ?? t('errors.unknown.error'));
      const field = apiError && fieldOfError[apiError.errorCode];
      if (field && (field === 'captcha' || fields.includes(field))) {
        form.setError(field, { type: 'server', message: apiError.message }, { shouldFocus: true });
      }
    }
  };
}
