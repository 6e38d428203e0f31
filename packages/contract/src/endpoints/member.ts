import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { dialingCodeSchema, mobileNumSchema, sessionValueSchema } from './session.ts';

/** Spec 3 "Member info". */
export const memberInfoSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  nickname: z.string().nullable(),
  account: z.string(),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  /** False for accounts that signed up by phone and never set a password. */
  hasPassword: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const getMemberInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info',
  summary: 'The signed-in member',
  tags: ['member'],
  value: memberInfoSchema,
  auth: true,
});

const optionalText = (max: number) => z.string().max(max).optional();

/**
 * Spec 3 "Registration payload". Which fields are enabled and required, and their patterns, come
 * from GET /wps/system/setting/register; the server checks them against the same settings.
 */
export const registerBodySchema = z.strictObject({
  countryDialingCode: dialingCodeSchema.optional(),
  registerUrl: z.string().max(255),
  registerMethod: z.enum(['APP', 'H5', 'PWA', 'WEBCLIP']),
  username: optionalText(32),
  password: z.string().min(1).max(64),
  confirmPassword: z.string().min(1).max(64),
  affiliateCode: optionalText(32),
  paymentPassword: optionalText(64),
  recommenderId: optionalText(32),
  nickname: optionalText(32),
  payeeName: optionalText(64),
  email: optionalText(254),
  mobileNum: mobileNumSchema.optional(),
  idNumber: optionalText(32),
  qqNum: optionalText(20),
  facebook: optionalText(64),
  wechat: optionalText(64),
  line: optionalText(64),
  whatsapp: optionalText(32),
  zalo: optionalText(32),
  captcha: optionalText(16),
  captchaId: optionalText(64),
  type: z.literal(0),
  domain: z.string().max(255),
  verificationCode: optionalText(10),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

const registerCommon = {
  summary: "Registers a member and signs it in ('registered successfully, ready to enter')",
  tags: ['member'],
  body: registerBodySchema,
  value: sessionValueSchema,
  auth: false,
  encrypted: true,
  moduleId: 'REG3',
  errors: [
    'function.not.available',
    'password.confirm.mismatch',
    'captcha.required',
    'captcha.invalid',
    'affiliate.invalid',
    'username.exists',
    'mobile.exists',
    'verification.code.expired',
    'verification.code.invalid',
  ],
} as const;

export const registerByUsername = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/register',
  ...registerCommon,
});

export const registerByMobile = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  ...registerCommon,
});

export const checkUsername = defineEndpoint({
  method: 'GET',
  path: '/wps/check/username',
  summary: 'Whether a username is still free',
  tags: ['member'],
  query: z.object({ username: z.string().trim().min(1).max(32) }),
  value: z.object({ available: z.boolean() }),
  auth: false,
  errors: ['function.not.available', 'TOO_MANY_REQUESTS'],
});

export const checkAffiliate = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/affiliate',
  summary: 'Whether an affiliate (invitation) code is valid for this domain',
  tags: ['member'],
  query: z.object({ code: z.string().trim().min(1).max(32), domain: z.string().max(255) }),
  value: z.object({ success: z.boolean(), code: z.string() }),
  auth: false,
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password',
  summary: 'Changes the password: old must match and differ from the new one (encrypted body)',
  tags: ['member'],
  body: z.strictObject({
    /** Absent only for members without a password yet (first password after phone sign-up). */
    oldPassword: z.string().max(64).optional(),
    newPassword: z.string().min(1).max(64),
    confirmNewPassword: z.string().min(1).max(64),
  }),
  value: z.null(),
  auth: true,
  encrypted: true,
  errors: [
    'trial.restricted',
    'password.confirm.mismatch',
    'password.old.invalid',
    'modify.new.old.same',
  ],
});

export const setPasswordByPhone = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/verification',
  summary: 'Sets a new password with an SMS code sent to the bound mobile number (encrypted body)',
  tags: ['member'],
  body: z.strictObject({
    newPassword: z.string().min(1).max(64),
    mobileNum: mobileNumSchema,
    verificationCode: z.string().regex(/^\d{4,10}$/),
    countryDialingCode: dialingCodeSchema,
  }),
  value: z.object({ userName: z.string() }),
  auth: false,
  encrypted: true,
  errors: [
    'function.not.available',
    'verification.code.expired',
    'verification.code.invalid',
    'modify.new.old.same',
  ],
});

export const recoverPasswordByEmail = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/email',
  summary:
    'Sends a one-time temporary password to the bound e-mail when username and e-mail match; ' +
    'the current password keeps working until the temporary one is used or expires',
  tags: ['member'],
  body: z.strictObject({
    username: z.string().trim().min(1).max(32),
    email: z.string().trim().max(254),
  }),
  value: z.null(),
  auth: false,
  errors: ['member.email.mismatch'],
});

/** A live session of the member: the security centre's signed-in devices. */
export const memberSessionSchema = z.object({
  id: z.number().int(),
  /** The client's `device` header at sign-in (H5, APP, PWA...), when it sent one. */
  device: z.string().nullable(),
  /** The address it signed in from, its last part hidden. */
  ip: z.string().nullable(),
  signedInAt: z.string(),
  expiresAt: z.string(),
  /** The session of this request. */
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

export const getMemberSessions = defineEndpoint({
  method: 'GET',
  path: '/wps/member/sessions',
  summary: "The caller's signed-in devices (live sessions), newest first",
  tags: ['member'],
  value: z.object({ list: z.array(memberSessionSchema) }),
  auth: true,
  errors: ['trial.restricted'],
});

export const endMemberSessions = defineEndpoint({
  method: 'POST',
  path: '/wps/member/sessions/end',
  summary: "Signs out one of the caller's other devices (id), or all of them (others: true)",
  tags: ['member'],
  body: z.union([
    z.strictObject({ id: z.number().int().positive() }),
    z.strictObject({ others: z.literal(true) }),
  ]),
  value: z.object({ list: z.array(memberSessionSchema) }),
  auth: true,
  errors: ['trial.restricted', 'session.not.found', 'session.current'],
});
