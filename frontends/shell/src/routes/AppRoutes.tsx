import { Route, Routes } from 'react-router';
import { Layout } from '../layout/Layout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ProtectedRoute } from './ProtectedRoute';
import { PublicOnlyRoute } from './PublicOnlyRoute';
import { ROUTES, type AppRoute } from './route-table';

function guarded(route: AppRoute) {
  if (route.access === 'protected') return <ProtectedRoute>{route.element}</ProtectedRoute>;
  if (route.access === 'signed-out-only') return <PublicOnlyRoute>{route.element}</PublicOnlyRoute>;
  return route.element;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTES.filter((r) => r.layout).map((route) => (
          <Route key={route.path} path={route.path} element={guarded(route)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {ROUTES.filter((r) => !r.layout).map((route) => (
        <Route key={route.path} path={route.path} element={guarded(route)} />
      ))}
    </Routes>
  );
}
