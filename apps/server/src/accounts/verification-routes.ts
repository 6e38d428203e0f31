import type { FastifyInstance } from 'fastify';
import { enabledFlags, sendSms, sendSmsNoLogin } from '@app/contract';
import { AppError, badRequest } from '../errors.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { mobileNumber } from './mobile.ts';
import { realMemberOf } from './auth-plugin.ts';
import { merchantOf } from '../merchant/merchant-context.ts';
import { functionNotAvailable } from './sign-in.ts';

/** Which white-label switch a purpose needs (spec 2.6, 2.8). */
const purposeFlag = { login: 'MOBILEVERCODELOGIN3', password: 'CHNGPASSVERIF3' } as const;

export default async function verificationRoutes(app: FastifyInstance) {
  const { codes, limits } = app.accounts;

  /**
   * Only to numbers of the merchant's SMS dialing codes (merchants.sms_dialing_codes). Sign-in and
   * password codes go only to members' numbers, registration codes only to numbers
   * no member has; the answer is the same either way, so it tells nothing about who is a member.
   */
  registerEndpoint(app, sendSmsNoLogin, async (request) => {
    const m = merchantOf(request);
    const { purpose } = request.body;
    const flag = purpose === 'register' ? null : purposeFlag[purpose];
    if (flag && !enabledFlags(m.whitelabel).has(flag)) throw functionNotAvailable();
    const mobile = mobileNumber(request.body.countryDialingCode, request.body.mobileNum);
    // Before the limits: a number abroad costs no one's allowance (issue 19).
    if (!m.smsDialingCodes.includes(mobile.dialingCode)) {
      throw new AppError(
        'sms.country.not.allowed',
        'Verification codes cannot be sent to numbers of this country',
        { countryDialingCode: mobile.dialingCode },
      );
    }
    await limits.sms(m.code, mobile.full, request.ip);
    const member = await app.repos.members.findByMobile(m.code, mobile.full);
    const deliver = purpose === 'register' ? member === null : member !== null && !member.disabled;
    return codes.issue({
      merchantCode: m.code,
      merchantName: m.name,
      mobile: mobile.full,
      purpose,
      deliver,
    });
  });

  registerEndpoint(app, sendSms, async (request) => {
    const session = realMemberOf(request);
    const m = merchantOf(request);
    const member = await app.repos.members.findById(session.memberId);
    if (!member?.mobile) throw badRequest('No mobile number is bound to this account');
    await limits.sms(m.code, member.mobile, request.ip);
    return codes.issue({
      merchantCode: m.code,
      merchantName: m.name,
      mobile: member.mobile,
      purpose: 'verify',
      deliver: true,
    });
  });
}
