import type EmblaCarousel from 'embla-carousel';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useRef, useState } from 'react';

const events = ['pointerdown', 'touchstart', 'mousedown', 'wheel', 'focusin'] as const;

/**
 * Spec 2.5 vendor strip: free-mode swipe (Embla dragFree), slides grouped by 3, and the selected
 * slide centred. Embla comes with the banner carousel's chunk; until it is here the strip is a
 * plain row (it starts at 'all', which is where a centred first slide sits anyway).
 *
 * Embla measures every slide when it starts (a layout of its own, in the middle of the home's
 * loading). A strip at 'all' that nobody has touched needs none of it, so it starts on the first
 * pointer, touch, wheel or focus on the strip (in the capture phase, synchronously: its own
 * listeners are then there for that very gesture), or when a vendor other than 'all' is to be
 * centred.
 */
export function useVendorStrip(selected: number) {
  // A ref, not state: a state setter as the ref would update the strip during the commit, which
  // React renders at once in the commit's own task, with every effect of that commit before it.
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const start = useRef<(() => void) | null>(null);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let Embla: typeof EmblaCarousel | null = null;
    let instance: EmblaCarouselType | null = null;
    let wanted = false;
    let cancelled = false;
    const detach = () => {
      for (const e of events) viewport.removeEventListener(e, begin, { capture: true });
    };
    function begin() {
      wanted = true;
      if (!Embla || instance) return;
      detach();
      instance = Embla(viewport!, {
        dragFree: true,
        slidesToScroll: 3,
        align: 'start',
        containScroll: 'trimSnaps',
      });
      setApi(instance);
    }
    for (const e of events) viewport.addEventListener(e, begin, { capture: true, passive: true });
    start.current = begin;
    void import('embla-carousel').then(({ default: loaded }) => {
      if (cancelled) return;
      Embla = loaded;
      if (wanted) begin();
    });
    return () => {
      cancelled = true;
      detach();
      start.current = null;
      instance?.destroy();
      setApi(null);
    };
  }, []);

  useEffect(() => {
    if (selected > 0) start.current?.();
  }, [selected]);

  useEffect(() => {
    if (api) centre(api, selected);
  }, [api, selected]);

  return viewportRef;
}

/**
 * Scrolls so that slide `index` sits in the middle of the strip, as far as the ends allow. Embla's
 * public scrollTo goes to a snap, which with slides grouped by 3 is a group, not one slide; the
 * engine moves by any distance (the same call its free drag ends with).
 */
function centre(api: EmblaCarouselType, index: number) {
  const engine = api.internalEngine();
  const slide = engine.slideRects[index];
  if (!slide) return;
  const slideCentre = slide.left - engine.containerRect.left + slide.width / 2;
  const target = engine.limit.constrain(api.rootNode().clientWidth / 2 - slideCentre);
  engine.scrollTo.distance(target - engine.target.get(), false);
}
