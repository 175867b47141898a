/** A user's text as a literal inside a regular expression (for `$regex` queries on indexed fields). */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
