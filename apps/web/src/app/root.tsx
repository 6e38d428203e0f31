import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { StatusGate } from '@/features/system/components/status-gate';
import { onUnauthorized } from '@/shared/api/unauthorized';
import { paths } from '@/shared/config/paths';
import { useSessionStore } from '@/shared/stores/session-store';
import { AppLayout } from './layout/app-layout';

/** The root route: the status gate around the whole shell (spec 2.5), and the 401 policy. */
export function Root() {
  const navigate = useNavigate();

  useEffect(
    () =>
      onUnauthorized(() => {
        useSessionStore.getState().clearSession();
        void navigate(paths.login.href(), { replace: true });
      }),
    [navigate],
  );

  // A new page starts at its top; back and forward keep the browser's own scroll restoration.
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'PUSH') window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  return (
    <StatusGate>
      <AppLayout />
    </StatusGate>
  );
}
