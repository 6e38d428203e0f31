/** Spec 1 and 9: the platform codes this mobile shell sends. */
export const ANNOUNCEMENT_PLATFORM = 'M' as const;

/** Spec 2.5 and 9: banner carousel interval. */
export const BANNER_AUTOPLAY_MS = 5000;

/** Spec 9: used when the status info carries no image CDN. */
export const DEFAULT_IMAGE_CDNS = ['/assets-cdn'] as const;

/** Performance mark set when the app's first render (or hydration) has been committed. */
export const FIRST_RENDER_MARK = 'app:first-render';
