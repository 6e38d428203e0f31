import type { FieldRule } from '@app/contract';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { fieldMessages } from '@/shared/lib/field-messages';
import { ruleSchema } from '@/shared/lib/field-rules';

type Rules = Record<string, FieldRule> | undefined;

/**
 * Spec 5 "Change password": old checked against loginPassword, new against password; new must
 * differ from old; the confirmation is required ('Enter password') and equals the new one.
 * Without an old password (a member who never set one) only new and confirm are asked.
 */
export function changePasswordSchema(t: TFunction, rules: Rules, withOld: boolean) {
  return z
    .object({
      oldPassword: withOld
        ? ruleSchema(
            rules?.loginPassword,
            fieldMessages(t, 'oldPassword', rules?.loginPassword),
            true,
          )
        : z.string(),
      newPassword: ruleSchema(
        rules?.password,
        fieldMessages(t, 'newPassword', rules?.password),
        true,
      ),
      confirmNewPassword: ruleSchema(undefined, fieldMessages(t, 'confirmNewPassword'), true),
    })
    .refine((v) => !withOld || !v.newPassword || v.newPassword !== v.oldPassword, {
      message: t('account.changePassword.sameAsOld'),
      path: ['newPassword'],
    })
    .refine((v) => !v.confirmNewPassword || v.confirmNewPassword === v.newPassword, {
      message: t('form.fields.confirmNewPassword.invalid'),
      path: ['confirmNewPassword'],
    });
}

export type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;
