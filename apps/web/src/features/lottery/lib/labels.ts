import { lotteryOptions, type LotteryPlayKind, type LotteryPlayRule } from '@app/contract';
import type { TFunction } from 'i18next';
import { lookup } from '@/shared/i18n/i18n';

/**
 * A play's name: `lottery.play.<code>`, else the code itself, so the plays of another platform
 * still show (their codes are not known here).
 */
export const playName = (code: string) => lookup(`lottery.play.${code}`) ?? code;

const places = ['0', '1', '2', '3', '4'] as const;

/** A position's name: its place (1s, 10s, ... 10,000s) in a game of `digits` digits. */
export function positionName(t: TFunction, digits: number, position: number): string {
  const place = places[digits - 1 - position];
  return place ? t(`lottery.pad.place.${place}`) : t('lottery.pad.position', { n: position + 1 });
}

export const optionName = (t: TFunction, option: number) => {
  const name = lotteryOptions[option];
  return name ? t(`lottery.options.${name}`) : String(option);
};

export const isOptionKind = (kind: LotteryPlayKind | undefined) =>
  kind === 'bsoe' || kind === 'sumBsoe';

/** A number of a `lines` play as it is written: as many digits as its lines have ("07"). */
export const lineNumber = (rule: Pick<LotteryPlayRule, 'lines'>, n: number) =>
  String(n).padStart(rule.lines?.[0]?.length ?? 1, '0');

/** A prize's name (`lottery.prizes.<prize>`), or the server's own word for one not known here. */
export const prizeName = (prize: string) => lookup(`lottery.prizes.${prize}`) ?? prize;

/** Picks in one line: rows apart by " | ", an empty row "-", options by name, numbers padded. */
export function formatPicks(
  t: TFunction,
  rule: Pick<LotteryPlayRule, 'kind' | 'lines'> | undefined,
  picks: readonly (readonly number[])[],
): string {
  return picks
    .map((row) =>
      row.length === 0
        ? '-'
        : isOptionKind(rule?.kind)
          ? row.map((o) => optionName(t, o)).join(', ')
          : rule?.kind === 'lines'
            ? row.map((n) => lineNumber(rule, n)).join(', ')
            : row.join(''),
    )
    .join(' | ');
}
