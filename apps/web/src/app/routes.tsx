import { Route, Routes, useLocation } from 'react-router';
import { paths } from '@/shared/config/paths';
import { findRoute } from '@/shared/config/match-route';
import type { RouteModule } from '@/shared/config/route-traits';
import { Root } from './root';
import { screenFor } from './route-modules';

function Screen({ module }: { module: RouteModule }) {
  const Component = screenFor(module);
  return <Component />;
}

/** The current path's screen, as the routes table names it (spec 2.2: unknown paths are home). */
function CurrentScreen() {
  return <Screen module={paths[findRoute(useLocation().pathname)].module} />;
}

/** The patterns with parameters: the router matches these itself, for their screens' useParams. */
const withParams = Object.values(paths)
  .map((def) => def.path)
  .filter((path) => path.includes('/:'));
const current = <CurrentScreen />;

/**
 * Every path of spec 2.1 and 2.2 from the one routes table, inside the root (gate and layout). The
 * table is matched by findRoute (memoised per path), not by the router: given a route for each of
 * its ~80 paths, the router flattened, ranked and compiled them all on every navigation, 10-25 ms
 * of one task on the 2-core test machine (issue 22).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Root />}>
        {withParams.map((path) => (
          <Route key={path} path={path} element={current} />
        ))}
        <Route path="*" element={current} />
      </Route>
    </Routes>
  );
}
