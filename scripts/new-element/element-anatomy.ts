/**
 * What an element is made of, written once: the scaffold writes from it
 * (`element-scaffold.ts`), the developers' docs show it (Adding an element, Architecture), and a
 * unit test walks `src/elements/*` against it (`test/unit/element-anatomy.test.ts`). Plain data,
 * so the docs site and the scripts import it alike.
 */

export interface AnatomyPart {
  /** Where it is, from the repository's root; `<tag>` and `<Name>` stand for the element's. */
  readonly path: string;
  /** `true`: every element has it; `false`: an element has it when it needs it. */
  readonly required: boolean;
  /** What it holds, for the docs and the README the scaffold writes. */
  readonly what: string;
}

/** The parts in the element's folder, `src/elements/<tag>/`. */
export const FOLDER_PARTS: readonly AnatomyPart[] = [
  {
    path: '<tag>.definition.ts',
    required: true,
    what: 'The public API as plain data (`<camelTag>Definition`, `as const satisfies ElementDefinition`): attributes, events with their `detailType`, slots, parts, CSS properties, the tags it renders (`dependencies`), its room (`reservedHeight`), its `status` (`beta` until the contract lists it, then `stable`) and `serverRendered: true` once `shop-elements/server` renders it. The manifest, the typings and the docs tables come from it.',
  },
  {
    path: '<tag>.element.ts',
    required: true,
    what: 'The declaration (`declareElement`): how its code loads (`loadComponent`), its styles, the page data it needs (`dataNeeds`, which preloading, the server render and the taking of server data derive from) and the calls it starts as it connects (`preloadData`).',
  },
  {
    path: 'Shop<Name>.tsx',
    required: true,
    what: 'The React component; its props are `ElementComponentProps<typeof <camelTag>Definition>`. It reads the site, locale and texts with `useShop()`: every text a shopper sees is a key of the catalogues, one per language (`src/i18n/catalogues/<language>.ts`), so a key missing in one language fails the typecheck.',
  },
  {
    path: '<tag>.docs.mdx',
    required: true,
    what: 'The element guide of its docs page: when to use it (do and don’t), its behaviour, its keyboard and ARIA table, content guidelines. The attribute, event, slot, part and CSS property tables come from the definition.',
  },
  {
    path: 'README.md',
    required: true,
    what: 'The folder’s map for developers: what each of its files and folders holds, its stories and tests.',
  },
  {
    path: '<tag>.css',
    required: false,
    what: 'Its styles: class names prefixed with the tag, only `--shop-…` tokens, breakpoints as custom media (`@media (--shop-from-m)`); imported `?inline` and adopted with `useStyles`, so they come with its code.',
  },
  {
    path: '<tag>.page.css',
    required: false,
    what: 'Rules the page sheet carries for the page’s own markup around the element before it is defined (the navigation’s server-rendered links).',
  },
  {
    path: 'state/',
    required: false,
    what: 'Framework-free stores (no React, no DOM) that hold its values and apply its rules, tested in plain unit tests.',
  },
  {
    path: 'behaviour/',
    required: false,
    what: 'Hooks that connect the state to the page: effects, focus, the page’s other stores.',
  },
  {
    path: 'components/',
    required: false,
    what: 'Its private views, which only it renders.',
  },
];

/** The parts outside the folder. */
export const OUTSIDE_PARTS: readonly AnatomyPart[] = [
  {
    path: 'stories/elements/<tag>.stories.tsx',
    required: true,
    what: 'Its stories: each a state a designer reviews (a visual baseline) with a play function that reads its texts from the catalogues, never German literals.',
  },
  {
    path: 'test/browser/elements/<tag>.test.ts',
    required: true,
    what: 'Its behaviour as a custom element in Chromium: the shadow DOM, attributes and events.',
  },
];

/** The element's component name: `shop-store-finder` → `ShopStoreFinder`. */
export function componentNameOf(tag: string): string {
  return tag.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
}

/** A part's path for one element. */
export function partPath(part: AnatomyPart, tag: string): string {
  return part.path.replaceAll('<tag>', tag).replaceAll('Shop<Name>', componentNameOf(tag));
}
