import type { FieldRule } from '@app/contract';
import type { TFunction } from 'i18next';
import type en from '../i18n/locales/en.json';
import type { RuleMessages } from './field-rules';

export type FieldName = keyof typeof en.form.fields;

/** The translated required/invalid texts of a field, the invalid one with the rule's lengths. */
export function fieldMessages(t: TFunction, field: FieldName, rule?: FieldRule): RuleMessages {
  return {
    required: t(`form.fields.${field}.required`),
    invalid: t(`form.fields.${field}.invalid`, {
      min: rule?.minLength ?? 1,
      max: rule?.maxLength ?? 64,
    }),
  };
}
