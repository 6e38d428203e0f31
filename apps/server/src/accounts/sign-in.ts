import { enabledFlags, type LoginBody, type SessionValue } from '@app/contract';
import { AppError } from '../errors.ts';
import { mobileNumber } from './mobile.ts';
import type { AccountCaller, AccountsDeps } from './accounts-plugin.ts';
import type { Member, MemberCredentials } from './members-repository.ts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords.ts';

interface Verified {
  member: Member;
  firstTimeLogin: boolean;
  tempPasswordHash: string | null;
  rehash: string | null;
}

const loginFailed = () =>
  new AppError('login.failed', 'Incorrect account or password', { captcha: true });

export const functionNotAvailable = () =>
  new AppError(
    'function.not.available',
    'Sorry, this account does not have permission or the feature is temporarily unavailable',
  );

/** Password, else a live temporary password (used up here); the dummy hash when there is none. */
async function checkPassword(
  creds: MemberCredentials | null,
  password: string,
  takeTemporary: (id: number, hash: string) => Promise<boolean>,
): Promise<Verified | null> {
  if (!creds?.passwordHash && !creds?.tempPasswordHash)
    return verifyAgainstDummy(password).then(() => null);
  const { member, passwordHash, tempPasswordHash, tempPasswordExpiresAt } = creds;
  if (passwordHash && (await verifyPassword(passwordHash, password))) {
    return {
      member,
      firstTimeLogin: false,
      tempPasswordHash: null,
      rehash: needsRehash(passwordHash) ? await hashPassword(password) : null,
    };
  }
  if (!passwordHash) await verifyAgainstDummy(password);
  const tempLive = tempPasswordHash && tempPasswordExpiresAt && tempPasswordExpiresAt > new Date();
  if (tempLive && (await verifyPassword(tempPasswordHash, password))) {
    if (!(await takeTemporary(member.id, tempPasswordHash))) return null;
    return { member, firstTimeLogin: true, tempPasswordHash, rehash: null };
  }
  return null;
}

/**
 * POST /wps/session/login: the limit per IP, a captcha once a sign-in for the account (or enough
 * from the IP, or too many to the account from everywhere) failed, the account's limit from this
 * source, then the credentials. The owner with a solved captcha always gets in from a source an
 * attacker did not use (issue 19: an attempt without its captcha counts toward no account limit). Every failure says only login.failed,
 * whether the account exists or not, and asks for a captcha next time.
 */
export const createSignIn =
  ({ members, sessions, limits, loginFailures, captchas, codes }: AccountsDeps) =>
  async (
    { merchant: m, ip }: AccountCaller,
    /** The client's `device` header, if any. */
    device: string | undefined,
    body: LoginBody,
  ): Promise<SessionValue> => {
    const mobile =
      body.type === 'sms' ? mobileNumber(body.countryDialingCode, body.mobileNum) : null;
    const account = body.type === 'sms' ? mobile!.full : body.username.toLowerCase();
    if (mobile && !enabledFlags(m.whitelabel).has('MOBILEVERCODELOGIN3'))
      throw functionNotAvailable();

    await limits.loginFromIp(ip);
    await limits.loginAccountOpen(m.code, account, ip);
    if (await loginFailures.captchaRequired(m.code, account, ip)) {
      await captchas.verify(body.captchaId, body.captcha);
    }
    // Only now: an attempt without its captcha uses up none of the account's allowance.
    await limits.loginForAccount(m.code, account, ip);

    let verified: Verified | null = null;
    let failure = loginFailed();
    if (body.type === 'username') {
      const creds = await members.credentialsByUsername(m.code, body.username);
      verified = await checkPassword(creds, body.password, (id, hash) =>
        members.takeTemporaryPassword(id, hash),
      );
    } else if (mobile) {
      // The code first: it is stored for unknown numbers too (never sent), so the answers match.
      const check = await codes.check(m.code, mobile.full, 'login', body.verificationCode);
      if (check.status === 'expired') {
        failure = new AppError(
          'verification.code.expired',
          'The verification code has expired; request a new one',
          { captcha: true },
        );
      }
      const creds =
        check.status === 'ok' ? await members.credentialsByMobile(m.code, mobile.full) : null;
      if (check.status === 'ok' && creds && (await codes.consume(check.id))) {
        verified = {
          member: creds.member,
          firstTimeLogin: !creds.passwordHash,
          tempPasswordHash: null,
          rehash: null,
        };
      }
    }
    if (!verified) {
      await loginFailures.record(m.code, account, ip);
      throw failure;
    }
    if (verified.member.disabled) {
      throw new AppError('member.disabled', 'Sorry, the user does not exist or is disabled');
    }
    await loginFailures.clear(m.code, account, ip);
    await members.recordLogin(verified.member.id, verified.rehash);
    return sessions.start(verified.member, {
      firstTimeLogin: verified.firstTimeLogin,
      tempPasswordHash: verified.tempPasswordHash,
      device: device?.slice(0, 32) ?? null,
      ip,
    });
  };
