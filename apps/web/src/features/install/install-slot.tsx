import { useEffect, useState, type ComponentType } from 'react';

/**
 * Where the installable app's banners and service worker join the layout (spec 2.13, 4, 9). Their
 * code is a chunk of its own, fetched once the page is live and the main thread idle: nothing of
 * it is in a screen's first JavaScript, and nothing renders on the server, so hydration matches.
 * (Home's first JS is at its budget: the few bytes here are all it can take. The chunk itself
 * waits for the load event before it registers the service worker.)
 */
export function InstallSlot() {
  const [Overlays, setOverlays] = useState<ComponentType | null>(null);
  useEffect(() => {
    (window.requestIdleCallback ?? setTimeout)(() =>
      import('./components/install-overlays').then((m) => setOverlays(() => m.InstallOverlays)),
    );
  }, []);
  return Overlays && <Overlays />;
}
