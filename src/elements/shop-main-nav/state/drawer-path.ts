/**
 * Where the shopper is in the drawer (header-and-cart §4 "Drill-down node"): its first level,
 * the theme worlds, or a node by its trail. A level with children drills down, "back" goes up,
 * and the drawer opens on the level of the current page. Framework-free.
 */
import type { NavigationItem } from '../../../services/navigation/navigation-answer';
import { nodesAlong, type Trail } from './trail';

export type DrawerLevel = 'root' | 'theme-worlds' | Trail;

export const isNodeLevel = (level: DrawerLevel): level is Trail => Array.isArray(level);

export interface DrawerPath {
  level: DrawerLevel;
  /** The current page's trail the path last followed (it arrives with the navigation). */
  currentTrail: Trail | undefined;
}

export type DrawerPathAction =
  | { type: 'drill'; trail: Trail }
  | { type: 'theme-worlds' }
  | { type: 'back' }
  /** The current page's trail, as the navigation gives it now. */
  | { type: 'current-trail'; trail: Trail | undefined };

/** The level a drawer opens on: the one that lists the current page's node. */
export function openingLevel(currentTrail: Trail | undefined): DrawerLevel {
  return currentTrail && currentTrail.length > 1 ? currentTrail.slice(0, -1) : 'root';
}

export function openDrawerPath(currentTrail: Trail | undefined): DrawerPath {
  return { level: openingLevel(currentTrail), currentTrail };
}

export function drawerPathReducer(path: DrawerPath, action: DrawerPathAction): DrawerPath {
  switch (action.type) {
    case 'drill':
      return { ...path, level: action.trail };
    case 'theme-worlds':
      return { ...path, level: 'theme-worlds' };
    case 'back': {
      const { level } = path;
      return {
        ...path,
        level: isNodeLevel(level) && level.length > 1 ? level.slice(0, -1) : 'root',
      };
    }
    case 'current-trail': {
      if (action.trail === path.currentTrail) return path;
      // Opened before the navigation arrived: once it has, the drawer goes to the current
      // page's level, unless the shopper has moved meanwhile.
      const waited = path.currentTrail === undefined && path.level === 'root';
      return {
        level: waited ? openingLevel(action.trail) : path.level,
        currentTrail: action.trail,
      };
    }
  }
}

/** The node whose level the drawer shows, if it shows a node's. */
export function drawerNode(
  items: readonly NavigationItem[],
  level: DrawerLevel,
): NavigationItem | undefined {
  return isNodeLevel(level) ? nodesAlong(items, level).at(-1) : undefined;
}
