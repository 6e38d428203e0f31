import type { DividendTier, RebateRate, RebateSchemeItem, WageTier } from '@app/contract';
import type { Queryable } from '../../platform/db/db.ts';

/**
 * The demo's agent contracts and rebates (issue 20): the platform pays agent01 a daily wage and a
 * dividend, so that agent01 can offer its own sub-agents either (never above its own tiers),
 * active from the seed on; the merchant's rebate scheme (steps of 0.1%), agent01's rates, and its five players' own
 * (slots and live), so the daily rebate pays both sides after the demo's rounds.
 */
export const demoAgentsSource = {
  dailyWage: {
    agent: 'agent01',
    tiers: [
      { validStakeMinor: 0, activeMembers: 1, rateBp: 50 },
      { validStakeMinor: 1_000_000, activeMembers: 3, rateBp: 100 },
      { validStakeMinor: 10_000_000, activeMembers: 10, rateBp: 150 },
    ] satisfies WageTier[],
  },
  dividend: {
    agent: 'agent01',
    tiers: [
      { netLossMinor: 0, activeMembers: 1, rateBp: 2_000 },
      { netLossMinor: 5_000_000, activeMembers: 5, rateBp: 3_000 },
      { netLossMinor: 50_000_000, activeMembers: 20, rateBp: 4_000 },
    ] satisfies DividendTier[],
  },
  rebateScheme: (
    [
      ['RNG', 150],
      ['FISH', 120],
      ['PVP', 100],
      ['LIVE', 100],
      ['LOTT', 100],
      ['ELOTT', 100],
      ['INHOUSE', 100],
      ['SPORTS', 80],
      ['ESPORTS', 80],
      ['COCKFIGHT', 50],
    ] as const
  ).map(([gameType, maxRateBp]): RebateSchemeItem => ({ gameType, maxRateBp, stepBp: 10 })),
  rebateRates: {
    agent01: [
      { gameType: 'RNG', rateBp: 120 },
      { gameType: 'FISH', rateBp: 100 },
      { gameType: 'PVP', rateBp: 80 },
      { gameType: 'LIVE', rateBp: 80 },
      { gameType: 'LOTT', rateBp: 80 },
      { gameType: 'ELOTT', rateBp: 80 },
      { gameType: 'INHOUSE', rateBp: 80 },
      { gameType: 'SPORTS', rateBp: 60 },
      { gameType: 'ESPORTS', rateBp: 60 },
      { gameType: 'COCKFIGHT', rateBp: 40 },
    ],
    ...Object.fromEntries(
      [1, 2, 3, 4, 5].map((n) => [
        `downline0${n}`,
        [
          { gameType: 'RNG', rateBp: 30 },
          { gameType: 'LIVE', rateBp: 20 },
        ],
      ]),
    ),
  } as Record<string, RebateRate[]>,
};

export async function seedAgents(q: Queryable, merchantCode: string): Promise<void> {
  for (const [kind, { agent, tiers }] of [
    ['daily_wage', demoAgentsSource.dailyWage],
    ['dividend', demoAgentsSource.dividend],
  ] as const) {
    await q.query(
      `INSERT INTO agent_contracts (merchant_code, kind, agent_id, upline_id, tiers, state,
         decided_at)
       SELECT $1, $4, m.id, NULL, $3::jsonb, 'active', now()
         FROM members m
        WHERE m.merchant_code = $1 AND lower(m.username) = $2
          AND NOT EXISTS (SELECT 1 FROM agent_contracts c WHERE c.agent_id = m.id AND c.kind = $4)`,
      [merchantCode, agent, JSON.stringify(tiers), kind],
    );
  }
  const { rebateScheme, rebateRates } = demoAgentsSource;
  await q.query(
    `INSERT INTO rebate_schemes (merchant_code, game_type, max_rate_bp, step_bp)
     SELECT $1, x.t, x.max, x.step FROM unnest($2::text[], $3::int[], $4::int[]) AS x(t, max, step)
     ON CONFLICT DO NOTHING`,
    [
      merchantCode,
      rebateScheme.map((s) => s.gameType),
      rebateScheme.map((s) => s.maxRateBp),
      rebateScheme.map((s) => s.stepBp),
    ],
  );
  const rows = Object.entries(rebateRates).flatMap(([username, rates]) =>
    rates.map((r) => ({ username, ...r })),
  );
  await q.query(
    `INSERT INTO member_rebate_rates (member_id, game_type, rate_bp)
     SELECT m.id, x.t, x.rate
       FROM unnest($2::text[], $3::text[], $4::int[]) AS x(username, t, rate)
       JOIN members m ON m.merchant_code = $1 AND lower(m.username) = x.username
     ON CONFLICT DO NOTHING`,
    [
      merchantCode,
      rows.map((r) => r.username),
      rows.map((r) => r.gameType),
      rows.map((r) => r.rateBp),
    ],
  );
}
