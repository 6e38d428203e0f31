import { lazy } from 'react';
import { AgentGate } from '@/features/agent/components/agent-gate';
import { OpenAccountScreen } from '@/features/agent/components/open-account-screen';
import { getLanguage } from '@/shared/stores/preferences-store';

// The rebate rates, when the agent opens them: the agent screens' chunk and their texts.
const Rates = lazy(() =>
  Promise.all([
    import('./agent'),
    import('@/shared/i18n/area-dictionaries').then((d) =>
      d.loadWithAreas(getLanguage(), 'full', ['agentTeam']),
    ),
  ]).then(([m]) => ({ default: m.OpenAccountRates })),
);

/** /m/agentRegister (issue 20): open account and the invitation link, for agents only (spec 4). */
export function AgentRegisterRoute() {
  return (
    <AgentGate>
      <OpenAccountScreen rates={Rates} />
    </AgentGate>
  );
}
