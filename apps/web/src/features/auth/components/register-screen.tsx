import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_DIALING_CODE } from '@/shared/config/dialing-codes';
import { paths } from '@/shared/config/paths';
import formStyles from '@/shared/ui/form.module.css';
import { Spinner } from '@/shared/ui/spinner';
import { Tabs } from '@/shared/ui/tabs';
import { useRegisterSettings } from '@/shared/api/get-register-settings';
import { useUrlAffiliate } from '../hooks/use-url-affiliate';
import type { RegisterMethod } from '../lib/register-fields';
import { BrandBlock } from './brand-block';
import { RegisterForm, type Carried } from './register-form';
import styles from './auth-screen.module.css';

/** Spec 2.7 registration screen (/m/register). `flags` are the enabled white-label keys. */
export function RegisterScreen({ flags }: { flags: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const byUsername = flags.has('USERNAMEREG3');
  const byMobile = flags.has('MOBILENUMREG3');
  // Spec 4: username first, or mobile when only mobile registration is on.
  const [chosen, setChosen] = useState<RegisterMethod | null>(null);
  const method: RegisterMethod = chosen ?? (byMobile && !byUsername ? 'mobile' : 'username');
  const carried = useRef<Carried>({ mobileNum: '', countryDialingCode: DEFAULT_DIALING_CODE });
  const onCarry = useCallback((next: Carried) => {
    carried.current = next;
  }, []);
  const { data: rules, isError } = useRegisterSettings();
  const urlAffiliate = useUrlAffiliate();

  return (
    <div className={styles.screen}>
      <BrandBlock />
      {byUsername && byMobile && (
        <Tabs
          label={t('auth.register.methods.label')}
          tabs={[
            { value: 'username', label: t('auth.register.methods.username') },
            { value: 'mobile', label: t('auth.register.methods.mobile') },
          ]}
          value={method}
          onChange={setChosen}
        />
      )}
      {rules || isError ? (
        <RegisterForm
          key={method}
          method={method}
          rules={rules ?? {}}
          flags={flags}
          urlAffiliate={urlAffiliate}
          carried={carried.current}
          onCarry={onCarry}
        />
      ) : (
        <div className={styles.loading} role="status" aria-label={t('app.loading')}>
          <Spinner />
        </div>
      )}
      <div className={styles.padded}>
        <Link to={paths.login.href()} className={formStyles.link}>
          {t('auth.register.haveAccount')}
        </Link>
      </div>
    </div>
  );
}
