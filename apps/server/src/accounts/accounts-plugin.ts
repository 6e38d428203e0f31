import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createAbuseLimits,
  createLoginFailures,
  type AbuseLimits,
  type LoginFailures,
} from './abuse-limits.ts';
import { createCaptchaService, type CaptchaService } from './captchas.ts';
import { createVerificationCodes, type VerificationCodes } from './verification-codes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: {
      limits: AbuseLimits;
      loginFailures: LoginFailures;
      captchas: CaptchaService;
      codes: VerificationCodes;
    };
  }
}

/** The services of the account flows, built once from the config, the stores and the providers. */
async function accounts(app: FastifyInstance) {
  const { authLimits, smsCodeMinutes } = app.config;
  app.decorate('accounts', {
    limits: createAbuseLimits(app.ttlStore, authLimits),
    loginFailures: createLoginFailures(app.ttlStore, authLimits.loginCaptchaIpFailures),
    captchas: createCaptchaService(app.repos.captchas),
    codes: createVerificationCodes(app.repos.verificationCodes, app.sms, smsCodeMinutes),
  });
}

export default fp(accounts, {
  name: 'accounts',
  dependencies: ['database', 'ttl-store', 'messaging'],
});
