import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { BannerCarousel } from '@/features/content/components/banner-carousel';
import { InstallSlot } from '@/features/install/install-slot';
import { Splash } from '@/features/system/components/splash';
import { imageCdnsOf } from '@/features/system/utils/customer-service';
import { useSystemStatus } from '@/features/system/api/get-system-status';
import { findRoute } from '@/shared/config/match-route';
import { paths } from '@/shared/config/paths';
import { useSessionStore } from '@/shared/stores/session-store';
import { Toaster } from '@/shared/ui/toaster';
import { RouteBoundary } from '../route-boundary';
import { BottomNav } from './bottom-nav';
import { documentTitle } from './document-title';
import { FooterMenu } from './footer-menu';
import { HomeHeader } from './home-header';
import { PageHeader } from './page-header';
import { useRouteTitle } from './use-route-title';
import styles from './app-layout.module.css';

/**
 * The shell around every screen, drawn from the route's traits in the routes table (spec 2.3).
 * Screens render inside `<main>`, which is named after the route's title.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const name = findRoute(pathname);
  const { traits } = paths[name];
  const title = useRouteTitle(name);
  const { data: status } = useSystemStatus();
  // One value that changes only when what this page shows does: subscribing to `known` itself
  // would re-render the shell right after every hydration (the browser knows, the server did not),
  // and that re-render would hydrate the screen at once in one long task instead of in slices.
  const visitorGate = useSessionStore((s) =>
    !traits.visitor || s.session !== null ? 'show' : s.known ? 'redirect' : 'splash',
  );
  // The routed screen as one element per path: a re-render of the shell (status refreshed, header
  // swapped) then passes the screen's boundary the same props, so a screen still hydrating is not
  // forced to finish synchronously.
  const screen = useMemo(
    () => (
      <RouteBoundary key={pathname}>
        <Outlet />
      </RouteBoundary>
    ),
    [pathname],
  );

  useEffect(() => {
    document.title = documentTitle(t, title);
  }, [t, title]);

  // Spec 6 and 2.9: a visitor never sees a member page, not even for a frame. Until the session is
  // known (a page rendered on the server, and its hydration), a member page shows the splash.
  if (traits.visitor && visitorGate !== 'show')
    return visitorGate === 'redirect' ? (
      <Navigate to={traits.visitor === 'login' ? paths.login.href() : paths.home.href()} replace />
    ) : (
      <Splash />
    );

  const bottomSpace = traits.footer
    ? traits.bottomNav
      ? styles.withFooterAndNav
      : styles.withFooter
    : undefined;

  return (
    <div className={`${styles.shell} ${bottomSpace ?? ''}`}>
      {traits.header === 'home' && <HomeHeader />}
      {(traits.header === 'general' || traits.header === 'form') && (
        <PageHeader title={title} back={traits.back} variant={traits.header} />
      )}
      <main className={styles.main} aria-label={title}>
        {traits.banner && <BannerCarousel imageCdns={imageCdnsOf(status)} />}
        {screen}
      </main>
      {traits.bottomNav && <BottomNav />}
      {traits.footer && <FooterMenu />}
      <Toaster />
      <InstallSlot />
    </div>
  );
}
