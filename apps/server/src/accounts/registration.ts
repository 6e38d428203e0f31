import { booksOf } from '../money/money.ts';
import { randomInt } from 'node:crypto';
import { enabledFlags, type RegisterBody, type SessionValue } from '@app/contract';
import { AppError, badRequest } from '../errors.ts';
import { mobileNumber, type MobileNumber } from './mobile.ts';
import type { AccountCaller, AccountsDeps } from './accounts-plugin.ts';
import {
  createMembersRepository,
  type Member,
  type MembersRepository,
} from './members-repository.ts';
import { createVerificationCodesRepository } from './verification-codes-repository.ts';
import { checkField } from './field-rules.ts';
import { isUniqueViolation } from './free-play.ts';
import { hashPassword } from './passwords.ts';
import { functionNotAvailable } from './sign-in.ts';
import { codeInvalid } from './verification-codes.ts';

export type RegisterMethod = 'username' | 'mobile';

/** Optional fields checked against their rule and kept in members.profile. */
const PROFILE_FIELDS = [
  'payeeName',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
] as const;

export const usernameExists = () =>
  new AppError('username.exists', 'Sorry, the username already exists');
export const mobileExists = () =>
  new AppError('mobile.exists', 'This mobile number is already registered');
export const affiliateInvalid = () => new AppError('affiliate.invalid', 'Invalid invitation code');
const confirmMismatch = () =>
  new AppError('password.confirm.mismatch', 'Password confirmation does not match');

/** Generated names (free play) use prefixes no one may register. */
export const isReservedUsername = (name: string) => /^trial_/i.test(name);

const trimmed = (body: RegisterBody) => {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(body)) {
    if (typeof v === 'string')
      out[k] = k.toLowerCase().includes('password') ? v : v.trim() || undefined;
  }
  return out;
};

/** Mobile method without a username: the national number when it is free, else a random one. */
async function generatedUsername(
  members: MembersRepository,
  merchantCode: string,
  mobile: MobileNumber,
): Promise<string> {
  const candidates = [
    /^\d{6,16}$/.test(mobile.national) ? mobile.national : null,
    ...Array.from({ length: 5 }, () => `m${String(randomInt(10 ** 9)).padStart(9, '0')}`),
  ];
  for (const c of candidates) {
    if (c && !(await members.findByUsername(merchantCode, c))) return c;
  }
  throw new Error('no free username could be generated');
}

/**
 * PUT /wps/member/register and /register/mobile: every field against the merchant's settings,
 * the captcha when enabled, the invitation code, unique name and number, the SMS code when
 * REGMOBVERF3 asks for it; then the member (type 0) with its wallet, signed in.
 */
async function registerMember(
  d: AccountsDeps,
  { merchant: m, ip }: AccountCaller,
  method: RegisterMethod,
  body: RegisterBody,
): Promise<SessionValue> {
  const flags = enabledFlags(m.whitelabel);
  if (!flags.has(method === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3')) {
    throw functionNotAvailable();
  }
  await d.limits.register(ip);

  const rules = m.registerSettings;
  const v = trimmed(body);
  if (method === 'username' || v.username !== undefined) {
    checkField('username', v.username, rules.username, method === 'username');
  }
  checkField('password', v.password, rules.password, true);
  if (body.confirmPassword !== body.password) throw confirmMismatch();
  const mobileNum = v.mobileNum?.replace(/^0+/, '');
  checkField('mobileNum', mobileNum, rules.mobileNum, method === 'mobile' || undefined);
  for (const name of ['email', 'nickname', 'paymentPassword', 'affiliateCode', ...PROFILE_FIELDS]) {
    checkField(name, v[name], rules[name]);
  }
  let mobile: MobileNumber | null = null;
  if (v.mobileNum) {
    if (!v.countryDialingCode) throw badRequest('body.countryDialingCode: required with mobileNum');
    mobile = mobileNumber(v.countryDialingCode, v.mobileNum);
  }
  const codeNeeded = mobile !== null && flags.has('REGMOBVERF3');
  if (codeNeeded) checkField('verificationCode', v.verificationCode, rules.verificationCode, true);
  if (rules.captcha?.enabled) await d.captchas.verify(v.captchaId, v.captcha);

  let parent: Member | null = null;
  if (v.affiliateCode) {
    parent = await d.members.findAgentByAffiliateCode(m.code, v.affiliateCode);
    if (!parent) throw affiliateInvalid();
  }
  if (v.username && isReservedUsername(v.username)) throw usernameExists();
  if (v.username && (await d.members.findByUsername(m.code, v.username))) {
    throw usernameExists();
  }
  if (mobile && (await d.members.findByMobile(m.code, mobile.full))) throw mobileExists();

  let codeId: number | null = null;
  if (mobile && codeNeeded) {
    const check = await d.codes.check(m.code, mobile.full, 'register', v.verificationCode ?? '');
    if (check.status === 'expired') {
      throw new AppError(
        'verification.code.expired',
        'The verification code has expired; request a new one',
      );
    }
    if (check.status !== 'ok') throw codeInvalid();
    codeId = check.id;
  }

  const username = v.username ?? (await generatedUsername(d.members, m.code, mobile!));
  const [passwordHash, paymentPasswordHash] = await Promise.all([
    hashPassword(body.password),
    v.paymentPassword ? hashPassword(v.paymentPassword) : null,
  ]);
  const profile: Record<string, string> = {};
  for (const name of PROFILE_FIELDS) if (v[name]) profile[name] = v[name];

  let member: Member;
  try {
    member = await d.db.transaction(async (tx) => {
      // Inside the transaction (tx only: PGlite has one connection), so a failed insert leaves
      // the code usable.
      if (codeId !== null && !(await createVerificationCodesRepository(tx).consume(codeId))) {
        throw codeInvalid();
      }
      const created = await createMembersRepository(tx).create(m.code, {
        username,
        nickname: v.nickname ?? null,
        type: 0,
        parentId: parent?.id ?? null,
        mobile: mobile?.full ?? null,
        dialingCode: mobile?.dialingCode ?? null,
        email: v.email ?? null,
        passwordHash,
        paymentPasswordHash,
        profile,
        registerMethod: body.registerMethod,
        registerUrl: body.registerUrl,
        registerIp: ip,
      });
      await d.money.openWallet(tx, booksOf(m), created.id);
      return created;
    });
  } catch (err) {
    // Two registrations racing for one name or number: the unique indexes decide.
    if (isUniqueViolation(err)) {
      throw String(err.constraint ?? (err as unknown as Error).message).includes('mobile')
        ? mobileExists()
        : usernameExists();
    }
    throw err;
  }
  return d.sessions.start(member, { firstTimeLogin: false, ip });
}

/** Registration, bound to what it is built from. */
export const createRegistration =
  (d: AccountsDeps) => (caller: AccountCaller, method: RegisterMethod, body: RegisterBody) =>
    registerMember(d, caller, method, body);
