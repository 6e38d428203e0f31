import { generateKeyPairSync } from 'node:crypto';
import type {
  WhitelabelNode,
  ConsolidatedSettings,
  FieldRule,
  MemberInfo,
  SessionValue,
  WalletBalance,
} from '@app/contract';

/** One RSA key pair for the whole test run: tests that decrypt bodies read the private half. */
export const testRsaKeys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

const rule = (required: boolean, acceptedPattern: string, minLength: number, maxLength: number) =>
  ({ enabled: true, required, acceptedPattern, minLength, maxLength }) satisfies FieldRule;
const off = (pattern = '*'): FieldRule => ({ ...rule(false, pattern, 1, 64), enabled: false });

/** The demo merchant's rules (apps/server seed), the ones the screens are built for. */
export function registerSettingsFixture(): Record<string, FieldRule> {
  const username = rule(true, '^[a-zA-Z0-9]{6,16}$', 6, 16);
  const password = rule(true, '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{6,20}$', 6, 20);
  return {
    username,
    password,
    confirmPassword: password,
    paymentPassword: off(),
    idNumber: off(),
    qqNum: off(),
    facebook: off(),
    wechat: off(),
    line: off(),
    whatsapp: off(),
    zalo: off(),
    email: rule(false, '^\\w+([.-]?\\w+)*@\\w+([.-]?\\w+)*(\\.\\w{2,3})+$', 5, 254),
    nickname: rule(false, '*', 1, 32),
    payeeName: off(),
    mobileNum: rule(true, '^\\d{6,20}$', 6, 20),
    recommenderId: off(),
    affiliateCode: rule(false, '^[A-Za-z0-9]{4,16}$', 4, 16),
    verificationCode: rule(true, '^\\d{4,10}$', 4, 10),
    captcha: { ...rule(true, '^\\d{1,6}$', 1, 6), enabled: false },
    loginUsername: username,
    loginPassword: rule(true, '^[\\x21-\\x7e]{6,20}$', 6, 20),
    loginMobileNum: rule(true, '^\\d{6,20}$', 6, 20),
  };
}

const flag = (modId: string, on = true): WhitelabelNode => ({
  modId,
  enabled: on ? '1' : '0',
  childrenNodes: [],
});

export function consolidatedFixture(enabled: string[] = demoFlags): ConsolidatedSettings {
  return {
    whitelabel: [
      {
        modId: 'ROOT',
        enabled: '1',
        childrenNodes: allFlags.map((k) => flag(k, enabled.includes(k))),
      },
    ],
    mobileTemplate: {
      mem_cen: '1',
      dep_func: '1',
      app_background: '',
      app_desc: '',
      app_desc_font_color: '',
    },
    currency: { code: 'BDT', symbol: '৳' },
    languages: ['BN', 'EN'],
    defaultLanguage: 'BN',
  };
}

const allFlags = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
  'CBS3',
  // Spec 6 agent menu keys.
  'AGEPAG',
  'TRANSREC3',
  'DOWNMAN',
  'AGETEAMPNL3',
  'TEAMBETTING3',
  'GAMSER',
  'AGEREBINC3',
  'SECPRIV',
  'MAILCEN',
];
export const demoFlags = allFlags.filter((k) => k !== 'FACEBOOKLOGIN3' && k !== 'GOOGLELOGIN3');

export function sessionFixture(overrides: Partial<SessionValue> = {}): SessionValue {
  return {
    token: 'tok-player01',
    id: 1,
    userName: 'player01',
    customerType: 0,
    firstTimeLogin: false,
    merchantCode: 'demo',
    expiresAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function memberFixture(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 1,
    type: 0,
    nickname: 'Lucky Player',
    account: 'player01',
    mobileNum: '1710000001',
    email: 'player01@example.com',
    hasPassword: true,
    ...overrides,
  };
}

export function balanceFixture(sumBalance = 1250.5): WalletBalance {
  return {
    currency: 'BDT',
    currencySymbol: '৳',
    sumBalance,
    sumBalanceMinor: Math.round(sumBalance * 100),
    balance: [{ accountTypeId: 1, availBalance: sumBalance }],
  };
}
