/** Request headers every client sends (API-NOTES.md "Envelope and headers"). */
export const headerNames = {
  merchant: 'Merchant',
  authorization: 'Authorization',
  language: 'Language',
  moduleId: 'ModuleId',
  gatewayVersion: 'X-Gateway-Version',
  encryption: 'Encryption',
  device: 'Device',
} as const;

export const GATEWAY_VERSION = '3';

/** Spec 7 "Module ids". */
export const moduleIds = [
  'COMM3',
  'FUNDTRANS3',
  'AGEANNOUNCE3',
  'MEMTRANS3',
  'PERSPNL3',
  'AGEINFO3',
  'AGEDOWNMAN3',
  'REG3',
  'CAPTCHA3',
  'VERIFICATION3',
  'CBS3',
] as const;
export type ModuleId = (typeof moduleIds)[number];

/** Interface languages the server knows; BN is the default (spec 1). */
export const languageCodes = ['BN', 'EN'] as const;
