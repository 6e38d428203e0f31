import { useTranslation } from 'react-i18next';
import formStyles from '@/shared/ui/form.module.css';
import { TextField, type TextFieldProps } from '@/shared/ui/text-field';
import { SMS_CODE_MAX } from '../lib/login-schemas';

interface SmsCodeFieldProps extends Omit<TextFieldProps, 'label' | 'trailing'> {
  /** Seconds until another code may be asked for; 0 when one may. */
  remaining: number;
  sending: boolean;
  onSend: () => void;
}

/** The SMS code input with its 'Get code' button, which shows the countdown while it runs. */
export function SmsCodeField({ remaining, sending, onSend, ...props }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const waiting = remaining > 0;
  return (
    <TextField
      label={t('form.fields.verificationCode.label')}
      placeholder={t('form.fields.verificationCode.placeholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SMS_CODE_MAX}
      trailing={
        <button
          type="button"
          className={formStyles.inline}
          disabled={waiting || sending}
          aria-label={waiting ? t('auth.sms.waitLabel', { seconds: remaining }) : undefined}
          onClick={onSend}
        >
          {waiting ? t('auth.sms.wait', { seconds: remaining }) : t('auth.sms.send')}
        </button>
      }
      {...props}
    />
  );
}
