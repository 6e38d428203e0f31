import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberBadge } from '@/features/account/components/member-badge';
import { SignOutButton } from '@/features/account/components/sign-out-button';
import { HeaderBalance } from '@/features/wallet/components/header-balance';
import { paths } from '@/shared/config/paths';
import styles from './home-header.module.css';

/**
 * The signed-in parts of the home header (spec 2.3), in their own chunk: a visitor's first screen
 * (the page the server renders) never needs the account and wallet code behind them.
 */
export function MemberSummary() {
  return (
    <div className={styles.member}>
      <MemberBadge>
        <HeaderBalance />
      </MemberBadge>
    </div>
  );
}

export function MemberActions() {
  const { t } = useTranslation();
  return (
    <>
      <Link to={paths.voucherCenter.href()} className={styles.primary}>
        {t('layout.header.deposit')}
      </Link>
      <SignOutButton className={styles.secondary}>{t('layout.header.logout')}</SignOutButton>
    </>
  );
}
