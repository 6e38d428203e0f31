import type { FastifyInstance } from 'fastify';
import {
  decideContract,
  offerContract,
  type Contract,
  type ContractTier,
  type Endpoint,
} from '@app/contract';
import { okValue } from '../helpers/envelope.ts';
import { authHeaders, call, signInAs } from '../helpers/accounts.ts';
import { openRound } from '../helpers/vendor.ts';
import { hashPassword } from '../../src/accounts/passwords.ts';
import { foldTeamsNow } from '../../src/agents/team-fold.ts';

// Helpers of the agent-area tests: members placed in a tree, signed in, playing settled rounds.

export const PASSWORD = 'Secret123';
const passwordHash = hashPassword(PASSWORD);
let made = 0;

/** A member of the demo merchant under `parentId` (the tree's trigger places it). */
export async function treeMember(app: FastifyInstance, parentId: number | null, type: number) {
  return app.repos.members.create('demo', {
    username: `team${process.pid % 1000}x${++made}`,
    nickname: null,
    type,
    parentId,
    mobile: null,
    email: null,
    passwordHash: await passwordHash,
  });
}

/** A signed-in member's calls. */
export async function signedIn(app: FastifyInstance, username: string) {
  const { token } = await signInAs(app, username, PASSWORD);
  const headers = authHeaders(token);
  return {
    token,
    get: (url: string) => app.inject({ url, headers }),
    call: (e: Endpoint, payload?: unknown) => call(app, e, payload, { headers }),
  };
}

/** A settled round of `stake` and `win` through the signed seamless wallet. */
export async function playRound(
  app: FastifyInstance,
  memberId: number,
  stake: number,
  win: number,
) {
  await (await openRound(app, memberId, stake)).settle(win);
}

type Signed = Awaited<ReturnType<typeof signedIn>>;

/**
 * A new sub-agent of `upline` that accepted the contract `upline` offered it (`kind`, `tiers`):
 * the member, its signed-in calls and the contract.
 */
export async function acceptingSubAgent(
  app: FastifyInstance,
  upline: { id: number; session: Signed },
  kind: Contract['kind'],
  tiers: ContractTier[],
) {
  const sub = await treeMember(app, upline.id, 1);
  const s = await signedIn(app, sub.username);
  const offered = okValue(
    offerContract,
    await upline.session.call(offerContract, { memberId: sub.id, kind, tiers }),
  );
  okValue(decideContract, await s.call(decideContract, { id: offered.id, decision: 'accept' }));
  return { sub, s, offered };
}

/** The team figures as of now: what the rollups hold folded into them (seconds later otherwise). */
export const foldTeams = (app: FastifyInstance) => foldTeamsNow(app.db, { wait: true });
