import type { FieldRule } from '@app/contract';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { fieldMessages } from '@/shared/lib/field-messages';
import { ruleSchema } from '@/shared/lib/field-rules';

type Rules = Record<string, FieldRule> | undefined;

/**
 * Open account: the merchant's registration rules for the account name and password (spec 5),
 * the confirmation equal to the password, an optional nickname by its rule.
 */
export function openAccountSchema(t: TFunction, rules: Rules) {
  return z
    .object({
      type: z.enum(['0', '1']),
      username: ruleSchema(rules?.username, fieldMessages(t, 'username', rules?.username), true),
      password: ruleSchema(rules?.password, fieldMessages(t, 'password', rules?.password), true),
      confirmPassword: ruleSchema(undefined, fieldMessages(t, 'confirmPassword'), true),
      nickname: ruleSchema(rules?.nickname, fieldMessages(t, 'nickname', rules?.nickname), false),
    })
    .refine((v) => !v.confirmPassword || v.confirmPassword === v.password, {
      message: t('form.fields.confirmPassword.invalid'),
      path: ['confirmPassword'],
    });
}

export type OpenAccountValues = z.infer<ReturnType<typeof openAccountSchema>>;
