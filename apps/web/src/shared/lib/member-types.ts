import type { NON_AGENT_TYPES as ContractNonAgentTypes } from '@app/contract';

/*
 * Spec 6: an agent is any session type but 0 (player), 4 (trial) and 40. Restated from the
 * contract (a value import would bring the module's zod schemas into the bundle); the type keeps
 * the copy equal to it.
 */
export const NON_AGENT_TYPES: typeof ContractNonAgentTypes = [0, 4, 40];

export const isAgentType = (type: number | undefined) =>
  type !== undefined && !(NON_AGENT_TYPES as readonly number[]).includes(type);
