import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { rsaKeySchema } from '../encryption.ts';

const username = z.string().trim().min(1).max(32);
const password = z.string().min(1).max(64);
/** Digits only; spec 5: a leading zero is stripped by the client, at most 20. */
export const mobileNumSchema = z.string().regex(/^\d{4,20}$/);
export const dialingCodeSchema = z.string().regex(/^\+?\d{1,4}$/);
/** Spec 5: captcha numeric, at most 6. */
const captcha = z.string().regex(/^\d{1,6}$/);

/** Spec 3 "Login response". */
export const sessionValueSchema = z.object({
  token: z.string(),
  id: z.number().int(),
  userName: z.string(),
  /** Spec 6: 0 player, 1/2/41/42 agents, 4 trial. */
  customerType: z.number().int(),
  firstTimeLogin: z.boolean(),
  merchantCode: z.string(),
  expiresAt: z.string(),
});
export type SessionValue = z.infer<typeof sessionValueSchema>;

export const getRsaKey = defineEndpoint({
  method: 'GET',
  path: '/wps/session/key/rsa',
  summary: 'Public key that wraps the AES key of encrypted bodies',
  tags: ['session'],
  value: rsaKeySchema,
  auth: false,
});

/** Spec 3 "Login payload"; `captchaId` ties the answer to the captcha that was shown. */
export const loginBodySchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('username'),
    username,
    password,
    captcha: captcha.optional(),
    captchaId: z.string().max(64).optional(),
  }),
  z.strictObject({
    type: z.literal('sms'),
    mobileNum: mobileNumSchema,
    countryDialingCode: dialingCodeSchema,
    verificationCode: z.string().regex(/^\d{4,10}$/),
    captcha: captcha.optional(),
    captchaId: z.string().max(64).optional(),
  }),
]);
export type LoginBody = z.infer<typeof loginBodySchema>;

export const login = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login',
  summary:
    'Sign in by username and password or by mobile number and SMS code (encrypted body). ' +
    'A failure may carry value.captcha = true: the next attempt must solve GET /wps/captcha.',
  tags: ['session'],
  body: loginBodySchema,
  value: sessionValueSchema,
  auth: false,
  encrypted: true,
  errors: [
    'function.not.available',
    'captcha.required',
    'captcha.invalid',
    'login.failed',
    'verification.code.expired',
    'member.disabled',
  ],
  reads: ['Device'],
});

export const loginFreeplay = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  summary: 'Creates a trial account (type 4) with its own demo balance and signs it in',
  tags: ['session'],
  value: sessionValueSchema,
  auth: false,
});

export const logout = defineEndpoint({
  method: 'DELETE',
  path: '/wps/session/logout',
  summary: 'Ends the session of the Authorization token',
  tags: ['session'],
  value: z.null(),
  auth: true,
});

export const renewSession = defineEndpoint({
  method: 'PUT',
  path: '/wps/session/renew',
  summary: 'Extends the session; returns the new expiry',
  tags: ['session'],
  value: z.object({ expiresAt: z.string() }),
  auth: true,
});

export const getCaptcha = defineEndpoint({
  method: 'GET',
  path: '/wps/captcha',
  summary: 'A fresh captcha: base64 image and the id its answer is tied to (single use, expires)',
  tags: ['session'],
  value: z.object({ captchaId: z.string(), image: z.string() }),
  auth: false,
  moduleId: 'CAPTCHA3',
});
