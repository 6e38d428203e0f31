import type { SystemStatus } from '@app/contract';

/**
 * Shape checks for stored values. Hand-written rather than zod so that the storage module, which
 * runs before the first paint, does not pull a schema library into the home route's JS. They check
 * what the app reads; anything else in a stored object is carried along untouched.
 */
type Guard<T> = (value: unknown) => value is T;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const optional =
  <T>(guard: Guard<T>) =>
  (v: unknown): v is T | undefined =>
    v === undefined || guard(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';

export const isArray = (v: unknown): v is unknown[] => Array.isArray(v);

/** Spec 3 "Session info"; trial sessions carry only some of the fields. */
export interface SessionInfo {
  token: string;
  merchantCode?: string;
  userName?: string;
  type?: number;
  firstTimeLogin?: boolean;
}
export const isSessionInfo = (v: unknown): v is SessionInfo =>
  isObject(v) &&
  isString(v.token) &&
  v.token.length > 0 &&
  optional(isString)(v.merchantCode) &&
  optional(isString)(v.userName) &&
  optional(isInt)(v.type) &&
  optional(isBool)(v.firstTimeLogin);

/** Spec 3 "Member info"; `hasPassword` is this server's addition (contract member.ts). */
export interface MemberInfo {
  id: number | string;
  type: number;
  nickname?: string | null;
  account: string;
  hasPassword?: boolean;
}
export const isMemberInfo = (v: unknown): v is MemberInfo =>
  isObject(v) &&
  (isString(v.id) || typeof v.id === 'number') &&
  isInt(v.type) &&
  isString(v.account);

/**
 * Remember-me (spec 3 "Remembered credentials"), without the password: that goes to the browser's
 * password manager instead (lib/credentials.ts), never to storage readable by any script.
 * `username` is the account for the password method and the mobile number for the SMS method.
 */
export interface RememberedLogin {
  type: 'username' | 'sms';
  username: string;
  countryDialingCode?: string;
}
export const isRememberedLogin = (v: unknown): v is RememberedLogin =>
  isObject(v) &&
  (v.type === 'username' || v.type === 'sms') &&
  isString(v.username) &&
  optional(isString)(v.countryDialingCode) &&
  !('password' in v);

const isCustomerService = (v: unknown) =>
  isObject(v) && isString(v.csPosition) && isString(v.type) && isString(v.url);

/** Cached `/wps/system/status` value: the fields the gate, menu and images read. */
export const isSystemStatus = (v: unknown): v is SystemStatus =>
  isObject(v) &&
  (v.status === 0 || v.status === 1 || v.status === 2) &&
  isObject(v.location) &&
  isString(v.location.country) &&
  isString(v.location.ip) &&
  isObject(v.info) &&
  isArray(v.info.customerService) &&
  v.info.customerService.every(isCustomerService) &&
  isArray(v.info.imageCDNs) &&
  v.info.imageCDNs.every(isString) &&
  isArray(v.info.whitelabel);

export const isFlag = (v: string): v is '0' | '1' => v === '0' || v === '1';
export const isLanguageValue = (v: string) => /^[A-Z]{2}$/.test(v);
export const isNonEmpty = (v: string) => v.length > 0;
