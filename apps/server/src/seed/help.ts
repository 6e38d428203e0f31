import type { NewHelpEntry } from '../repositories/help-repository.ts';

const section = (
  code: string,
  tag: string,
  title: string,
  contentHtml: string,
  children: [string, string][],
  sortOrder: number,
): NewHelpEntry => ({
  code,
  device: 'ALL',
  lang: 'EN',
  title,
  contentHtml,
  tag,
  children: children.map(([t, c]) => ({ title: t, content: c })),
  sortOrder,
});

/** Help centre: four sections, each with a few questions. */
export const demoHelp: NewHelpEntry[] = [
  section(
    'deposit',
    'deposit',
    'Deposits',
    '<p>How to add money to your wallet.</p>',
    [
      [
        'How do I deposit?',
        '<p>Open <b>Deposit</b>, choose a channel, enter the amount and follow the steps.</p>',
      ],
      ['How long does a deposit take?', '<p>Most deposits arrive within 5 minutes.</p>'],
      ['My deposit has not arrived', '<p>Send the transaction reference to customer service.</p>'],
    ],
    0,
  ),
  section(
    'withdraw',
    'withdraw',
    'Withdrawals',
    '<p>Getting your winnings out.</p>',
    [
      [
        'How do I withdraw?',
        '<p>Bind a bank account, set a payment password, then open <b>Withdraw</b>.</p>',
      ],
      ['Are there limits?', '<p>The minimum is 500 and up to 5 withdrawals a day.</p>'],
    ],
    1,
  ),
  section(
    'account',
    'account',
    'Account',
    '<p>Your profile and security.</p>',
    [
      [
        'I forgot my password',
        '<p>Use <b>Forgot password</b> on the sign-in page, by e-mail or SMS.</p>',
      ],
      [
        'How do I change my mobile number?',
        '<p>Contact customer service with your account name.</p>',
      ],
      ['Can I have two accounts?', '<p>No. One account per person.</p>'],
    ],
    2,
  ),
  section(
    'faq',
    'faq',
    'Frequently asked questions',
    '<p>Answers to common questions.</p>',
    [
      ['Is free play available?', '<p>Yes, many slots have a free-play mode without deposit.</p>'],
      ['Which languages are supported?', '<p>Bangla and English.</p>'],
    ],
    3,
  ),
];
