import { AgentGate } from '@/features/agent/components/agent-gate';
import { OpenAccountScreen } from '@/features/agent/components/open-account-screen';

/** /m/agentRegister (issue 20): open account and the invitation link, for agents only (spec 4). */
export function AgentRegisterRoute() {
  return (
    <AgentGate>
      <OpenAccountScreen />
    </AgentGate>
  );
}
