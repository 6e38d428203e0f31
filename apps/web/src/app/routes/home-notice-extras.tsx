import { lazy, Suspense } from 'react';
import { useIsSignedIn } from '@/shared/stores/session-store';

// Each in a chunk of its own, named here rather than in the home route's code: the home's first
// JavaScript lists the files of what it imports (Vite's preload lists), and these bring the
// sanitiser and the dialog along.
const DownloadAppButton = lazy(() =>
  import('@/features/install/components/download-app-button').then((m) => ({
    default: m.DownloadAppButton,
  })),
);
const LoginPopups = lazy(() =>
  import('@/features/messages/components/login-popups').then((m) => ({
    default: m.LoginPopups,
  })),
);

/**
 * Issue 22, the notice row's late part (home.tsx loads it after its first render): the download
 * icon (spec 2.5) and, for a session, the login pop-ups.
 */
export function HomeNoticeExtras() {
  const signedIn = useIsSignedIn();
  return (
    <Suspense fallback={null}>
      <DownloadAppButton />
      {signedIn && <LoginPopups />}
    </Suspense>
  );
}
