import type { Queryable } from '../db/db.ts';
import {
  createSupportRepository,
  type CustomerServiceRow,
  type NewSupportDocument,
} from '../repositories/support-repository.ts';

/**
 * Customer-service entries (spec 3). The type '3' entry's empty url means "this server's own
 * support page" (routes/support): the chat launch and the entries endpoint answer its address as
 * the caller reaches this server.
 */
const entries: CustomerServiceRow[] = [
  { csPosition: 'LINE-1', type: '1', name: 'LINE', url: 'https://line.me/R/ti/p/@demo-gaming' },
  { csPosition: 'FACEBOOK-1', type: '1', name: 'Facebook', url: 'https://m.me/demo.gaming' },
  { csPosition: 'SERVICE-1', type: '3', name: 'Online service', url: '' },
];

const doc = (
  kind: NewSupportDocument['kind'],
  lang: 'EN' | 'BN',
  title: string,
  paragraphs: string[],
): NewSupportDocument => ({
  kind,
  lang,
  title,
  contentHtml: paragraphs.map((p) => `<p>${p}</p>`).join(''),
});

const documents: NewSupportDocument[] = [
  doc('joinUs', 'EN', 'Join us', [
    'Become a partner: earn a share of the play your invited players bring, paid every week.',
    'Open an agent account from the agent page, share your invitation code, and follow your team in the agent area.',
    '<strong>What you get:</strong> real-time team reports, rebates on every game category and a personal manager.',
  ]),
  doc('joinUs', 'BN', 'আমাদের সাথে যোগ দিন', [
    'অংশীদার হন: আপনার আমন্ত্রিত খেলোয়াড়দের খেলা থেকে প্রতি সপ্তাহে আয়ের অংশ পান।',
    'এজেন্ট পাতা থেকে এজেন্ট অ্যাকাউন্ট খুলুন, আপনার আমন্ত্রণ কোড শেয়ার করুন এবং এজেন্ট এলাকায় আপনার দল দেখুন।',
    '<strong>আপনি যা পাবেন:</strong> সরাসরি দলের রিপোর্ট, প্রতিটি খেলার বিভাগে রিবেট এবং একজন ব্যক্তিগত ম্যানেজার।',
  ]),
  doc('sponsor', 'EN', 'Our sponsorships', [
    'We are the proud sponsor of the Dhaka City Cricket League 2026 and of grassroots football in Chattogram.',
    'Every season we support young players with kits, coaching and scholarships.',
  ]),
  doc('sponsor', 'BN', 'আমাদের স্পনসরশিপ', [
    'আমরা ঢাকা সিটি ক্রিকেট লিগ ২০২৬ এবং চট্টগ্রামের তৃণমূল ফুটবলের গর্বিত স্পনসর।',
    'প্রতি মৌসুমে আমরা তরুণ খেলোয়াড়দের কিট, প্রশিক্ষণ এবং বৃত্তি দিয়ে সহায়তা করি।',
  ]),
  doc('agreement', 'EN', 'User agreement', [
    'By opening an account you confirm that you are at least 18 years old and that online play is lawful where you live.',
    'One account per person. Accounts opened to abuse promotions are closed and their bonuses withdrawn.',
    'Keep your password and payment password to yourself; we never ask for them.',
  ]),
  doc('agreement', 'BN', 'ব্যবহারকারী চুক্তি', [
    'অ্যাকাউন্ট খোলার মাধ্যমে আপনি নিশ্চিত করছেন যে আপনার বয়স কমপক্ষে ১৮ বছর এবং আপনার এলাকায় অনলাইন খেলা বৈধ।',
    'প্রতি ব্যক্তির একটি অ্যাকাউন্ট। প্রচারের অপব্যবহারের জন্য খোলা অ্যাকাউন্ট বন্ধ করা হয় এবং বোনাস ফেরত নেওয়া হয়।',
    'আপনার পাসওয়ার্ড ও পেমেন্ট পাসওয়ার্ড গোপন রাখুন; আমরা কখনো এগুলো চাই না।',
  ]),
  doc('terms', 'EN', 'Terms and conditions', [
    'Deposits and withdrawals are made in your own name only. Bets are final once a round has started.',
    'Promotions carry their own rules, shown on each promotion; where they differ, the promotion rules apply.',
  ]),
  doc('terms', 'BN', 'শর্তাবলী', [
    'জমা ও উত্তোলন কেবল আপনার নিজের নামে করা হয়। রাউন্ড শুরু হলে বাজি চূড়ান্ত।',
    'প্রতিটি প্রচারের নিজস্ব নিয়ম আছে, যা প্রচারে দেখানো হয়; পার্থক্য থাকলে প্রচারের নিয়ম প্রযোজ্য।',
  ]),
  doc('policy', 'EN', 'Privacy policy', [
    'We keep your name, mobile number and e-mail to run your account and to meet the law; we never sell them.',
    'Feedback and its pictures are seen only by you and our support staff.',
  ]),
  doc('policy', 'BN', 'গোপনীয়তা নীতি', [
    'আপনার অ্যাকাউন্ট চালাতে এবং আইন মানতে আমরা আপনার নাম, মোবাইল নম্বর ও ই-মেইল রাখি; আমরা কখনো এগুলো বিক্রি করি না।',
    'মতামত ও তার ছবি কেবল আপনি এবং আমাদের সহায়তা কর্মীরা দেখতে পান।',
  ]),
];

/** What the seed writes, for the seed's fingerprint (seed/index.ts). */
export const demoSupportSource = { entries, documents };

export async function seedSupport(q: Queryable, merchantCode: string): Promise<void> {
  const support = createSupportRepository(q);
  await support.insertCustomerService(merchantCode, entries);
  await support.insertDocuments(merchantCode, documents);
}
