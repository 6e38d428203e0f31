import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFullTexts } from '@/shared/hooks/use-full-texts';
import { usePopup } from '@/shared/hooks/use-popup';
import { installedMode } from '@/shared/lib/display-mode';
import { Icon } from '@/shared/ui/icon';
import { isNativeApp } from '../lib/device';
import { DownloadPopup } from './download-popup';
import styles from './download.module.css';

/**
 * Spec 2.5: the notice row's download-app icon, shown unless the app runs installed (a PWA or a
 * home-screen web clip) or inside the native app; it opens the download popup. Home loads it after
 * its first render, at the end of the row, so nothing already drawn moves.
 */
export function DownloadAppButton() {
  const { t } = useTranslation();
  const texts = useFullTexts(['extras']);
  // Rendered on the client only (after home's first render; useFullTexts is false on the server).
  const [installed] = useState(
    () =>
      typeof navigator !== 'undefined' &&
      (installedMode() !== null || isNativeApp(navigator.userAgent)),
  );
  const { open, close, triggerProps } = usePopup();
  if (installed || !texts) return null;
  return (
    <>
      <button
        {...triggerProps}
        className={styles.iconButton}
        aria-label={t('extras.download.open')}
      >
        <Icon name="download" />
      </button>
      {open && <DownloadPopup onClose={close} />}
    </>
  );
}
