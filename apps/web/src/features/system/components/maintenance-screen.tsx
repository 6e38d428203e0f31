import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen';

/** Spec 2.13 maintenance page: title, info text, contact-us link to customer service. */
export function MaintenanceScreen({ serviceUrl }: { serviceUrl: string | undefined }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      title={t('system.maintenance.title')}
      contactLabel={t('system.maintenance.contact')}
      serviceUrl={serviceUrl}
    >
      <p>{t('system.maintenance.info')}</p>
    </StatusScreen>
  );
}
