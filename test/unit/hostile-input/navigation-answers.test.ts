/**
 * Issue 17: the navigation and theme-world answers, read as the bar and its flyouts get them,
 * with script in every text, unsafe addresses in every address, arrays where objects belong,
 * nulls everywhere and 10 kB strings. What the shopper gets: what can be shown, as text; what
 * the developer gets: one console warning per answer that needed anything left out.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  readNavigationAnswer,
  type NavigationItem,
} from '../../../src/services/navigation/navigation-answer';
import {
  readThemeWorldAnswer,
  type ThemeWorldNavigation,
} from '../../../src/services/navigation/theme-world-answer';
import {
  LONG_PATH,
  LONG_TEXT,
  NOT_STRINGS,
  PAGE_ADDRESSES,
  TEXT_PAYLOADS,
  UNSAFE_ADDRESSES,
  allPaths,
  asLine,
  getAt,
  nullsEverywhere,
  objectPaths,
  objectsAsArrays,
  pathName,
  setAt,
} from './answer-fields';

type Path = readonly (string | number)[];

/** Leaves out what `path` points at: an entry of a list, or a field. */
function without(answer: unknown, path: Path): unknown {
  const copy = structuredClone(answer);
  const parent = getAt(copy, path.slice(0, -1));
  const key = path.at(-1)!;
  if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else Reflect.deleteProperty(parent as object, key);
  return copy;
}

/** `answer` with `value` at `path` (the whole answer for the empty path). */
function spoiled(answer: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(answer);
  setAt(copy, path, value);
  return copy;
}

// ---------------------------------------------------------------------------------------------
// The navigation

/** Three levels with a teaser: every field a node can have. */
const NAVIGATION = [
  {
    title: 'Kaffee',
    href: '/c/kaffee',
    target: '_self',
    children: [
      {
        title: 'Kaffeebohnen',
        href: '/c/kaffee/bohnen',
        children: [{ title: 'Espresso', href: '/c/kaffee/bohnen/espresso', target: '_blank' }],
      },
      { title: 'Kapseln', href: '/c/kaffee/kapseln' },
    ],
    teaser: {
      title: 'Neu im Sortiment',
      entries: [
        { link: '/c/kaffee/neu', image: { src: '/img/neu.jpg' }, title: 'Neuheiten' },
        { link: '/c/kaffee/bio', image: { src: '/img/bio.jpg' }, title: 'Bio-Kaffee' },
      ],
    },
  },
  { title: 'Wohnen', href: '/c/wohnen', children: [] },
];

const navigationAnswer = () => structuredClone(NAVIGATION) as unknown;

function readNavigation(body: unknown) {
  const warn = vi.fn<(message: string) => void>();
  let items: NavigationItem[] = [];
  expect(() => (items = readNavigationAnswer(body, warn))).not.toThrow();
  return { items, warn };
}

/** Where each text of a node is in the answer, and where the reader puts it. */
const NAVIGATION_TEXTS: readonly { field: string; path: Path; read: Path }[] = [
  { field: 'a top-level title', path: [0, 'title'], read: [0, 'title'] },
  {
    field: 'a second-level title',
    path: [0, 'children', 0, 'title'],
    read: [0, 'children', 0, 'title'],
  },
  {
    field: 'a third-level title',
    path: [0, 'children', 0, 'children', 0, 'title'],
    read: [0, 'children', 0, 'children', 0, 'title'],
  },
  { field: 'the teaser’s title', path: [0, 'teaser', 'title'], read: [0, 'teaser', 'title'] },
  {
    field: 'a teaser entry’s title',
    path: [0, 'teaser', 'entries', 0, 'title'],
    read: [0, 'teaser', 'entries', 0, 'title'],
  },
];

