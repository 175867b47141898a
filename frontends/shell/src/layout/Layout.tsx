import { useAuth } from '@filmcollab/web-kit';
import { Outlet } from 'react-router';
import { ExtensionSlot } from '../extensions/ExtensionSlot';
import { Footer } from './Footer';
import { Header } from './Header';

/** Every screen but /profile/edit: header, page, footer and the feedback dialog. */
export function Layout() {
  const { user } = useAuth();
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      {/* At least a screen tall: while a page is loading (a spinner) the footer stays below
          the fold, so the page arriving does not push it down (layout shift). */}
      <main className="min-h-svh flex-1">
        <Outlet />
      </main>
      <Footer />
      {user && <ExtensionSlot name="layout.feedbackDialog" />}
    </div>
  );
}
