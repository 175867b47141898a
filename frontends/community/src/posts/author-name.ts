import type { CommunityAuthor } from '@filmcollab/contracts/community';
import { TEXTS } from '../community-texts';

/** Spec 02 §8: an unknown author is shown as 'Anonymous'. */
export function authorName(author: CommunityAuthor): string {
  return author.fullName ?? author.username ?? TEXTS.anonymous;
}
