import { useTranslation } from 'react-i18next';
import { useUnreadMailCount } from '../api/get-unread-count';
import styles from './messages.module.css';

/**
 * The unread platform-mail count beside a mail entry (side menu), shown when above 0; loaded only
 * when flag CBS3 is on and the member's type is 0, 1 or 2 (spec 6).
 */
export function MailUnreadBadge({ cbs3 }: { cbs3: boolean }) {
  const { t } = useTranslation();
  const count = useUnreadMailCount(cbs3);
  if (!count) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('messages.mail.unreadBadge', { count })}</span>
    </span>
  );
}
