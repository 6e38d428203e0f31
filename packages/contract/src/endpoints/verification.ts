import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { dialingCodeSchema, mobileNumSchema } from './session.ts';

/** Spec 3 "SMS code response": expirationTime (epoch ms) and expiredMinutes. */
const smsValue = z.object({ expirationTime: z.number().int(), expiredMinutes: z.number().int() });

export const smsPurposeSchema = z.enum(['login', 'register', 'password']);

export const sendSmsNoLogin = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  summary: 'Sends an SMS code to a mobile number (sign-in, registration, password by phone)',
  tags: ['verification'],
  body: z.strictObject({
    mobileNum: mobileNumSchema,
    countryDialingCode: dialingCodeSchema,
    purpose: smsPurposeSchema.default('login'),
  }),
  value: smsValue,
  auth: false,
  errors: ['function.not.available', 'sms.country.not.allowed'],
});

export const sendSms = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms',
  summary: "Sends an SMS code to the signed-in member's mobile number",
  tags: ['verification'],
  body: z.strictObject({}),
  value: smsValue,
  auth: true,
  moduleId: 'VERIFICATION3',
  errors: ['trial.restricted'],
});
