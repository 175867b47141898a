/** Both orderings of two users give the same key: the connection (or pending request) between them. */
export function connectionPairKey(userId: string, otherUserId: string): string {
  const [first, second] = [userId, otherUserId].sort();
  return `${first}|${second}`;
}
