import type { Queryable } from '../../platform/db/db.ts';
import {
  createAnnouncementsRepository,
  type CodedVersion,
} from '../../content/announcements-repository.ts';
import { createBannersRepository, type BannerTitle } from '../../content/banners-repository.ts';
import { createMailsRepository } from '../../content/mails-repository.ts';
import { createMembersRepository } from '../../accounts/members-repository.ts';
import { promotionNotice, promotionNotices } from './promotions.ts';

/**
 * Issue 10's demo content: the Bengali version of every announcement and banner the content seed
 * writes in English (seed/content.ts), and platform mail for the demo accounts. Runs after the
 * content seed; versions and mails already there are kept.
 */

/** Bengali versions by announcement code (the promotions themselves are the promotions seed's). */
const announcementsBn: Record<string, { title: string; html: string }> = {
  'b-maintenance': {
    title: 'নির্ধারিত রক্ষণাবেক্ষণ',
    html: '<p>মঙ্গলবার রাত ০২:০০ থেকে ০৪:০০ পর্যন্ত <b>PG Soft</b>-এর গেমগুলো রক্ষণাবেক্ষণের জন্য বন্ধ থাকবে।</p>',
  },
  'b-new-games': {
    title: 'প্রতি সপ্তাহে নতুন গেম',
    html: '<p>এই সপ্তাহে বিশটি নতুন স্লট এসেছে। <b>নতুন</b> বিভাগে খুঁজে দেখুন।</p>',
  },
  'b-register': {
    title: 'এক মিনিটে নিবন্ধন করুন',
    html: '<p>আপনার মোবাইল নম্বর দিয়ে নিবন্ধন করুন এবং স্বাগত বোনাস নিন।</p>',
  },
  'b-expired': { title: 'পুরনো বিজ্ঞপ্তি', html: '<p>এই বিজ্ঞপ্তির মেয়াদ শেষ হয়েছে।</p>' },
  'pl-deposit': {
    title: 'আরও দ্রুত জমা',
    html: '<p>ব্যাংক ট্রান্সফার এখন <b>৫ মিনিটের</b> মধ্যে জমা হয়।</p>',
  },
  'pl-security': {
    title: 'আপনার অ্যাকাউন্ট নিরাপদ রাখুন',
    html: '<p>আমরা কখনো আপনার পাসওয়ার্ড চাই না। সন্দেহজনক বার্তা পেলে গ্রাহক সেবায় জানান।</p>',
  },
  'pl-scheduled': { title: 'শীঘ্রই আসছে', html: '<p>শুরুর তারিখ থেকে দেখানো হবে।</p>' },
  'pu-welcome': {
    title: 'ডেমো গেমিং-এ স্বাগতম',
    html: '<p>৳১,০০০ বা তার বেশি আপনার প্রথম ডিপোজিট দ্বিগুণ, সর্বোচ্চ ৳৫,০০০।</p><p><a href="/m/voucherCenter">ডিপোজিট করুন</a></p>',
  },
  'pu-app': {
    title: 'অ্যাপটি নিন',
    html: '<p>এক ট্যাপে সাইন ইন করতে ডাউনলোড পাতা থেকে অ্যাপটি ইনস্টল করুন।</p>',
  },
  'h-jackpot': {
    title: 'জ্যাকপট ১০,০০,০০০ ছাড়িয়েছে',
    html: '<p>প্রগ্রেসিভ জ্যাকপট <b>১০,০০,০০০</b> ছাড়িয়েছে। জিততে স্পিন করুন।</p>',
  },
  'h-tournament': {
    title: 'এই সপ্তাহান্তে স্লট টুর্নামেন্ট',
    html: '<p>সেরা ৫০ জন খেলোয়াড় পুরস্কারের অর্থ ভাগ করে নেবেন।</p>',
  },
  'a-commission': {
    title: 'এজেন্ট কমিশনের সময়সূচি',
    html: '<p>প্রতি সোমবার দুপুর ১২:০০-এর আগে কমিশন দেওয়া হয়।</p>',
  },
  'a-contract': {
    title: 'নতুন দৈনিক মজুরি চুক্তি',
    html: '<p>টিম এলাকা থেকে আপনার ডাউনলাইনকে দৈনিক মজুরি চুক্তি দিন।</p>',
  },
  'a-report': {
    title: 'টিম রিপোর্টে উন্নতি',
    html: '<p>টিমের লাভ-ক্ষতি এখন প্রতি ১০ মিনিটে হালনাগাদ হয়।</p>',
  },
  ...Object.fromEntries(
    Object.entries(promotionNotices).map(([code, promotion]) => {
      const { BN } = promotionNotice(promotion);
      return [code, { title: BN.title, html: BN.content }];
    }),
  ),
};

