import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { AppError } from '../errors.ts';
import type { CaptchasRepository } from './captchas-repository.ts';

/** Spec 5: numeric, at most 6; four digits are easy to read on a phone. */
const DIGITS = 4;
export const CAPTCHA_TTL_MS = 5 * 60_000;

// svg-captcha draws the text as paths (no font, nothing for the CSP to allow). Its default export
// renders a given text; the answer comes from node:crypto rather than its Math.random.
const render = svgCaptcha as unknown as (
  text: string,
  options: {
    size?: number;
    noise?: number;
    width?: number;
    height?: number;
    fontSize?: number;
    background?: string;
  },
) => string;

const captchaNeeded = (errorCode: 'captcha.required' | 'captcha.invalid', message: string) =>
  new AppError(errorCode, message, { captcha: true });

export function createCaptchaService(repo: CaptchasRepository) {
  return {
    async create(): Promise<{ captchaId: string; image: string }> {
      const answer = String(randomInt(10 ** DIGITS)).padStart(DIGITS, '0');
      const captchaId = randomBytes(16).toString('base64url');
      const now = Date.now();
      await repo.insert(captchaId, answer, new Date(now + CAPTCHA_TTL_MS), new Date(now));
      const svg = render(answer, {
        noise: 3,
        width: 120,
        height: 44,
        fontSize: 48,
        background: '#f4f6f8',
      });
      return {
        captchaId,
        image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    /**
     * Checks a solved captcha and uses it up, right or wrong (single use). Throws
     * captcha.required / captcha.invalid with value.captcha = true, so the client shows a new one.
     */
    async verify(captchaId: string | undefined, answer: string | undefined): Promise<void> {
      if (!captchaId || !answer) {
        throw captchaNeeded('captcha.required', 'Please enter the verification code in the image');
      }
      const expected = await repo.take(captchaId, new Date());
      const given = Buffer.from(answer);
      const ok =
        expected !== null &&
        given.length === expected.length &&
        timingSafeEqual(given, Buffer.from(expected));
      if (!ok) {
        throw captchaNeeded(
          'captcha.invalid',
          'The image code is wrong or has expired; enter the new one',
        );
      }
    },

    /** Development: the answer of a live captcha. */
    answerOf: (captchaId: string) => repo.peek(captchaId, new Date()),
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
