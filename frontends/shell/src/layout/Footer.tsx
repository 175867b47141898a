import { useAuth } from '@filmcollab/web-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title} className="flex flex-col gap-2">
      <h2 className="mb-1 text-xs font-semibold tracking-wider text-zinc-200 uppercase">{title}</h2>
      {children}
    </nav>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="w-fit hover:text-amber-300">
      {children}
    </Link>
  );
}

export function Footer() {
  const { user } = useAuth();
  return (
    <footer className="mt-auto border-t border-zinc-800 bg-zinc-950 text-sm text-zinc-400">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="mb-3 text-lg font-bold text-zinc-50">
            Film<span className="text-amber-400">Collab</span>
          </p>
          <p className="max-w-sm leading-relaxed">
            Connecting filmmakers and creatives to bring stories to life together. Build your
            profile, find collaborators, run your projects and enter the monthly One-Scene
            Challenge.
          </p>
        </div>
        <FooterColumn title="Policies & Terms">
          <FooterLink to="/terms">Terms &amp; Conditions</FooterLink>
          <FooterLink to="/privacy">Privacy Policy</FooterLink>
        </FooterColumn>
        <FooterColumn title="Resources">
          <FooterLink to="/how-it-works">How It Works</FooterLink>
        </FooterColumn>
        {user && (
          <FooterColumn title="Platform">
            <FooterLink to="/community?tab=discovery&subtab=projects">Explore Projects</FooterLink>
            <FooterLink to="/requirements">Creative Opportunities</FooterLink>
            <FooterLink to="/find-collaborators">Find Collaborators</FooterLink>
            <FooterLink to="/community">Community</FooterLink>
          </FooterColumn>
        )}
      </div>
      <div className="border-t border-zinc-900">
        <p className="mx-auto max-w-6xl px-4 py-5 text-center text-xs text-zinc-400">
          © 2025 FilmCollab. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
