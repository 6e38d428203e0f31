import type { FieldRule } from '@app/contract';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { fieldMessages } from '@/shared/lib/field-messages';
import { ruleSchema } from '@/shared/lib/field-rules';

type Rules = Record<string, FieldRule> | undefined;

/** Spec 5 and 9: the login captcha is required, digits only, at most 6. */
export const LOGIN_CAPTCHA_MAX = 6;
/** Spec 5: mobile number at most 20, SMS code at most 10. */
export const MOBILE_MAX = 20;
export const SMS_CODE_MAX = 10;

export function captchaSchema(t: TFunction, max: number, digitsOnly = true) {
  return z.string().superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: t('form.fields.captcha.required') });
    else if (value.length > max || (digitsOnly && !/^\d+$/.test(value)))
      ctx.addIssue({ code: 'custom', message: t('form.fields.captcha.invalid', { max }) });
  });
}

const withMax = (schema: z.ZodType<string, string>, max: number, message: string) =>
  schema.refine((v) => v.length <= max, message);

/** Spec 5 "Login": rules keyed loginUsername and loginPassword from the register settings. */
export const passwordLoginSchema = (t: TFunction, rules: Rules, withCaptcha: boolean) =>
  z.object({
    username: ruleSchema(rules?.loginUsername, fieldMessages(t, 'username', rules?.loginUsername)),
    password: ruleSchema(rules?.loginPassword, fieldMessages(t, 'password', rules?.loginPassword)),
    captcha: withCaptcha ? captchaSchema(t, LOGIN_CAPTCHA_MAX) : z.string(),
    remember: z.boolean(),
  });

/** Spec 5 "Login": loginMobileNum and verificationCode rules, mobile at most 20, code at most 10. */
export const smsLoginSchema = (t: TFunction, rules: Rules, withCaptcha: boolean) => {
  const mobile = fieldMessages(t, 'mobileNum', rules?.loginMobileNum);
  const code = fieldMessages(t, 'verificationCode', rules?.verificationCode);
  return z.object({
    countryDialingCode: z.string(),
    mobileNum: withMax(ruleSchema(rules?.loginMobileNum, mobile), MOBILE_MAX, mobile.invalid),
    verificationCode: withMax(
      ruleSchema(rules?.verificationCode, code),
      SMS_CODE_MAX,
      code.invalid,
    ),
    captcha: withCaptcha ? captchaSchema(t, LOGIN_CAPTCHA_MAX) : z.string(),
    remember: z.boolean(),
  });
};

export type PasswordLoginValues = z.infer<ReturnType<typeof passwordLoginSchema>>;
export type SmsLoginValues = z.infer<ReturnType<typeof smsLoginSchema>>;
