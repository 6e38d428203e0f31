import type { AuthLimits } from './auth-limits.ts';
import { TooManyRequestsError } from '../errors.ts';
import type { TtlStore } from '../platform/cache/ttl-store.ts';

const MINUTE = 60_000;
const LOGIN_WINDOW = 15 * MINUTE;
const HOUR = 60 * MINUTE;

/** Sign-in attempts that reached the password check for an account, from every source. */
const accountCeilingKey = (merchantCode: string, account: string) =>
  `login:ceiling:${merchantCode}:${account.toLowerCase()}`;

/**
 * Fixed-window limits of the account flows (spec: login per account and IP, SMS per number and
 * IP with a minimum interval, registration per IP, e-mail recovery). Every attempt counts, also
 * ones that fail for other reasons, so a limit cannot be probed around; except that a sign-in's
 * account limit is per source and counts only attempts past the captcha, so that nobody can
 * lock an owner out of an account (issue 19).
 */
export function createAbuseLimits(store: TtlStore, limits: AuthLimits) {
  async function hit(key: string, max: number, windowMs: number, what: string) {
    const { count, ttlMs } = await store.increment(`limit:${key}`, windowMs);
    if (count > max) {
      const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
      throw new TooManyRequestsError(`Too many ${what}; try again in ${seconds} s`, seconds);
    }
  }

  const accountFromSource = (merchantCode: string, account: string, ip: string) =>
    `login:account:${merchantCode}:${account.toLowerCase()}:${ip}`;

  return {
    /**
     * Sign-in attempts from one client IP, whatever the account: every attempt counts (those that
     * fail the captcha too), so one address cannot flood the captcha or the password check.
     */
    loginFromIp: (ip: string) =>
      hit(`login:ip:${ip}`, limits.loginPerIp, LOGIN_WINDOW, 'sign-in attempts'),

    /**
     * Refuses an account's sign-in from a source (client IP) that has used up its attempts for
     * that account, before its captcha is looked at (a refused attempt uses none up).
     */
    async loginAccountOpen(merchantCode: string, account: string, ip: string) {
      const { count, ttlMs } = await store.peek(
        `limit:${accountFromSource(merchantCode, account, ip)}`,
      );
      if (count >= limits.loginPerAccount) {
        const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
        throw new TooManyRequestsError(
          `Too many sign-in attempts for this account; try again in ${seconds} s`,
          seconds,
        );
      }
    },

    /**
     * Counts an attempt that passed the captcha gate: against the account's limit from this
     * source (an attacker elsewhere cannot use the owner's allowance up), and towards the
     * account's ceiling over all sources, which makes every sign-in to it need a captcha
     * (createLoginFailures) and never refuses one.
     */
    async loginForAccount(merchantCode: string, account: string, ip: string) {
      await store.increment(accountCeilingKey(merchantCode, account), LOGIN_WINDOW);
      await hit(
        accountFromSource(merchantCode, account, ip),
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

    /** The registration form's username check: tight, so names cannot be listed through it. */
    usernameCheck: (ip: string) =>
      hit(`usernamecheck:ip:${ip}`, limits.usernameChecks, HOUR, 'username checks'),

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
 * captcha requirement (spec 2.6). A successful sign-in clears both. An account whose attempts
 * from all sources together reached `accountCeiling` needs a captcha too, until its window ends.
 */
export function createLoginFailures(
  store: TtlStore,
  { ipThreshold, accountCeiling }: { ipThreshold: number; accountCeiling: number },
) {
  const accountKey = (merchantCode: string, account: string) =>
    `loginfail:account:${merchantCode}:${account.toLowerCase()}`;
  const ipKey = (ip: string) => `loginfail:ip:${ip}`;
  return {
    async captchaRequired(merchantCode: string, account: string, ip: string): Promise<boolean> {
      const [forAccount, forIp, attempts] = await Promise.all([
        store.get(accountKey(merchantCode, account)),
        store.get(ipKey(ip)),
        store.get(accountCeilingKey(merchantCode, account)),
      ]);
      return forAccount >= 1 || forIp >= ipThreshold || attempts >= accountCeiling;
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
