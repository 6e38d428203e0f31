import type { SystemStatus } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen';
import styles from './status-screen.module.css';

interface RegionRestrictedScreenProps {
  location: SystemStatus['location'];
  serviceUrl: string | undefined;
}

/** Spec 2.13 IP-restricted page: the visitor's country and IP, why, and customer service. */
export function RegionRestrictedScreen({ location, serviceUrl }: RegionRestrictedScreenProps) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      title={t('system.restricted.title')}
      contactLabel={t('system.restricted.contact')}
      serviceUrl={serviceUrl}
    >
      <dl className={styles.facts}>
        <dt>{t('system.restricted.country')}</dt>
        <dd>{location.country}</dd>
        <dt>{t('system.restricted.ip')}</dt>
        <dd>{location.ip}</dd>
      </dl>
      <p>{t('system.restricted.description')}</p>
    </StatusScreen>
  );
}
