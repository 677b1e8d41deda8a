import type { NavigationItem } from '../../../../src/services/navigation/navigation-answer';

/** A node of a test navigation: a title, its address, and its children. */
export const node = (
  title: string,
  href: string,
  children: readonly NavigationItem[] = [],
  extra: Partial<NavigationItem> = {},
): NavigationItem => ({ title, href, target: '_self', children, ...extra });

/** Coffee (beans, capsules › single, multi), Tea, Sale (a teaser, no children). */
export const NAVIGATION: readonly NavigationItem[] = [
  node('Kaffee', '/c/kaffee', [
    node('Bohnen', '/c/kaffee/bohnen'),
    node('Kapseln', '/c/kaffee/kapseln', [
      node('Einzeln', '/c/kaffee/kapseln/einzeln'),
      node('Vorrat', '/c/kaffee/kapseln/vorrat'),
    ]),
  ]),
  node('Tee', '/c/tee'),
  node('Sale', '/c/sale', [], {
    target: '_blank',
    teaser: {
      title: 'Angebote',
      entries: [
        { title: 'A', href: '/a', imageSrc: '/a.jpg' },
        { title: 'B', href: '/b' },
        { title: 'C', href: '/c', imageSrc: '/c.jpg' },
        { title: 'D', href: '/d', imageSrc: '/d.jpg' },
        { title: 'E', href: '/e', imageSrc: '/e.jpg' },
      ],
    },
  }),
];
