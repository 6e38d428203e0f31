import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import styles from './auth-screen.module.css';

/**
 * Spec 2.6: the icons need their flag (FACEBOOKLOGIN3, GOOGLELOGIN3) AND a ready third-party
 * sign-in setup. This deployment has no third-party sign-in service configured, so the setup is
 * never ready and the icons never show; the condition stays so that wiring one up is the only
 * change needed.
 */
export const THIRD_PARTY_SIGN_IN_READY = false;

export function SocialSignIn({ facebook, google }: { facebook: boolean; google: boolean }) {
  const { t } = useTranslation();
  if (!THIRD_PARTY_SIGN_IN_READY || !(facebook || google)) return null;
  return (
    <div className={styles.social}>
      <p className={styles.socialLabel}>{t('auth.login.social')}</p>
      <div className={styles.socialIcons}>
        {facebook && (
          <button
            type="button"
            className={styles.socialButton}
            aria-label={t('auth.login.facebook')}
          >
            <Icon name="facebook" />
          </button>
        )}
        {google && (
          <button type="button" className={styles.socialButton} aria-label={t('auth.login.google')}>
            <Icon name="google" />
          </button>
        )}
      </div>
    </div>
  );
}
