import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { storage, storageKeys } from '@/shared/lib/storage';
import { useSessionStore } from '@/shared/stores/session-store';
import { Icon } from '@/shared/ui/icon';
import { useMemberInfo } from '../api/get-member-info';
import styles from './member-badge.module.css';

/**
 * Spec 2.3 signed-in header: avatar and nickname, falling back to the account name. `children`
 * goes under the name (the header puts the balance there).
 */
export function MemberBadge({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { data: member } = useMemberInfo();
  const session = useSessionStore((s) => s.session);
  const name =
    member?.nickname ||
    member?.account ||
    session?.userName ||
    storage.get(storageKeys.trialName) ||
    '';

  return (
    <div className={styles.badge}>
      <span className={styles.avatar} role="img" aria-label={t('account.header.avatar', { name })}>
        <Icon name="profile" />
      </span>
      <div className={styles.text}>
        <span className={styles.name}>{name}</span>
        {children}
      </div>
    </div>
  );
}
