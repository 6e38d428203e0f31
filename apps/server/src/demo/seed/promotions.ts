import type { Queryable } from '../../platform/db/db.ts';
import { createPromotionCategoriesRepository } from '../../promotions/promotion-categories-repository.ts';
import {
  createPromotionsRepository,
  type NewPromotion,
} from '../../promotions/promotions-repository.ts';

const DAY = 86_400_000;
const image = (code: string, sequence: number) => ({
  sequence,
  url: `/assets-cdn/banners/${code}-${sequence}.png`,
});

/** The promotion categories' titles in both languages (the codes come from seed/content.ts). */
const categoryTitles: Record<string, { BN: string; EN: string }> = {
  ALL: { EN: 'All', BN: 'সব' },
  SLOTS: { EN: 'Slots', BN: 'স্লট' },
  LIVE: { EN: 'Live casino', BN: 'লাইভ ক্যাসিনো' },
  SPORTS: { EN: 'Sports', BN: 'খেলাধুলা' },
  NEW: { EN: 'New members', BN: 'নতুন সদস্য' },
};

interface Draft
  extends
    Omit<
      NewPromotion,
      | 'startAt'
      | 'endAt'
      | 'categoryIds'
      | 'images'
      | 'sortOrder'
      | 'turnoverMultiple'
      | 'forfeitAllowed'
    >,
    Partial<Pick<NewPromotion, 'turnoverMultiple' | 'forfeitAllowed'>> {
  categories: string[];
  /** Days from now; negative is in the past. */
  start: number;
  end: number | null;
}

const drafts: Draft[] = [
  {
    code: 'welcome-bonus',
    versions: {
      EN: {
        title: '[1] Welcome bonus 500',
        content:
          '<p>New here? Apply and receive a <b>500</b> welcome bonus once an operator checks your account.</p><ul><li>One per member</li><li>Turnover 5x before withdrawal</li></ul>',
      },
      BN: {
        title: '[1] স্বাগতম বোনাস ৫০০',
        content:
          '<p>নতুন এসেছেন? আবেদন করুন, অপারেটর আপনার অ্যাকাউন্ট যাচাই করলে <b>৫০০</b> স্বাগতম বোনাস পাবেন।</p><ul><li>প্রতি সদস্য একবার</li><li>উত্তোলনের আগে ৫ গুণ টার্নওভার</li></ul>',
      },
    },
    categories: ['ALL', 'NEW', 'SLOTS'],
    start: -10,
    end: 365,
    mode: 'apply',
    bonusMode: 'claim',
    bonusMinor: 50_000,
    // What its text says: valid turnover of 5x the bonus before a withdrawal; no way round it.
    turnoverMultiple: 5,
    forfeitAllowed: false,
    closed: false,
  },
  {
    code: 'weekly-reload',
    versions: {
      EN: {
        title: '[2] Weekly reload 200',
        content:
          '<p>Played this week? Apply with your favourite game in the comment and get <b>200</b> paid straight to your wallet when approved.</p><ul><li>Turnover 3x before withdrawal</li><li>Or forfeit the bonus and its winnings to withdraw the rest</li></ul>',
      },
      BN: {
        title: '[2] সাপ্তাহিক রিলোড ২০০',
        content:
          '<p>এই সপ্তাহে খেলেছেন? মন্তব্যে আপনার প্রিয় গেম লিখে আবেদন করুন, অনুমোদিত হলে <b>২০০</b> সরাসরি আপনার ওয়ালেটে যাবে।</p><ul><li>উত্তোলনের আগে ৩ গুণ টার্নওভার</li><li>অথবা বাকি টাকা তুলতে বোনাস ও তার জয় ছেড়ে দিন</li></ul>',
      },
    },
    categories: ['ALL', 'SLOTS', 'LIVE'],
    start: -9,
    end: 90,
    mode: 'apply',
    bonusMode: 'issue',
    bonusMinor: 20_000,
    turnoverMultiple: 3,
    forfeitAllowed: true,
    closed: false,
  },
  {
    code: 'live-tournament',
    versions: {
      EN: {
        title: '[3] Live casino tournament',
        content:
          '<p>Join the weekend live baccarat tournament. The top 20 players share a <b>50,000</b> prize pool.</p>',
      },
      BN: {
        title: '[3] লাইভ ক্যাসিনো টুর্নামেন্ট',
        content:
          '<p>সপ্তাহান্তের লাইভ ব্যাকারাট টুর্নামেন্টে যোগ দিন। সেরা ২০ জন খেলোয়াড় <b>৫০,০০০</b> পুরস্কার ভাগ করে নেবেন।</p>',
      },
    },
    categories: ['ALL', 'LIVE'],
    start: -8,
    end: 30,
    mode: 'join',
    bonusMode: 'claim',
    bonusMinor: 0,
    closed: false,
  },
  {
    code: 'daily-cashback',
    versions: {
      EN: {
        title: '[4] Daily cashback 1.5%',
        content:
          '<p>Get back up to <b>1.5%</b> of your daily net loss on slots, paid automatically at 12:00.</p>',
      },
      BN: {
        title: '[4] দৈনিক ক্যাশব্যাক ১.৫%',
        content:
          '<p>স্লটে আপনার দৈনিক নিট ক্ষতির <b>১.৫%</b> পর্যন্ত ফেরত পান, প্রতিদিন ১২:০০ টায় স্বয়ংক্রিয়ভাবে।</p>',
      },
    },
    categories: ['ALL', 'SLOTS'],
    start: -7,
    end: null,
    mode: 'info',
    bonusMode: 'claim',
    bonusMinor: 0,
    closed: false,
  },
  {
    code: 'sports-insurance',
    versions: {
      EN: {
        title: '[5] Sports insurance',
        content:
          '<p>First sports bet of the week lost? It came back as a free bet. This offer has ended.</p>',
      },
      BN: {
        title: '[5] স্পোর্টস বীমা',
        content:
          '<p>সপ্তাহের প্রথম স্পোর্টস বাজি হেরেছেন? তা ফ্রি বাজি হিসেবে ফেরত এসেছিল। এই অফার শেষ হয়েছে।</p>',
      },
    },
    categories: ['ALL', 'SPORTS'],
    start: -60,
    end: -2,
    mode: 'apply',
    bonusMode: 'claim',
    bonusMinor: 10_000,
    closed: false,
  },
];

