import { Route, Routes } from 'react-router';
import { homeAliases, paths } from '@/shared/config/paths';
import type { RouteModule } from '@/shared/config/route-traits';
import { Root } from './root';
import { screenFor } from './route-modules';

function Screen({ module }: { module: RouteModule }) {
  const Component = screenFor(module);
  return <Component />;
}

const home = <Screen module="home" />;

/** Every path of spec 2.1 and 2.2 from the one routes table, inside the root (gate and layout). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Root />}>
        <Route index element={home} />
        {homeAliases
          .filter((p) => p !== '/')
          .map((path) => (
            <Route key={path} path={path} element={home} />
          ))}
        {Object.values(paths).map((def) => (
          <Route key={def.path} path={def.path} element={<Screen module={def.module} />} />
        ))}
        {/* Spec 2.2: unknown paths fall back to home, keeping their URL. */}
        <Route path="*" element={home} />
      </Route>
    </Routes>
  );
}
