import { Button } from '@filmcollab/ui';
import { useAuth } from '@filmcollab/web-kit';
import { Link } from 'react-router';
import { PageHero } from '../PageHero';
import { TIER_FEATURES, TIERS } from './feature-tiers';
import { TierMark } from './TierMark';

const TIER_BLURBS = {
  Basic: 'Everything you need to build your profile, meet collaborators and make films together.',
  Premium: 'Everything in Basic, plus tools to publish, fund and promote your work.',
} as const;

/** `/features`: the feature list in two tiers, Basic and Premium (public). */
export function FeaturesPage() {
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <PageHero eyebrow="Features" title="Tools for every stage of your film">
        FilmCollab comes in two tiers. Basic covers collaboration from first contact to final cut;
        Premium adds publishing, funding and visibility.
      </PageHero>

      <div className="mb-8 grid gap-4 sm:grid-cols-2">
        {TIERS.map((tier) => (
          <div
            key={tier}
            className={
              tier === 'Premium'
                ? 'rounded-xl border border-amber-500/50 bg-gradient-to-br from-amber-500/10 to-zinc-900 p-6'
                : 'rounded-xl border border-zinc-800 bg-zinc-900/70 p-6'
            }
          >
            <h2 className="mb-2 text-2xl font-bold text-zinc-50">{tier}</h2>
            <p className="text-sm text-zinc-400">{TIER_BLURBS[tier]}</p>
            <p className="mt-3 text-xs text-zinc-400">
              {TIER_FEATURES.filter((f) => f.tiers.includes(tier)).length} features included
            </p>
          </div>
        ))}
      </div>

      <div className="overflow-x-auto rounded-xl border border-zinc-800">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Features included in the Basic and Premium tiers</caption>
          <thead className="bg-zinc-900 text-xs tracking-wider text-zinc-400 uppercase">
            <tr>
              <th scope="col" className="px-5 py-4 font-semibold">
                Feature
              </th>
              {TIERS.map((tier) => (
                <th key={tier} scope="col" className="w-32 px-5 py-4 text-center font-semibold">
                  {tier}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-800">
            {TIER_FEATURES.map((feature) => (
              <tr key={feature.name} className="bg-zinc-950 hover:bg-zinc-900/60">
                <th scope="row" className="px-5 py-4 font-normal">
                  <span className="block font-medium text-zinc-100">{feature.name}</span>
                  <span className="block text-zinc-400">{feature.description}</span>
                </th>
                {TIERS.map((tier) => (
                  <td key={tier} className="px-5 py-4 text-center">
                    <TierMark included={feature.tiers.includes(tier)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {!user && (
        <div className="mt-10 text-center">
          <Button asChild>
            <Link to="/auth?tab=signup">Join FilmCollab</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
