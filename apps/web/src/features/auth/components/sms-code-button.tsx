import { useTranslation } from 'react-i18next';
import formStyles from '@/shared/ui/form.module.css';

interface SmsCodeButtonProps {
  remaining: number;
  sending: boolean;
  onClick: () => void;
}

/** 'Get code', replaced by the seconds left while the countdown runs (spec 2.6, 4). */
export function SmsCodeButton({ remaining, sending, onClick }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const waiting = remaining > 0;
  return (
    <button
      type="button"
      className={formStyles.inline}
      disabled={waiting || sending}
      aria-label={waiting ? t('auth.sms.waitLabel', { seconds: remaining }) : undefined}
      onClick={onClick}
    >
      {waiting ? t('auth.sms.wait', { seconds: remaining }) : t('auth.sms.send')}
    </button>
  );
}
