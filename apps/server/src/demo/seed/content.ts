import type { AnnouncementType } from '@app/contract';
import type { Queryable } from '../../platform/db/db.ts';
import {
  createAnnouncementsRepository,
  type NewAnnouncement,
} from '../../content/announcements-repository.ts';
import { createBannersRepository, type NewBanner } from '../../content/banners-repository.ts';
import { createPromotionCategoriesRepository } from '../../promotions/promotion-categories-repository.ts';
import { demoHelp } from './help.ts';
import { promotionNotice, promotionNotices } from './promotions.ts';
import { createHelpRepository } from '../../content/help-repository.ts';

const DAY = 86_400_000;
const banner = (code: string) => `/assets-cdn/banners/${code}.png`;

const promoCategories = [
  { code: 'ALL', title: 'All', sortOrder: 0 },
  { code: 'SLOTS', title: 'Slots', sortOrder: 1 },
  { code: 'LIVE', title: 'Live casino', sortOrder: 2 },
  { code: 'SPORTS', title: 'Sports', sortOrder: 3 },
  { code: 'NEW', title: 'New members', sortOrder: 4 },
];

const homeBanners: NewBanner[] = [
  ['welcome-bonus', 'Welcome bonus 500', '/m/activity'],
  ['daily-cashback', 'Daily cashback up to 1.5%', '/m/activity'],
  ['refer-a-friend', 'Refer a friend', '/m/joinUs'],
].map(([code, title, link], i) => ({
  code: code!,
  groupName: 'm_home',
  title: title!,
  imageUrl: banner(code!),
  link: link!,
  sequence: i + 1,
}));

const liveBanners: NewBanner[] = [
  ['EVO', 'Lightning Roulette'],
  ['SEXY', 'Sexy Baccarat'],
  ['DG', 'Dream Baccarat'],
  ['WM', 'WM Dragon Tiger'],
  ['SA', 'SA Speed Baccarat'],
  ['PP', 'Mega Wheel'],
].map(([vendor, title], i) => ({
  code: `live-${vendor!.toLowerCase()}`,
  groupName: 'm_livegame',
  title: title!,
  imageUrl: banner(`live-${vendor!.toLowerCase()}`),
  link: `/m/gameList?gameType=LIVE&vassalage=${vendor}`,
  sequence: i + 1,
}));

interface Draft {
  code: string;
  type: AnnouncementType;
  title: string;
  html: string;
  group?: string;
  /** Days from now; negative is in the past. */
  start?: number;
  end?: number | null;
  categories?: string[];
}

const drafts: Draft[] = [
  {
    code: 'b-maintenance',
    type: 'B',
    title: 'Scheduled maintenance',
    html: '<p>Games from <b>PG Soft</b> pause for maintenance on Tuesday, 02:00-04:00.</p>',
  },
  {
    code: 'b-new-games',
    type: 'B',
    title: 'New games every week',
    html: '<p>Twenty new slots arrived this week. Find them under <b>New</b>.</p>',
  },
  {
    code: 'b-register',
    type: 'B',
    group: 'm_reg',
    title: 'Sign up in one minute',
    html: '<p>Register with your mobile number and claim the welcome bonus.</p>',
  },
  {
    code: 'b-expired',
    type: 'B',
    title: 'Old notice',
    html: '<p>This notice has ended.</p>',
    start: -400,
    end: -300,
  },
  {
    code: 'pl-deposit',
    type: 'PL',
    title: 'Faster deposits',
    html: '<p>Bank transfers now credit within <b>5 minutes</b>.</p>',
  },
  {
    code: 'pl-security',
    type: 'PL',
    title: 'Keep your account safe',
    html: '<p>We never ask for your password. Report suspicious messages to customer service.</p>',
  },
  {
    code: 'pl-scheduled',
    type: 'PL',
    title: 'Coming soon',
    html: '<p>Shown only from its start date.</p>',
    start: 3650,
  },
  {
    code: 'pu-welcome',
    type: 'PU',
    title: 'Welcome to Demo Gaming',
    html: '<p>Your first deposit of ৳1,000 or more is doubled, up to ৳5,000.</p><p><a href="/m/voucherCenter">Deposit</a></p>',
  },
  {
    code: 'pu-app',
    type: 'PU',
    title: 'Get the app',
    html: '<p>Install the app from the download page for one-tap sign-in.</p>',
  },
  {
    code: 'h-jackpot',
    type: 'H',
    title: 'Jackpot hits 1,000,000',
    html: '<p>The progressive jackpot passed <b>1,000,000</b>. Spin to win it.</p>',
  },
  {
    code: 'h-tournament',
    type: 'H',
    title: 'Slot tournament this weekend',
    html: '<p>Top 50 players share the prize pool.</p>',
  },
  {
    code: 'a-commission',
    type: 'A',
    title: 'Agent commission schedule',
    html: '<p>Commissions are paid every Monday before 12:00.</p>',
  },
  {
    code: 'a-contract',
    type: 'A',
    title: 'New daily wage contracts',
    html: '<p>Offer daily wage contracts to your downline from the team area.</p>',
  },
  {
    code: 'a-report',
    type: 'A',
    title: 'Team report improvements',
    html: '<p>Team profit and loss now updates every 10 minutes.</p>',
  },
  // The promotion announcements announce the demo's promotions in their own words (titles, texts,
  // categories and end), so that what the ticker and /m/notice say is what /m/activity offers.
  ...Object.entries(promotionNotices).map(([code, promotion]): Draft => {
    const p = promotionNotice(promotion);
    return { code, type: 'PR', title: p.EN.title, html: p.EN.content, ...p.dates };
  }),
];

function toAnnouncement(
  d: Draft,
  i: number,
  now: number,
  categoryIds: Map<string, number>,
): NewAnnouncement {
  const images =
    d.type === 'PR'
      ? [1, 2].map((sequence) => ({ sequence, url: banner(`${d.code}-${sequence}`) }))
      : [];
  return {
    code: d.code,
    type: d.type,
    groupName: d.group ?? 'm_home',
    title: d.title,
    startAt: new Date(now + (d.start ?? -7 - i) * DAY),
    endAt: d.end === undefined || d.end === null ? null : new Date(now + d.end * DAY),
    contentHtml: d.html,
    images,
    promoCategoryIds: (d.categories ?? [])
      .map((c) => categoryIds.get(c))
      .filter((id) => id !== undefined),
    sortOrder: i,
  };
}

/** Everything the content seed writes, before dates are made relative to now (seed fingerprint). */
export const demoContentSource = {
  promoCategories,
  homeBanners,
  liveBanners,
  drafts,
  help: demoHelp,
};

export async function seedContent(q: Queryable, merchantCode: string): Promise<void> {
  const categories = createPromotionCategoriesRepository(q);
  await categories.insertMany(merchantCode, promoCategories);
  const ids = new Map((await categories.list(merchantCode)).map((c) => [c.code, c.id]));
  const now = Date.now();
  await createAnnouncementsRepository(q).insertMany(
    merchantCode,
    drafts.map((d, i) => toAnnouncement(d, i, now, ids)),
  );
  await createBannersRepository(q).insertMany(merchantCode, [...homeBanners, ...liveBanners]);
  await createHelpRepository(q).insertMany(merchantCode, demoHelp);
}
