/** Built by apps/web/build.ts beside the app; its scope is the app's, /m/. */
export const SERVICE_WORKER_URL = '/m/sw.js';

interface NavigateEventLike extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  hashChange: boolean;
  downloadRequest: string | null;
  destination: { sameDocument: boolean; url: string };
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
 *
 * The waiting worker is read from the registration at the moment of the navigation, not tracked
 * through install events: an update found before this page's registration call resolved (a
 * reload during a deployment) fires no event this page could still hear.
 */
export function registerServiceWorker(): void {
  if (started || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  started = true;
  let registration: ServiceWorkerRegistration | undefined;

  /**
   * Lets a waiting new version take over. After a link inside the app, that link is loaded in
   * full at once: the old page must stop asking its (old) worker for chunks, because Chromium
   * activates the new version only when the old one is idle, and a screen still loading its code
   * keeps restarting it (the hand-over then waited for the old worker's 30 s idle timeout and
   * reloaded the page in the middle of the next screen).
   */
  const handOver = (waiting: ServiceWorker | null | undefined, url: string | null) => {
    if (!waiting) return;
    waiting.postMessage({ type: 'SKIP_WAITING' });
    // After this event: a navigation started inside it would abort the router's own.
    if (url) setTimeout(() => window.location.assign(url));
  };
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  navigation?.addEventListener('navigate', (event) => {
    const e = event as NavigateEventLike;
    // Only a page the old version controls hands over (a first visit has no old version).
    if (!navigator.serviceWorker.controller || e.hashChange || e.downloadRequest !== null) return;
    const url = e.destination.sameDocument ? e.destination.url : null;
    if (registration) handOver(registration.waiting, url);
    // Before this page's own registration call has answered (a busy phone): asked now instead.
    else if (url)
      void navigator.serviceWorker.getRegistration('/m/').then((r) => handOver(r?.waiting, url));
  });

  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/m/' }).then(
    (r) => {
      registration = r;
      // A page that has just loaded runs the code the server sends now: a version still waiting
      // (the one a link above handed over to, which the old worker, busy with this load, held
      // back) takes over from here, and the page simply carries on under it.
      if (navigator.serviceWorker.controller) handOver(r.waiting, null);
    },
    () => {
      // No worker (private mode, storage full): the app works as before, online only.
      started = false;
    },
  );
}
