import type { ErrorCode } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { merchantOf } from '../merchant/merchant-context.ts';
import { languageOf } from '../merchant/request-context.ts';

/**
 * The messages of bonus grants and promotion limits in the caller's language (the `Language`
 * header: BN or EN, else the merchant's default), like the server's other player-facing texts
 * (the demo vendor's page, the support page). The client translates by `errorCode` as ever; the
 * message is what a client without a dictionary shows, and the turnover message names the amount.
 */
export type TextLanguage = 'BN' | 'EN';

export const textLanguage = (language: string | undefined, fallback: string): TextLanguage =>
  ((language ?? fallback).slice(0, 2).toUpperCase() === 'EN' ? 'EN' : 'BN') as TextLanguage;

/** The language of a request's messages: its `Language` header, else its merchant's default. */
export const textLanguageOf = (request: FastifyRequest) =>
  textLanguage(languageOf(request), merchantOf(request).defaultLanguage);

/** Minor units as the app shows them (spec 9: #,##0.00 after the merchant's symbol). */
export const formatMinor = (minor: bigint | number, symbol: string) =>
  `${symbol}${(Number(minor) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;

const texts = {
  EN: {
    turnoverLeft: (amount: string) =>
      `Withdrawals wait until your bonus turnover is met: ${amount} of valid turnover left.`,
    orForfeit: ' Or forfeit the bonus to withdraw the rest.',
    firstOnly: 'This promotion is for your first deposit only.',
    dailyLimit: 'You have used this promotion as often as it allows today.',
    usedUp: 'You have used this promotion as many times as it allows.',
    forfeitNotAllowed: 'This bonus cannot be forfeited.',
    grantNotFound: 'No such bonus.',
  },
  BN: {
    turnoverLeft: (amount: string) =>
      `বোনাসের টার্নওভার পূরণ না হওয়া পর্যন্ত উত্তোলন করা যাবে না: আরও ${amount} বৈধ টার্নওভার বাকি।`,
    orForfeit: ' অথবা বাকি টাকা তুলতে বোনাসটি ছেড়ে দিন।',
    firstOnly: 'এই প্রমোশন শুধু আপনার প্রথম ডিপোজিটের জন্য।',
    dailyLimit: 'আজ এই প্রমোশন যতবার নেওয়া যায়, আপনি নিয়ে ফেলেছেন।',
    usedUp: 'এই প্রমোশন যতবার নেওয়া যায়, আপনি নিয়ে ফেলেছেন।',
    forfeitNotAllowed: 'এই বোনাস ছেড়ে দেওয়া যায় না।',
    grantNotFound: 'এমন কোনো বোনাস নেই।',
  },
} as const;

type Plain = Exclude<keyof (typeof texts)['EN'], 'turnoverLeft' | 'orForfeit'>;

const codes: Record<Plain, ErrorCode> = {
  firstOnly: 'deposit.promotion.first.only',
  dailyLimit: 'deposit.promotion.daily.limit',
  usedUp: 'deposit.promotion.used.up',
  forfeitNotAllowed: 'bonus.forfeit.not.allowed',
  grantNotFound: 'bonus.grant.not.found',
};

export const bonusError = (what: Plain, lang: TextLanguage) =>
  new AppError(codes[what], texts[lang][what]);

/** 409 `withdraw.turnover.unmet`, saying how much valid turnover is left (and the way out). */
export function turnoverUnmet(
  left: bigint,
  forfeitable: boolean,
  symbol: string,
  lang: TextLanguage,
) {
  const t = texts[lang];
  return new AppError(
    'withdraw.turnover.unmet',
    t.turnoverLeft(formatMinor(left, symbol)) + (forfeitable ? t.orForfeit : ''),
    { turnoverLeftMinor: Number(left), forfeitable },
  );
}
