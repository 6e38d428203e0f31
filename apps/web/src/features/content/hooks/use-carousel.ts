import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';

/**
 * A looping, auto-playing Embla carousel on the returned viewport ref, or none when `autoplayMs`
 * is null. Embla arrives after the first render: the slides are plain markup until then (the
 * first one is on screen from the server's HTML), and the first move is seconds away anyway.
 */
export function useCarousel(autoplayMs: number | null) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);

  useEffect(() => {
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
  }, [viewport, autoplayMs]);

  return [setViewport, api] as const;
}
