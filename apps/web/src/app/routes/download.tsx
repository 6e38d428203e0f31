import { useLocation } from 'react-router';
import { DownloadPage } from '@/features/install/components/download-page';
import { paths } from '@/shared/config/paths';

/** Spec 2.2 download pages: /m/download/android and /m/download/ios share this module. */
export function DownloadRoute() {
  // The router matches paths without regard to case; so does this.
  const path = useLocation().pathname.replace(/\/$/, '').toLowerCase();
  return <DownloadPage platform={path === paths.downloadIos.path ? 'ios' : 'android'} />;
}
