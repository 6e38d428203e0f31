import type { LotteryGame } from '@app/contract';

type Shape = Pick<LotteryGame, 'digits' | 'drawLines'>;

export interface DrawLine {
  prize: string;
  digits: number[];
}

/**
 * A draw's digits by prize, for a game whose draw has several (the northern Vietnamese game: 27
 * prizes, 107 digits); one line of every digit for the others.
 */
export function drawLinesOf(game: Shape, result: readonly number[]): DrawLine[] {
  if (!game.drawLines?.length) return [{ prize: '', digits: [...result] }];
  let at = 0;
  return game.drawLines.map(({ prize, digits }) => {
    const line = { prize, digits: result.slice(at, at + digits) };
    at += digits;
    return line;
  });
}

/** The digits a card or a results row shows: the first prize line (the special prize), or all. */
export const headlineDigits = (game: Shape) => game.drawLines?.[0]?.digits ?? game.digits;
