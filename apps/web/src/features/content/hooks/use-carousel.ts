import { useEffect, useRef, useState } from 'react';
import type { CarouselMotion } from '../lib/carousel-motion';

/** Where the track stands before its code arrives: on the first slide, after the copy of the last. */
export const CAROUSEL_START = { transform: 'translate3d(-100%, 0, 0)', transition: 'none' };

/**
 * A looping, auto-playing carousel (lib/carousel-motion.ts) of `count` slides on the returned
 * viewport and track, or none when `autoplayMs` is null. Its code arrives after the first render:
 * the slides are plain markup until then (the first one is on screen from the server's HTML, the
 * track at CAROUSEL_START), and the first move is seconds away anyway. The track's style is then
 * the motion's alone: React renders CAROUSEL_START and never changes it.
 */
export function useCarousel(count: number, autoplayMs: number | null) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const motion = useRef<CarouselMotion | null>(null);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    const viewport = viewportRef.current;
    const track = trackRef.current;
    if (!viewport || !track || autoplayMs === null) return;
    let cancelled = false;
    void import('../lib/carousel-motion').then(({ carouselMotion }) => {
      if (cancelled) return;
      motion.current = carouselMotion(viewport, track, count, autoplayMs, setSelected);
    });
    return () => {
      cancelled = true;
      motion.current?.destroy();
      motion.current = null;
    };
  }, [count, autoplayMs]);

  return {
    viewportRef,
    trackRef,
    /** The slide shown, from 0. */
    selected,
    goTo: (index: number) => motion.current?.goTo(index),
  };
}
