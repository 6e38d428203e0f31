import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { useChatLaunch } from '../api/get-chat-launch';
import { SupportMessage } from './screen-states';
import styles from './support.module.css';

/**
 * /m/service (spec 2.2): the customer-service page of the chat launch (value.chatUrl) in a titled
 * iframe, with a loading notice over it until the page has loaded.
 */
export function ServiceScreen() {
  const { t } = useTranslation();
  const lang = usePreferencesStore((s) => s.language);
  const launch = useChatLaunch(lang);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);

  if (launch.isError) {
    return (
      <SupportMessage
        tone="error"
        message={t('support.service.error')}
        onRetry={() => void launch.refetch()}
      />
    );
  }
  const url = launch.data?.chatUrl;
  return (
    <div className={styles.frameBox}>
      {url && (
        <iframe
          key={url}
          src={url}
          title={t('support.service.frameTitle')}
          className={styles.frame}
          onLoad={() => setLoadedUrl(url)}
        />
      )}
      {(!url || loadedUrl !== url) && (
        <div className={styles.frameLoading} role="status">
          <Spinner />
          {t('support.service.loading')}
        </div>
      )}
    </div>
  );
}
