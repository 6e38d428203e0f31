/** A swipe over a fifth of the slide's width, or a flick, moves to the next or previous one. */
const SWIPE_SHARE = 0.2;
const FLICK_PX_PER_MS = 0.5;
/** Movement before a touch counts as a swipe of the carousel rather than a tap or a scroll. */
const SLOP_PX = 8;

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The track's transform at a position (1 is the first slide), a drag's offset added. */
const transformOf = (pos: number, offsetPx = 0) =>
  offsetPx
    ? `translate3d(calc(${-pos * 100}% + ${offsetPx}px), 0, 0)`
    : `translate3d(${-pos * 100}%, 0, 0)`;

interface Drag {
  id: number;
  x: number;
  y: number;
  time: number;
  /** Decided once the finger has moved past the slop: along the carousel or across it. */
  axis: 'x' | 'y' | null;
  dx: number;
}

export interface CarouselMotion {
  /** Shows slide `index` (from 0). */
  goTo(index: number): void;
  destroy(): void;
}

/**
 * Spec 2.5's looping, auto-playing carousel, drawn by the compositor. The track holds `count`
 * slides with a copy of the last before them and a copy of the first after them (positions 0 and
 * count + 1; the slides are 1 to count). A move is one CSS transition of the track's transform; a
 * move onto a copy ends, with its transition, in an instant jump to the slide it copies, drawn in
 * the same place. A drag follows the finger by writing the transform, with no transition.
 *
 * Embla, which this replaces for the banners, animates in JavaScript: about a hundred animation
 * frames per move, each a style, paint and commit of the main thread (Chromium's performance
 * metrics: some 60 ms of every second on an idle home, against a few for a CSS transition).
 */
export function carouselMotion(
  viewport: HTMLElement,
  track: HTMLElement,
  count: number,
  autoplayMs: number,
  onSelect: (index: number) => void,
): CarouselMotion {
  let pos = 1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let drag: Drag | null = null;
  let swiped = false;
  const wrap = (p: number) => ((((p - 1) % count) + count) % count) + 1;

  const show = (offsetPx: number, animated: boolean) => {
    track.style.transition = animated ? '' : 'none';
    track.style.transform = transformOf(pos, offsetPx);
  };
  /** Off a copy, at once. */
  const settle = () => {
    if (pos === wrap(pos)) return;
    pos = wrap(pos);
    show(0, false);
  };
  // Spec 2.5: every 5000 ms, not stopped by touching it; counted again from each move, and held
  // while a finger is on it. A hidden page ends no transition: it only settles.
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (document.hidden || pos !== wrap(pos)) {
        settle();
        arm();
      } else moveTo(pos + 1);
    }, autoplayMs);
  };
  const moveTo = (target: number) => {
    const animated = !reducedMotion();
    pos = animated ? target : wrap(target);
    show(0, animated);
    onSelect(wrap(pos) - 1);
    arm();
  };

  const onTransitionEnd = (e: TransitionEvent) => {
    if (e.target === track) settle();
  };
  const onPointerDown = (e: PointerEvent) => {
    if (!e.isPrimary || e.button !== 0) return;
    // A finger on a slide still moving onto a copy takes it from where that slide lands.
    settle();
    drag = { id: e.pointerId, x: e.clientX, y: e.clientY, time: e.timeStamp, axis: null, dx: 0 };
    swiped = false;
  };
  const onPointerMove = (e: PointerEvent) => {
    if (!drag || drag.id !== e.pointerId) return;
    const dx = e.clientX - drag.x;
    if (!drag.axis) {
      const dy = e.clientY - drag.y;
      if (Math.max(Math.abs(dx), Math.abs(dy)) < SLOP_PX) return;
      drag.axis = Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
      if (drag.axis === 'y') return void (drag = null);
      viewport.setPointerCapture(e.pointerId);
      swiped = true;
      clearTimeout(timer);
    }
    drag.dx = dx;
    show(dx, false);
  };
  const release = (d: Drag, at: number) => {
    const speed = Math.abs(d.dx) / Math.max(1, at - d.time);
    if (Math.abs(d.dx) > viewport.clientWidth * SWIPE_SHARE || speed > FLICK_PX_PER_MS)
      return moveTo(pos - Math.sign(d.dx));
    // Back to the slide it started on.
    show(0, !reducedMotion());
    arm();
  };
  const onPointerUp = (e: PointerEvent) => {
    const d = drag;
    drag = null;
    if (d?.id === e.pointerId && d.axis === 'x') release(d, e.timeStamp);
  };
  const onPointerCancel = () => {
    const d = drag;
    drag = null;
    if (d?.axis === 'x') release({ ...d, dx: 0 }, Infinity);
  };
  /** A swipe that began on a slide's link does not open it. */
  const onClick = (e: MouseEvent) => {
    if (!swiped) return;
    swiped = false;
    e.preventDefault();
    e.stopPropagation();
  };

  const listeners = [
    [track, 'transitionend', onTransitionEnd],
    [viewport, 'pointerdown', onPointerDown],
    [viewport, 'pointermove', onPointerMove],
    [viewport, 'pointerup', onPointerUp],
    [viewport, 'pointercancel', onPointerCancel],
  ] as const;
  for (const [target, type, listener] of listeners)
    target.addEventListener(type, listener as EventListener);
  viewport.addEventListener('click', onClick, true);
  arm();

  return {
    goTo(index) {
      settle();
      moveTo(index + 1);
    },
    destroy() {
      clearTimeout(timer);
      for (const [target, type, listener] of listeners)
        target.removeEventListener(type, listener as EventListener);
      viewport.removeEventListener('click', onClick, true);
    },
  };
}
