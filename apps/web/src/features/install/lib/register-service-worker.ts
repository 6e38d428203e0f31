import { Workbox } from 'workbox-window';

/** Built by apps/web/build.ts beside the app; its scope is the app's, /m/. */
export const SERVICE_WORKER_URL = '/m/sw.js';

interface NavigateEventLike extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  hashChange: boolean;
  downloadRequest: string | null;
  destination: { sameDocument: boolean };
}
type NavigationLike = EventTarget;

let started = false;

/**
 * Registers the service worker (apps/web/src/features/install/service-worker/sw.ts) once per page.
 *
 * A new version never reloads a page mid-use: it installs and waits while this page runs the code
 * it started with (the old worker keeps serving its chunks). At the reader's next navigation it
 * takes over: a link inside the app (a same-document navigation, seen with the Navigation API)
 * becomes a full page load of that link on the new version; a load of another page, or a reload,
 * simply lets the new worker in first. Where the Navigation API is missing, the new version
 * starts when every tab of the app has closed, the browser's own rule.
 */
export function registerServiceWorker(): void {
  if (started || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  started = true;
  const wb = new Workbox(SERVICE_WORKER_URL, { scope: '/m/' });
  let waiting = false;
  wb.addEventListener('waiting', () => {
    waiting = true;
  });

  const navigation = (window as { navigation?: NavigationLike }).navigation;
  navigation?.addEventListener('navigate', (event) => {
    const e = event as NavigateEventLike;
    if (!waiting || e.hashChange || e.downloadRequest !== null) return;
    waiting = false;
    if (e.destination.sameDocument)
      // The router has moved to the new URL by the time the new worker controls the page.
      wb.addEventListener('controlling', () => window.location.reload());
    wb.messageSkipWaiting();
  });

  void wb.register().catch(() => {
    // No worker (private mode, storage full): the app works as before, online only.
    started = false;
  });
}
