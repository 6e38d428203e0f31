import { enabledFlags } from '@app/contract';
import { AppError } from '../errors.ts';
import { mobileNumber } from './mobile.ts';
import type { AccountCaller, AccountsDeps } from './accounts-plugin.ts';
import type { Session } from './sessions.ts';
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
async function changePassword(
  d: AccountsDeps,
  { merchant: m, ip }: AccountCaller,
  session: Session,
  body: { oldPassword?: string | undefined; newPassword: string; confirmNewPassword: string },
): Promise<void> {
  if (body.confirmNewPassword !== body.newPassword) {
    throw new AppError('password.confirm.mismatch', 'Confirmation password not matched');
  }
  checkField('newPassword', body.newPassword, m.registerSettings.password, true);
  // Guessing the old password through this form counts against the account's sign-in limit.
  await d.limits.loginFromIp(ip);
  await d.limits.loginAccountOpen(m.code, session.username, ip);
  await d.limits.loginForAccount(m.code, session.username, ip);
  const creds = await d.members.credentialsById(session.memberId);
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
  await d.members.setPassword(session.memberId, await hashPassword(body.newPassword));
  await d.sessions.endOthers(session.memberId, session);
  await d.sessions.markPasswordSet(session);
}

/**
 * POST /wps/member/password/verification: a new password with an SMS code (purpose password) sent
 * to the member's number. Ends every session of the member; answers with the account name.
 */
async function setPasswordByPhone(
  d: AccountsDeps,
  { merchant: m, ip }: AccountCaller,
  body: {
    newPassword: string;
    mobileNum: string;
    verificationCode: string;
    countryDialingCode: string;
  },
): Promise<{ userName: string }> {
  if (!enabledFlags(m.whitelabel).has('CHNGPASSVERIF3')) throw functionNotAvailable();
  const mobile = mobileNumber(body.countryDialingCode, body.mobileNum);
  await d.limits.recovery(m.code, mobile.full, ip);
  checkField('newPassword', body.newPassword, m.registerSettings.password, true);
  const { codes } = d;
  const check = await codes.check(m.code, mobile.full, 'password', body.verificationCode);
  if (check.status === 'expired') {
    throw new AppError(
      'verification.code.expired',
      'The verification code has expired; request a new one',
    );
  }
  const creds =
    check.status === 'ok' ? await d.members.credentialsByMobile(m.code, mobile.full) : null;
  if (check.status !== 'ok' || !creds || creds.member.disabled) throw codeInvalid();
  // Checked before the code is used, so the member can pick another password with the same code.
  if (creds.passwordHash && (await verifyPassword(creds.passwordHash, body.newPassword))) {
    throw sameAsOld();
  }
  if (!(await codes.consume(check.id))) throw codeInvalid();
  await d.members.setPassword(creds.member.id, await hashPassword(body.newPassword));
  await d.sessions.endOthers(creds.member.id, null);
  return { userName: creds.member.username };
}

/**
 * POST /wps/member/password/email: when username and e-mail match, a temporary password goes to
 * the e-mail. It works once within 30 minutes; the current password keeps working meanwhile.
 */
async function recoverPasswordByEmail(
  d: AccountsDeps,
  { merchant: m, ip }: AccountCaller,
  body: { username: string; email: string },
): Promise<void> {
  await d.limits.recovery(m.code, body.username, ip);
  const member = await d.members.findByUsername(m.code, body.username);
  const email = body.email.trim().toLowerCase();
  if (!member?.email || member.disabled || member.email.toLowerCase() !== email) {
    throw new AppError('member.email.mismatch', 'The username and e-mail do not match');
  }
  const temp = temporaryPassword();
  await d.members.setTemporaryPassword(
    member.id,
    await hashPassword(temp),
    new Date(Date.now() + TEMP_PASSWORD_TTL_MS),
  );
  await d.mail.send(
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

/** The password flows, bound to what they are built from. */
export const createPasswordFlows = (d: AccountsDeps) => ({
  change: (caller: AccountCaller, session: Session, body: Parameters<typeof changePassword>[3]) =>
    changePassword(d, caller, session, body),
  setByPhone: (caller: AccountCaller, body: Parameters<typeof setPasswordByPhone>[2]) =>
    setPasswordByPhone(d, caller, body),
  recoverByEmail: (caller: AccountCaller, body: Parameters<typeof recoverPasswordByEmail>[2]) =>
    recoverPasswordByEmail(d, caller, body),
});
