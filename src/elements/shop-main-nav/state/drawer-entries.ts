/**
 * The entries the drawer's level shows, in their order (header-and-cart §4 "Drill-down node"):
 * on the first level the theme worlds and the navigation's nodes, on a node's level the link to
 * its own page and its children, on the theme worlds' level their links section by section.
 * Each entry has a key of its own among all levels, so focus and React tell them apart when the
 * level changes. Framework-free.
 */
import type { NavigationItem } from '../../../services/navigation/navigation-answer';
import type { ThemeWorldView } from '../../../services/navigation/theme-world-answer';
import { drawerNode, isNodeLevel, type DrawerLevel } from './drawer-path';
import type { ThemeWorldSections } from './navigation-model';
import type { Trail } from './trail';

type ThemeWorldSection = ThemeWorldSections[number]['section'];

export type DrawerEntry =
  /** The first level's way to the theme worlds' level. */
  | { kind: 'theme-worlds'; key: string }
  /** A node's level: the link to the node's own page. */
  | { kind: 'all'; key: string; node: NavigationItem; trail: Trail }
  /** A node of the level: with children it opens their level, else it links to its page. */
  | { kind: 'node'; key: string; node: NavigationItem; trail: Trail }
  | { kind: 'theme-world'; key: string; world: ThemeWorldView };

/** The theme worlds' level: its entries under their sections' headings. */
export interface DrawerSection {
  section: ThemeWorldSection;
  entries: readonly DrawerEntry[];
}

/** A node with children opens their level rather than linking to its page. */
export const drillsDown = (node: NavigationItem) => node.children.length > 0;

function nodeEntries(nodes: readonly NavigationItem[], trail: Trail): DrawerEntry[] {
  return nodes.map((node, index) => {
    const nodeTrail = [...trail, index];
    return { kind: 'node', key: `node:${nodeTrail.join('.')}`, node, trail: nodeTrail };
  });
}

/** The theme worlds' level, section by section. */
export function drawerSections(sections: ThemeWorldSections): DrawerSection[] {
  return sections.map(({ section, worlds }) => ({
    section,
    entries: worlds.map((world, index) => ({
      kind: 'theme-world',
      key: `world:${section}:${index}`,
      world,
    })),
  }));
}

/** The entries of `level` in the order they show; none on the first level while it loads. */
export function drawerEntries(
  level: DrawerLevel,
  items: readonly NavigationItem[],
  sections: ThemeWorldSections,
  loading: boolean,
): DrawerEntry[] {
  if (level === 'theme-worlds') return drawerSections(sections).flatMap(({ entries }) => entries);
  if (isNodeLevel(level)) {
    const node = drawerNode(items, level);
    if (!node) return [];
    return [
      { kind: 'all', key: `all:${level.join('.')}`, node, trail: level },
      ...nodeEntries(node.children, level),
    ];
  }
  if (loading) return [];
  const themeWorlds: DrawerEntry[] =
    sections.length > 0 ? [{ kind: 'theme-worlds', key: 'theme-worlds' }] : [];
  return [...themeWorlds, ...nodeEntries(items, [])];
}

/** The entry's address: a link has one, an entry that opens a level (a button) none. */
export function drawerEntryHref(entry: DrawerEntry): string | undefined {
  switch (entry.kind) {
    case 'theme-worlds':
      return undefined;
    case 'theme-world':
      return entry.world.href;
    case 'all':
      return entry.node.href;
    case 'node':
      return drillsDown(entry.node) ? undefined : entry.node.href;
  }
}

/** A key for the level itself: it changes exactly when the drawer shows another level. */
export const drawerLevelKey = (level: DrawerLevel) =>
  isNodeLevel(level) ? `node:${level.join('.')}` : level;
