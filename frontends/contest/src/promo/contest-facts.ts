import {
  CONTEST_CATEGORY_AWARD_USD,
  CONTEST_CREW_MAX,
  CONTEST_ENTRY_FEE_USD,
  CONTEST_GRAND_PRIZE_USD,
  CONTEST_TEAM_CAPACITY,
} from '@filmcollab/contracts';

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** Spec 02 contest facts, in the order the promo shows them. */
export const CONTEST_FACTS = [
  'One room, one scene, six minutes',
  `Crew up to ${CONTEST_CREW_MAX}`,
  `Grand prize ${usd(CONTEST_GRAND_PRIZE_USD)}`,
  `Category awards ${usd(CONTEST_CATEGORY_AWARD_USD)} each`,
  `Entry fee ${usd(CONTEST_ENTRY_FEE_USD)}`,
  `Capacity ${CONTEST_TEAM_CAPACITY} teams`,
  'Monthly contests',
  'Judges plus community voting',
] as const;

export const PRIZE_TILES = [
  { title: 'Grand Prize', amount: usd(CONTEST_GRAND_PRIZE_USD), text: 'The best film of the month.' },
  { title: 'Category Awards', amount: `${usd(CONTEST_CATEGORY_AWARD_USD)} each`, text: 'Best story, craft and performance.' },
  { title: 'Community Choice', amount: 'Featured', text: 'The audience favourite is featured on the hub.' },
] as const;
