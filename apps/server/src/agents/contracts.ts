import {
  isAgentType,
  tierMeasure,
  type Contract,
  type ContractKind,
  type ContractTier,
} from '@app/contract';
import { AppError } from '../errors.ts';
import type { Db, Queryable } from '../platform/db/db.ts';
import { outsideTeam } from './downline.ts';

/**
 * Agent contracts (issue 20; migration 019): offered by an upline to an agent of its direct
 * downline (or by the platform to a top agent), accepted or rejected by that agent. A child's
 * tiers are never above its upline's: at every tier's thresholds, the upline's own contract pays
 * at least the child's rate, so an upline never pays out more than it earns on the same team.
 */

const notAgent = (message: string) => new AppError('contract.not.agent', message);
const notFound = () => new AppError('contract.not.found', 'No such contract offered to you');

interface ContractRow {
  id: string;
  kind: ContractKind;
  state: Contract['state'];
  agent_id: string;
  agent_name: string;
  upline_id: string | null;
  upline_name: string | null;
  tiers: ContractTier[];
  created_at: Date;
  decided_at: Date | null;
}

const SELECT = `SELECT c.id::text AS id, c.kind, c.state, c.agent_id::text AS agent_id,
    a.username AS agent_name, c.upline_id::text AS upline_id, u.username AS upline_name, c.tiers,
    c.created_at, c.decided_at
  FROM agent_contracts c
  JOIN members a ON a.id = c.agent_id
  LEFT JOIN members u ON u.id = c.upline_id`;

const toContract = (r: ContractRow): Contract => ({
  id: Number(r.id),
  kind: r.kind,
  state: r.state,
  agent: { memberId: Number(r.agent_id), username: r.agent_name },
  upline: r.upline_id === null ? null : { memberId: Number(r.upline_id), username: r.upline_name! },
  tiers: r.tiers,
  createdAt: r.created_at.toISOString(),
  decidedAt: r.decided_at?.toISOString() ?? null,
});

/** The highest tier the figures reach (null: none): its measure and active members, at least. */
export const tierReached = (tiers: readonly ContractTier[], measureMinor: number, active: number) =>
  tiers.reduce<ContractTier | null>(
    (best, t) => (measureMinor >= tierMeasure(t) && active >= t.activeMembers ? t : best),
    null,
  );

/** The agent's contracts of a kind, newest first, and those it offered its direct downline. */
export async function contractsOf(q: Queryable, agentId: number, kind: ContractKind) {
  const [mine, offered] = await Promise.all([
    q.query<ContractRow>(`${SELECT} WHERE c.agent_id = $1 AND c.kind = $2 ORDER BY c.id DESC`, [
      agentId,
      kind,
    ]),
    q.query<ContractRow>(`${SELECT} WHERE c.upline_id = $1 AND c.kind = $2 ORDER BY c.id DESC`, [
      agentId,
      kind,
    ]),
  ]);
  return { mine: mine.map(toContract), offered: offered.map(toContract) };
}

async function contractById(q: Queryable, id: number): Promise<Contract> {
  const [row] = await q.query<ContractRow>(`${SELECT} WHERE c.id = $1`, [id]);
  return toContract(row!);
}

/**
 * A child's tiers never above its upline's: at each tier's figures, the upline's active contract
 * of the kind pays at least the tier's rate (read under a share lock, so it cannot change first).
 */
async function checkUnderUpline(
  tx: Queryable,
  uplineId: number,
  kind: ContractKind,
  tiers: readonly ContractTier[],
): Promise<void> {
  const [own] = await tx.query<{ tiers: ContractTier[] }>(
    `SELECT tiers FROM agent_contracts WHERE agent_id = $1 AND kind = $2 AND state = 'active'
        FOR SHARE`,
    [uplineId, kind],
  );
  if (!own) {
    throw new AppError(
      'contract.upline.none',
      'You have no active contract of this kind to offer from',
    );
  }
  for (const t of tiers) {
    const upline = tierReached(own.tiers, tierMeasure(t), t.activeMembers);
    if (!upline || upline.rateBp < t.rateBp) {
      throw new AppError(
        'contract.tier.above.upline',
        `A tier pays ${t.rateBp / 100}% where the upline's own contract pays ${(upline?.rateBp ?? 0) / 100}%`,
      );
    }
  }
}

/**
 * An agent never accepts a contract below what its direct downline's active contracts of the kind
 * pay: at each of their tiers' figures, the new contract pays at least the child's rate. Its own
 * active contract is locked first, so a child accepting at the same moment (which share-locks it)
 * is either seen here or checked against the new contract.
 */
async function checkAboveDownline(
  tx: Queryable,
  agentId: number,
  kind: ContractKind,
  tiers: readonly ContractTier[],
): Promise<void> {
  await tx.query(
    `SELECT 1 FROM agent_contracts WHERE agent_id = $1 AND kind = $2 AND state = 'active'
        FOR UPDATE`,
    [agentId, kind],
  );
  const children = await tx.query<{ username: string; tiers: ContractTier[] }>(
    `SELECT m.username, c.tiers FROM agent_contracts c JOIN members m ON m.id = c.agent_id
      WHERE m.parent_id = $1 AND c.kind = $2 AND c.state = 'active'`,
    [agentId, kind],
  );
  for (const child of children) {
    for (const t of child.tiers) {
      const own = tierReached(tiers, tierMeasure(t), t.activeMembers);
      if (!own || own.rateBp < t.rateBp) {
        throw new AppError(
          'contract.tier.below.downline',
          `${child.username}'s contract pays ${t.rateBp / 100}% where this one pays ${(own?.rateBp ?? 0) / 100}%`,
        );
      }
    }
  }
}

