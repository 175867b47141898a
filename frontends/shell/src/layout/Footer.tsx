import { useAuth } from '@filmcollab/web-kit';
import { Link } from 'react-router';

export function Footer() {
  const { user } = useAuth();
  return (
    <footer className="mt-auto border-t border-zinc-800 bg-zinc-950 text-sm text-zinc-400">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:grid-cols-4">
        <p>Connecting filmmakers and creatives to bring stories to life together.</p>
        <nav aria-label="Policies & Terms" className="flex flex-col gap-1">
          <h2 className="font-semibold text-zinc-200">Policies &amp; Terms</h2>
          <Link to="/terms">Terms &amp; Conditions</Link>
          <Link to="/privacy">Privacy Policy</Link>
        </nav>
        <nav aria-label="Resources" className="flex flex-col gap-1">
          <h2 className="font-semibold text-zinc-200">Resources</h2>
          <Link to="/how-it-works">How It Works</Link>
        </nav>
        {user && (
          <nav aria-label="Platform" className="flex flex-col gap-1">
            <h2 className="font-semibold text-zinc-200">Platform</h2>
            <Link to="/community?tab=discovery&subtab=projects">Explore Projects</Link>
            <Link to="/requirements">Creative Opportunities</Link>
            <Link to="/find-collaborators">Find Collaborators</Link>
            <Link to="/community">Community</Link>
          </nav>
        )}
      </div>
      <p className="pb-6 text-center">© 2025 FilmCollab. All rights reserved.</p>
    </footer>
  );
}
