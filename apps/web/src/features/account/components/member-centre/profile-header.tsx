import { useTranslation } from 'react-i18next';
import { storage, storageKeys } from '@/shared/lib/storage';
import { useSessionStore } from '@/shared/stores/session-store';
import { useMemberInfo } from '../../api/get-member-info';
import styles from './member-centre.module.css';

/**
 * The member centre's profile: an avatar with the name's first letter, the nickname (falling back
 * to the account, spec 2.3) and the account name. No VIP level: the spec names VIP but shows no
 * screen for it.
 */
export function ProfileHeader({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { data: member } = useMemberInfo();
  const session = useSessionStore((s) => s.session);
  const account = member?.account || session?.userName || storage.get(storageKeys.trialName) || '';
  const name = member?.nickname || account;
  // Bengali and other scripts: the first user-perceived character, not the first UTF-16 unit.
  const initial = Array.from(name)[0]?.toUpperCase() ?? '';

  return (
    <section
      className={compact ? styles.profileCompact : styles.profile}
      aria-label={t('account.memberCentre.profile')}
    >
      <span
        className={styles.avatar}
        role="img"
        aria-label={t('account.memberCentre.avatar', { name })}
      >
        <span aria-hidden="true">{initial}</span>
      </span>
      <div className={styles.names}>
        <h2 className={styles.name}>{name}</h2>
        {account && (
          <p className={styles.account}>{t('account.memberCentre.account', { account })}</p>
        )}
      </div>
    </section>
  );
}