interface Offer {
  merchantCode: string;
  kind: ContractKind;
  /** The member offered the contract, by id (an upline's offer) or by username (the operator). */
  agent: { id: number } | { username: string };
  /** The upline who offers and pays; null: the platform. */
  uplineId: number | null;
  tiers: ContractTier[];
}

/**
 * Writes an offer. An upline offers only to an agent of its direct downline, and only when it has
 * an active contract of the kind whose rate at each offered tier's figures is at least the offered
 * rate; the platform offers only to a top agent (no upline). One offer waits per agent and kind.
 */
export async function offerContract(db: Db, offer: Offer): Promise<Contract> {
  return db.transaction(async (tx) => {
    const [target] = await tx.query<{ id: string; type: number; parent_id: string | null }>(
      `SELECT id::text AS id, type, parent_id::text AS parent_id FROM members
        WHERE merchant_code = $1 AND ${'id' in offer.agent ? 'id = $2' : 'lower(username) = lower($2)'}`,
      [offer.merchantCode, 'id' in offer.agent ? offer.agent.id : offer.agent.username],
    );
    if (!target) {
      if (offer.uplineId !== null) throw outsideTeam();
      throw new AppError('not.found', 'No such member');
    }
    const parent = target.parent_id === null ? null : Number(target.parent_id);
    if (offer.uplineId !== null && parent !== offer.uplineId) throw outsideTeam();
    if (!isAgentType(target.type)) throw notAgent('Contracts are offered to agents only');
    if (offer.uplineId === null && parent !== null) {
      throw notAgent('The platform offers contracts to top agents only; this one has an upline');
    }
    if (offer.uplineId !== null)
      await checkUnderUpline(tx, offer.uplineId, offer.kind, offer.tiers);
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO agent_contracts (merchant_code, kind, agent_id, upline_id, tiers)
       VALUES ($1, $2, $3, $4, $5::jsonb)
       ON CONFLICT (agent_id, kind) WHERE state = 'offered' DO NOTHING
       RETURNING id::text AS id`,
      [offer.merchantCode, offer.kind, target.id, offer.uplineId, JSON.stringify(offer.tiers)],
    );
    if (!row) {
      throw new AppError('contract.pending', 'An offer of this kind already waits for this agent');
    }
    return contractById(tx, Number(row.id));
  });
}

/**
 * The agent's decision on an offer to it. Accepting ends its active contract of the kind
 * (expired) and makes this one active; rejecting closes it. Anything but an offer is refused.
 */
export async function decideContract(
  db: Db,
  agentId: number,
  id: number,
  decision: 'accept' | 'reject',
): Promise<Contract> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{
      kind: ContractKind;
      state: string;
      upline_id: string | null;
      tiers: ContractTier[];
    }>(
      `SELECT kind, state, upline_id::text AS upline_id, tiers FROM agent_contracts
        WHERE id = $1 AND agent_id = $2 FOR UPDATE`,
      [id, agentId],
    );
    if (!row) throw notFound();
    if (row.state !== 'offered') {
      throw new AppError('contract.state', `This contract is ${row.state}, no longer offered`);
    }
    if (decision === 'accept') {
      // The upline's own contract may have changed since the offer: checked again, now.
      if (row.upline_id !== null) {
        await checkUnderUpline(tx, Number(row.upline_id), row.kind, row.tiers);
      }
      await checkAboveDownline(tx, agentId, row.kind, row.tiers);
      await tx.query(
        `UPDATE agent_contracts SET state = 'expired', ended_at = now()
          WHERE agent_id = $1 AND kind = $2 AND state = 'active'`,
        [agentId, row.kind],
      );
    }
    await tx.query(`UPDATE agent_contracts SET state = $2, decided_at = now() WHERE id = $1`, [
      id,
      decision === 'accept' ? 'active' : 'rejected',
    ]);
    return contractById(tx, id);
  });
}

/**
 * The upline withdraws an offer it made, while the agent has not decided: the offer is void.
 * Another upline's offer is the same 404 as none.
 */
export async function withdrawContract(db: Db, uplineId: number, id: number): Promise<Contract> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ state: string }>(
      `SELECT state FROM agent_contracts WHERE id = $1 AND upline_id = $2 FOR UPDATE`,
      [id, uplineId],
    );
    if (!row) throw new AppError('contract.not.found', 'No such contract offered by you');
    if (row.state !== 'offered') {
      throw new AppError('contract.state', `This contract is ${row.state}, no longer offered`);
    }
    await tx.query(`UPDATE agent_contracts SET state = 'void', ended_at = now() WHERE id = $1`, [
      id,
    ]);
    return contractById(tx, id);
  });
}

/** Spec 3 "Contract-request response value": the id of an offer waiting, per kind. */
export async function contractRequests(q: Queryable, agentId: number) {
  const rows = await q.query<{ id: string; kind: ContractKind }>(
    `SELECT id::text AS id, kind FROM agent_contracts WHERE agent_id = $1 AND state = 'offered'`,
    [agentId],
  );
  const waiting = (kind: ContractKind) => rows.find((r) => r.kind === kind)?.id ?? null;
  return {
    dailysalreqtype: waiting('daily_wage'),
    divtypecompperiodreq: waiting('dividend'),
    contracthoursalreq: waiting('hourly_wage'),
  };
}
