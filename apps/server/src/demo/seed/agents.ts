import type { WageTier } from '@app/contract';
import type { Queryable } from '../../platform/db/db.ts';

/**
 * The demo's agent contract (issue 20): the platform pays agent01 a daily wage, so that agent01
 * can offer its own sub-agents one (never above its own tiers). Active from the seed on.
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
};

export async function seedAgents(q: Queryable, merchantCode: string): Promise<void> {
  const { agent, tiers } = demoAgentsSource.dailyWage;
  await q.query(
    `INSERT INTO agent_contracts (merchant_code, kind, agent_id, upline_id, tiers, state, decided_at)
     SELECT $1, 'daily_wage', m.id, NULL, $3::jsonb, 'active', now()
       FROM members m
      WHERE m.merchant_code = $1 AND lower(m.username) = $2
        AND NOT EXISTS (SELECT 1 FROM agent_contracts c WHERE c.agent_id = m.id)`,
    [merchantCode, agent, JSON.stringify(tiers)],
  );
}
