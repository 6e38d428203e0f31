import { useLocation } from 'react-router';
import { TrailScreen } from '@/features/auth/components/trail-screen';
import { DownloadPage } from '@/features/install/components/download-page';
import { paths } from '@/shared/config/paths';

/**
 * Issue 22's pages, one module (one entry in every first screen's route table): /m/trail, the
 * free-play entry (spec 2.2; spec 6 "Visitor: can ... use free play"), and the download pages of
 * spec 2.2, /m/download/android and /m/download/ios.
 */
export function ExtrasRoute() {
  // The router matches paths without regard to case; so does this.
  const path = useLocation().pathname.replace(/\/$/, '').toLowerCase();
  if (path === paths.trail.path) return <TrailScreen />;
  return <DownloadPage platform={path === paths.downloadIos.path ? 'ios' : 'android'} />;
}
