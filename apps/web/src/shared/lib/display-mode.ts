/**
 * How the app was opened (spec 3 registerMethod, spec 7 Device header): 'WEBCLIP' for an iOS
 * home-screen web clip (`navigator.standalone`, Safari only), 'PWA' for an installed web app
 * (display-mode standalone), else null for a browser tab. The iOS check comes first because a
 * web clip also matches display-mode standalone.
 */
export function installedMode(): 'WEBCLIP' | 'PWA' | null {
  if ((navigator as { standalone?: boolean }).standalone === true) return 'WEBCLIP';
  if (window.matchMedia?.('(display-mode: standalone)').matches) return 'PWA';
  return null;
}
