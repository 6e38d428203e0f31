import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../platform/db/db.ts';
import type { MailProvider } from '../platform/messaging/messaging-plugin.ts';
import type { Merchant } from '../merchant/merchants-repository.ts';
import type { Money } from '../money/money.ts';
import {
  createAbuseLimits,
  createLoginFailures,
  type AbuseLimits,
  type LoginFailures,
} from './abuse-limits.ts';
import { createCaptchaService, type CaptchaService } from './captchas.ts';
import { createFreePlay } from './free-play.ts';
import type { MembersRepository } from './members-repository.ts';
import { createPasswordFlows } from './password-flows.ts';
import { createOpenAccount } from './open-account.ts';
import { createRegistration } from './registration.ts';
import type { SessionService } from './sessions.ts';
import { createSignIn } from './sign-in.ts';
import { createVerificationCodes, type VerificationCodes } from './verification-codes.ts';

/** Who asks, as the account flows see it: the request's merchant and the client's address. */
export interface AccountCaller {
  merchant: Merchant;
  ip: string;
}

/** What the account flows are built from, once. */
export interface AccountsDeps {
  db: Db;
  money: Money;
  members: MembersRepository;
  sessions: SessionService;
  mail: MailProvider;
  limits: AbuseLimits;
  loginFailures: LoginFailures;
  captchas: CaptchaService;
  codes: VerificationCodes;
}

const buildAccounts = (deps: AccountsDeps) => ({
  limits: deps.limits,
  loginFailures: deps.loginFailures,
  captchas: deps.captchas,
  codes: deps.codes,
  signIn: createSignIn(deps),
  register: createRegistration(deps),
  openAccount: createOpenAccount(deps),
  passwords: createPasswordFlows(deps),
  freePlay: createFreePlay(deps),
});

declare module 'fastify' {
  interface FastifyInstance {
    accounts: ReturnType<typeof buildAccounts>;
  }
}

/** The services of the account flows, built once from the config, the stores and the providers. */
async function accounts(app: FastifyInstance) {
  const { authLimits, smsCodeMinutes } = app.config;
  app.decorate(
    'accounts',
    buildAccounts({
      db: app.db,
      money: app.money,
      members: app.repos.members,
      sessions: app.sessions,
      mail: app.mail,
      limits: createAbuseLimits(app.ttlStore, authLimits),
      loginFailures: createLoginFailures(app.ttlStore, {
        ipThreshold: authLimits.loginCaptchaIpFailures,
        accountCeiling: authLimits.loginCaptchaAccountAttempts,
      }),
      captchas: createCaptchaService(app.repos.captchas),
      codes: createVerificationCodes(app.repos.verificationCodes, app.sms, smsCodeMinutes),
    }),
  );
}

export default fp(accounts, {
  name: 'accounts',
  dependencies: ['database', 'ttl-store', 'messaging', 'auth'],
});
