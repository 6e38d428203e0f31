/**
 * Limits on the account flows (ARCHITECTURE "Security"). Windows are fixed: logins per 15 minutes,
 * everything else per hour. NODE_ENV=test relaxes them so that a browser-test run, where every
 * request comes from 127.0.0.1, never trips them; tests of the limits set their own values.
 */
export interface AuthLimits {
  /** Login attempts per account name (or mobile number) per 15 minutes. */
  loginPerAccount: number;
  /** Login attempts per client IP per 15 minutes. */
  loginPerIp: number;
  /**
   * Failed logins from one IP (any account, 15 minutes) after which every login from it needs a
   * captcha. One failure on an account always asks for a captcha on that account.
   */
  loginCaptchaIpFailures: number;
  /** SMS codes per mobile number per hour. */
  smsPerMobile: number;
  /** SMS codes per client IP per hour. */
  smsPerIp: number;
  /** Minimum time between two codes to one number. */
  smsIntervalSeconds: number;
  /** Registrations (and, counted apart, free-play trial accounts) per client IP per hour. */
  registerPerIp: number;
  /** E-mail password recoveries per account name and per client IP per hour. */
  recovery: number;
}

export const authLimitDefaults = (relaxed: boolean): AuthLimits =>
  relaxed
    ? {
        loginPerAccount: 1_000,
        loginPerIp: 10_000,
        loginCaptchaIpFailures: 1_000,
        smsPerMobile: 1_000,
        smsPerIp: 10_000,
        smsIntervalSeconds: 0,
        registerPerIp: 10_000,
        recovery: 1_000,
      }
    : {
        loginPerAccount: 10,
        loginPerIp: 50,
        loginCaptchaIpFailures: 1,
        smsPerMobile: 5,
        smsPerIp: 20,
        smsIntervalSeconds: 60,
        registerPerIp: 10,
        recovery: 5,
      };
