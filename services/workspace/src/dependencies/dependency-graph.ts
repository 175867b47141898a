/** An edge `from → to`: `from` depends on `to`. */
export interface DependencyEdge {
  from: string;
  to: string;
}

/**
 * Whether adding `from → to` would close a loop: true when `to` already reaches `from` (or is
 * `from`). Used for tasks and milestones alike.
 */
export function wouldCreateCycle(
  edges: readonly DependencyEdge[],
  from: string,
  to: string,
): boolean {
  if (from === to) return true;
  const next = new Map<string, string[]>();
  for (const edge of edges) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  const seen = new Set<string>();
  const stack = [to];
  while (stack.length > 0) {
    const node = stack.pop() as string;
    if (node === from) return true;
    if (seen.has(node)) continue;
    seen.add(node);
    stack.push(...(next.get(node) ?? []));
  }
  return false;
}