/** Bengali banner titles by banner code (the images are the same in every language). */
const bannersBn: Record<string, string> = {
  'welcome-bonus': 'স্বাগতম বোনাস ৫০০',
  'daily-cashback': 'দৈনিক ক্যাশব্যাক ১.৫% পর্যন্ত',
  'refer-a-friend': 'বন্ধুকে আমন্ত্রণ জানান',
  'live-evo': 'লাইটনিং রুলেট',
  'live-sexy': 'সেক্সি ব্যাকারাট',
  'live-dg': 'ড্রিম ব্যাকারাট',
  'live-wm': 'ডব্লিউএম ড্রাগন টাইগার',
  'live-sa': 'এসএ স্পিড ব্যাকারাট',
  'live-pp': 'মেগা হুইল',
};

interface MailDraft {
  code: string;
  username: string;
  title: string;
  html: string;
  /** Hours ago. */
  age: number;
}

/**
 * Mail has one language, the one the operator wrote it in; the demo's go to its Bengali-speaking
 * players in Bengali with an English line, as operators in the market do.
 */
const mails: MailDraft[] = [
  {
    code: 'welcome',
    username: 'player01',
    title: 'স্বাগতম! Welcome to Demo Gaming',
    html: '<p>আপনার অ্যাকাউন্ট প্রস্তুত। ডিপোজিট পাতায় প্রথম ডিপোজিটে <b>১০০%</b> বোনাস, সর্বোচ্চ ৳৫,০০০।</p><p>Your account is ready: the deposit page doubles your first deposit, up to ৳5,000.</p>',
    age: 72,
  },
  {
    code: 'security',
    username: 'player01',
    title: 'নিরাপত্তা টিপস / Security tips',
    html: '<ul><li>কাউকে আপনার পাসওয়ার্ড বা এসএমএস কোড দেবেন না।</li><li>Never share your password or SMS code.</li></ul>',
    age: 30,
  },
  {
    code: 'vip',
    username: 'player01',
    title: 'ভিআইপি লেভেল আপ / VIP level up',
    html: '<p>অভিনন্দন! আপনি <b>সিলভার</b> লেভেলে উঠেছেন।</p><p>Congratulations, you reached <b>Silver</b>.</p>',
    age: 2,
  },
  {
    code: 'welcome',
    username: 'agent01',
    title: 'এজেন্ট প্রোগ্রামে স্বাগতম / Welcome, agent',
    html: '<p>আপনার আমন্ত্রণ কোড <b>AGENT01</b>। Your invitation code is <b>AGENT01</b>.</p>',
    age: 48,
  },
];

export const demoMessagesSource = { announcementsBn, bannersBn, mails };

export async function seedMessages(q: Queryable, merchantCode: string): Promise<void> {
  const versions: CodedVersion[] = Object.entries(announcementsBn).map(([code, v]) => ({
    code,
    lang: 'BN',
    title: v.title,
    contentHtml: v.html,
  }));
  await createAnnouncementsRepository(q).addVersions(merchantCode, versions);
  const titles: BannerTitle[] = Object.entries(bannersBn).map(([code, title]) => ({
    code,
    lang: 'BN',
    title,
  }));
  await createBannersRepository(q).addTitles(merchantCode, titles);

  const members = createMembersRepository(q);
  const inbox = createMailsRepository(q);
  const now = Date.now();
  for (const m of mails) {
    const member = await members.findByUsername(merchantCode, m.username);
    if (!member) continue;
    await inbox.send(merchantCode, {
      memberId: member.id,
      code: m.code,
      title: m.title,
      contentHtml: m.html,
      createdAt: new Date(now - m.age * 3_600_000),
    });
  }
}
