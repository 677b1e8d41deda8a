import { describe, expect, it } from 'vitest';
import { ALL_FIT } from '../../../../src/elements/shop-main-nav/state/bar-overflow';
import {
  barEntries,
  moreEntries,
  picturesToPreload,
  shownNavigation,
  themeWorldPictures,
} from '../../../../src/elements/shop-main-nav/state/navigation-model';
import { worldBadges } from '../../../../src/elements/shop-main-nav/state/theme-world-badges';
import type { ThemeWorldView } from '../../../../src/services/navigation/theme-world-answer';
import { NAVIGATION } from './navigation-fixture';

const world = (title: string, extra: Partial<ThemeWorldView> = {}): ThemeWorldView => ({
  title,
  href: `/w/${title}`,
  badges: [],
  loyaltyCard: false,
  ...extra,
});
const SECTIONS = [
  {
    section: 'new' as const,
    worlds: [world('a', { image: '/a.jpg', desktopImage: '/a-wide.jpg' })],
  },
  {
    section: 'more' as const,
    worlds: [world('b', { image: '/b.jpg' }), world('c'), world('d'), world('e')],
  },
];
const loaded = <T>(value: T) => ({ status: 'loaded' as const, value });
const loading = { status: 'loading' as const };

describe('what the navigation shows of its answers', () => {
  it('given both answers but not yet ready, it shows nothing and the drawer waits', () => {
    const shown = shownNavigation(loaded(NAVIGATION), loaded({ sections: SECTIONS }), false);
    expect(shown.items).toEqual([]);
    expect(shown.sections).toEqual([]);
    expect(shown.loading).toBe(false);
    expect(shown.drawerLoading).toBe(true);
  });

  it('given both answers and ready, it shows both', () => {
    const shown = shownNavigation(loaded(NAVIGATION), loaded({ sections: SECTIONS }), true);
    expect(shown.items).toBe(NAVIGATION);
    expect(shown.sections).toBe(SECTIONS);
    expect(shown.drawerLoading).toBe(false);
  });

  it('given one answer hanging past the wait limit, it shows the other and is still loading', () => {
    const shown = shownNavigation(loaded(NAVIGATION), loading, true);
    expect(shown.items).toBe(NAVIGATION);
    expect(shown.sections).toEqual([]);
    expect(shown.loading).toBe(true);
    expect(shown.drawerLoading).toBe(false);
  });

  it('given one answer empty and the other hanging, the drawer still waits', () => {
    expect(shownNavigation(loaded([]), loading, true).drawerLoading).toBe(true);
  });
});

describe('the bar’s entries', () => {
  it('given the current page below an item, it marks the item as holding it', () => {
    const [coffee, tea] = barEntries(NAVIGATION, [0, 1, 1]);
    expect(coffee).toMatchObject({ key: '0:/c/kaffee', holdsCurrent: true, current: false });
    expect(coffee?.openingTrail).toEqual([1]);
    expect(coffee?.currentTrail).toEqual([1, 1]);
    expect(tea).toMatchObject({ holdsCurrent: false, current: false, currentTrail: undefined });
    expect(tea?.openingTrail).toEqual([]);
  });

  it('given the current page is an item’s own, it marks the item current', () => {
    expect(barEntries(NAVIGATION, [1])[1]).toMatchObject({ current: true, holdsCurrent: true });
  });

  it('given an item with neither children nor teaser, it has no flyout', () => {
    expect(barEntries(NAVIGATION, undefined).map((entry) => entry.hasFlyout)).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('given a teaser, it fetches its first row of pictures ahead', () => {
    const sale = barEntries(NAVIGATION, undefined)[2];
    expect(picturesToPreload(sale?.firstPictures ?? [], false)).toEqual([
      '/a.jpg',
      '',
      '/c.jpg',
      '/d.jpg',
    ]);
  });
});

describe('the "more" item’s entries', () => {
  const entries = barEntries(NAVIGATION, [2]);

  it('given every item fits, it lists none', () => {
    expect(moreEntries(entries, ALL_FIT)).toEqual([]);
  });

  it('given one item fits, it lists the others in their order, the current page marked', () => {
    expect(moreEntries(entries, 1)).toEqual([
      {
        key: '1:/c/tee',
        title: 'Tee',
        href: '/c/tee',
        target: '_self',
        current: false,
        holdsCurrent: false,
      },
      {
        key: '2:/c/sale',
        title: 'Sale',
        href: '/c/sale',
        target: '_blank',
        current: true,
        holdsCurrent: true,
      },
    ]);
  });
});

describe('the theme worlds', () => {
  it('given a wide screen, it fetches the wide pictures ahead, else the phone’s', () => {
    const pictures = themeWorldPictures(SECTIONS);
    expect(pictures).toHaveLength(4);
    expect(picturesToPreload(pictures, true)).toEqual(['/a-wide.jpg', '/b.jpg', '', '']);
    expect(picturesToPreload(pictures, false)).toEqual(['/a.jpg', '/b.jpg', '', '']);
  });

  it('given badges its availability or loyalty flag already say, it shows them once', () => {
    const shown = worldBadges(
      world('x', {
        badges: ['Neu', 'Neu', 'Nur online', 'Kundenkarte'],
        availability: 'Nur online',
        loyaltyCard: true,
      }),
      'Kundenkarte',
    );
    expect(shown).toEqual(['Neu']);
  });
});
