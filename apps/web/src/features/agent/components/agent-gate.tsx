import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useSessionStore } from '@/shared/stores/session-store';
import { isAgentType } from '@/shared/lib/member-types';

/**
 * Spec 4 "Agent home: no session, or type 0, 4 or 40, redirects to /m/home" (every agent screen
 * does the same; the server refuses their calls with agent.only). Nothing is drawn until the
 * browser's session is known (the pre-rendered page cannot know it).
 */
export function AgentGate({ children }: { children: ReactNode }) {
  const known = useSessionStore((s) => s.known);
  const type = useSessionStore((s) => s.session?.type);
  if (!known) return null;
  if (!isAgentType(type)) return <Navigate to={paths.home.href()} replace />;
  return children;
}
