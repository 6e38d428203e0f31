import type { SystemStatus } from '@app/contract';
import {
  isArray,
  isFlag,
  isLanguageValue,
  isMemberInfo,
  isNonEmpty,
  isRememberedLogin,
  isSessionInfo,
  isSystemStatus,
  type MemberInfo,
  type RememberedLogin,
  type SessionInfo,
} from './storage-values';

export type { MemberInfo, RememberedLogin, SessionInfo };

/**
 * Every browser-storage key the app uses (spec 3 and 9), in one place, each with its area and its
 * codec. Names are kept exactly as the spec gives them so that a session written by an older shell
 * on the same domain is still understood. Reading never throws: storage may be disabled (private
 * mode, quota) or hold a value some other code wrote, and a bad value reads as `null`.
 */
type Area = 'local' | 'session';

export interface StorageKey<T> {
  readonly name: string;
  readonly area: Area;
  parse(raw: string): T | null;
  serialize(value: T): string;
}

const jsonKey = <T>(
  name: string,
  area: Area,
  guard: (value: unknown) => value is T,
): StorageKey<T> => ({
  name,
  area,
  parse(raw) {
    try {
      const value: unknown = JSON.parse(raw);
      return guard(value) ? value : null;
    } catch {
      return null;
    }
  },
  serialize: (value) => JSON.stringify(value),
});

/** Plain string values (e.g. 'BN', '1'): stored as-is, because other shells read them raw. */
export const textKey = <T extends string>(
  name: string,
  area: Area,
  check: (raw: string) => boolean,
): StorageKey<T> => ({
  name,
  area,
  parse: (raw) => (check(raw) ? (raw as T) : null),
  serialize: (value) => value,
});

type Flag = '0' | '1';

export const storageKeys = {
  sessionInfo: jsonKey('MC_SESSION_INFO', 'local', isSessionInfo),
  autoLogin: textKey<Flag>('autoLogin', 'local', isFlag),
  /** Remember-me: method, username and dialling code; never the password (see storage-values). */
  credentials: jsonKey('credentials', 'local', isRememberedLogin),
  language: textKey<string>('language', 'local', isLanguageValue),
  /** Cached `/wps/system/status` value: shown at once on the next start (spec 4). */
  status: jsonKey<SystemStatus>('status', 'local', isSystemStatus),
  memberInfo: jsonKey('memberInfo', 'local', isMemberInfo),
  gameList: jsonKey('gameList', 'local', isArray),
  lotteryList: jsonKey('lotteryList', 'local', isArray),
  serviceLink: textKey<string>('serviceLink', 'local', isNonEmpty),
  /** Closing the download bar hides it for good (spec 4). */
  downloadBarClosed: textKey<Flag>('downloadBarClosed', 'local', isFlag),
  /** Set when launched from an iOS home-screen web clip; changes the install tip (spec 9). */
  webClip: textKey<Flag>('WEBCLIP', 'local', isFlag),
  trialName: textKey<string>('trialName', 'session', isNonEmpty),
  hideBalance: textKey<Flag>('HIDEBALANCE', 'session', isFlag),
  hotGames: jsonKey('HOT_GAMES', 'session', isArray),
  /** Update-banner dismissal lasts one browser session (spec 4). */
  mobileUpdate: textKey<Flag>('mobileUpdate', 'session', isFlag),
} as const;

/**
 * Keys the previous shell on the same domain wrote. They are removed at start-up (spec 9) so that
 * stale state of another app never leaks into this one.
 */
export const legacyShellKeys = ['vuex', 'persist:root', 'lang', 'token'] as const;

const area = (a: Area): Storage | null => {
  try {
    return a === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
};

export const storage = {
  get<T>(key: StorageKey<T>): T | null {
    try {
      const raw = area(key.area)?.getItem(key.name);
      return raw == null ? null : key.parse(raw);
    } catch {
      return null;
    }
  },
  set<T>(key: StorageKey<T>, value: T): void {
    try {
      area(key.area)?.setItem(key.name, key.serialize(value));
    } catch {
      // Quota or disabled storage: the app keeps working with in-memory state.
    }
  },
  remove(key: StorageKey<unknown>): void {
    try {
      area(key.area)?.removeItem(key.name);
    } catch {
      // See set().
    }
  },
  /** Whether a raw value exists at all, valid or not (an unparseable cache must be refetched). */
  has(key: StorageKey<unknown>): boolean {
    try {
      return area(key.area)?.getItem(key.name) != null;
    } catch {
      return false;
    }
  },
  clearLegacyKeys(): void {
    for (const name of legacyShellKeys) {
      try {
        window.localStorage.removeItem(name);
        window.sessionStorage.removeItem(name);
      } catch {
        return;
      }
    }
  },
  /** Logout wipes session storage wholesale (spec 4). */
  clearSession(): void {
    try {
      window.sessionStorage.clear();
    } catch {
      // See set().
    }
  },
};
