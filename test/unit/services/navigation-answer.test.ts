import { describe, expect, it, vi } from 'vitest';
import {
  NAVIGATION_MAX_CHILDREN,
  NAVIGATION_MAX_DEPTH,
  TEASER_MAX_ENTRIES,
  readNavigationAnswer,
} from '../../../src/services/navigation/navigation-answer';
import {
  THEME_WORLDS_PER_SECTION,
  readThemeWorldAnswer,
} from '../../../src/services/navigation/theme-world-answer';
import type { ApiClient, ApiOutcome } from '../../../src/services/http/api-client';
import {
  createNavigationStore,
  createThemeWorldStore,
} from '../../../src/services/stores/navigation';
import { navigation } from '../../fake-backend/fixtures/navigation';

const node = (title: string, href: string, children: unknown[] = []) => ({ title, href, children });

/** A chain of nodes `levels` deep. */
function chain(levels: number): unknown {
  let current: Record<string, unknown> = node(`Level ${levels}`, `/c/level-${levels}`);
  for (let level = levels - 1; level >= 1; level -= 1) {
    current = node(`Level ${level}`, `/c/level-${level}`, [current]);
  }
  return current;
}

const depthOf = (items: readonly { children: readonly unknown[] }[]): number =>
  items.length === 0
    ? 0
    : 1 + Math.max(...items.map((item) => depthOf(item.children as typeof items)));

