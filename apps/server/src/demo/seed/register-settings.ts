import type { FieldRule } from '@app/contract';

const rule = (
  enabled: boolean,
  required: boolean,
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
): FieldRule => ({ enabled, required, acceptedPattern, minLength, maxLength });

// Patterns are JavaScript regular expressions as text ("*" accepts anything): the web app builds its
// form schemas from them and the accounts issue checks registrations against the same table.
const USERNAME = '^[a-zA-Z0-9]{6,16}$';
const PASSWORD = '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{6,20}$';
const MOBILE = '^\\d{6,20}$';

/** Spec 5: every registration and login field, with the demo merchant's choices. */
export const demoRegisterSettings: Record<string, FieldRule> = {
  username: rule(true, true, USERNAME, 6, 16),
  password: rule(true, true, PASSWORD, 6, 20),
  confirmPassword: rule(true, true, PASSWORD, 6, 20),
  paymentPassword: rule(false, false, '^\\d{6}$', 6, 6),
  idNumber: rule(false, false, '^[A-Za-z0-9]{6,20}$', 6, 20),
  qqNum: rule(false, false, '^\\d{5,12}$', 5, 12),
  facebook: rule(false, false, '*', 1, 64),
  wechat: rule(false, false, '^[a-zA-Z][-_a-zA-Z0-9]{5,19}$', 6, 20),
  line: rule(false, false, '*', 1, 64),
  whatsapp: rule(false, false, '^\\d{6,15}$', 6, 15),
  zalo: rule(false, false, '^\\d{6,15}$', 6, 15),
  email: rule(true, false, '^\\w+([.-]?\\w+)*@\\w+([.-]?\\w+)*(\\.\\w{2,3})+$', 5, 254),
  nickname: rule(true, false, '*', 1, 32),
  payeeName: rule(false, false, '*', 2, 64),
  mobileNum: rule(true, true, MOBILE, 6, 20),
  recommenderId: rule(false, false, '^[a-zA-Z0-9]{4,16}$', 4, 16),
  affiliateCode: rule(true, false, '^[A-Za-z0-9]{4,16}$', 4, 16),
  verificationCode: rule(true, true, '^\\d{4,10}$', 4, 10),
  captcha: rule(true, true, '^\\d{1,6}$', 1, 6),
  loginUsername: rule(true, true, USERNAME, 6, 16),
  loginPassword: rule(true, true, '^[\\x21-\\x7e]{6,20}$', 6, 20),
  loginMobileNum: rule(true, true, MOBILE, 6, 20),
};
