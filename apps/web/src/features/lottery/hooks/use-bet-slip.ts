import type { LotteryGame, LotteryPlay, LotteryPlayType } from '@app/contract';
import { useState } from 'react';
import {
  clampInt,
  emptyPicks,
  fillRow,
  slipPrice,
  togglePick,
  type Picks,
  type QuickFill,
} from '../lib/picks';

export interface Chase {
  on: boolean;
  /** Issue 21: a chase covers 2-30 issues. */
  issues: number;
  stopOnWin: boolean;
}
export const CHASE_MIN = 2;
export const CHASE_MAX = 30;

const firstOf = (plays: readonly LotteryPlay[], type: LotteryPlayType) =>
  plays.find((p) => p.playType === type) ?? plays[0];

/**
 * The bet being made on the game screen: the play, its picks, the stake and the chase, with the
 * price live. A new play starts with empty picks; the stake and the chase stay.
 */
export function useBetSlip(
  game: LotteryGame,
  plays: readonly LotteryPlay[],
  type: LotteryPlayType,
) {
  const [playCode, setPlayCode] = useState(() => firstOf(plays, type)?.code ?? '');
  const play = plays.find((p) => p.code === playCode);
  const [picks, setPicks] = useState<Picks>(() => (play ? emptyPicks(play) : []));
  // The contract lists stakes largest first: the whole unit (1.00) is the usual one to start with.
  const [unitMinor, setUnitMinor] = useState(() => game.unitsMinor[0] ?? 0);
  const [multiplier, setMultiplierRaw] = useState(1);
  const [chase, setChase] = useState<Chase>({ on: false, issues: CHASE_MIN, stopOnWin: true });

  const selectPlay = (code: string) => {
    const next = plays.find((p) => p.code === code);
    if (!next || code === playCode) return;
    setPlayCode(code);
    setPicks(emptyPicks(next));
  };
  const issues = chase.on ? chase.issues : 1;
  const price = play
    ? slipPrice(play, picks, unitMinor, multiplier, issues)
    : { combinations: 0, orderMinor: 0, totalMinor: 0 };

  return {
    play,
    picks,
    unitMinor,
    multiplier,
    chase,
    price,
    /** Something is picked, but not yet a bet the play's rules allow. */
    incomplete: price.combinations === 0 && picks.some((row) => row.length > 0),
    issues,
    /** The tab's first play, when the tab changes. */
    selectType: (next: LotteryPlayType) => {
      const first = firstOf(plays, next);
      if (first) selectPlay(first.code);
    },
    selectPlay,
    toggle: (row: number, value: number) => setPicks((p) => togglePick(p, row, value)),
    fill: (row: number, fill: QuickFill) => setPicks((p) => fillRow(p, row, fill)),
    clearPicks: () => play && setPicks(emptyPicks(play)),
    setUnitMinor,
    setMultiplier: (n: number) => setMultiplierRaw(clampInt(n, 1, game.maxMultiplier)),
    setChase: (change: Partial<Chase>) =>
      setChase((c) => ({
        ...c,
        ...change,
        issues: clampInt(change.issues ?? c.issues, CHASE_MIN, CHASE_MAX),
      })),
  };
}

export type BetSlip = ReturnType<typeof useBetSlip>;
