import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useRef, useState } from 'react';

/**
 * A looping, auto-playing Embla carousel on the returned viewport ref, or none when `autoplayMs`
 * is null. Embla arrives after the first render: the slides are plain markup until then (the
 * first one is on screen from the server's HTML), and the first move is seconds away anyway.
 */
export function useCarousel(autoplayMs: number | null) {
  // A ref, not state: a state setter as the ref would update the carousel during the commit, which
  // React renders at once in the commit's own task, with every effect of that commit before it.
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || autoplayMs === null) return;
    let instance: EmblaCarouselType | null = null;
    let cancelled = false;
    void Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
      ([{ default: Embla }, { default: Autoplay }]) => {
        if (cancelled) return;
        instance = Embla(viewport, { loop: true }, [
          Autoplay({ delay: autoplayMs, stopOnInteraction: false }),
        ]);
        setApi(instance);
      },
    );
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(null);
    };
  }, [autoplayMs]);

  return [viewportRef, api] as const;
}
