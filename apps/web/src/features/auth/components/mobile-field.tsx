import { useTranslation } from 'react-i18next';
import { DialingCodePicker } from '@/shared/ui/dialing-code-picker';
import { TextField, type TextFieldProps } from '@/shared/ui/text-field';
import { MOBILE_MAX } from '../lib/login-schemas';

interface MobileFieldProps extends Omit<TextFieldProps, 'label' | 'type' | 'leading'> {
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
}

/** A mobile number with its country dialling code in front (spec 2.8); a numeric keypad. */
export function MobileField({ dialingCode, onDialingCodeChange, ...props }: MobileFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('form.fields.mobileNum.label')}
      placeholder={t('form.fields.mobileNum.placeholder')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={MOBILE_MAX}
      leading={<DialingCodePicker value={dialingCode} onChange={onDialingCodeChange} />}
      {...props}
    />
  );
}
