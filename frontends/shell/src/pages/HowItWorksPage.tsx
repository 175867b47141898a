import { Button } from '@filmcollab/ui';
import { useAuth } from '@filmcollab/web-kit';
import { Link } from 'react-router';
import { QuotesBanner } from '../quotes/QuotesBanner';
import { PageHero } from './PageHero';

interface Step {
  title: string;
  summary: string;
  points: string[];
}

const STEPS: Step[] = [
  {
    title: 'Create your profile',
    summary:
      'Sign up with your e-mail and a unique username, then tell the community who you are and what you do.',
    points: [
      'Choose your primary role — director, actor, cinematographer, editor, composer and more — plus any additional roles.',
      'Add your location, experience, equipment, favourite genres and links to your website, portfolio and demo reel.',
      'Set your availability so people know whether you are free to take on new work.',
    ],
  },
  {
    title: 'Find collaborators and opportunities',
    summary:
      'Browse the community and Discovery to meet people whose skills and taste match your story.',
    points: [
      'Search for people by role, location and genre, and send connection requests.',
      'Explore projects that are recruiting and creative opportunities — casting and crew calls with a clear expiry.',
      'Follow the community feed to see what other filmmakers are working on.',
    ],
  },
  {
    title: 'Start or join a project',
    summary: 'Post your own film project or apply to join someone else’s.',
    points: [
      'Create a project with its type, status, budget range, location and the roles you need.',
      'Post it to the Explore page to open it to applications, and invite people you already know.',
      'Apply to projects that excite you; the creator reviews every application.',
    ],
  },
  {
    title: 'Collaborate and bring it to life',
    summary: 'Run the production together in a shared workspace, from first draft to final cut.',
    points: [
      'Plan with tasks, milestones and a shared calendar; share files and talk in the project’s group chat.',
      'Message your collaborators directly and rate each other once you have worked together.',
      'Enter the monthly One-Scene Challenge: one room, one scene, six minutes.',
    ],
  },
];

/** `/how-it-works`: the four-step guide (public). */
export function HowItWorksPage() {
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <PageHero eyebrow="How It Works" title="From idea to screen in four steps">
        FilmCollab connects independent filmmakers and creatives so that stories get made. Here is
        how to get from a blank profile to a finished film.
      </PageHero>

      <ol className="grid gap-6 md:grid-cols-2">
        {STEPS.map((step, i) => (
          <li
            key={step.title}
            className="rounded-xl border border-zinc-800 bg-zinc-900/70 p-6 shadow-sm"
          >
            <div className="mb-4 flex items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-500 text-lg font-bold text-zinc-950">
                {i + 1}
              </span>
              <h2 className="text-xl font-semibold text-zinc-50">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h2>
            </div>
            <p className="mb-4 text-zinc-300">{step.summary}</p>
            <ul className="space-y-2 text-sm text-zinc-400">
              {step.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <span
                    aria-hidden="true"
                    className="mt-1.5 size-1.5 shrink-0 rounded-full bg-amber-400"
                  />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>

      <QuotesBanner className="mt-12" />

      <div className="mt-12 flex flex-wrap justify-center gap-3">
        {user ? (
          <>
            <Button asChild>
              <Link to="/?tab=community">Go to the community</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/projects">My projects</Link>
            </Button>
          </>
        ) : (
          <>
            <Button asChild>
              <Link to="/auth?tab=signup">Create your free account</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/features">See all features</Link>
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
