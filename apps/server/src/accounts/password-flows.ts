import { enabledFlags } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { mobileNumber } from './mobile.ts';
import { realMemberOf } from './auth-plugin.ts';
import { merchantOf } from '../merchant/merchant-context.ts';
import { checkField } from './field-rules.ts';
import { hashPassword, temporaryPassword, verifyPassword } from './passwords.ts';
import { functionNotAvailable } from './sign-in.ts';
import { codeInvalid } from './verification-codes.ts';

/** A temporary password from e-mail recovery works once, within this time. */
export const TEMP_PASSWORD_TTL_MS = 30 * 60_000;

const sameAsOld = () =>
  new AppError('modify.new.old.same', 'The new password and the old password cannot be the same');

/**
 * POST /wps/member/password (session, not trial): the old password must match (in a session
 * opened with a temporary password, that one counts too), the new one must follow the merchant's
 * password rule and differ. Every other session of the member ends.
 */
export async function changePassword(
  request: FastifyRequest,
  body: { oldPassword?: string | undefined; newPassword: string; confirmNewPassword: string },
): Promise<void> {
  const app = request.server;
  const session = realMemberOf(request);
  const m = merchantOf(request);
  if (body.confirmNewPassword !== body.newPassword) {
    throw new AppError('password.confirm.mismatch', 'Confirmation password not matched');
  }
  checkField('newPassword', body.newPassword, m.registerSettings.password, true);
  // Guessing the old password through this form counts against the account's sign-in limit.
  await app.accounts.limits.login(m.code, session.username, request.ip);
  const creds = await app.repos.members.credentialsById(session.memberId);
  if (!creds) throw new Error('session without member');
  if (creds.passwordHash) {
    const old = body.oldPassword ?? '';
    const oldOk =
      old !== '' &&
      ((await verifyPassword(creds.passwordHash, old)) ||
        (session.tempPasswordHash !== null &&
          (await verifyPassword(session.tempPasswordHash, old))));
    if (!oldOk) throw new AppError('password.old.invalid', 'The old password is incorrect');
    if (old === body.newPassword || (await verifyPassword(creds.passwordHash, body.newPassword))) {
      throw sameAsOld();
    }
  }
  await app.repos.members.setPassword(session.memberId, await hashPassword(body.newPassword));
  await app.sessions.endOthers(session.memberId, session);
  await app.sessions.markPasswordSet(session);
}

/**
 * POST /wps/member/password/verification: a new password with an SMS code (purpose password) sent
 * to the member's number. Ends every session of the member; answers with the account name.
 */
export async function setPasswordByPhone(
  request: FastifyRequest,
  body: {
    newPassword: string;
    mobileNum: string;
    verificationCode: string;
    countryDialingCode: string;
  },
): Promise<{ userName: string }> {
  const app = request.server;
  const m = merchantOf(request);
  if (!enabledFlags(m.whitelabel).has('CHNGPASSVERIF3')) throw functionNotAvailable();
  const mobile = mobileNumber(body.countryDialingCode, body.mobileNum);
  await app.accounts.limits.recovery(m.code, mobile.full, request.ip);
  checkField('newPassword', body.newPassword, m.registerSettings.password, true);
  const { codes } = app.accounts;
  const check = await codes.check(m.code, mobile.full, 'password', body.verificationCode);
  if (check.status === 'expired') {
    throw new AppError(
      'verification.code.expired',
      'The verification code has expired; request a new one',
    );
  }
  const creds =
    check.status === 'ok' ? await app.repos.members.credentialsByMobile(m.code, mobile.full) : null;
  if (check.status !== 'ok' || !creds || creds.member.disabled) throw codeInvalid();
  // Checked before the code is used, so the member can pick another password with the same code.
  if (creds.passwordHash && (await verifyPassword(creds.passwordHash, body.newPassword))) {
    throw sameAsOld();
  }
  if (!(await codes.consume(check.id))) throw codeInvalid();
  await app.repos.members.setPassword(creds.member.id, await hashPassword(body.newPassword));
  await app.sessions.endOthers(creds.member.id, null);
  return { userName: creds.member.username };
}

/**
 * POST /wps/member/password/email: when username and e-mail match, a temporary password goes to
 * the e-mail. It works once within 30 minutes; the current password keeps working meanwhile.
 */
export async function recoverPasswordByEmail(
  request: FastifyRequest,
  body: { username: string; email: string },
): Promise<void> {
  const app = request.server;
  const m = merchantOf(request);
  await app.accounts.limits.recovery(m.code, body.username, request.ip);
  const member = await app.repos.members.findByUsername(m.code, body.username);
  const email = body.email.trim().toLowerCase();
  if (!member?.email || member.disabled || member.email.toLowerCase() !== email) {
    throw new AppError('member.email.mismatch', 'The username and e-mail do not match');
  }
  const temp = temporaryPassword();
  await app.repos.members.setTemporaryPassword(
    member.id,
    await hashPassword(temp),
    new Date(Date.now() + TEMP_PASSWORD_TTL_MS),
  );
  await app.mail.send(
    member.email,
    `${m.name}: your temporary password`,
    [
      `Hello ${member.username},`,
      '',
      `your temporary password is ${temp}. It works once, within 30 minutes; after signing in,`,
      'choose a new password. Your current password keeps working. If you did not ask for this,',
      'ignore this message.',
    ].join('\n'),
    { merchantCode: m.code, code: temp },
  );
}
