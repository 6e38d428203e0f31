import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { findRoute } from '@/shared/config/match-route';
import type { RouteName } from '@/shared/config/paths';

/**
 * The route a menu marks as current: the one just tapped, at once, else the location's. The tap is
 * an urgent update, drawn before the router's navigation, which React renders as a transition
 * together with the next screen: on a slow phone the menu answers the tap without waiting for the
 * next screen (its code, its first render). Once the location moves, it alone decides again.
 */
export function useCurrentRoute() {
  const { pathname } = useLocation();
  const [tapped, setTapped] = useState<{ route: RouteName; from: string } | null>(null);
  const current = tapped?.from === pathname ? tapped.route : findRoute(pathname);
  const onTap = (route: RouteName) => (event: MouseEvent) => {
    // A plain tap or click only: one that opens a new tab leaves this page where it is.
    if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey)
      setTapped({ route, from: pathname });
  };
  return { current, onTap };
}