describe('reading the navigation answer', () => {
  it('given the fake backend navigation of every site, keeps every node without a warning', () => {
    const warn = vi.fn();
    for (const site of ['DE', 'PL', 'TR'] as const) {
      const answer = navigation(site);
      const items = readNavigationAnswer(answer, warn);
      expect(items.map((item) => item.title)).toEqual(answer.map((entry) => entry.title));
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('given nodes without title or address, or with javascript: and data: addresses, leaves them out with one warning', () => {
    const warn = vi.fn();
    const items = readNavigationAnswer(
      [
        node('Kaffee', '/c/kaffee'),
        { href: '/c/untitled' },
        node('   ', '/c/blank'),
        node('Böse', 'javascript:alert(1)'),
        node('Daten', 'data:text/html,<script>alert(1)</script>'),
        node('Tab', 'java\tscript:alert(1)'),
        node('Mail', 'mailto:service@example.com'),
        'not a node',
        node('Extern', 'https://www.example.org/magazin'),
      ],
      warn,
    );
    expect(items.map((item) => item.href)).toEqual([
      '/c/kaffee',
      'https://www.example.org/magazin',
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/3 without a title; 4 without a safe address/);
  });

  it('given HTML in titles, keeps it as text with its white space collapsed', () => {
    const [item] = readNavigationAnswer([node('<img src=x onerror=alert(1)>\n  Kaffee', '/c/k')]);
    expect(item?.title).toBe('<img src=x onerror=alert(1)> Kaffee');
  });

  it(`given 10 levels, keeps ${NAVIGATION_MAX_DEPTH} and warns`, () => {
    const warn = vi.fn();
    const items = readNavigationAnswer([chain(10)], warn);
    expect(depthOf(items)).toBe(NAVIGATION_MAX_DEPTH);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(`deeper than ${NAVIGATION_MAX_DEPTH}`),
    );
  });

  it(`given 500 children, keeps the first ${NAVIGATION_MAX_CHILDREN}`, () => {
    const warn = vi.fn();
    const children = Array.from({ length: 500 }, (_, index) =>
      node(`Kind ${index}`, `/c/${index}`),
    );
    const [item] = readNavigationAnswer([node('Viele', '/c/viele', children)], warn);
    expect(item?.children).toHaveLength(NAVIGATION_MAX_CHILDREN);
    expect(item?.children[0]?.title).toBe('Kind 0');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('440 beyond'));
  });

  it('given a node that contains itself or repeats an ancestor address, leaves out the repetition', () => {
    const warn = vi.fn();
    const looping: Record<string, unknown> = node('Schleife', '/c/schleife');
    (looping.children as unknown[]).push(
      looping,
      node('Zurück', '/c/schleife'),
      node('Gut', '/c/gut'),
    );
    const [item] = readNavigationAnswer([looping], warn);
    expect(item?.children.map((child) => child.title)).toEqual(['Gut']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('2 repeating an ancestor'));
  });

  it('opens a new tab only when the node says _blank, and reads teasers defensively', () => {
    const [item] = readNavigationAnswer([
      {
        ...node('Mode', '/c/mode'),
        target: '_top',
        teaser: {
          title: 'Neu',
          entries: [
            { link: '/c/neu', title: 'Neu da', image: { src: 'javascript:alert(1)' } },
            { link: 'javascript:alert(1)', title: 'Böse', image: { src: '/a.jpg' } },
            ...Array.from({ length: 10 }, (_, index) => ({
              link: `/c/t${index}`,
              title: `T${index}`,
              image: { src: `/t${index}.jpg` },
            })),
          ],
        },
      },
      { ...node('Magazin', 'https://magazin.example.org/'), target: '_blank' },
    ]);
    expect(item?.target).toBe('_self');
    expect(item?.teaser?.entries).toHaveLength(TEASER_MAX_ENTRIES);
    expect(item?.teaser?.entries[0]).toEqual({ href: '/c/neu', title: 'Neu da' });
  });

  it('given something that is not a list, gives no items and warns', () => {
    const warn = vi.fn();
    expect(readNavigationAnswer({ nodes: [] }, warn)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

const world = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  url: `/themenwelt/${title.toLowerCase()}`,
  imgUrl: `/img/${title}.jpg`,
  desktopImg: `/img/${title}-desktop.jpg`,
  badges: [],
  loyaltyCard: false,
  ...extra,
});

describe('reading the theme-world answer', () => {
  it('keeps the sections in the order scout, new, more, lastChance, only non-empty ones', () => {
    const read = readThemeWorldAnswer({
      sections: {
        lastChance: [world('Letzte')],
        new: [world('Neu')],
        more: [],
        scout: [world('Scout')],
      },
      badgeLabels: {},
      availabilityLabels: {},
    });
    expect(read.sections.map((section) => section.section)).toEqual(['scout', 'new', 'lastChance']);
  });

  it('turns badge and availability keys into the answer’s labels and leaves unknown keys out with a warning', () => {
    const warn = vi.fn();
    const read = readThemeWorldAnswer(
      {
        sections: {
          new: [
            world('Herbst', {
              badges: ['NEW', 'MYSTERY', 7],
              availability: 'ONLINE',
              loyaltyCard: true,
            }),
          ],
        },
        badgeLabels: { NEW: 'Neu' },
        availabilityLabels: { ONLINE: 'Nur online' },
      },
      warn,
    );
    expect(read.sections[0]?.worlds[0]).toMatchObject({
      badges: ['Neu'],
      availability: 'Nur online',
      loyaltyCard: true,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"MYSTERY"'));
  });

  it('leaves out worlds without title or safe address and pictures with unsafe addresses', () => {
    const warn = vi.fn();
    const read = readThemeWorldAnswer(
      {
        sections: {
          scout: [
            world('Gut', { imgUrl: 'javascript:alert(1)' }),
            world('', {}),
            { ...world('Böse'), url: 'data:text/html,x' },
            ...Array.from({ length: 20 }, (_, index) => world(`W${index}`)),
          ],
        },
      },
      warn,
    );
    const worlds = read.sections[0]?.worlds ?? [];
    expect(worlds).toHaveLength(THEME_WORLDS_PER_SECTION);
    expect(worlds[0]?.image).toBeUndefined();
    expect(worlds[0]?.desktopImage).toBe('/img/Gut-desktop.jpg');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('given no sections, gives none and warns', () => {
    const warn = vi.fn();
    expect(readThemeWorldAnswer([], warn).sections).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

function fakeApi(outcome: ApiOutcome<unknown>) {
  const request = vi.fn(() => Promise.resolve(outcome));
  return { api: { request } as unknown as ApiClient, request };
}

describe('the navigation stores', () => {
  it('given two readers of one site, ask once and share the answer', async () => {
    const { api, request } = fakeApi({
      ok: true,
      status: 200,
      data: [node('Kaffee', '/c/kaffee')],
    });
    const store = createNavigationStore(() => api);
    const [first, second] = await Promise.all([store.load('DE'), store.load('DE')]);
    expect(request).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    expect(store.entry('DE').getSnapshot()).toEqual({ status: 'loaded', value: first });
  });

  it('given a failed call, only logs it and gives an empty navigation', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = fakeApi({ ok: false, kind: 'response', status: 503, body: undefined });
    await expect(createNavigationStore(() => api).load('PL')).resolves.toEqual([]);
    await expect(createThemeWorldStore(() => api).load('PL')).resolves.toEqual({ sections: [] });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('status 503'));
    warn.mockRestore();
  });

  it('given data the page provided inline, makes no call', async () => {
    const { api, request } = fakeApi({ ok: true, status: 200, data: [] });
    const store = createNavigationStore(() => api);
    const inline = readNavigationAnswer([node('Kaffee', '/c/kaffee')]);
    store.provide('AT', inline);
    await expect(store.load('AT')).resolves.toBe(inline);
    expect(request).not.toHaveBeenCalled();
  });
});
