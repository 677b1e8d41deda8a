/**
 * A trail: the positions that lead from a list of navigation nodes down to one node (`[2, 0]` is
 * the first child of the third node). The bar, the flyouts and the drawer all find the current
 * page and the shopper's drill-down level this way. Framework-free.
 */
import type { NavigationItem } from '../../../services/navigation/navigation-answer';

export type Trail = readonly number[];

/** Both trails lead to the same node. */
export function sameTrail(a: Trail | undefined, b: Trail): boolean {
  return a !== undefined && a.length === b.length && a.every((value, index) => value === b[index]);
}

/** `trail` leads to `target` or to one of the nodes above it. */
export function leadsTowards(trail: Trail, target: Trail | undefined): boolean {
  return (
    target !== undefined &&
    target.length >= trail.length &&
    trail.every((value, index) => target[index] === value)
  );
}

/**
 * The nodes a trail passes through, from `nodes` down; it stops where a position names no node
 * (the navigation changed under a kept trail).
 */
export function nodesAlong(nodes: readonly NavigationItem[], trail: Trail): NavigationItem[] {
  const passed: NavigationItem[] = [];
  let level = nodes;
  for (const index of trail) {
    const node = level[index];
    if (!node) break;
    passed.push(node);
    level = node.children;
  }
  return passed;
}
