/**
 * Spec 2.4: links to app packages (.ipa, .apk) open in the same window, which starts the download
 * without leaving a blank tab behind; every other external link opens in a new window.
 */
export function opensInSameWindow(url: string): boolean {
  // The spec's rule is "ends in ipa or apk"; the path is checked too, so a cache-busting query
  // (release.apk?v=3) does not turn a download into a blank tab.
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return /(ipa|apk)$/i.test(url) || /(ipa|apk)$/i.test(path);
}

export function linkTargetProps(url: string): { target?: '_blank'; rel?: string } {
  return opensInSameWindow(url) ? {} : { target: '_blank', rel: 'noopener noreferrer' };
}

/** Opens a link by the same rule from code (menu buttons). */
export function openLink(url: string) {
  if (opensInSameWindow(url)) window.location.assign(url);
  else window.open(url, '_blank', 'noopener,noreferrer');
}
