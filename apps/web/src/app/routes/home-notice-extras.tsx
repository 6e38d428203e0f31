import { DownloadAppButton } from '@/features/install/components/download-app-button';
import { LoginPopups } from '@/features/messages/components/login-popups';
import { useIsSignedIn } from '@/shared/stores/session-store';

/**
 * Issue 22, the notice row's late part (home.tsx loads it after its first render): the download
 * icon (spec 2.5) and, for a session, the login pop-ups. One chunk, one import in home's code.
 */
export function HomeNoticeExtras() {
  const signedIn = useIsSignedIn();
  return (
    <>
      <DownloadAppButton />
      {signedIn && <LoginPopups />}
    </>
  );
}
