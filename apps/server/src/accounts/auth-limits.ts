/**
 * Limits on the account flows (ARCHITECTURE "Security"). Windows are fixed: logins per 15 minutes,
 * everything else per hour. NODE_ENV=test relaxes them so that a browser-test run, where every
 * request comes from 127.0.0.1, never trips them; tests of the limits set their own values.
 */
export interface AuthLimits {
  /**
   * Login attempts per account name (or mobile number) per 15 minutes from one source (client
   * IP); only attempts past the captcha count, so nobody else can use an owner's allowance up.
   */
  loginPerAccount: number;
  /**
   * Login attempts to one account from all sources together (15 minutes) after which every
   * sign-in to it needs a captcha: a ceiling that asks for a captcha, never a lockout.
   */
  loginCaptchaAccountAttempts: number;
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
  /** Username availability checks per client IP per hour (the registration form's only). */
  usernameChecks: number;
  /** Calls with a missing or wrong operator key per client IP per 15 minutes. */
  operatorKeyFailures: number;
}

export const authLimitDefaults = (relaxed: boolean): AuthLimits =>
  relaxed
    ? {
        loginPerAccount: 1_000,
        loginPerIp: 10_000,
        loginCaptchaAccountAttempts: 1_000,
        loginCaptchaIpFailures: 1_000,
        smsPerMobile: 1_000,
        smsPerIp: 10_000,
        smsIntervalSeconds: 0,
        registerPerIp: 10_000,
        recovery: 1_000,
        usernameChecks: 10_000,
        operatorKeyFailures: 1_000,
      }
    : {
        loginPerAccount: 10,
        loginPerIp: 50,
        loginCaptchaAccountAttempts: 10,
        loginCaptchaIpFailures: 1,
        smsPerMobile: 5,
        smsPerIp: 20,
        smsIntervalSeconds: 60,
        registerPerIp: 10,
        recovery: 5,
        usernameChecks: 20,
        operatorKeyFailures: 10,
      };