/** The content seed's promotion announcements (type PR) by code, each for the promotion it announces. */
export const promotionNotices: Record<string, string> = {
  'pr-welcome': 'welcome-bonus',
  'pr-reload': 'weekly-reload',
  'pr-live': 'live-tournament',
  'pr-cashback': 'daily-cashback',
};

/** A promotion's words in both languages, its categories and its days, for its announcement. */
export function promotionNotice(code: string) {
  const d = drafts.find((x) => x.code === code);
  if (!d) throw new Error(`seed: no promotion ${code}`);
  const { EN, BN } = d.versions as Record<'EN' | 'BN', { title: string; content: string }>;
  return { EN, BN, dates: { categories: d.categories, start: d.start, end: d.end } };
}

/** Everything the promotions seed writes, before dates are made relative to now (fingerprint). */
export const demoPromotionsSource = { categoryTitles, drafts };

/**
 * The demo promotions in BN and EN, after seed/content.ts made the categories. Idempotent: the
 * categories' titles are set by code, promotions inserted by code when missing.
 */
export async function seedPromotions(q: Queryable, merchantCode: string): Promise<void> {
  const categories = createPromotionCategoriesRepository(q);
  for (const [code, titles] of Object.entries(categoryTitles))
    await categories.setTitles(merchantCode, code, titles);
  const ids = new Map((await categories.list(merchantCode)).map((c) => [c.code, c.id]));
  const now = Date.now();
  await createPromotionsRepository(q).insertMissing(
    merchantCode,
    drafts.map(({ categories: names, start, end, ...d }, sortOrder) => ({
      ...d,
      turnoverMultiple: d.turnoverMultiple ?? 1,
      forfeitAllowed: d.forfeitAllowed ?? false,
      images: [image(d.code, 1), image(d.code, 2)],
      categoryIds: names.map((n) => ids.get(n)).filter((id) => id !== undefined),
      startAt: new Date(now + start * DAY),
      endAt: end === null ? null : new Date(now + end * DAY),
      sortOrder,
    })),
  );
}
