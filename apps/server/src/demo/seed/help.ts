import type { NewHelpEntry } from '../../content/help-repository.ts';

type Text = { EN: string; BN: string };
type Section = {
  code: string;
  title: Text;
  content: Text;
  children: { title: Text; content: Text }[];
};

/** Help centre: four sections, each with a few questions, in English and Bangla. */
const sections: Section[] = [
  {
    code: 'deposit',
    title: { EN: 'Deposits', BN: 'জমা' },
    content: {
      EN: '<p>How to add money to your wallet.</p>',
      BN: '<p>কীভাবে আপনার ওয়ালেটে টাকা যোগ করবেন।</p>',
    },
    children: [
      {
        title: { EN: 'How do I deposit?', BN: 'আমি কীভাবে জমা দেব?' },
        content: {
          EN: '<p>Open <b>Deposit</b>, choose a channel, enter the amount and follow the steps.</p>',
          BN: '<p><b>জমা</b> খুলুন, একটি চ্যানেল বেছে নিন, পরিমাণ লিখুন এবং ধাপগুলি অনুসরণ করুন।</p>',
        },
      },
      {
        title: { EN: 'How long does a deposit take?', BN: 'জমা হতে কত সময় লাগে?' },
        content: {
          EN: '<p>Most deposits arrive within 5 minutes.</p>',
          BN: '<p>বেশিরভাগ জমা ৫ মিনিটের মধ্যে পৌঁছে যায়।</p>',
        },
      },
      {
        title: { EN: 'My deposit has not arrived', BN: 'আমার জমা এখনও আসেনি' },
        content: {
          EN: '<p>Send the transaction reference to customer service.</p>',
          BN: '<p>লেনদেনের রেফারেন্স গ্রাহক সেবায় পাঠান।</p>',
        },
      },
    ],
  },
  {
    code: 'withdraw',
    title: { EN: 'Withdrawals', BN: 'উত্তোলন' },
    content: {
      EN: '<p>Getting your winnings out.</p>',
      BN: '<p>আপনার জেতা টাকা তুলে নেওয়া।</p>',
    },
    children: [
      {
        title: { EN: 'How do I withdraw?', BN: 'আমি কীভাবে টাকা তুলব?' },
        content: {
          EN: '<p>Bind a bank account, set a payment password, then open <b>Withdraw</b>.</p>',
          BN: '<p>একটি ব্যাংক অ্যাকাউন্ট যুক্ত করুন, পেমেন্ট পাসওয়ার্ড সেট করুন, তারপর <b>উত্তোলন</b> খুলুন।</p>',
        },
      },
      {
        title: { EN: 'Are there limits?', BN: 'কোনো সীমা আছে কি?' },
        content: {
          EN: '<p>The minimum is 500 and up to 5 withdrawals a day.</p>',
          BN: '<p>সর্বনিম্ন ৫০০ এবং দিনে সর্বোচ্চ ৫টি উত্তোলন।</p>',
        },
      },
    ],
  },
  {
    code: 'account',
    title: { EN: 'Account', BN: 'অ্যাকাউন্ট' },
    content: {
      EN: '<p>Your profile and security.</p>',
      BN: '<p>আপনার প্রোফাইল ও নিরাপত্তা।</p>',
    },
    children: [
      {
        title: { EN: 'I forgot my password', BN: 'আমি পাসওয়ার্ড ভুলে গেছি' },
        content: {
          EN: '<p>Use <b>Forgot password</b> on the sign-in page, by e-mail or SMS.</p>',
          BN: '<p>সাইন-ইন পাতায় <b>পাসওয়ার্ড ভুলে গেছেন</b> ব্যবহার করুন, ই-মেইল বা এসএমএস দিয়ে।</p>',
        },
      },
      {
        title: {
          EN: 'How do I change my mobile number?',
          BN: 'আমি কীভাবে মোবাইল নম্বর পরিবর্তন করব?',
        },
        content: {
          EN: '<p>Contact customer service with your account name.</p>',
          BN: '<p>আপনার অ্যাকাউন্টের নাম নিয়ে গ্রাহক সেবায় যোগাযোগ করুন।</p>',
        },
      },
      {
        title: { EN: 'Can I have two accounts?', BN: 'আমার কি দুটি অ্যাকাউন্ট থাকতে পারে?' },
        content: {
          EN: '<p>No. One account per person.</p>',
          BN: '<p>না। প্রতি জনে একটি অ্যাকাউন্ট।</p>',
        },
      },
    ],
  },
  {
    code: 'faq',
    title: { EN: 'Frequently asked questions', BN: 'সাধারণ প্রশ্নাবলী' },
    content: {
      EN: '<p>Answers to common questions.</p>',
      BN: '<p>সাধারণ প্রশ্নের উত্তর।</p>',
    },
    children: [
      {
        title: { EN: 'Is free play available?', BN: 'বিনামূল্যে খেলা যায় কি?' },
        content: {
          EN: '<p>Yes, many slots have a free-play mode without deposit.</p>',
          BN: '<p>হ্যাঁ, অনেক স্লটে জমা ছাড়াই বিনামূল্যে খেলার মোড আছে।</p>',
        },
      },
      {
        title: { EN: 'Which languages are supported?', BN: 'কোন কোন ভাষা সমর্থিত?' },
        content: {
          EN: '<p>Bangla and English.</p>',
          BN: '<p>বাংলা এবং ইংরেজি।</p>',
        },
      },
    ],
  },
];

/** One row per section and language (help_entries is keyed by code and language). */
export const demoHelp: NewHelpEntry[] = (['EN', 'BN'] as const).flatMap((lang) =>
  sections.map((s, sortOrder) => ({
    code: s.code,
    device: 'ALL' as const,
    lang,
    title: s.title[lang],
    contentHtml: s.content[lang],
    tag: s.code,
    children: s.children.map((c) => ({ title: c.title[lang], content: c.content[lang] })),
    sortOrder,
  })),
);
