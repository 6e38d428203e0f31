import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/shared/ui/text-field';
import styles from './captcha-field.module.css';

interface CaptchaFieldProps {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  image: string | undefined;
  onRefresh: () => void;
  maxLength: number;
}

/** The captcha input with its picture; tapping the picture loads a new one (spec 2.6). */
export function CaptchaField({
  registration,
  error,
  image,
  onRefresh,
  maxLength,
}: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('form.fields.captcha.label')}
      placeholder={t('form.fields.captcha.placeholder')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={maxLength}
      error={error}
      {...registration}
      trailing={
        <button
          type="button"
          className={styles.image}
          aria-label={t('auth.captcha.refresh')}
          aria-busy={!image}
          onClick={onRefresh}
        >
          {image ? <img src={image} alt="" /> : <span>{t('auth.captcha.loading')}</span>}
        </button>
      }
    />
  );
}
