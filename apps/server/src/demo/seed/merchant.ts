import type { WhitelabelNode, whitelabelKeys } from '@app/contract';
import type { Merchant } from '../../merchant/merchants-repository.ts';
import { demoRegisterSettings } from './register-settings.ts';

type Key = (typeof whitelabelKeys)[number];

const node = (
  modId: string,
  enabled: boolean,
  childrenNodes: WhitelabelNode[] = [],
): WhitelabelNode => ({
  modId,
  enabled: enabled ? '1' : '0',
  childrenNodes,
});

/** The demo's choices; spec 3 "Settings flags", spec 6 agent menu keys. */
const flagOn: Record<Key, boolean> = {
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  REGMOBVERF3: true,
  MOBILENUMPASSREG3: true,
  FACEBOOKLOGIN3: false,
  GOOGLELOGIN3: false,
  MOBILEVERCODELOGIN3: true,
  CHNGPASSVERIF3: true,
  CBS3: true,
  AGEPAG: true,
  TRANSREC3: true,
  DOWNMAN: true,
  AGETEAMPNL3: true,
  TEAMBETTING3: true,
  GAMSER: true,
  AGEREBINC3: true,
  SECPRIV: true,
  MAILCEN: true,
  // The demo's update banner can be closed; an operator switches it on (PUT /dev/merchant `app`).
  MANDATORYUPDATE3: false,
};

// Grouped under parent modules as operators' back offices show them; a parent switched off
// switches its branch off (contract `enabledFlags`).
const groups: Record<string, Key[]> = {
  REGISTER: ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3'],
  LOGIN: ['FACEBOOKLOGIN3', 'GOOGLELOGIN3', 'MOBILEVERCODELOGIN3'],
  MEMBER: ['CHNGPASSVERIF3', 'CBS3'],
  AGENT: [
    'AGEPAG',
    'TRANSREC3',
    'DOWNMAN',
    'AGETEAMPNL3',
    'TEAMBETTING3',
    'GAMSER',
    'AGEREBINC3',
    'SECPRIV',
    'MAILCEN',
  ],
  APP: ['MANDATORYUPDATE3'],
};

export const demoWhitelabel = (): WhitelabelNode[] =>
  Object.entries(groups).map(([parent, keys]) =>
    node(
      parent,
      true,
      keys.map((k) => node(k, flagOn[k])),
    ),
  );

export function demoMerchant(code: string): Merchant {
  return {
    code,
    name: 'Demo Gaming',
    mainDomain: null,
    maintenance: false,
    allowedCountries: [],
    currencyCode: 'BDT',
    currencySymbol: '৳',
    languages: ['BN', 'EN'],
    defaultLanguage: 'BN',
    mobileTemplate: {
      mem_cen: '1',
      dep_func: '1',
      app_background: '#10243e',
      app_desc: 'Install the app for faster games and instant deposits',
      app_desc_font_color: '#ffffff',
    },
    whitelabel: demoWhitelabel(),
    customerService: [
      { csPosition: 'LINE-1', type: '1', name: 'LINE', url: 'https://line.me/R/ti/p/@demo-gaming' },
      { csPosition: 'FACEBOOK-1', type: '1', name: 'Facebook', url: 'https://m.me/demo.gaming' },
      {
        csPosition: 'TELEGRAM-1',
        type: '1',
        name: 'Telegram',
        url: 'https://t.me/demo_gaming_support',
      },
      // Type '3' is the online service the web app opens in its customer-service iframe; with
      // no url of its own it is this server's support page (support/service-link.ts), the same
      // link in the status answer, /wps/system/customerService and /wps/chat/launch.
      { csPosition: 'SERVICE-1', type: '3', name: 'Online service', url: '' },
    ],
    resources: [
      { resourceType: 'IOS', url: 'https://apps.example.com/demo-gaming/ios' },
      { resourceType: 'Android', url: 'https://download.example.com/demo-gaming/demo-gaming.apk' },
      {
        resourceType: 'MOBILECONFIG',
        url: 'https://download.example.com/demo-gaming/webclip.mobileconfig',
      },
      // The icon of the download bar (spec 3 AppDownloadIcon).
      { resourceType: 'AppDownloadIcon', url: '/m/icons/icon.svg' },
    ],
    imageCdns: ['/assets-cdn'],
    registerSettings: demoRegisterSettings,
    timeZone: 'Asia/Dhaka',
    // ৳500 to ৳25,000 a withdrawal; 5 a day and ৳50,000 a day at most.
    withdrawLimits: {
      minMinor: 50_000,
      maxMinor: 2_500_000,
      dailyCount: 5,
      dailySumMinor: 5_000_000,
    },
    // Codes without a session go to Bangladeshi numbers only.
    smsDialingCodes: ['880'],
  };
}
