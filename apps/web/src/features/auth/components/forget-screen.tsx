import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/shared/ui/tabs';
import { useRegisterSettings } from '@/shared/api/get-register-settings';
import { EmailRecoveryForm } from './email-recovery-form';
import { PhoneRecoveryForm } from './phone-recovery-form';
import styles from './auth-screen.module.css';

type Way = 'email' | 'phone';

/**
 * Spec 2.8 /m/forget: 'retrieve password ways', by e-mail (default) or, with flag CHNGPASSVERIF3,
 * by mobile number.
 */
export function ForgetScreen({ byPhone }: { byPhone: boolean }) {
  const { t } = useTranslation();
  const [way, setWay] = useState<Way>('email');
  const active: Way = byPhone ? way : 'email';
  const { data: rules } = useRegisterSettings();

  return (
    <div className={styles.screen}>
      <h2 className={styles.heading}>{t('auth.forget.heading')}</h2>
      {byPhone && (
        <Tabs
          label={t('auth.forget.ways.label')}
          tabs={[
            { value: 'email', label: t('auth.forget.ways.email') },
            { value: 'phone', label: t('auth.forget.ways.phone') },
          ]}
          value={active}
          onChange={setWay}
        />
      )}
      {active === 'email' ? (
        <EmailRecoveryForm rules={rules} />
      ) : (
        <PhoneRecoveryForm rules={rules} />
      )}
    </div>
  );
}
