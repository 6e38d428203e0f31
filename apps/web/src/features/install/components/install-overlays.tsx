import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { findRoute } from '@/shared/config/match-route';
import { paths } from '@/shared/config/paths';
import { loadDictionary } from '@/shared/i18n/i18n';
import { installedMode } from '@/shared/lib/display-mode';
import { storage, storageKeys } from '@/shared/lib/storage';
import { getLanguage } from '@/shared/stores/preferences-store';
import { useAppInfo } from '../api/get-app-info';
import { registerServiceWorker } from '../lib/register-service-worker';
import { AddToHomeBanner } from './add-to-home-banner';
import { DownloadBar } from './download-bar';
import { UpdateBanner } from './update-banner';
import styles from './install.module.css';

/** Spec 4: an installed web app never shows the download bar; a web clip never the install tip. */
function rememberInstalled() {
  const mode = installedMode();
  if (mode) storage.set(storageKeys.downloadBarClosed, '1');
  if (mode === 'WEBCLIP') storage.set(storageKeys.webClip, '1');
}

/**
 * The installable app's overlays (spec 2.13, 4, 9), loaded after the first screen is live (see
 * InstallSlot). They are fixed over the page, above the footer and bottom navigation where the
 * route has them, so appearing late shifts nothing (CLS 0). The update banner shows on every
 * route; the download bar and the add-to-home tip on the home group only.
 */
export function InstallOverlays() {
  const { pathname } = useLocation();
  const { traits } = paths[findRoute(pathname)];
  const [texts, setTexts] = useState(false);
  const { data: info } = useAppInfo();

  useEffect(() => {
    rememberInstalled();
    if (document.readyState === 'complete') registerServiceWorker();
    else addEventListener('load', registerServiceWorker, { once: true });
    void loadDictionary(getLanguage(), 'full').then(() => setTexts(true));
  }, []);

  if (!info || !texts) return null;
  const env = { userAgent: navigator.userAgent, installed: installedMode() };
  const above = traits.footer
    ? traits.bottomNav
      ? styles.aboveFooterAndNav
      : styles.aboveFooter
    : styles.atBottom;
  return (
    <>
      <UpdateBanner info={info} />
      {traits.banner && (
        <div className={`${styles.dock} ${above}`}>
          <DownloadBar info={info} env={env} />
          <AddToHomeBanner info={info} env={env} />
        </div>
      )}
    </>
  );
}
