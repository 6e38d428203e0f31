import { useEffect, useRef } from 'react';

/**
 * Infinite scroll: calls `onVisible` when the returned element (placed after the last row) comes
 * near the viewport. `active` false (nothing more to load, or a page on its way) stops it.
 */
export function useSentinel<T extends Element>(active: boolean, onVisible: () => void) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;

  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    // 300 px ahead: the next page is usually there before the player reaches the end.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);

  return ref;
}
