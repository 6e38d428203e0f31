import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  devGetCaptchaAnswer,
  devGetOutbox,
  getCaptcha,
  getRsaKey,
  login,
  type Endpoint,
  type LoginBody,
  type OutboxMessage,
  type SessionValue,
} from '@app/contract';
import { hashPassword } from '../../src/accounts/passwords.ts';
import { okValue } from './envelope.ts';
import { sealBody, type SealOptions } from './sealed-body.ts';

export interface CallOptions {
  headers?: Record<string, string>;
  /** The client's address (rate limits and failed-login counts are per IP). */
  ip?: string;
  seal?: SealOptions;
}

const keys = new WeakMap<FastifyInstance, Promise<string>>();

/** The server's public key, fetched once per app like the web app's key cache. */
export function publicKeyOf(app: FastifyInstance): Promise<string> {
  let key = keys.get(app);
  if (!key) {
    key = app.inject({ url: getRsaKey.path }).then((res) => okValue(getRsaKey, res).publicKey);
    keys.set(app, key);
  }
  return key;
}

/** Calls an endpoint as the web client would: sealed when `encrypted`, plain JSON otherwise. */
export async function call(
  app: FastifyInstance,
  endpoint: Endpoint,
  payload?: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  let body: unknown = payload;
  if (endpoint.encrypted && payload !== undefined) {
    const sealed = await sealBody(
      await publicKeyOf(app),
      endpoint.method,
      endpoint.path,
      payload,
      options.seal,
    );
    body = sealed.body;
    headers.encryption = sealed.encryption;
  }
  return app.inject({
    method: endpoint.method,
    url: endpoint.path,
    headers,
    ...(options.ip && { remoteAddress: options.ip }),
    ...(body !== undefined && { payload: body as Record<string, unknown> }),
  });
}

export const authHeaders = (token: string) => ({ authorization: token });

export async function signIn(
  app: FastifyInstance,
  body: LoginBody,
  options: CallOptions = {},
): Promise<SessionValue> {
  return okValue(login, await call(app, login, body, options));
}

export const signInAs = (app: FastifyInstance, username: string, password: string) =>
  signIn(app, { type: 'username', username, password });

/** A fresh captcha and its answer (development route). */
export async function solvedCaptcha(app: FastifyInstance) {
  const { captchaId } = okValue(getCaptcha, await app.inject({ url: getCaptcha.path }));
  const { answer } = okValue(
    devGetCaptchaAnswer,
    await app.inject({ url: `/dev/captcha/${captchaId}` }),
  );
  return { captchaId, captcha: answer };
}

/** Messages sent to a number (digits with dialing code) or e-mail address, newest first. */
export async function outbox(app: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  return okValue(
    devGetOutbox,
    await app.inject({ url: `${devGetOutbox.path}?to=${encodeURIComponent(to)}` }),
  );
}

/** The newest SMS code or temporary password sent to `to`. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const [message] = await outbox(app, to);
  if (!message?.code) throw new Error(`nothing was sent to ${to}`);
  return message.code;
}

/** The player's demo number: +880 1711000001. */
export const PLAYER_MOBILE = { countryDialingCode: '880', mobileNum: '1711000001' } as const;
export const PLAYER_MOBILE_FULL = '8801711000001';

let memberCounter = 0;

/** A fresh member of the demo merchant with a known password (each test its own account). */
export async function createMember(
  app: FastifyInstance,
  o: { password?: string; mobile?: string; email?: string; type?: number } = {},
) {
  const username = `tester${process.pid % 1000}x${++memberCounter}`;
  const mobile = o.mobile ?? null;
  const member = await app.repos.members.create('demo', {
    username,
    nickname: null,
    type: o.type ?? 0,
    parentId: null,
    mobile: mobile ? `880${mobile}` : null,
    dialingCode: mobile ? '880' : null,
    email: o.email ?? null,
    passwordHash: o.password === undefined ? null : await hashPassword(o.password),
  });
  return { ...member, password: o.password ?? '' };
}
