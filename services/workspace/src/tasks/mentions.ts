import type { WorkspacePerson } from '@filmcollab/contracts';

const MENTION = /(^|[^\w@])@([\p{L}\p{N}_.-]{2,40})/gu;

/**
 * The members an `@name` in a comment points at (spec 03 §5): a member whose username is the name
 * (case-insensitive), otherwise members whose full name contains it (`@ada` or `@ada_lovelace`,
 * underscores and dots read as spaces).
 */
export function resolveMentions(text: string, members: readonly WorkspacePerson[]): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    const name = match[2].replace(/[.-]+$/, '').toLowerCase();
    const byUsername = members.find((m) => m.username?.toLowerCase() === name);
    if (byUsername) {
      found.add(byUsername.id);
      continue;
    }
    const words = name.replace(/[_.]+/g, ' ').trim();
    if (words.length < 2) continue;
    for (const member of members) {
      if (member.fullName?.toLowerCase().includes(words)) found.add(member.id);
    }
  }
  return [...found];
}
