import { badRequest } from '../errors.ts';

export interface MobileNumber {
  /** Dialing code and national number as digits: how numbers are stored and addressed. */
  full: string;
  dialingCode: string;
  national: string;
}

/**
 * '+880' and '01711000001' (or '1711000001') -> '8801711000001'. Spec 5: the client strips the
 * trunk zero; the server does it too, so both spellings reach the same account.
 */
export function mobileNumber(countryDialingCode: string, mobileNum: string): MobileNumber {
  const dialingCode = countryDialingCode.replace(/^\+/, '');
  const national = mobileNum.replace(/^0+/, '');
  if (!/^\d{1,4}$/.test(dialingCode) || !/^\d{4,20}$/.test(national)) {
    throw badRequest('Please enter a valid mobile number');
  }
  return { full: dialingCode + national, dialingCode, national };
}

/** The national part of a stored number. */
export const nationalPart = (full: string | null, dialingCode: string | null): string | null =>
  full && dialingCode && full.startsWith(dialingCode) ? full.slice(dialingCode.length) : full;
