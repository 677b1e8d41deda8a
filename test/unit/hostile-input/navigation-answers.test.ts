/**
 * Issue 17: the navigation and theme-world answers, read as the bar and its flyouts get them,
 * with script in every text, unsafe addresses in every address, arrays where objects belong,
 * nulls everywhere and 10 kB strings. What the shopper gets: what can be shown, as text; what
 * the developer gets: one console warning per answer that needed anything left out.
 */
import { describe, expect, it } from 'vitest';
import {
  readNavigationAnswer,
  type NavigationItem,
} from '../../../src/services/navigation/navigation-answer';
import {
  NO_THEME_WORLDS,
  readThemeWorldAnswer,
  type ThemeWorldNavigation,
} from '../../../src/services/navigation/theme-world-answer';
import { NOT_STRINGS, TEXT_PAYLOADS, allPaths, asLine, getAt, type Path } from './answer-fields';
import {
  describeEverySpoiledPart,
  describeScriptInTexts,
  describeUnsafeAddresses,
  describeUnusableAnswers,
  readWarned,
  spoiled,
  without,
  type AddressField,
  type AnswerReader,
  type TextField,
} from './spoiled-answers';

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

const NAVIGATION_READER = {
  answer: NAVIGATION,
  read: (body) => readWarned(readNavigationAnswer, body),
  readQuietly: (body) => readNavigationAnswer(body, () => {}),
  nothing: [],
  nothingSaid: 'it shows no node',
} satisfies AnswerReader<NavigationItem[]>;

/** What the reader put at `path` of the items. */
const itemsAt = (path: Path) => (items: NavigationItem[]) => getAt(items, path);

const NAVIGATION_TEXTS: readonly TextField<NavigationItem[]>[] = [
  { field: 'a top-level title', path: [0, 'title'], shown: itemsAt([0, 'title']), as: asLine },
  {
    field: 'a second-level title',
    path: [0, 'children', 0, 'title'],
    shown: itemsAt([0, 'children', 0, 'title']),
    as: asLine,
  },
  {
    field: 'a third-level title',
    path: [0, 'children', 0, 'children', 0, 'title'],
    shown: itemsAt([0, 'children', 0, 'children', 0, 'title']),
    as: asLine,
  },
  {
    field: 'the teaser’s title',
    path: [0, 'teaser', 'title'],
    shown: itemsAt([0, 'teaser', 'title']),
    as: asLine,
  },
  {
    field: 'a teaser entry’s title',
    path: [0, 'teaser', 'entries', 0, 'title'],
    shown: itemsAt([0, 'teaser', 'entries', 0, 'title']),
    as: asLine,
  },
];

const NAVIGATION_ADDRESSES: readonly AddressField<NavigationItem[]>[] = [
  {
    field: 'a top-level node’s href',
    path: [0, 'href'],
    dropped: [0],
    shown: itemsAt([0, 'href']),
  },
  {
    field: 'a second-level node’s href',
    path: [0, 'children', 0, 'href'],
    dropped: [0, 'children', 0],
    shown: itemsAt([0, 'children', 0, 'href']),
  },
  {
    field: 'a third-level node’s href',
    path: [0, 'children', 0, 'children', 0, 'href'],
    dropped: [0, 'children', 0, 'children', 0],
    shown: itemsAt([0, 'children', 0, 'children', 0, 'href']),
  },
  {
    field: 'a teaser entry’s link',
    path: [0, 'teaser', 'entries', 0, 'link'],
    dropped: [0, 'teaser', 'entries', 0],
    shown: itemsAt([0, 'teaser', 'entries', 0, 'href']),
  },
  {
    field: 'a teaser entry’s picture',
    path: [0, 'teaser', 'entries', 0, 'image', 'src'],
    dropped: [0, 'teaser', 'entries', 0, 'image'],
    shown: itemsAt([0, 'teaser', 'entries', 0, 'imageSrc']),
  },
];

