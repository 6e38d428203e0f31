import type { FieldRule } from '@app/contract';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { fieldMessages } from '@/shared/lib/field-messages';
import { ruleSchema } from '@/shared/lib/field-rules';
import { captchaSchema, MOBILE_MAX, SMS_CODE_MAX } from './login-schemas';

export type RegisterMethod = 'username' | 'mobile';
type Rules = Record<string, FieldRule> | undefined;

/** Spec 5 "Registration": the optional per-field rule sets, in the order the form shows them. */
export const extraFields = [
  'email',
  'nickname',
  'payeeName',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
  'affiliateCode',
] as const;

export type RegisterField =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'mobileNum'
  | 'verificationCode'
  | (typeof extraFields)[number];

/** Spec 9: the registration captcha hint is 1-16 characters. */
export const REGISTER_CAPTCHA_MAX = 16;

/**
 * The fields of one registration method, in form order (spec 2.7 "fields appear according to
 * server settings"). The mobile method always asks for the number; the username method asks for
 * it when its rule is enabled. The SMS code comes with the number when REGMOBVERF3 is on.
 */
export function registerFields(
  method: RegisterMethod,
  rules: Rules,
  flags: ReadonlySet<string>,
): RegisterField[] {
  const enabled = (name: string) => rules?.[name]?.enabled === true;
  const withMobile = method === 'mobile' || enabled('mobileNum');
  const mobile: RegisterField[] = withMobile
    ? ['mobileNum', ...(flags.has('REGMOBVERF3') ? (['verificationCode'] as const) : [])]
    : [];
  return [
    ...(method === 'mobile' ? mobile : ['username' as const]),
    'password',
    'confirmPassword',
    ...(method === 'username' ? mobile : []),
    ...extraFields.filter(enabled),
  ];
}

/** The schema of the shown fields, built from the server's rules (STYLE: one place). */
export function registerSchema(
  t: TFunction,
  method: RegisterMethod,
  rules: Rules,
  fields: readonly RegisterField[],
  withCaptcha: boolean,
) {
  const shape: Record<string, z.ZodType<string, string>> = { countryDialingCode: z.string() };
  for (const name of fields) {
    const rule = rules?.[name];
    const messages = fieldMessages(t, name, rule);
    // The mobile method needs the number whatever its rule says; the code is needed with a
    // number (checked below), and the confirmation only has to be there and match.
    const required =
      name === 'mobileNum' && method === 'mobile'
        ? true
        : name === 'verificationCode'
          ? false
          : (rule?.required ?? name !== 'affiliateCode');
    let schema = ruleSchema(name === 'confirmPassword' ? undefined : rule, messages, required);
    if (name === 'mobileNum')
      schema = schema.refine((v) => v.length <= MOBILE_MAX, messages.invalid);
    if (name === 'verificationCode')
      schema = schema.refine((v) => v.length <= SMS_CODE_MAX, messages.invalid);
    shape[name] = schema;
  }
  if (withCaptcha) shape.captcha = captchaSchema(t, REGISTER_CAPTCHA_MAX, false);
  const mismatch = t('form.fields.confirmPassword.invalid');
  return z.object(shape).refine((v) => !v.confirmPassword || v.confirmPassword === v.password, {
    message: mismatch,
    path: ['confirmPassword'],
  });
}

export type RegisterValues = Record<string, string>;
