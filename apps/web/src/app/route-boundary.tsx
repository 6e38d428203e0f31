import { Component, Suspense, type ReactNode } from 'react';
import { Splash } from '@/features/system/components/splash';

/**
 * Spec 8: a failed lazy route load is logged and the spinner stays (usually a deploy replaced the
 * chunk; the next navigation or a reload fetches the new one). Keyed by path by its parent, so
 * the next navigation starts clean.
 */
class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <Splash /> : this.props.children;
  }
}

/** Around the routed screen: the spinner while its code loads, and the failure rule above. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<Splash />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}
