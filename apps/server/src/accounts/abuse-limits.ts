import type { AuthLimits } from './auth-limits.ts';
import { TooManyRequestsError } from '../errors.ts';
import type { TtlStore } from '../platform/cache/ttl-store.ts';

const MINUTE = 60_000;
const LOGIN_WINDOW = 15 * MINUTE;
const HOUR = 60 * MINUTE;

/**
 * Fixed-window limits of the account flows (spec: login per account and IP, SMS per number and
 * IP with a minimum interval, registration per IP, e-mail recovery). Every attempt counts, also
 * ones that fail for other reasons, so a limit cannot be probed around.
 */
export function createAbuseLimits(store: TtlStore, limits: AuthLimits) {
  async function hit(key: string, max: number, windowMs: number, what: string) {
    const { count, ttlMs } = await store.increment(`limit:${key}`, windowMs);
    if (count > max) {
      const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
      throw new TooManyRequestsError(`Too many ${what}; try again in ${seconds} s`, seconds);
    }
  }

  return {
    async login(merchantCode: string, account: string, ip: string) {
      await hit(`login:ip:${ip}`, limits.loginPerIp, LOGIN_WINDOW, 'sign-in attempts');
      await hit(
        `login:account:${merchantCode}:${account.toLowerCase()}`,
        limits.loginPerAccount,
        LOGIN_WINDOW,
        'sign-in attempts for this account',
      );
    },

    async sms(merchantCode: string, mobile: string, ip: string) {
      await hit(`sms:ip:${ip}`, limits.smsPerIp, HOUR, 'SMS codes');
      if (limits.smsIntervalSeconds > 0) {
        const gap = await store.claim(
          `sms:gap:${merchantCode}:${mobile}`,
          limits.smsIntervalSeconds * 1000,
        );
        if (!gap.claimed) {
          const seconds = Math.max(1, Math.ceil(gap.ttlMs / 1000));
          throw new TooManyRequestsError(
            `A code was just sent to this number; request another in ${seconds} s`,
            seconds,
          );
        }
      }
      await hit(
        `sms:mobile:${merchantCode}:${mobile}`,
        limits.smsPerMobile,
        HOUR,
        'SMS codes for this number',
      );
    },

    register: (ip: string) => hit(`register:ip:${ip}`, limits.registerPerIp, HOUR, 'registrations'),

    freeplay: (ip: string) =>
      hit(`freeplay:ip:${ip}`, limits.registerPerIp, HOUR, 'free-play accounts'),

    async recovery(merchantCode: string, username: string, ip: string) {
      await hit(`recovery:ip:${ip}`, limits.recovery, HOUR, 'password recoveries');
      await hit(
        `recovery:account:${merchantCode}:${username.toLowerCase()}`,
        limits.recovery,
        HOUR,
        'password recoveries for this account',
      );
    },
  };
}

export type AbuseLimits = ReturnType<typeof createAbuseLimits>;

/**
 * Failed sign-ins, counted per account and per client IP for 15 minutes: the basis of the
 * captcha requirement (spec 2.6). A successful sign-in clears both.
 */
export function createLoginFailures(store: TtlStore, ipThreshold: number) {
  const accountKey = (merchantCode: string, account: string) =>
    `loginfail:account:${merchantCode}:${account.toLowerCase()}`;
  const ipKey = (ip: string) => `loginfail:ip:${ip}`;
  return {
    async captchaRequired(merchantCode: string, account: string, ip: string): Promise<boolean> {
      const [forAccount, forIp] = await Promise.all([
        store.get(accountKey(merchantCode, account)),
        store.get(ipKey(ip)),
      ]);
      return forAccount >= 1 || forIp >= ipThreshold;
    },
    async record(merchantCode: string, account: string, ip: string): Promise<void> {
      await store.increment(accountKey(merchantCode, account), LOGIN_WINDOW);
      await store.increment(ipKey(ip), LOGIN_WINDOW);
    },
    clear: (merchantCode: string, account: string, ip: string) =>
      store.delete(accountKey(merchantCode, account), ipKey(ip)),
  };
}

export type LoginFailures = ReturnType<typeof createLoginFailures>;