describe('hostile input › the navigation answer', () => {
  it('given the answer as the service should send it › it reads every node without a warning', () => {
    const { result: items, warnings } = NAVIGATION_READER.read(NAVIGATION);
    expect(items.map((item) => item.title)).toEqual(['Kaffee', 'Wohnen']);
    expect(items[0]?.teaser?.entries[0]).toEqual({
      href: '/c/kaffee/neu',
      title: 'Neuheiten',
      imageSrc: '/img/neu.jpg',
    });
    expect(warnings).toEqual([]);
  });

  describeScriptInTexts(NAVIGATION_READER, NAVIGATION_TEXTS);
  describeUnsafeAddresses(NAVIGATION_READER, NAVIGATION_ADDRESSES, /left out/);
  describeEverySpoiledPart(NAVIGATION_READER);

  describe.each(NOT_STRINGS)('given %s as every title and address', (_kind, value) => {
    it('it shows no node and warns once', () => {
      let answer: unknown = NAVIGATION;
      for (const path of allPaths(NAVIGATION).filter((candidate) =>
        ['title', 'href', 'link', 'src'].includes(String(candidate.at(-1))),
      ))
        answer = spoiled(answer, path, value);
      const { result: items, warnings } = NAVIGATION_READER.read(answer);
      expect(items).toEqual([]);
      expect(warnings).toHaveLength(1);
    });
  });

  // The navigation is a list, so an object holding it is the shape it must not be mistaken for.
  describeUnusableAnswers(NAVIGATION_READER, ['an object', { navigation: NAVIGATION }]);
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

const THEME_WORLD_READER = {
  answer: THEME_WORLDS,
  read: (body) => readWarned(readThemeWorldAnswer, body),
  readQuietly: (body) => readThemeWorldAnswer(body, () => {}),
  nothing: NO_THEME_WORLDS,
  nothingSaid: 'it shows no world',
} satisfies AnswerReader<ThemeWorldNavigation>;

/** The first world of `section` as read. */
const readWorld = (read: ThemeWorldNavigation, section = 'scout', index = 0) =>
  read.sections.find((entry) => entry.section === section)?.worlds[index];

const THEME_WORLD_TEXTS: readonly TextField<ThemeWorldNavigation>[] = [
  {
    field: 'a world’s title',
    path: ['sections', 'scout', 0, 'title'],
    shown: (r) => readWorld(r)?.title,
    as: asLine,
  },
  {
    field: 'a world’s end date text',
    path: ['sections', 'lastChance', 0, 'endDateText'],
    shown: (r) => readWorld(r, 'lastChance')?.endDateText,
    as: asLine,
  },
  {
    field: 'a world’s days-left text',
    path: ['sections', 'lastChance', 0, 'onlyXDaysLeftText'],
    shown: (r) => readWorld(r, 'lastChance')?.onlyXDaysLeftText,
    as: asLine,
  },
  {
    field: 'a badge label',
    path: ['badgeLabels', 'NEW'],
    shown: (r) => readWorld(r)?.badges[0],
    as: asLine,
  },
  {
    field: 'an availability label',
    path: ['availabilityLabels', 'ONLINE_ONLY'],
    shown: (r) => readWorld(r)?.availability,
    as: asLine,
  },
];

const THEME_WORLD_ADDRESSES: readonly AddressField<ThemeWorldNavigation>[] = [
  {
    field: 'a world’s address',
    path: ['sections', 'scout', 0, 'url'],
    dropped: ['sections', 'scout', 0],
    shown: (r) => readWorld(r)?.href,
  },
  {
    field: 'a world’s picture',
    path: ['sections', 'scout', 0, 'imgUrl'],
    dropped: ['sections', 'scout', 0, 'imgUrl'],
    shown: (r) => readWorld(r)?.image,
  },
  {
    field: 'a world’s desktop picture',
    path: ['sections', 'scout', 0, 'desktopImg'],
    dropped: ['sections', 'scout', 0, 'desktopImg'],
    shown: (r) => readWorld(r)?.desktopImage,
  },
];

describe('hostile input › the theme-world answer', () => {
  it('given the answer as the service should send it › it reads every world without a warning', () => {
    const { result, warnings } = THEME_WORLD_READER.read(THEME_WORLDS);
    expect(result.sections.map((entry) => entry.section)).toEqual([
      'scout',
      'new',
      'more',
      'lastChance',
    ]);
    expect(readWorld(result)).toMatchObject({
      href: '/c/herbst',
      image: '/img/herbst.jpg',
      badges: ['Neu', 'Sale'],
      availability: 'Nur online',
    });
    expect(warnings).toEqual([]);
  });

  describeScriptInTexts(THEME_WORLD_READER, THEME_WORLD_TEXTS);

  describe.each([
    ['a world’s badge key', ['sections', 'scout', 0, 'badges', 0]],
    ['a world’s availability key', ['sections', 'scout', 0, 'availability']],
  ] as const)('given script in %s', (_field, path) => {
    it.each(TEXT_PAYLOADS)('given %j › it shows no label for it and warns once', (payload) => {
      const { result, warnings } = THEME_WORLD_READER.read(spoiled(THEME_WORLDS, path, payload));
      expect(result).toEqual(THEME_WORLD_READER.readQuietly(without(THEME_WORLDS, path)));
      expect(warnings).toHaveLength(1);
    });
  });

  describeUnsafeAddresses(THEME_WORLD_READER, THEME_WORLD_ADDRESSES, /left out/);
  describeEverySpoiledPart(THEME_WORLD_READER);
  describeUnusableAnswers(THEME_WORLD_READER);
});
