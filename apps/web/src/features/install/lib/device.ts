/**
 * Spec 9 "App detected by a user-agent matching App...Ver": a copy of the contract's NATIVE_APP_UA
 * (app-info.ts), which the app cannot import without the contract's schemas; a test keeps the two
 * equal.
 */
export const NATIVE_APP_UA = /App\w*Ver(?:\/(\d{1,6}(?:\.\d{1,6}){0,3}))?/;

export const isNativeApp = (userAgent: string) => NATIVE_APP_UA.test(userAgent);

/** [major, minor, patch] of iOS (any browser on iPhone, iPad or iPod), else null. */
export function iosVersion(userAgent: string): [number, number, number] | null {
  const m = /(?:iPhone|iPad|iPod)[^)]*? OS (\d+)(?:_(\d+))?(?:_(\d+))?/.exec(userAgent);
  return m ? [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)] : null;
}

const atLeast = (v: readonly number[], min: readonly number[]) => {
  for (let i = 0; i < min.length; i++) if ((v[i] ?? 0) !== min[i]) return (v[i] ?? 0) > min[i]!;
  return true;
};

/** Spec 9: the install tip shows for iOS 12 below 12.2 and for iOS 11 or lower. */
export const wantsInstallTip = (userAgent: string) => {
  const v = iosVersion(userAgent);
  return v !== null && !atLeast(v, [12, 2]);
};

/** Spec 9: the iOS app needs 12.4 or later; an older iPhone is offered no app download. */
export const canRunIosApp = (userAgent: string) => {
  const v = iosVersion(userAgent);
  return v === null || atLeast(v, [12, 4]);
};
