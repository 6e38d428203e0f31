import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { PasswordField } from '@/shared/ui/password-field';
import { TextField } from '@/shared/ui/text-field';
import type { RegisterField as Field, RegisterValues } from '../lib/register-fields';
import { MobileField } from './mobile-field';
import { SmsCodeField } from './sms-code-field';

type InputMode = HTMLAttributes<HTMLInputElement>['inputMode'];

/** How each field's input behaves on a phone keyboard and with autofill. */
const inputOf: Partial<
  Record<Field, { type?: string; autoComplete: string; inputMode?: InputMode }>
> = {
  username: { autoComplete: 'username' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  nickname: { autoComplete: 'nickname' },
  payeeName: { autoComplete: 'name' },
  qqNum: { autoComplete: 'off', inputMode: 'numeric' },
  whatsapp: { autoComplete: 'off', inputMode: 'tel' },
  zalo: { autoComplete: 'off', inputMode: 'tel' },
};

interface RegisterFieldProps {
  name: Field;
  form: UseFormReturn<RegisterValues>;
  required: boolean;
  readOnly?: boolean;
  sms: { remaining: number; sending: boolean; onSend: () => void };
  onUsernameBlur: () => void;
}

/** One registration field, drawn by kind: password, mobile with dialling code, SMS code, text. */
export function RegisterField({
  name,
  form,
  required,
  readOnly,
  sms,
  onUsernameBlur,
}: RegisterFieldProps) {
  const { t } = useTranslation();
  const error = form.formState.errors[name]?.message;
  const common = {
    label: t(`form.fields.${name}.label`),
    placeholder: t(`form.fields.${name}.placeholder`),
    error,
    'aria-required': required || undefined,
  };

  if (name === 'password' || name === 'confirmPassword' || name === 'paymentPassword')
    return (
      <PasswordField
        {...common}
        autoComplete={name === 'paymentPassword' ? 'off' : 'new-password'}
        {...form.register(name)}
      />
    );
  if (name === 'mobileNum')
    return (
      <MobileField
        dialingCode={form.watch('countryDialingCode') ?? ''}
        onDialingCodeChange={(code) => form.setValue('countryDialingCode', code)}
        error={error}
        aria-required={common['aria-required']}
        {...form.register('mobileNum')}
      />
    );
  if (name === 'verificationCode')
    return (
      <SmsCodeField
        remaining={sms.remaining}
        sending={sms.sending}
        onSend={sms.onSend}
        error={error}
        aria-required={common['aria-required']}
        {...form.register('verificationCode')}
      />
    );
  const input = inputOf[name] ?? { autoComplete: 'off' };
  const registration = form.register(name);
  return (
    <TextField
      {...common}
      {...input}
      autoCapitalize="none"
      spellCheck={false}
      readOnly={readOnly}
      {...registration}
      onBlur={(e) => {
        void registration.onBlur(e);
        if (name === 'username') onUsernameBlur();
      }}
    />
  );
}
