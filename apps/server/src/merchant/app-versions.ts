/** Compares dotted versions number by number; a missing part counts as 0 ('2' equals '2.0.0'). */
export function compareVersions(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** The download link a user agent needs: IOS for iPhone, iPad and iPod, Android for Android. */
export function platformOf(userAgent: string): 'IOS' | 'Android' | null {
  if (/Android/i.test(userAgent)) return 'Android';
  if (/iPhone|iPad|iPod|\biOS\b/i.test(userAgent)) return 'IOS';
  return null;
}
