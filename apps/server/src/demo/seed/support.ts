import type { Queryable } from '../../platform/db/db.ts';
import {
  createSupportRepository,
  type NewSupportDocument,
} from '../../support/support-repository.ts';

// The customer-service entries are the merchant's settings (seed/merchant.ts), the one source of
// every answer that names them (support/service-link.ts).

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
    'You must be at least 18 years old, or the legal age in your country if higher, to register and play.',
    'One person may hold one account. Keep your password to yourself: you are responsible for everything done with your account.',
    'Deposits, bets and withdrawals are recorded in your account history. We may ask you to verify your identity before a withdrawal.',
    'We may suspend an account that breaks these terms, uses unfair means or is used for fraud or money laundering.',
    'Play responsibly. Set yourself limits, and contact customer service if you want to pause or close your account.',
  ]),
  doc('agreement', 'BN', 'ব্যবহারকারী চুক্তি', [
    'নিবন্ধন ও খেলার জন্য আপনার বয়স কমপক্ষে ১৮ বছর হতে হবে, অথবা আপনার দেশে আইনগত বয়স এর বেশি হলে সেই বয়স।',
    'একজন ব্যক্তি একটি অ্যাকাউন্ট রাখতে পারবেন। আপনার পাসওয়ার্ড গোপন রাখুন: আপনার অ্যাকাউন্ট দিয়ে করা সব কাজের দায় আপনার।',
    'ডিপোজিট, বাজি ও উত্তোলন আপনার অ্যাকাউন্টের ইতিহাসে লিপিবদ্ধ থাকে। উত্তোলনের আগে আমরা আপনার পরিচয় যাচাই করতে বলতে পারি।',
    'এই শর্ত ভঙ্গকারী, অন্যায্য উপায় অবলম্বনকারী বা প্রতারণা কিংবা অর্থপাচারে ব্যবহৃত অ্যাকাউন্ট আমরা স্থগিত করতে পারি।',
    'দায়িত্বশীলভাবে খেলুন। নিজের জন্য সীমা ঠিক করুন, এবং অ্যাকাউন্ট বিরতি দিতে বা বন্ধ করতে চাইলে গ্রাহক সেবায় যোগাযোগ করুন।',
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
    'We keep the information you give us (account, mobile number, e-mail) to run your account and to contact you about it.',
    'Passwords are stored only as one-way hashes; we never see or send your password.',
    'We do not sell your information. We share it only where the law requires or to process your payments.',
    'You may ask customer service for a copy of your information or for its deletion when your account is closed.',
    'Feedback and its pictures are seen only by you and our support staff.',
  ]),
  doc('policy', 'BN', 'গোপনীয়তা নীতি', [
    'আপনার অ্যাকাউন্ট পরিচালনা ও এ বিষয়ে যোগাযোগের জন্য আপনার দেওয়া তথ্য (অ্যাকাউন্ট, মোবাইল নম্বর, ই-মেইল) আমরা সংরক্ষণ করি।',
    'পাসওয়ার্ড শুধু একমুখী হ্যাশ হিসেবে সংরক্ষিত হয়; আমরা কখনো আপনার পাসওয়ার্ড দেখি না বা পাঠাই না।',
    'আমরা আপনার তথ্য বিক্রি করি না। শুধু আইনের প্রয়োজনে বা আপনার পেমেন্ট সম্পন্ন করতে তা শেয়ার করি।',
    'অ্যাকাউন্ট বন্ধ হলে আপনি গ্রাহক সেবার কাছে আপনার তথ্যের একটি কপি বা তা মুছে ফেলার অনুরোধ করতে পারেন।',
    'মতামত ও তার ছবি কেবল আপনি এবং আমাদের সহায়তা কর্মীরা দেখতে পান।',
  ]),
];

/** What the seed writes, for the seed's fingerprint (seed/index.ts). */
export const demoSupportSource = { documents };

export async function seedSupport(q: Queryable, merchantCode: string): Promise<void> {
  const support = createSupportRepository(q);
  await support.insertDocuments(merchantCode, documents);
}
