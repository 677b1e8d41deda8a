import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStickyHeader } from '../../../src/elements/shop-header/state/sticky-header';
import { trackFollowedLink } from '../../../src/elements/shop-main-nav/behaviour/nav-tracking';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import {
  GA_EVENTS,
  trackGa,
  type GaEventData,
  type GaEventName,
} from '../../../src/services/ga-events';
import { pushTrackingEntry, trackPromotionClick } from '../../../src/services/tracking';

type Page = { dataLayer?: unknown };
const page = () => window as unknown as Page;
const pushed = () => page().dataLayer as Record<string, unknown>[];

beforeEach(() => {
  delete page().dataLayer;
  forgetPageSingleton('tracking-refusal-reported');
});

afterEach(() => {
  vi.restoreAllMocks();
  delete page().dataLayer;
});

/**
 * The data each documented example is made of. Typed by the catalogue, so an entry whose label
 * changes what it takes fails the typecheck here too.
 */
const EXAMPLES: { [K in GaEventName]: GaEventData<K> } = {
  navigationLinkClicked: [{ title: 'Kaffee', href: '/kaffee' }],
  navigationTeaserClicked: [{ title: 'Neu im Sortiment', href: '/neu' }],
  navigationThemeWorldClicked: [{ title: 'Winterzauber', href: '/tw/winter' }],
  navigationFlyoutOpened: ['Kaffee'],
  searchSubmitted: ['espresso'],
  searchKeywordRedirected: [{ term: 'service', href: '/c/service' }],
  searchSuggestionSelected: ['espresso bohnen'],
  searchProductSelected: ['402312'],
  cartQuantityChanged: [{ target: 'article:402312', quantity: 3 }],
  cartItemRemoved: ['article:402312'],
  cartItemRestored: ['article:402312'],
  countryChosen: ['CH_FR'],
  appBannerClosed: ['android'],
  appBannerFollowed: ['ios-chrome'],
  newsletterSignUpSent: [{ origin: 'onsite', originAddition: 'subsite' }],
  headerBecameSticky: [],
};

const names = Object.keys(GA_EVENTS) as GaEventName[];

function push<K extends GaEventName>(name: K): void {
  trackGa(name, ...EXAMPLES[name]);
}

/** The docs page that lists the pushes for analysts and developers. */
const TRACKING_PAGE = 'docs/developers/Tracking.mdx';

