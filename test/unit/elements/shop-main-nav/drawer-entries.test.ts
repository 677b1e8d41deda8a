import { describe, expect, it } from 'vitest';
import {
  drawerEntries,
  drawerEntryHref,
  drawerLevelKey,
  drawerSections,
} from '../../../../src/elements/shop-main-nav/state/drawer-entries';
import type { ThemeWorldSections } from '../../../../src/elements/shop-main-nav/state/navigation-model';
import { NAVIGATION } from './navigation-fixture';

const world = (title: string) => ({ title, href: `/tw/${title}`, badges: [], loyaltyCard: false });
const SECTIONS: ThemeWorldSections = [
  { section: 'scout', worlds: [world('Herbst'), world('Winter')] },
  { section: 'new', worlds: [world('Zuhause')] },
];

const keys = (entries: readonly { key: string }[]) => entries.map((entry) => entry.key);

describe('the drawer’s entries', () => {
  it('on the first level, the theme worlds first, then the navigation’s nodes', () => {
    const entries = drawerEntries('root', NAVIGATION, SECTIONS, false);
    expect(keys(entries)).toEqual(['theme-worlds', 'node:0', 'node:1', 'node:2']);
    expect(entries.map(drawerEntryHref)).toEqual([undefined, undefined, '/c/tee', '/c/sale']);
  });

  it('on the first level, no theme worlds entry without theme worlds, and nothing while loading', () => {
    expect(keys(drawerEntries('root', NAVIGATION, [], false))).toEqual([
      'node:0',
      'node:1',
      'node:2',
    ]);
    expect(drawerEntries('root', NAVIGATION, SECTIONS, true)).toEqual([]);
  });

  it('on a node’s level, the link to its own page, then its children', () => {
    const entries = drawerEntries([0], NAVIGATION, SECTIONS, false);
    expect(keys(entries)).toEqual(['all:0', 'node:0.0', 'node:0.1']);
    expect(entries.map(drawerEntryHref)).toEqual(['/c/kaffee', '/c/kaffee/bohnen', undefined]);
  });

  it('on a level the navigation no longer has, none', () => {
    expect(drawerEntries([9], NAVIGATION, SECTIONS, false)).toEqual([]);
  });

  it('on the theme worlds’ level, their links section by section, with keys of their own', () => {
    expect(keys(drawerEntries('theme-worlds', NAVIGATION, SECTIONS, false))).toEqual([
      'world:scout:0',
      'world:scout:1',
      'world:new:0',
    ]);
    const [scout] = drawerSections(SECTIONS);
    expect(scout?.entries.map(drawerEntryHref)).toEqual(['/tw/Herbst', '/tw/Winter']);
  });

  it('names each level by a key that changes exactly with the level', () => {
    expect(drawerLevelKey('root')).toBe('root');
    expect(drawerLevelKey('theme-worlds')).toBe('theme-worlds');
    expect(drawerLevelKey([0, 1])).toBe(drawerLevelKey([0, 1]));
    expect(drawerLevelKey([0, 1])).not.toBe(drawerLevelKey([0]));
  });
});
