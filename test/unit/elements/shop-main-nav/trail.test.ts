import { describe, expect, it } from 'vitest';
import { trailTo, pathOf } from '../../../../src/elements/shop-main-nav/state/current-path';
import {
  leadsTowards,
  nodesAlong,
  sameTrail,
} from '../../../../src/elements/shop-main-nav/state/trail';
import { NAVIGATION } from './navigation-fixture';

describe('the current page’s trail', () => {
  it('given a page below the bar, it leads from the bar down to its node', () => {
    expect(trailTo(NAVIGATION, '/c/kaffee/kapseln/vorrat')).toEqual([0, 1, 1]);
  });

  it('given a trailing slash or a query, it still finds the node', () => {
    expect(trailTo(NAVIGATION, '/c/kaffee/bohnen/')).toEqual([0, 0]);
    expect(trailTo(NAVIGATION, '/c/tee?sort=price')).toEqual([1]);
  });

  it('given a page the navigation does not hold, or no page, it has none', () => {
    expect(trailTo(NAVIGATION, '/c/unbekannt')).toBeUndefined();
    expect(trailTo(NAVIGATION, '')).toBeUndefined();
  });

  it('given an address on another site than the page, it never matches', () => {
    expect(pathOf('https://other.example/c/tee', 'https://shop.example')).toBe('');
    expect(pathOf('https://shop.example/c/tee/', 'https://shop.example')).toBe('/c/tee');
    expect(trailTo(NAVIGATION, 'https://other.example/c/tee', 'https://shop.example')).toBe(
      undefined,
    );
  });

  it('given no page origin (the server), any origin matches', () => {
    expect(pathOf('https://other.example/c/tee')).toBe('/c/tee');
  });
});

describe('trails', () => {
  it('given the same positions, they are the same trail; a missing trail is none', () => {
    expect(sameTrail([0, 1], [0, 1])).toBe(true);
    expect(sameTrail([0, 1], [0])).toBe(false);
    expect(sameTrail(undefined, [])).toBe(false);
  });

  it('given a trail to the node or above it, it leads towards the node', () => {
    expect(leadsTowards([0, 1], [0, 1, 1])).toBe(true);
    expect(leadsTowards([0, 1, 1], [0, 1, 1])).toBe(true);
    expect(leadsTowards([0, 0], [0, 1, 1])).toBe(false);
    expect(leadsTowards([0, 1, 1, 0], [0, 1, 1])).toBe(false);
    expect(leadsTowards([0], undefined)).toBe(false);
  });

  it('given a trail past the navigation’s end, it stops at the last node it found', () => {
    expect(nodesAlong(NAVIGATION, [0, 1]).map((node) => node.title)).toEqual(['Kaffee', 'Kapseln']);
    expect(nodesAlong(NAVIGATION, [0, 7, 0]).map((node) => node.title)).toEqual(['Kaffee']);
  });
});
