import type { FieldRule } from '@app/contract';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { fieldMessages } from '@/shared/lib/field-messages';
import { ruleSchema } from '@/shared/lib/field-rules';
import { MOBILE_MAX, SMS_CODE_MAX } from './login-schemas';

type Rules = Record<string, FieldRule> | undefined;

/**
 * Spec 5 "Forgot password": word characters with optional .word groups, @, word characters and a
 * 2-3 letter domain part repeated 1-3 times; spec 5 "Generic": shorter than 255 characters.
 */
export const EMAIL_PATTERN = /^\w+([.-]\w+)*@\w+([-]\w+)*(\.[A-Za-z]{2,3}){1,3}$/;

export const emailRecoverySchema = (t: TFunction, rules: Rules) =>
  z.object({
    username: z
      .string()
      .trim()
      .pipe(ruleSchema(rules?.loginUsername, fieldMessages(t, 'username', rules?.loginUsername))),
    email: z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        if (v === '') ctx.addIssue({ code: 'custom', message: t('form.fields.email.required') });
        else if (v.length >= 255 || !EMAIL_PATTERN.test(v))
          ctx.addIssue({ code: 'custom', message: t('form.fields.email.invalid') });
      }),
  });

/** Spec 5 "Set password by phone": a valid number, the SMS code and a new password by the rules. */
export const phoneRecoverySchema = (t: TFunction, rules: Rules) => {
  const mobile = fieldMessages(t, 'mobileNum', rules?.loginMobileNum);
  const code = fieldMessages(t, 'verificationCode', rules?.verificationCode);
  return z.object({
    countryDialingCode: z.string(),
    mobileNum: ruleSchema(rules?.loginMobileNum, mobile, true).refine(
      (v) => v.length <= MOBILE_MAX,
      mobile.invalid,
    ),
    verificationCode: ruleSchema(rules?.verificationCode, code, true).refine(
      (v) => v.length <= SMS_CODE_MAX,
      code.invalid,
    ),
    newPassword: ruleSchema(
      rules?.password,
      fieldMessages(t, 'newPassword', rules?.password),
      true,
    ),
  });
};