/** Where each address of a node is, what goes when it is unsafe, and where the reader puts it. */
const NAVIGATION_ADDRESSES: readonly { field: string; path: Path; dropped: Path; read: Path }[] = [
  { field: 'a top-level node’s href', path: [0, 'href'], dropped: [0], read: [0, 'href'] },
  {
    field: 'a second-level node’s href',
    path: [0, 'children', 0, 'href'],
    dropped: [0, 'children', 0],
    read: [0, 'children', 0, 'href'],
  },
  {
    field: 'a third-level node’s href',
    path: [0, 'children', 0, 'children', 0, 'href'],
    dropped: [0, 'children', 0, 'children', 0],
    read: [0, 'children', 0, 'children', 0, 'href'],
  },
  {
    field: 'a teaser entry’s link',
    path: [0, 'teaser', 'entries', 0, 'link'],
    dropped: [0, 'teaser', 'entries', 0],
    read: [0, 'teaser', 'entries', 0, 'href'],
  },
  {
    field: 'a teaser entry’s picture',
    path: [0, 'teaser', 'entries', 0, 'image', 'src'],
    dropped: [0, 'teaser', 'entries', 0, 'image'],
    read: [0, 'teaser', 'entries', 0, 'imageSrc'],
  },
];

describe('hostile input › the navigation answer', () => {
  it('given the answer as the service should send it › it reads every node without a warning', () => {
    const { items, warn } = readNavigation(navigationAnswer());
    expect(items.map((item) => item.title)).toEqual(['Kaffee', 'Wohnen']);
    expect(items[0]?.teaser?.entries[0]).toEqual({
      href: '/c/kaffee/neu',
      title: 'Neuheiten',
      imageSrc: '/img/neu.jpg',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  describe.each(NAVIGATION_TEXTS)('given script in $field', ({ path, read }) => {
    it.each(TEXT_PAYLOADS)('given %j › it keeps it as the text it is', (payload) => {
      const { items, warn } = readNavigation(spoiled(navigationAnswer(), path, payload));
      expect(getAt(items, read)).toBe(asLine(payload));
      expect(warn).not.toHaveBeenCalled();
    });

    it('given 10 kB of it › it keeps the text, white space collapsed', () => {
      const { items } = readNavigation(spoiled(navigationAnswer(), path, LONG_TEXT));
      expect(getAt(items, read)).toBe(asLine(LONG_TEXT));
    });
  });

  describe.each(NAVIGATION_ADDRESSES)('given an unsafe address in $field', ({ path, dropped }) => {
    it.each(UNSAFE_ADDRESSES)(
      'given %j › it leaves that out, keeps everything else and warns once',
      (url) => {
        const { items, warn } = readNavigation(spoiled(navigationAnswer(), path, url));
        expect(items).toEqual(readNavigationAnswer(without(navigationAnswer(), dropped), vi.fn()));
        expect(JSON.stringify(items)).not.toContain(JSON.stringify(url).slice(1, -1));
        expect(warn).toHaveBeenCalledOnce();
        expect(warn.mock.calls[0]?.[0]).toMatch(/left out/);
      },
    );

    it.each([...PAGE_ADDRESSES, LONG_PATH])('given %j instead › it keeps it as given', (url) => {
      const { items, warn } = readNavigation(spoiled(navigationAnswer(), path, url));
      expect(getAt(items, NAVIGATION_ADDRESSES.find((entry) => entry.path === path)!.read)).toBe(
        url,
      );
      expect(warn).not.toHaveBeenCalled();
    });
  });

  describe.each(objectPaths(NAVIGATION).map((path) => [pathName(path), path] as const))(
    'given a list where the object %s belongs',
    (_name, path) => {
      it('it reads the answer as if that object were missing, and warns at most once', () => {
        const answer = navigationAnswer();
        const { items, warn } = readNavigation(
          spoiled(answer, path, objectsAsArrays(getAt(answer, path))),
        );
        expect(items).toEqual(readNavigationAnswer(without(answer, path), vi.fn()));
        expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
      });
    },
  );

  describe.each(allPaths(NAVIGATION).map((path) => [pathName(path), path] as const))(
    'given null at %s',
    (_name, path) => {
      it('it reads the answer as if that were missing, and warns at most once', () => {
        const { items, warn } = readNavigation(spoiled(navigationAnswer(), path, null));
        expect(items).toEqual(readNavigationAnswer(without(navigationAnswer(), path), vi.fn()));
        expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
      });
    },
  );

  describe.each(NOT_STRINGS)('given %s as every title and address', (_kind, value) => {
    it('it shows no node and warns once', () => {
      let answer = navigationAnswer();
      for (const path of allPaths(NAVIGATION).filter((candidate) =>
        ['title', 'href', 'link', 'src'].includes(String(candidate.at(-1))),
      ))
        answer = spoiled(answer, path, value);
      const { items, warn } = readNavigation(answer);
      expect(items).toEqual([]);
      expect(warn).toHaveBeenCalledOnce();
    });
  });

  it.each([
    ['nulls everywhere', nullsEverywhere(NAVIGATION)],
    ['a list of lists', objectsAsArrays(NAVIGATION)],
    ['null', null],
    ['an object', { navigation: NAVIGATION }],
    ['a text', JSON.stringify(NAVIGATION)],
  ])('given %s as the whole answer › it shows no node and warns once', (_kind, body) => {
    const { items, warn } = readNavigation(body);
    expect(items).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });
});

// ---------------------------------------------------------------------------------------------
// The theme worlds

const world = (title: string, slug: string, extra: Record<string, unknown> = {}) => ({
  url: `/c/${slug}`,
  imgUrl: `/img/${slug}.jpg`,
  desktopImg: `/img/${slug}-desktop.jpg`,
  title,
  availability: 'ONLINE_ONLY',
  badges: ['NEW', 'SALE'],
  loyaltyCard: false,
  endDate: '2026-11-30T23:00:00.000Z',
  ...extra,
});

/** Every section and every field a world can have. */
const THEME_WORLDS = {
  sections: {
    scout: [world('Herbstzauber', 'herbst'), world('Kaffeegenuss', 'kaffee')],
    new: [world('Wohnen im Norden', 'norden', { loyaltyCard: true })],
    more: [world('Backen', 'backen', { badges: [] })],
    lastChance: [
      world('Strick', 'strick', {
        endDateText: 'bis 30.11.',
        onlyXDaysLeftText: 'nur noch 3 Tage',
      }),
    ],
  },
  badgeLabels: { NEW: 'Neu', SALE: 'Sale' },
  availabilityLabels: { ONLINE_ONLY: 'Nur online' },
};

const themeWorldAnswer = () => structuredClone(THEME_WORLDS) as unknown;

function readWorlds(body: unknown) {
  const warn = vi.fn<(message: string) => void>();
  let read: ThemeWorldNavigation = { sections: [] };
  expect(() => (read = readThemeWorldAnswer(body, warn))).not.toThrow();
  return { read, warn };
}

/** The first world of `section` as read. */
const readWorld = (read: ThemeWorldNavigation, section = 'scout', index = 0) =>
  read.sections.find((entry) => entry.section === section)?.worlds[index];

const THEME_WORLD_TEXTS: readonly {
  field: string;
  path: Path;
  read: (read: ThemeWorldNavigation) => unknown;
}[] = [
  {
    field: 'a world’s title',
    path: ['sections', 'scout', 0, 'title'],
    read: (r) => readWorld(r)?.title,
  },
  {
    field: 'a world’s end date text',
    path: ['sections', 'lastChance', 0, 'endDateText'],
    read: (r) => readWorld(r, 'lastChance')?.endDateText,
  },
  {
    field: 'a world’s days-left text',
    path: ['sections', 'lastChance', 0, 'onlyXDaysLeftText'],
    read: (r) => readWorld(r, 'lastChance')?.onlyXDaysLeftText,
  },
  { field: 'a badge label', path: ['badgeLabels', 'NEW'], read: (r) => readWorld(r)?.badges[0] },
  {
    field: 'an availability label',
    path: ['availabilityLabels', 'ONLINE_ONLY'],
    read: (r) => readWorld(r)?.availability,
  },
];

const THEME_WORLD_ADDRESSES: readonly {
  field: string;
  path: Path;
  dropped: Path;
  read: (read: ThemeWorldNavigation) => unknown;
}[] = [
  {
    field: 'a world’s address',
    path: ['sections', 'scout', 0, 'url'],
    dropped: ['sections', 'scout', 0],
    read: (r) => readWorld(r)?.href,
  },
  {
    field: 'a world’s picture',
    path: ['sections', 'scout', 0, 'imgUrl'],
    dropped: ['sections', 'scout', 0, 'imgUrl'],
    read: (r) => readWorld(r)?.image,
  },
  {
    field: 'a world’s desktop picture',
    path: ['sections', 'scout', 0, 'desktopImg'],
    dropped: ['sections', 'scout', 0, 'desktopImg'],
    read: (r) => readWorld(r)?.desktopImage,
  },
];

describe('hostile input › the theme-world answer', () => {
  it('given the answer as the service should send it › it reads every world without a warning', () => {
    const { read, warn } = readWorlds(themeWorldAnswer());
    expect(read.sections.map((entry) => entry.section)).toEqual([
      'scout',
      'new',
      'more',
      'lastChance',
    ]);
    expect(readWorld(read)).toMatchObject({
      href: '/c/herbst',
      image: '/img/herbst.jpg',
      badges: ['Neu', 'Sale'],
      availability: 'Nur online',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  describe.each(THEME_WORLD_TEXTS)('given script in $field', ({ path, read }) => {
    it.each(TEXT_PAYLOADS)('given %j › it keeps it as the text it is', (payload) => {
      const { read: worlds, warn } = readWorlds(spoiled(themeWorldAnswer(), path, payload));
      expect(read(worlds)).toBe(asLine(payload));
      expect(warn).not.toHaveBeenCalled();
    });

    it('given 10 kB of it › it keeps the text, white space collapsed', () => {
      const { read: worlds } = readWorlds(spoiled(themeWorldAnswer(), path, LONG_TEXT));
      expect(read(worlds)).toBe(asLine(LONG_TEXT));
    });
  });

  describe.each([
    ['a world’s badge key', ['sections', 'scout', 0, 'badges', 0]],
    ['a world’s availability key', ['sections', 'scout', 0, 'availability']],
  ] as const)('given script in %s', (_field, path) => {
    it.each(TEXT_PAYLOADS)('given %j › it shows no label for it and warns once', (payload) => {
      const { read, warn } = readWorlds(spoiled(themeWorldAnswer(), path, payload));
      expect(readWorlds(without(themeWorldAnswer(), path)).read).toEqual(read);
      expect(warn).toHaveBeenCalledOnce();
    });
  });

  describe.each(THEME_WORLD_ADDRESSES)(
    'given an unsafe address in $field',
    ({ path, dropped, read }) => {
      it.each(UNSAFE_ADDRESSES)(
        'given %j › it leaves that out, keeps everything else and warns once',
        (url) => {
          const { read: worlds, warn } = readWorlds(spoiled(themeWorldAnswer(), path, url));
          expect(worlds).toEqual(
            readThemeWorldAnswer(without(themeWorldAnswer(), dropped), vi.fn()),
          );
          expect(JSON.stringify(worlds)).not.toContain(JSON.stringify(url).slice(1, -1));
          expect(warn).toHaveBeenCalledOnce();
        },
      );

      it.each([...PAGE_ADDRESSES, LONG_PATH])('given %j instead › it keeps it as given', (url) => {
        const { read: worlds, warn } = readWorlds(spoiled(themeWorldAnswer(), path, url));
        expect(read(worlds)).toBe(url);
        expect(warn).not.toHaveBeenCalled();
      });
    },
  );

  describe.each(objectPaths(THEME_WORLDS).map((path) => [pathName(path), path] as const))(
    'given a list where the object %s belongs',
    (_name, path) => {
      it('it reads the answer as if that object were missing, and warns at most once', () => {
        const answer = themeWorldAnswer();
        const { read, warn } = readWorlds(
          spoiled(answer, path, objectsAsArrays(getAt(answer, path))),
        );
        if (path.length > 0)
          expect(read).toEqual(readThemeWorldAnswer(without(answer, path), vi.fn()));
        else expect(read.sections).toEqual([]);
        expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
      });
    },
  );

  describe.each(allPaths(THEME_WORLDS).map((path) => [pathName(path), path] as const))(
    'given null at %s',
    (_name, path) => {
      it('it reads the answer as if that were missing, and warns at most once', () => {
        const { read, warn } = readWorlds(spoiled(themeWorldAnswer(), path, null));
        expect(read).toEqual(readThemeWorldAnswer(without(themeWorldAnswer(), path), vi.fn()));
        expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
      });
    },
  );

  it.each([
    ['nulls everywhere', nullsEverywhere(THEME_WORLDS)],
    ['a list of lists', objectsAsArrays(THEME_WORLDS)],
    ['a list', [THEME_WORLDS]],
    ['null', null],
    ['a text', JSON.stringify(THEME_WORLDS)],
  ])('given %s as the whole answer › it shows no world and warns once', (_kind, body) => {
    const { read, warn } = readWorlds(body);
    expect(read.sections).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });
});
