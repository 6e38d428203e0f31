import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { storage, storageKeys } from '@/shared/lib/storage';
import formStyles from '@/shared/ui/form.module.css';
import { Tabs } from '@/shared/ui/tabs';
import { useRegisterSettings } from '@/shared/api/get-register-settings';
import { useFreePlay } from '../hooks/use-free-play';
import { useLoginCaptcha } from '../hooks/use-login-captcha';
import { useLoginSubmit } from '../hooks/use-login-submit';
import { BrandBlock } from './brand-block';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';
import { SocialSignIn } from './social-sign-in';
import styles from './auth-screen.module.css';

type Method = 'username' | 'sms';

/** Spec 2.6 login screen (/m/login). `flags` are the enabled white-label keys. */
export function LoginScreen({ flags }: { flags: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const smsEnabled = flags.has('MOBILEVERCODELOGIN3');
  // Spec 4: the method switch restores saved credentials, so the last method used comes back.
  const [method, setMethod] = useState<Method>(
    () => storage.get(storageKeys.credentials)?.type ?? 'username',
  );
  const active: Method = smsEnabled ? method : 'username';
  const { data: rules } = useRegisterSettings();
  const captcha = useLoginCaptcha();
  const submit = useLoginSubmit(captcha);
  const freePlay = useFreePlay();

  const switchMethod = (next: Method) => {
    setMethod(next);
    // Spec 4: switching refreshes a shown captcha (the other form starts a fresh attempt).
    if (captcha.shown) captcha.refresh();
  };

  return (
    <div className={styles.screen}>
      <BrandBlock />
      {smsEnabled && (
        <Tabs
          label={t('auth.login.methods.label')}
          tabs={[
            { value: 'username', label: t('auth.login.methods.username') },
            { value: 'sms', label: t('auth.login.methods.sms') },
          ]}
          value={active}
          onChange={switchMethod}
        />
      )}
      {active === 'username' ? (
        <PasswordLoginForm key="username" rules={rules} captcha={captcha} submit={submit} />
      ) : (
        <SmsLoginForm key="sms" rules={rules} captcha={captcha} submit={submit} />
      )}
      <div className={`${formStyles.links} ${styles.padded}`}>
        <Link to={paths.forget.href()} className={formStyles.link}>
          {t('auth.login.forgot')}
        </Link>
        <Link to={paths.register.href()} className={formStyles.link}>
          {t('auth.login.register')}
        </Link>
      </div>
      <div className={styles.padded}>
        <button type="button" className={formStyles.secondary} onClick={() => void freePlay()}>
          {t('auth.login.freePlay')}
        </button>
      </div>
      {active === 'username' && (
        <SocialSignIn facebook={flags.has('FACEBOOKLOGIN3')} google={flags.has('GOOGLELOGIN3')} />
      )}
    </div>
  );
}
