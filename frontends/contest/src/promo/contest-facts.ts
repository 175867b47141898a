import {
  CONTEST_CATEGORY_AWARD_USD,
  CONTEST_GRAND_PRIZE_USD,
  usdText,
} from '@filmcollab/contracts/contest';

export const PRIZE_TILES = [
  {
    title: 'Grand Prize',
    amount: usdText(CONTEST_GRAND_PRIZE_USD),
    text: 'The best film of the month.',
  },
  {
    title: 'Category Awards',
    amount: `${usdText(CONTEST_CATEGORY_AWARD_USD)} each`,
    text: 'Best story, craft and performance.',
  },
  {
    title: 'Community Choice',
    amount: 'Featured',
    text: 'The audience favourite is featured on the hub.',
  },
] as const;
