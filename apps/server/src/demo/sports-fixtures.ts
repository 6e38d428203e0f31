import type { HotMatch } from '@app/contract';

/** A fixture as a feed gives it: everything of a hot match but the vendor's lobby. */
export type Fixture = Omit<HotMatch, 'game'> & {
  /** Which of the sports vendors offers it (an index into whatever lobbies the catalogue has). */
  vendorSlot: number;
};

/** One demo fixture kicks off every SLOT_MS, on the slot's start. */
const SLOT_MS = 30 * 60_000;
/** How long a match of each sport is live after its kick-off. */
const LIVE_MS = { FOOTBALL: 115, CRICKET: 200, BASKETBALL: 140, TENNIS: 120 } as const;
const LONGEST_MS = Math.max(...Object.values(LIVE_MS)) * 60_000;

type Sport = keyof typeof LIVE_MS;

// Club and franchise names of the sports players in Bangladesh follow most.
// prettier-ignore
const leagues: Record<Sport, { league: string; teams: readonly string[] }[]> = {
  FOOTBALL: [
    { league: 'Premier League', teams: ['Arsenal', 'Chelsea', 'Liverpool', 'Manchester City', 'Manchester United', 'Tottenham', 'Newcastle', 'Aston Villa'] },
    { league: 'La Liga', teams: ['Real Madrid', 'Barcelona', 'Atletico Madrid', 'Sevilla', 'Valencia', 'Real Sociedad'] },
    { league: 'Bangladesh Premier League (football)', teams: ['Bashundhara Kings', 'Abahani Limited', 'Mohammedan SC', 'Sheikh Jamal DC', 'Rahmatganj MFS'] },
  ],
  CRICKET: [
    { league: 'Bangladesh Premier League', teams: ['Comilla Victorians', 'Rangpur Riders', 'Fortune Barishal', 'Sylhet Strikers', 'Khulna Tigers', 'Chattogram Challengers', 'Dhaka Capitals'] },
    { league: 'T20 International', teams: ['Bangladesh', 'India', 'Pakistan', 'Sri Lanka', 'Afghanistan', 'Australia', 'England'] },
  ],
  BASKETBALL: [
    { league: 'NBA', teams: ['Lakers', 'Celtics', 'Warriors', 'Bucks', 'Nuggets', 'Heat', 'Knicks'] },
  ],
  TENNIS: [
    { league: 'ATP Tour', teams: ['C. Alcaraz', 'J. Sinner', 'N. Djokovic', 'D. Medvedev', 'A. Zverev', 'C. Ruud'] },
  ],
};
// Football most often, then cricket: what a slot's draw picks from.
const sportsBySlot: readonly Sport[] = [
  'FOOTBALL',
  'CRICKET',
  'FOOTBALL',
  'BASKETBALL',
  'CRICKET',
  'FOOTBALL',
  'TENNIS',
  'CRICKET',
];

/** mulberry32: the same slot always draws the same fixture (a seeded, not a random, demo). */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Decimal odds of a probability with the book's 6% margin, to 2 decimals, at least 1.01. */
const oddsOf = (p: number) => Math.max(1.01, Math.round(100 / (p * 1.06)) / 100);

/** The fixture kicking off at the start of slot `k` (slots counted from the epoch). */
function fixtureOf(k: number): Fixture & { endsAt: number } {
  const random = seeded(k * 2_654_435_761);
  const sport = sportsBySlot[k % sportsBySlot.length]!;
  const choices = leagues[sport];
  const { league, teams } = choices[Math.floor(random() * choices.length)]!;
  const home = Math.floor(random() * teams.length);
  const away = (home + 1 + Math.floor(random() * (teams.length - 1))) % teams.length;
  // The home side's edge, -1 (far weaker) to 1 (far stronger).
  const edge = random() * 2 - 1;
  const kickOff = k * SLOT_MS;
  let odds: HotMatch['odds'];
  if (sport === 'FOOTBALL') {
    const draw = 0.2 + 0.1 * (1 - Math.abs(edge));
    const homeWin = (1 - draw) * (0.5 + 0.35 * edge);
    odds = { home: oddsOf(homeWin), draw: oddsOf(draw), away: oddsOf(1 - draw - homeWin) };
  } else {
    const homeWin = 0.5 + 0.4 * edge;
    odds = { home: oddsOf(homeWin), draw: null, away: oddsOf(1 - homeWin) };
  }
  return {
    id: `demo-${k}`,
    sport,
    league,
    homeTeam: teams[home]!,
    awayTeam: teams[away]!,
    kickOff: new Date(kickOff).toISOString(),
    status: 'upcoming',
    odds,
    vendorSlot: k,
    endsAt: kickOff + LIVE_MS[sport] * 60_000,
  };
}

/**
 * The demo's hot matches (issue 22): a fixture kicks off every half hour, each the same whenever
 * it is asked for, so the list is always of matches live now or about to start. Live ones first
 * (latest kick-off first), then the next to kick off; at most `size`.
 */
export function demoFixtures(now: number, size: number): Fixture[] {
  const first = Math.floor((now - LONGEST_MS) / SLOT_MS);
  const live: Fixture[] = [];
  const upcoming: Fixture[] = [];
  for (let k = first; upcoming.length < size; k++) {
    const { endsAt, ...f } = fixtureOf(k);
    const kickOff = k * SLOT_MS;
    if (kickOff > now) upcoming.push(f);
    else if (endsAt > now) live.push({ ...f, status: 'live' });
  }
  return [...live.reverse(), ...upcoming].slice(0, size);
}
