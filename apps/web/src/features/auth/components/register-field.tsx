import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { DialingCodePicker } from '@/shared/ui/dialing-code-picker';
import { PasswordField } from '@/shared/ui/password-field';
import { TextField } from '@/shared/ui/text-field';
import { MOBILE_MAX, SMS_CODE_MAX } from '../lib/login-schemas';
import type { RegisterField as Field, RegisterValues } from '../lib/register-fields';
import { SmsCodeButton } from './sms-code-button';

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
      <TextField
        {...common}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={MOBILE_MAX}
        leading={
          <DialingCodePicker
            value={form.watch('countryDialingCode') ?? ''}
            onChange={(code) => form.setValue('countryDialingCode', code)}
          />
        }
        {...form.register('mobileNum')}
      />
    );
  if (name === 'verificationCode')
    return (
      <TextField
        {...common}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_MAX}
        trailing={
          <SmsCodeButton remaining={sms.remaining} sending={sms.sending} onClick={sms.onSend} />
        }
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
