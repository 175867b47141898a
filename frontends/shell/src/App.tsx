import { AppRoutes } from './routes/AppRoutes';
import { PostLoginRedirect } from './routes/PostLoginRedirect';

export function App() {
  return (
    <>
      <PostLoginRedirect />
      <AppRoutes />
    </>
  );
}
