import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import type { LayoutTraits } from '@/shared/config/route-traits';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { ShellIcon } from '@/shared/ui/shell-icon';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  back: LayoutTraits['back'];
  /** 'form' is the auth screens' own header (spec 2.3): larger, on a gold band. */
  variant: 'general' | 'form';
}

/** The header with a back arrow and the route's translated title (spec 2.3). */
export function PageHeader({ title, back, variant }: PageHeaderProps) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const label = t('layout.header.back');

  return (
    <header className={variant === 'form' ? styles.form : styles.general} data-header={variant}>
      {back === 'home' ? (
        <Link to={paths.home.href()} className={styles.back} aria-label={label}>
          <ShellIcon name="back" />
        </Link>
      ) : (
        <button type="button" className={styles.back} aria-label={label} onClick={goBack}>
          <ShellIcon name="back" />
        </button>
      )}
      <h1 className={styles.title}>{title}</h1>
      <span className={styles.spacer} aria-hidden="true" />
    </header>
  );
}
