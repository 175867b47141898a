import { PageReadyMarker } from './page-ready/PageReadyMarker';
import { AppRoutes } from './routes/AppRoutes';
import { PostLoginRedirect } from './routes/PostLoginRedirect';
import { SignedOutToast } from './session/SignedOutToast';

export function App() {
  return (
    <>
      <PostLoginRedirect />
      <SignedOutToast />
      <AppRoutes />
      <PageReadyMarker />
    </>
  );
}
