import { useMemo } from 'react';
import { Route, Routes } from 'react-router';
import { Layout } from '../layout/Layout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useRemotes } from '../remotes/remotes-context';
import { ProtectedRoute } from './ProtectedRoute';
import { PublicOnlyRoute } from './PublicOnlyRoute';
import { buildRouteTable, type AppRoute } from './route-table';

function guarded(route: AppRoute) {
  if (route.access === 'signed-in') return <ProtectedRoute>{route.element}</ProtectedRoute>;
  if (route.access === 'signed-out') return <PublicOnlyRoute>{route.element}</PublicOnlyRoute>;
  return route.element;
}

export function AppRoutes() {
  const { remotes } = useRemotes();
  const routes = useMemo(() => buildRouteTable(remotes), [remotes]);
  return (
    <Routes>
      <Route element={<Layout />}>
        {routes
          .filter((r) => r.layout)
          .map((route) => (
            <Route key={route.path} path={route.path} element={guarded(route)} />
          ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {routes
        .filter((r) => !r.layout)
        .map((route) => (
          <Route key={route.path} path={route.path} element={guarded(route)} />
        ))}
    </Routes>
  );
}
