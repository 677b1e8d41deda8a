import { describe, expect, it } from 'vitest';
import {
  drawerNode,
  drawerPathReducer,
  openDrawerPath,
  type DrawerPath,
  type DrawerPathAction,
} from '../../../../src/elements/shop-main-nav/state/drawer-path';
import { NAVIGATION } from './navigation-fixture';

const after = (path: DrawerPath, ...actions: DrawerPathAction[]) =>
  actions.reduce(drawerPathReducer, path);

describe('the drawer’s drill path', () => {
  it('given a current page below the bar, it opens on the level that lists it', () => {
    expect(openDrawerPath([0, 1, 1]).level).toEqual([0, 1]);
  });

  it('given a current page in the bar, or none, it opens on the first level', () => {
    expect(openDrawerPath([1]).level).toBe('root');
    expect(openDrawerPath(undefined).level).toBe('root');
  });

  it('when the shopper drills down and goes back, it walks the levels up to the first', () => {
    const path = after(openDrawerPath(undefined), { type: 'drill', trail: [0] });
    expect(path.level).toEqual([0]);
    const deeper = after(path, { type: 'drill', trail: [0, 1] });
    expect(after(deeper, { type: 'back' }).level).toEqual([0]);
    expect(after(deeper, { type: 'back' }, { type: 'back' }).level).toBe('root');
  });

  it('when the shopper goes back from the theme worlds, it shows the first level', () => {
    const path = after(openDrawerPath(undefined), { type: 'theme-worlds' });
    expect(path.level).toBe('theme-worlds');
    expect(after(path, { type: 'back' }).level).toBe('root');
  });

  it('given the navigation arrives while open, it goes to the current page’s level', () => {
    const path = after(openDrawerPath(undefined), { type: 'current-trail', trail: [0, 1, 0] });
    expect(path.level).toEqual([0, 1]);
  });

  it('given the shopper moved before the navigation arrived, it stays where the shopper is', () => {
    const path = after(
      openDrawerPath(undefined),
      { type: 'theme-worlds' },
      { type: 'current-trail', trail: [0, 1, 0] },
    );
    expect(path.level).toBe('theme-worlds');
  });

  it('given the same trail again, it keeps the very same path', () => {
    const trail = [0, 1];
    const path = openDrawerPath(trail);
    expect(drawerPathReducer(path, { type: 'current-trail', trail })).toBe(path);
  });

  it('given a node’s level, it names the node; the first level has none', () => {
    expect(drawerNode(NAVIGATION, [0, 1])?.title).toBe('Kapseln');
    expect(drawerNode(NAVIGATION, 'root')).toBeUndefined();
    expect(drawerNode(NAVIGATION, 'theme-worlds')).toBeUndefined();
  });
});
