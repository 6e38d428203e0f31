/**
 * Country dialling codes offered next to mobile-number fields (spec 2.8). Bangladesh first: it is
 * the operator's home market (BN is the default language). `country` names the flag and the
 * translated country name.
 */
export const dialingCodes = [
  { code: '+880', country: 'BD' },
  { code: '+91', country: 'IN' },
  { code: '+84', country: 'VN' },
  { code: '+66', country: 'TH' },
  { code: '+62', country: 'ID' },
  { code: '+60', country: 'MY' },
  { code: '+63', country: 'PH' },
  { code: '+86', country: 'CN' },
  { code: '+1', country: 'US' },
  { code: '+44', country: 'GB' },
] as const;

export type DialingCountry = (typeof dialingCodes)[number]['country'];
export const DEFAULT_DIALING_CODE = '+880';

export const countryOfCode = (code: string): DialingCountry =>
  dialingCodes.find((d) => d.code === code)?.country ?? 'BD';

/** Spec 5: "a leading zero is stripped from the mobile number before sending". */
export const stripLeadingZero = (mobile: string) => mobile.trim().replace(/^0/, '');