/** The docs page's table rows, between its markers, as cells. */
function documentedRows(): string[][] {
  const page = readFileSync(path.resolve(__dirname, '../../..', TRACKING_PAGE), 'utf8');
  const table = page.split('{/* ga-events:start */}')[1]?.split('{/* ga-events:end */}')[0];
  if (!table) throw new Error(`${TRACKING_PAGE} has no ga-events table`);
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}
const code = (cell: string) => /`([^`]*)`/.exec(cell)?.[1];

describe('the ga_event catalogue', () => {
  it.each(names)('pushes %s as ga_event with its category, action and label', (name) => {
    push(name);
    const { category, action, nonInteraction } = GA_EVENTS[name];
    expect(pushed()).toEqual([
      {
        event: 'ga_event',
        category,
        action,
        label: expect.any(String),
        nonInteraction,
      },
    ]);
  });

  it('gives each shopper action its own category and action', () => {
    const pairs = names.map((name) => `${GA_EVENTS[name].category}/${GA_EVENTS[name].action}`);
    expect(new Set(pairs).size).toBe(names.length);
  });

  it('marks only the sticky header as a non-interaction', () => {
    expect(names.filter((name) => GA_EVENTS[name].nonInteraction)).toEqual(['headerBecameSticky']);
  });

  it('makes labels of the data: a link its title and address, the cart its line', () => {
    push('navigationLinkClicked');
    push('cartQuantityChanged');
    push('headerBecameSticky');
    expect(pushed().map((entry) => entry.label)).toEqual([
      'Kaffee (/kaffee)',
      'article:402312=3',
      '',
    ]);
  });
});

describe('the docs table of ga_event pushes (docs/developers/Tracking.mdx)', () => {
  it('lists every entry of the catalogue once, and nothing else', () => {
    expect(documentedRows().map((row) => code(row[0] ?? ''))).toEqual(names);
  });

  it.each(names)('shows %s as the catalogue pushes it', (name) => {
    const row = documentedRows().find((cells) => code(cells[0] ?? '') === name);
    const [, , category, action, label, nonInteraction] = row ?? [];
    push(name);
    const entry = pushed()[0];
    expect(code(category ?? '')).toBe(entry?.category);
    expect(code(action ?? '')).toBe(entry?.action);
    // The label's first example is the one the data above makes; a fixed empty label has none.
    expect(code(label ?? '') ?? '').toBe(entry?.label);
    expect(nonInteraction).toBe(entry?.nonInteraction ? 'yes' : 'no');
  });
});

describe('the push guard', () => {
  it('given no dataLayer, creates it', () => {
    push('searchSubmitted');
    expect(Array.isArray(page().dataLayer)).toBe(true);
    expect(pushed()).toHaveLength(1);
  });

  it('given a page’s own object with a push (a tag manager’s), uses it as it is', () => {
    const received: unknown[] = [];
    const own = { push: (entry: unknown) => received.push(entry) };
    page().dataLayer = own;
    push('countryChosen');
    expect(page().dataLayer).toBe(own);
    expect(received).toEqual([expect.objectContaining({ event: 'ga_event', label: 'CH_FR' })]);
  });

  const refusing: [string, () => void][] = [
    ['a frozen dataLayer', () => (page().dataLayer = Object.freeze([]))],
    [
      'a dataLayer whose push throws',
      () =>
        (page().dataLayer = Object.assign([], {
          push: () => {
            throw new Error('tag manager broke');
          },
        })),
    ],
    ['a dataLayer without push', () => (page().dataLayer = 'gtm')],
    [
      'a dataLayer the page made read-only and left empty',
      () =>
        Object.defineProperty(window, 'dataLayer', {
          configurable: true,
          get: () => undefined,
        }),
    ],
  ];

  it.each(refusing)('given %s, never throws and logs one console error per page', (_, set) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    set();
    expect(() => {
      push('searchSubmitted');
      push('cartItemRemoved');
      trackPromotionClick({ clickType: 'cta', target: '/c/kaffee', specification: '~header_top' });
    }).not.toThrow();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/dataLayer refused a tracking entry/);
  });

  it('returns the entry it meant to push, also when the dataLayer refused it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    page().dataLayer = Object.freeze([]);
    expect(pushTrackingEntry({ event: 'x' })).toEqual({ event: 'x' });
  });
});

describe('the navigation’s link push', () => {
  const coffee = { title: 'Kaffee', href: '/kaffee' };

  it('given a click the element let through, pushes link click', () => {
    trackFollowedLink({ defaultPrevented: false }, 'navigationLinkClicked', coffee);
    expect(pushed()).toEqual([expect.objectContaining({ label: 'Kaffee (/kaffee)' })]);
  });

  it('given a click the element prevented (the first tap that opens a flyout), pushes nothing', () => {
    trackFollowedLink({ defaultPrevented: true }, 'navigationLinkClicked', coffee);
    expect(page().dataLayer).toBeUndefined();
  });
});

describe('the sticky header’s push', () => {
  const headerHeight = 120;
  function engine() {
    const waiting: (() => void)[] = [];
    const sticky = createStickyHeader({
      headerHeight,
      setTimer: (run) => waiting.push(run),
      clearTimer: () => waiting.splice(0),
    });
    const scroll = (y: number) => {
      sticky.scrolled(y);
      for (const run of waiting.splice(0)) run();
    };
    return scroll;
  }
  const stickyPushes = () =>
    ((page().dataLayer as Record<string, unknown>[] | undefined) ?? []).filter(
      (entry) => entry.action === 'sticky show',
    );

  it('given the header scrolled out of sight, when the page scrolls up past it, pushes sticky show as a non-interaction, each time', () => {
    const scroll = engine();
    scroll(600);
    expect(stickyPushes()).toEqual([]);
    scroll(500);
    scroll(900);
    scroll(800);
    expect(stickyPushes()).toEqual([
      {
        event: 'ga_event',
        category: 'header',
        action: 'sticky show',
        label: '',
        nonInteraction: true,
      },
      expect.objectContaining({ action: 'sticky show' }),
    ]);
  });

  it('given the page scrolls back up to the top at once, pushes nothing: the header is in its place', () => {
    const scroll = engine();
    scroll(600);
    scroll(0);
    expect(stickyPushes()).toEqual([]);
  });
});
